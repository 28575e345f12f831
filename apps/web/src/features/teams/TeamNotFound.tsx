import { GUEST_REMOTE_TEAM_MESSAGE } from '../../data/entities/teams.ts';
import { ItemNotFound } from '../../ui/ItemNotFound.tsx';

/** A team that cannot be shown: 'Team not found', or the guest's 'Authentication required…' for a server team. */
export function TeamNotFound({ error }: { error?: unknown }) {
  return (
    <ItemNotFound
      error={error}
      notFound="Team not found"
      fetchFailed="Error fetching team"
      guestMessage={GUEST_REMOTE_TEAM_MESSAGE}
      guestHint="Log in to open teams saved to your account."
      back={{ to: '/teams', label: 'Back to Teams' }}
    />
  );
}
