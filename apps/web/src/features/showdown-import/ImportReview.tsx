/**
 * What the read replays will import (issue 13): one card per proposed match with its games, the replays no match
 * takes, and "Import N matches".
 *
 * Decisions:
 * - A 409 shows as an alert with the server's words above the button ("This replay has already been imported"),
 *   with "Read the replays again" to see which one it was; nothing was saved.
 * - When the box or the files changed since the reading, the preview stays but cannot be imported until read again.
 */
import type { ShowdownGamePreview, ShowdownImportPreview, ShowdownMatchProposal, Team } from '@trainerlog/core';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileImport, IconRefresh } from '@tabler/icons-react';
import {
  canJoinNext,
  chooseResult,
  joinWithNext,
  resultOf,
  scoreOf,
  setExcluded,
  splitMatch,
  updateMatch,
  type Arrangement,
} from './arrangement.ts';
import type { PlacedErrors } from './importErrors.ts';
import { leftOutReason, LeftOutReplays } from './LeftOutReplays.tsx';
import { MatchCard } from './MatchCard.tsx';

export interface ImportReviewProps {
  preview: ShowdownImportPreview;
  arrangement: Arrangement;
  stale: boolean;
  teams: readonly Team[];
  errors: PlacedErrors;
  conflict: string | null;
  matchCount: number;
  busy: boolean;
  importing: boolean;
  /** The match key whose team is being saved. */
  savingTeamFor: string | null;
  gameAt(index: number): ShowdownGamePreview | undefined;
  originOf(index: number): string;
  onArrange(next: Arrangement, changed?: { key: string; games: readonly number[] }): void;
  onChooseMe(name: string): void;
  onNamesSaved(): void;
  onSaveTeam(matchKey: string, game: ShowdownGamePreview): void;
  onReadAgain(): void;
  onImport(): void;
  onCancel(): void;
}

export function ImportReview(props: ImportReviewProps) {
  const { preview, arrangement, errors, matchCount, gameAt } = props;
  const proposalFor = (games: readonly number[]): ShowdownMatchProposal | undefined =>
    preview.matches.find((m) => m.games[0] === games[0]);
  const leftOut = preview.games.filter((g) => leftOutReason(g) !== null);
  const read = preview.games.filter((g) => g.reading.isReplay).length;
  const nothing = arrangement.matches.length === 0;

  return (
    <Stack gap="md" component="section" aria-label="Preview">
      {props.stale ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="The replays changed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Read the replays again to see what will be imported.</Text>
            <Button size="xs" color="yellow" onClick={props.onReadAgain} loading={props.busy}>
              Read replays again
            </Button>
          </Stack>
        </Alert>
      ) : null}

      <Text size="sm" c="dimmed" data-testid="showdown-summary">
        {read} replay{read === 1 ? '' : 's'} read · {arrangement.matches.length} match
        {arrangement.matches.length === 1 ? '' : 'es'} proposed
        {leftOut.length > 0 ? ` · ${leftOut.length} not imported` : ''}
      </Text>

      {arrangement.matches.map((match, i) => {
        const games = match.games.map(gameAt).filter((g): g is ShowdownGamePreview => !!g);
        const changed = { key: match.key, games: match.games };
        return (
          <MatchCard
            key={match.key}
            number={i + 1}
            match={match}
            proposal={proposalFor(match.games)}
            games={games}
            excluded={arrangement.excluded}
            resultOf={(game) => resultOf(arrangement, game)}
            originOf={(game) => props.originOf(game.index)}
            score={scoreOf(arrangement, match, gameAt)}
            canSplit={match.games.length > 1}
            canJoin={canJoinNext(arrangement, match.key)}
            teams={props.teams}
            errors={errors.matches[match.key] ?? {}}
            gameErrors={errors.games}
            playerError={errors.player}
            busy={props.busy}
            savingTeam={props.savingTeamFor === match.key}
            onChange={(changes) => props.onArrange(updateMatch(arrangement, match.key, changes), changed)}
            onSplit={() => props.onArrange(splitMatch(arrangement, match.key), changed)}
            onJoin={() => props.onArrange(joinWithNext(arrangement, match.key), changed)}
            onExclude={(game, excluded) => props.onArrange(setExcluded(arrangement, game, excluded), changed)}
            onChooseResult={(game, result) => props.onArrange(chooseResult(arrangement, game, result), changed)}
            onChooseMe={props.onChooseMe}
            onNamesSaved={props.onNamesSaved}
            onSaveTeam={(game) => props.onSaveTeam(match.key, game)}
          />
        );
      })}

      <LeftOutReplays games={leftOut} nothingToImport={nothing} originOf={props.originOf} />

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          {props.conflict ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={props.conflict}
              role="alert"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  Nothing was saved. Read the replays again to see which one is already in your matches.
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconRefresh size={14} />}
                  onClick={props.onReadAgain}
                  loading={props.busy}
                >
                  Read the replays again
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {errors.form.length > 0 ? (
            <Alert color="red" variant="light" role="alert">
              {errors.form.join(' · ')}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button
              onClick={props.onImport}
              loading={props.importing}
              disabled={props.stale || matchCount === 0 || props.busy}
              leftSection={<IconFileImport size={16} />}
            >
              {matchCount === 0 ? 'Nothing to import' : `Import ${matchCount} match${matchCount === 1 ? '' : 'es'}`}
            </Button>
            <Button variant="subtle" onClick={props.onCancel}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
