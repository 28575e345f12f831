import type { MatchGroupSummary } from '@trainerlog/core';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FRIENDS_QUERY_KEY } from '../../data/shared/useFriends.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { GroupCard, GroupMatchesPopup } from '../../widgets/matchGroups/index.ts';

/**
 * The match groups a friend shares with the player (their own groups the player was invited to and accepted), as
 * the groups page shows them: the group card, and Show Matches opening the group's match list popup.
 */
export function SharedGroups({ groups, friendName }: { groups: MatchGroupSummary[]; friendName: string }) {
  const [shown, setShown] = useState<MatchGroupSummary | null>(null);
  const queryClient = useQueryClient();
  // An editor may have taken matches out in the popup: the cards' counts are read again.
  const close = () => {
    setShown(null);
    void queryClient.invalidateQueries({ queryKey: FRIENDS_QUERY_KEY });
  };
  return (
    <Stack gap="sm" component="section" aria-label="Shared groups">
      <Title order={2} fz="lg">
        Shared Groups
      </Title>
      {groups.length === 0 ? (
        <EmptyState icon={<IconFolders size={30} />} title="No shared groups yet">
          When {friendName} shares a match group with you and you accept the invitation, it shows here.
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Groups {friendName} shares with you.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {groups.map((group) => (
              <GroupCard key={group._id} group={group} onShowMatches={setShown} />
            ))}
          </SimpleGrid>
        </>
      )}
      <GroupMatchesPopup group={shown} onClose={close} />
    </Stack>
  );
}
