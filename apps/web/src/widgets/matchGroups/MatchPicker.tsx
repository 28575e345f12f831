import { type TcgMatch, type VgcMatch } from '@trainerlog/core';
import { Alert, Button, Center, Checkbox, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useDecks } from '../../data/hooks/useDecks.ts';
import { useGroupableMatches } from '../../data/shared/useMatchGroups.ts';
import { searchDialogMatches, tcgMatchSearchText, vgcMatchSearchText, type DialogGame } from './groupRules.ts';
import { TcgRowContent, tcgRowTitle, VgcRowContent, vgcRowTitle } from './GroupMatchRows.tsx';
import classes from './MatchGroups.module.css';

export const NO_MATCHES_FOUND = 'No matches found';

export interface MatchPickerProps {
  game: DialogGame;
  /** Loads the game's matches (the dialog is open on this game's tab). */
  active: boolean;
  search: string;
  onSearch(search: string): void;
  selected: ReadonlySet<string>;
  onToggle(id: string): void;
}

/**
 * 'Select Matches' of the Match Group dialog (spec part 2 §2, §5): the search box, the player's own matches of the
 * tab's game newest first (100 at a time, more on request), each toggled by a click, or 'No matches found'.
 */
export function MatchPicker({ game, active, search, onSearch, selected, onToggle }: MatchPickerProps) {
  // The server searches every match (debounced); the loaded ones narrow at once while it answers.
  const [serverSearch] = useDebouncedValue(search, 300);
  const query = useGroupableMatches(game, active, serverSearch);
  const decks = useDecks({ enabled: active && game === 'tcg' });
  const spritesByDeck = useMemo(
    () =>
      new Map(
        (decks.data ?? []).map((d) => [d._id, { sprite: d.pokemonSprite, secondarySprite: d.secondaryPokemonSprite }]),
      ),
    [decks.data],
  );

  const loaded = useMemo(
    () => (query.data?.pages ?? []).flatMap((page): (TcgMatch | VgcMatch)[] => page.matches),
    [query.data],
  );
  const shown = useMemo(
    () =>
      game === 'tcg'
        ? searchDialogMatches(loaded as TcgMatch[], search, tcgMatchSearchText)
        : searchDialogMatches(loaded as VgcMatch[], search, vgcMatchSearchText),
    [game, loaded, search],
  );
  const total = query.data?.pages[0]?.totalCount ?? 0;

  let list;
  if (query.isPending) {
    list = (
      <Center py="lg">
        <Loader size="sm" role="status" aria-label="Loading matches" />
      </Center>
    );
  } else if (query.isError) {
    list = (
      <Alert color="red" variant="light">
        {query.error.message}
      </Alert>
    );
  } else if (shown.length === 0) {
    list = (
      <Text c="dimmed" ta="center" py="md">
        {NO_MATCHES_FOUND}
      </Text>
    );
  } else {
    list = (
      <Stack gap={6} role="group" aria-label="Matches">
        {shown.map((match) => {
          const checked = selected.has(match._id);
          const title = game === 'tcg' ? tcgRowTitle(match as TcgMatch) : vgcRowTitle(match as VgcMatch);
          return (
            <label key={match._id} className={classes.row} data-selected={checked || undefined}>
              <Checkbox
                checked={checked}
                onChange={() => onToggle(match._id)}
                aria-label={`${title.mine} vs ${title.theirs}`}
              />
              {game === 'tcg' ? (
                <TcgRowContent
                  match={match as TcgMatch}
                  deckSprites={(match as TcgMatch).deckId ? spritesByDeck.get((match as TcgMatch).deckId!) : null}
                  group={match.group?.name}
                />
              ) : (
                <VgcRowContent match={match as VgcMatch} group={match.group?.name} />
              )}
            </label>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <TextInput
        aria-label="Search matches"
        placeholder="Search matches..."
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <div className={classes.matchPicker}>
        {list}
        {query.hasNextPage ? (
          <Center pt="xs">
            <Button
              variant="subtle"
              size="xs"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              Load older matches ({loaded.length} of {total} shown)
            </Button>
          </Center>
        ) : null}
      </div>
    </Stack>
  );
}
