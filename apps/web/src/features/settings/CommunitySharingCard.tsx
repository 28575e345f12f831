import { type PublicUser } from '@trainerlog/core';
import { Anchor, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { api } from '../../api/typedClient.ts';
import { COMMUNITY_QUERY_KEY } from '../../data/shared/useCommunityAnalytics.ts';
import { useAuth } from '../../session/useAuth.ts';
import { notify } from '../../ui/notify.ts';
import { SettingsCard } from './SettingsCard.tsx';

/**
 * Issue 6, privacy: "only aggregates leave a player's data; a profile setting lets a player keep their matches out of
 * community statistics". On by default (`communityOptOut` false or absent). The server moves the player's matches
 * out of (or back into) every community aggregate at once, so the community screens are refetched after the switch.
 */
export function CommunitySharingCard({ user }: { user: PublicUser }) {
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const sharing = !user.communityOptOut;

  const change = async (share: boolean) => {
    setSaving(true);
    try {
      const saved = await api.auth.setCommunitySharing({ communityOptOut: !share });
      setUser(saved);
      void queryClient.invalidateQueries({ queryKey: COMMUNITY_QUERY_KEY });
      notify.success(
        share ? 'Your matches count in community statistics again' : 'Your matches are out of community statistics',
        { id: 'community-sharing' },
      );
    } catch (error) {
      notify.error(errorMessage(error, 'Could not change your sharing setting. Please try again.'), {
        id: 'community-sharing-error',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsCard title="Privacy" description="What the community statistics may count.">
      <Switch
        label="Share my matches in community statistics"
        description="Only aggregates leave your data: counts and win rates by archetype, never your name, deck lists or notes."
        checked={sharing}
        disabled={saving}
        onChange={(event) => void change(event.currentTarget.checked)}
        size="md"
      />
      <Text size="xs" c="dimmed">
        They feed the{' '}
        <Anchor component={Link} to="/analytics/global" size="xs">
          community meta and matchup matrix
        </Anchor>
        . Turning this off takes all your matches out at once; turning it on again adds them back.
      </Text>
    </SettingsCard>
  );
}
