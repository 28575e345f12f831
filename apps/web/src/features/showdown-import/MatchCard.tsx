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
import { Badge, Card, Chip, Group, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { gameCardProps, type MatchCardBaseProps } from '../../ui/importReview/cardProps.ts';
import { matchWideErrors } from '../../ui/importReview/importErrors.ts';
import { MatchErrorsAlert, MatchHeader } from '../../ui/importReview/MatchHeader.tsx';
import { RememberShowdownName } from '../../widgets/showdownNames/index.ts';
import type { ArrangedMatch } from './arrangement.ts';
import { GameCard } from './GameCard.tsx';
import { MATCH_FIELDS } from './importErrors.ts';
import { MatchFields } from './MatchFields.tsx';
import { TeamSprites } from './Pokemon.tsx';

export interface MatchCardProps extends MatchCardBaseProps<ArrangedMatch, ShowdownGamePreview, ShowdownMatchProposal> {
  originOf(game: ShowdownGamePreview): string;
  teams: readonly Team[];
  playerError: string | null;
  busy: boolean;
  savingTeam: boolean;
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

/** One side's team under a title that also names its sprites. */
function TeamColumn({ title, names, side }: { title: string; names: readonly string[]; side: 'player' | 'opponent' }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {title}
      </Text>
      <TeamSprites names={names} side={side} label={title} />
    </Stack>
  );
}

export function MatchCard(props: MatchCardProps) {
  const { number, match, games, score, errors, proposal } = props;
  const title = `Match ${number}`;
  const first = games[0];
  const mine = games.find((g) => g.me !== null);
  const sameGames =
    proposal !== undefined &&
    proposal.games.length === match.games.length &&
    proposal.games.every((g, i) => g === match.games[i]);
  const playerTeam = sameGames ? proposal.playerTeam : (mine?.playerTeam ?? []);
  const opponentTeam = sameGames ? proposal.opponentTeam : (mine?.opponentTeam ?? []);
  const date = (sameGames ? proposal.date : null) ?? games.find((g) => g.date !== null)?.date ?? null;
  const facts = [
    `vs ${match.opponentName.trim() || 'Unknown opponent'}`,
    `${games.length} game${games.length === 1 ? '' : 's'}`,
    date ? formatMatchDate(date) : null,
  ].filter(Boolean);

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={title} data-testid="showdown-match">
      <Stack gap="md">
        <MatchHeader
          title={title}
          badges={
            <>
              <Badge variant="light">{match.bestOf === 3 ? 'Bo3' : 'Bo1'}</Badge>
              {match.format.trim() ? (
                <Badge variant="outline" tt="none">
                  {match.format}
                </Badge>
              ) : null}
            </>
          }
          score={score}
          scoreTestId="showdown-match-score"
          facts={facts.join(' · ')}
          canSplit={props.canSplit}
          canJoin={props.canJoin}
          onSplit={props.onSplit}
          onJoin={props.onJoin}
        />

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
            <TeamColumn title="Your team" names={playerTeam} side="player" />
            <TeamColumn title="Opponent's team" names={opponentTeam} side="opponent" />
          </SimpleGrid>
        ) : null}

        <MatchErrorsAlert messages={matchWideErrors(errors, MATCH_FIELDS)} />

        <Stack gap="sm">
          {games.map((game, i) => (
            <GameCard key={game.index} {...gameCardProps(props, game, i)} origin={props.originOf(game)} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
