/**
 * One match as it will be imported (issue 13): best-of, the format label, the score so far, the opponent and the
 * date, which player you are, the match's corrections, both teams' sprites, its games, and the controls to split it
 * into Bo1s or join it with the next match.
 *
 * Decisions:
 * - "Which player are you?" shows the match's two Showdown names as buttons, with how the import knew (one of your
 *   Showdown names, your saved team, your choice) or, when it could not tell, the question as an error. Choosing reads
 *   every replay again with that name; a chosen name can be remembered as yours right there.
 * - The score counts the games that will be imported with the results chosen where the replay is silent; "Won" /
 *   "Lost" shows only once every game has a result, as the saved match will.
 * - Errors of the match as a whole (a Bo3 that is not complete) show in the card, above its games.
 */
import {
  formatMatchDate,
  SHOWDOWN_PLAYER_UNKNOWN,
  type ShowdownGamePreview,
  type ShowdownMatchProposal,
  type Team,
} from '@trainerlog/core';
import { Alert, Badge, Button, Card, Chip, Group, Input, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowsJoin2, IconArrowsSplit2 } from '@tabler/icons-react';
import { RememberShowdownName } from '../../widgets/showdownNames/index.ts';
import type { ArrangedMatch, GameResult, MatchChanges, MatchScore } from './arrangement.ts';
import { GameCard } from './GameCard.tsx';
import { MATCH_FIELDS } from './importErrors.ts';
import { MatchFields } from './MatchFields.tsx';
import { TeamSprites } from './Pokemon.tsx';

export interface MatchCardProps {
  number: number;
  match: ArrangedMatch;
  proposal: ShowdownMatchProposal | undefined;
  games: readonly ShowdownGamePreview[];
  excluded: readonly number[];
  resultOf(game: ShowdownGamePreview): GameResult | null;
  originOf(game: ShowdownGamePreview): string;
  score: MatchScore;
  canSplit: boolean;
  canJoin: boolean;
  teams: readonly Team[];
  /** Errors of the match's fields and of the match as a whole (`''`). */
  errors: Record<string, string>;
  gameErrors: Record<number, string[]>;
  playerError: string | null;
  busy: boolean;
  savingTeam: boolean;
  onChange(changes: MatchChanges): void;
  onSplit(): void;
  onJoin(): void;
  onExclude(game: number, excluded: boolean): void;
  onChooseResult(game: number, result: GameResult): void;
  onChooseMe(name: string): void;
  onNamesSaved(): void;
  onSaveTeam(game: ShowdownGamePreview): void;
}

const ME_SOURCE: Record<NonNullable<ShowdownGamePreview['meSource']>, string> = {
  chosen: 'Your choice',
  'showdown-name': 'One of your Showdown names',
  team: 'This side played one of your saved teams',
};

function WhoAreYou(
  props: Pick<MatchCardProps, 'busy' | 'onChooseMe' | 'onNamesSaved'> & {
    game: ShowdownGamePreview;
    error: string | null;
  },
) {
  const { game, error } = props;
  const { players } = game.reading;
  const me = game.me ? players[game.me] : null;
  return (
    <Stack gap={6}>
      <Input.Wrapper
        label="Which player are you?"
        description={game.meSource ? ME_SOURCE[game.meSource] : undefined}
        error={me === null ? (error ?? SHOWDOWN_PLAYER_UNKNOWN) : undefined}
      >
        {/* Chips, not a segmented control: two 18-character names side by side do not fit a phone. */}
        <Chip.Group
          value={game.me ?? ''}
          onChange={(side) => {
            const name = players[side === 'p2' ? 'p2' : 'p1'];
            if (name && side !== game.me) props.onChooseMe(name);
          }}
        >
          <Group gap="xs" mt={6} role="radiogroup" aria-label="Which player are you?">
            {(['p1', 'p2'] as const).map((side) => (
              <Chip key={side} value={side} disabled={props.busy} variant="outline" radius="md">
                {players[side] || (side === 'p1' ? 'Player 1' : 'Player 2')}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      {game.meSource === 'chosen' && me ? <RememberShowdownName name={me} onSaved={props.onNamesSaved} /> : null}
    </Stack>
  );
}

export function MatchCard(props: MatchCardProps) {
  const { number, match, games, score, errors, proposal } = props;
  const title = `Match ${number}`;
  const first = games[0];
  const mine = games.find((g) => g.me !== null);
  const complete = score.open === 0 && score.wins + score.losses > 0;
  const outcome = complete ? (score.wins > score.losses ? 'Won' : score.wins < score.losses ? 'Lost' : 'Tied') : null;
  const sameGames =
    proposal !== undefined &&
    proposal.games.length === match.games.length &&
    proposal.games.every((g, i) => g === match.games[i]);
  const playerTeam = sameGames ? proposal.playerTeam : (mine?.playerTeam ?? []);
  const opponentTeam = sameGames ? proposal.opponentTeam : (mine?.opponentTeam ?? []);
  const date = (sameGames ? proposal.date : null) ?? games.find((g) => g.date !== null)?.date ?? null;
  const matchErrors = Object.entries(errors)
    .filter(([field, message]) => message && !(MATCH_FIELDS as readonly string[]).includes(field))
    .map(([, message]) => message);
  const facts = [
    `vs ${match.opponentName.trim() || 'Unknown opponent'}`,
    `${games.length} game${games.length === 1 ? '' : 's'}`,
    date ? formatMatchDate(date) : null,
  ].filter(Boolean);

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={title} data-testid="showdown-match">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2} miw={0}>
            <Group gap={8}>
              <Title order={3} fz="lg">
                {title}
              </Title>
              <Badge variant="light">{match.bestOf === 3 ? 'Bo3' : 'Bo1'}</Badge>
              {match.format.trim() ? (
                <Badge variant="outline" tt="none">
                  {match.format}
                </Badge>
              ) : null}
              <Text fw={700} data-testid="showdown-match-score">
                {score.wins}–{score.losses}
              </Text>
              {outcome ? (
                <Badge color={outcome === 'Won' ? 'teal' : outcome === 'Lost' ? 'red' : 'gray'}>{outcome}</Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {facts.join(' · ')}
            </Text>
          </Stack>
          <Group gap="xs">
            {props.canSplit ? (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconArrowsSplit2 size={14} />}
                onClick={props.onSplit}
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
              >
                Join with next
              </Button>
            ) : null}
          </Group>
        </Group>

        {first ? (
          <WhoAreYou
            game={mine ?? first}
            error={props.playerError}
            busy={props.busy}
            onChooseMe={props.onChooseMe}
            onNamesSaved={props.onNamesSaved}
          />
        ) : null}

        <MatchFields
          match={match}
          teams={props.teams}
          errors={errors}
          canSaveTeam={mine !== undefined && playerTeam.length > 0}
          savingTeam={props.savingTeam}
          gamesIncluded={match.games.filter((game) => !props.excluded.includes(game)).length}
          onChange={props.onChange}
          onSaveTeam={() => mine && props.onSaveTeam(mine)}
        />

        {mine ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Stack gap={4}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                Your team
              </Text>
              <TeamSprites names={playerTeam} side="player" label="Your team" />
            </Stack>
            <Stack gap={4}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                Opponent&apos;s team
              </Text>
              <TeamSprites names={opponentTeam} side="opponent" label="Opponent's team" />
            </Stack>
          </SimpleGrid>
        ) : null}

        {matchErrors.length > 0 ? (
          <Alert color="red" variant="light" role="alert" py="xs">
            {matchErrors.join(' · ')}
          </Alert>
        ) : null}

        <Stack gap="sm">
          {games.map((game, i) => (
            <GameCard
              key={game.index}
              game={game}
              number={i + 1}
              result={props.resultOf(game)}
              excluded={props.excluded.includes(game.index)}
              origin={props.originOf(game)}
              errors={props.gameErrors[game.index] ?? []}
              onExclude={(excluded) => props.onExclude(game.index, excluded)}
              onChooseResult={(result) => props.onChooseResult(game.index, result)}
            />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
