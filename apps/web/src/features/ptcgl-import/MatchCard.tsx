/**
 * One match as it will be imported (issue 12): Bo1/Bo3, the opponent, the score so far, the match's corrections, its
 * games' preview cards, and the controls to split it into Bo1s or join it with the next match.
 *
 * Decisions:
 * - The score counts the games that will be imported (left-out games do not count) with the results chosen where
 *   the log is silent; "Won"/"Lost" shows only once every game has a result, as the saved match will.
 * - Errors of the match as a whole (a Bo3 that is not complete, a log too long) show in the card, above its games.
 */
import type { Deck, DeckCategory, PtcglGamePreview, PtcglMatchProposal } from '@trainerlog/core';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsJoin2, IconArrowsSplit2 } from '@tabler/icons-react';
import type { ArrangedMatch, GameResult, MatchScore } from './arrangement.ts';
import { GamePreviewCard } from './GamePreviewCard.tsx';
import { MatchFields } from './MatchFields.tsx';

export interface MatchCardProps {
  number: number;
  match: ArrangedMatch;
  proposal: PtcglMatchProposal | undefined;
  games: readonly PtcglGamePreview[];
  excluded: readonly number[];
  resultOf(game: PtcglGamePreview): GameResult | null;
  score: MatchScore;
  canSplit: boolean;
  canJoin: boolean;
  decks: readonly Deck[];
  categories: readonly DeckCategory[];
  screenNames: readonly string[];
  /** Errors of the match's fields (`deckName`, `opponentDeck`, `format`…) and of the match as a whole (`''`). */
  errors: Record<string, string>;
  gameErrors: Record<number, string[]>;
  busy: boolean;
  onChange(changes: Partial<Omit<ArrangedMatch, 'key' | 'games'>>): void;
  onSplit(): void;
  onJoin(): void;
  onExclude(game: number, excluded: boolean): void;
  onChooseResult(game: number, result: GameResult): void;
  onChooseMe(name: string): void;
  onRemember(name: string): void;
}

const FIELD_ERRORS = new Set(['deckId', 'deckName', 'opponentDeck', 'opponentDeckVariant', 'format']);

export function MatchCard(props: MatchCardProps) {
  const { number, match, games, score, errors } = props;
  const opponents = [...new Set(games.map((g) => g.opponent ?? 'Unknown opponent'))];
  const complete = score.open === 0 && score.wins + score.losses > 0;
  const outcome = complete ? (score.wins > score.losses ? 'Won' : score.wins < score.losses ? 'Lost' : 'Tied') : null;
  const matchErrors = Object.entries(errors)
    .filter(([field, message]) => message && !FIELD_ERRORS.has(field))
    .map(([, message]) => message);
  const title = `Match ${number}`;

  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-label={title}
      data-testid={`ptcgl-match-${number}`}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2} miw={0}>
            <Group gap={8}>
              <Title order={3} fz="lg">
                {title}
              </Title>
              <Badge variant="light">{match.format}</Badge>
              <Text fw={700} data-testid="ptcgl-match-score">
                {score.wins}–{score.losses}
              </Text>
              {outcome ? (
                <Badge color={outcome === 'Won' ? 'teal' : outcome === 'Lost' ? 'red' : 'gray'}>{outcome}</Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              vs {opponents.join(', ')} · {games.length} game{games.length === 1 ? '' : 's'}
            </Text>
          </Stack>
          <Group gap="xs">
            {props.canSplit ? (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconArrowsSplit2 size={14} />}
                onClick={props.onSplit}
                aria-label={`Split match ${number} into Bo1s`}
              >
                Split into Bo1s
              </Button>
            ) : null}
            {props.canJoin ? (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconArrowsJoin2 size={14} />}
                onClick={props.onJoin}
                aria-label={`Join match ${number} with the next match`}
              >
                Join with next
              </Button>
            ) : null}
          </Group>
        </Group>

        <MatchFields
          match={match}
          proposal={props.proposal}
          decks={props.decks}
          categories={props.categories}
          errors={errors}
          onChange={props.onChange}
        />

        {matchErrors.length > 0 ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            {matchErrors.join(' · ')}
          </Alert>
        ) : null}

        <Stack gap="sm">
          {games.map((game, i) => (
            <GamePreviewCard
              key={game.index}
              game={game}
              number={i + 1}
              result={props.resultOf(game)}
              excluded={props.excluded.includes(game.index)}
              categories={props.categories}
              screenNames={props.screenNames}
              errors={props.gameErrors[game.index] ?? []}
              busy={props.busy}
              onExclude={(excluded) => props.onExclude(game.index, excluded)}
              onChooseMe={props.onChooseMe}
              onChooseResult={(result) => props.onChooseResult(game.index, result)}
              onRemember={props.onRemember}
            />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
