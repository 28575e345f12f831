import { GUEST_REMOTE_DECK_MESSAGE } from '../../data/entities/decks.ts';
import { ItemNotFound } from '../../ui/ItemNotFound.tsx';

/** A deck that cannot be shown: 'Deck not found', or the guest's 'Authentication required…' for a server deck. */
export function DeckNotFound({ error }: { error?: unknown }) {
  return (
    <ItemNotFound
      error={error}
      notFound="Deck not found"
      fetchFailed="An error occurred"
      guestMessage={GUEST_REMOTE_DECK_MESSAGE}
      guestHint="Log in to open decks saved to your account."
      back={{ to: '/decks', label: 'Back to Decks' }}
    />
  );
}
