/**
 * One read log as a game, before anything is saved (issue 12): both names and who is you, the coin flip, turn order,
 * mulligans, the prize race, the winner and how the game ended, both decks' archetypes with sprites, and a result
 * chooser when the log does not say who won.
 *
 * Decisions:
 * - "You are" is a choice between the log's two players. Choosing reads the paste again with that name (the server
 *   decides who is you, not the screen), and offers to remember it as one of your screen names so the next import
 *   knows without asking.
 * - A left-out game stays in place, dimmed, with "Take back"; its facts are still readable.
 * - The figures come from `gameWords.ts`, which takes them from the fields that will be stored.
 */
import type { DeckCategory, PtcglGamePreview } from '@trainerlog/core';
import { Button, Group, Select, SimpleGrid, Text } from '@mantine/core';
import { IconBookmarkPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { GameOutcome, GameResult } from '../../ui/importReview/arrangement.ts';
import { GameFrame, GameResultChooser, GameTitle, LeaveOutButton } from '../../ui/importReview/GameControls.tsx';
import { ArchetypeBadge } from './ArchetypeBadge.tsx';
import {
  coinFlipWords,
  endingWords,
  firstPrizeWords,
  mulliganWords,
  prizeRaceWords,
  turnOrderWords,
} from './gameWords.ts';

const ME_SOURCE: Record<NonNullable<PtcglGamePreview['meSource']>, string> = {
  chosen: 'Your choice',
  'screen-name': 'One of your screen names',
  owner: 'The player who exported the log',
};

export interface GamePreviewCardProps {
  game: PtcglGamePreview;
  /** 1-based number within its match. */
  number: number;
  result: GameOutcome | null;
  excluded: boolean;
  categories: readonly DeckCategory[];
  screenNames: readonly string[];
  errors: readonly string[];
  onExclude(excluded: boolean): void;
  onChooseMe(name: string): void;
  onChooseResult(result: GameResult): void;
  onRemember(name: string): void;
  busy: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.4}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export function GamePreviewCard(props: GamePreviewCardProps) {
  const { game, number, result, excluded, categories, screenNames, errors, busy } = props;
  const legend = `Game ${number}`;
  const logSays = game.fields.result !== null;
  const remembered = game.me !== null && screenNames.some((n) => n.toLowerCase() === game.me!.toLowerCase());
  const firstPrize = firstPrizeWords(game);

  return (
    <GameFrame legend={legend} testId={`ptcgl-game-${game.index}`} excluded={excluded}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Group gap={8} miw={0} style={{ flex: 1 }}>
          <GameTitle legend={legend} result={result} excluded={excluded} />
        </Group>
        <LeaveOutButton legend={legend} excluded={excluded} onExclude={props.onExclude} style={{ flexShrink: 0 }} />
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        {game.reading.players.length > 1 ? (
          <Select
            label="You are"
            aria-label={`${legend}: you are`}
            description={game.meSource ? ME_SOURCE[game.meSource] : undefined}
            placeholder="Choose which player you are"
            data={game.reading.players}
            value={game.me}
            onChange={(name) => name && name !== game.me && props.onChooseMe(name)}
            allowDeselect={false}
            disabled={busy}
            error={game.me === null ? 'Choose which player you are' : undefined}
            maw={{ xs: 280 }}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <Fact label="You">{game.me ?? game.reading.players[0] ?? 'Unknown'}</Fact>
        )}
        <Fact label="Opponent">{game.opponent ?? 'Unknown'}</Fact>
      </SimpleGrid>
      {game.meSource === 'chosen' && game.me && !remembered ? (
        <Button
          size="compact-xs"
          variant="light"
          w="fit-content"
          leftSection={<IconBookmarkPlus size={14} />}
          onClick={() => props.onRemember(game.me!)}
        >
          Remember “{game.me}” as my screen name
        </Button>
      ) : null}

      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Fact label="Coin flip">{coinFlipWords(game)}</Fact>
        <Fact label="Turn order">{turnOrderWords(game)}</Fact>
        <Fact label="Mulligans">{mulliganWords(game)}</Fact>
        <Fact label="Prizes taken">
          {prizeRaceWords(game)}
          {firstPrize ? (
            <Text span size="sm" c="dimmed">
              {' '}
              · {firstPrize}
            </Text>
          ) : null}
        </Fact>
        <Fact label="Ending">{endingWords(game)}</Fact>
        <Fact label="Turns">{game.reading.turns > 0 ? game.reading.turns : 'Not in the log'}</Fact>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <PlayedDeck label="You played" guess={game.myArchetype} categories={categories} side="player" />
        <PlayedDeck label="Opponent played" guess={game.opponentArchetype} categories={categories} side="opponent" />
      </SimpleGrid>

      <GameResultChooser
        legend={legend}
        result={result}
        errors={errors}
        asks={!logSays && !excluded}
        hint="The log does not say who won: choose the result"
        onChooseResult={props.onChooseResult}
      />
    </GameFrame>
  );
}

/** One side's deck as the log shows it: a label over the archetype with its sprites. */
function PlayedDeck({
  label,
  guess,
  categories,
  side,
}: {
  label: string;
  guess: PtcglGamePreview['myArchetype'];
  categories: readonly DeckCategory[];
  side: 'player' | 'opponent';
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <ArchetypeBadge name={guess.name} guess={guess} categories={categories} side={side} />
    </div>
  );
}
