import { GROUP_ERRORS, GROUP_TEXT, type MatchGroupSummary, type TcgMatch, type VgcMatch } from '@trainerlog/core';
import { Center, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFolderOpen } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { groupErrorText } from '../../data/shared/matchGroups.ts';
import { useDecks } from '../../data/hooks/useDecks.ts';
import { useGroupMatches, useMatchGroupMutations, type GroupGame } from '../../data/shared/useMatchGroups.ts';
import { useRestrictedPokemon } from '../../data/shared/useRestrictedPokemon.ts';
import { useAuth } from '../../session/useAuth.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../ui/notify.ts';
import { TcgMatchDetails, VgcMatchDetails } from '../matchCards/index.ts';
import { mayRemoveMatch } from './groupRules.ts';
import { GroupMatchSection, type OpenedMatch } from './GroupMatchSection.tsx';

export interface GroupMatchesPopupProps {
  /** The group shown; null keeps the popup closed. */
  group: MatchGroupSummary | null;
  onClose(): void;
}

/** The games a group's popup shows: its type's, and any other it holds matches of. */
function gamesOf(group: MatchGroupSummary): GroupGame[] {
  return (['tcg', 'vgc'] as const).filter(
    (game) => group.type === game || group.type === 'mixed' || group.matchCounts[game] > 0,
  );
}

/**
 * A group's matches (spec part 2 §2 "Group match list popup"): 'TCG Matches (n)' and 'VGC Matches (n)', 8 a page
 * from the server, each row opening the match's details inside the popup with 'Back to Match List' (notes
 * read-only). The owner may take any match out, an editor their own.
 */
export function GroupMatchesPopup({ group, onClose }: GroupMatchesPopupProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={!!group}
      onClose={onClose}
      title={group?.name ?? ''}
      size="xl"
      fullScreen={phone}
      centered
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      {/* A fresh state (first pages, the list view) for each group opened. */}
      {group ? <PopupBody key={group._id} group={group} /> : null}
    </Modal>
  );
}

function PopupBody({ group }: { group: MatchGroupSummary }) {
  const { user } = useAuth();
  const viewerId = user?._id;
  const games = gamesOf(group);
  const [pages, setPages] = useState<Record<GroupGame, number>>({ tcg: 1, vgc: 1 });
  const [opened, setOpened] = useState<OpenedMatch | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const tcg = useGroupMatches(group._id, 'tcg', pages.tcg, games.includes('tcg'));
  const vgc = useGroupMatches(group._id, 'vgc', pages.vgc, games.includes('vgc'));
  const queries = { tcg, vgc };
  const { removeMatches } = useMatchGroupMutations();
  const decks = useDecks();
  const { isRestricted } = useRestrictedPokemon();

  const spritesByDeck = useMemo(
    () =>
      new Map(
        (decks.data ?? []).map((d) => [d._id, { sprite: d.pokemonSprite, secondarySprite: d.secondaryPokemonSprite }]),
      ),
    [decks.data],
  );
  const deckSpritesOf = useCallback(
    (match: TcgMatch) => (match.deckId ? (spritesByDeck.get(match.deckId) ?? null) : null),
    [spritesByDeck],
  );

  // Taking out the last match of the last page steps back a page.
  for (const game of games) {
    const data = queries[game].data;
    if (data && data.matches.length === 0 && data.page > 1 && !queries[game].isFetching) {
      const last = Math.max(1, data.totalPages);
      if (pages[game] !== last) setPages((current) => ({ ...current, [game]: last }));
    }
  }

  const remove = async (game: GroupGame, match: TcgMatch | VgcMatch) => {
    setRemovingId(match._id);
    try {
      await removeMatches.mutateAsync({
        id: group._id,
        input:
          game === 'tcg' ? { tcgMatches: [match._id], vgcMatches: [] } : { tcgMatches: [], vgcMatches: [match._id] },
      });
    } catch (error) {
      notify.error(groupErrorText(error, GROUP_ERRORS.removeMatches), { id: 'group-remove-match' });
    } finally {
      setRemovingId(null);
    }
  };

  if (opened) {
    const back = () => setOpened(null);
    return opened.game === 'tcg' ? (
      <TcgMatchDetails
        match={opened.match}
        yourDeckSprites={opened.match.user === viewerId ? deckSpritesOf(opened.match) : null}
        onClose={back}
        closeLabel={GROUP_TEXT.backToList}
      />
    ) : (
      <VgcMatchDetails
        match={opened.match}
        isRestricted={isRestricted}
        onClose={back}
        closeLabel={GROUP_TEXT.backToList}
      />
    );
  }

  const loading = games.some((game) => queries[game].isPending);
  const empty = games.length === 0 || (!loading && games.every((game) => queries[game].data?.total === 0));
  if (loading && games.every((game) => !queries[game].data)) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading matches" />
      </Center>
    );
  }
  if (empty) {
    return (
      <EmptyState icon={<IconFolderOpen size={30} />} title={GROUP_TEXT.noMatches} bare>
        {group.access === 'view' ? null : 'Add matches from the dashboard with Create Group.'}
      </EmptyState>
    );
  }

  return (
    <Stack gap="lg">
      {games.map((game) => {
        const query = queries[game];
        return (
          <GroupMatchSection
            key={game}
            game={game}
            knownTotal={group.matchCounts[game]}
            page={query.data}
            pending={query.isPending}
            fetching={query.isFetching}
            error={query.error}
            onPage={(page) => setPages((current) => ({ ...current, [game]: page }))}
            onOpen={setOpened}
            viewerId={viewerId}
            mayRemove={(match) => mayRemoveMatch(group.access, match.user, viewerId)}
            onRemove={(match) => void remove(game, match)}
            removingId={removingId}
            deckSpritesOf={deckSpritesOf}
          />
        );
      })}
    </Stack>
  );
}
