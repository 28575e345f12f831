/**
 * What a read paste will import (issue 12): deck lists found in it, one card per proposed match with its games, the
 * logs no match takes, the date, and "Import N matches".
 *
 * Decisions:
 * - The date is one for the whole import (the log does not carry one); today by default, never later than the
 *   logging form allows.
 * - A 409 shows as an alert with the server's words above the button, with "Read the logs again" to see which log it
 *   was; nothing was saved.
 */
import {
  latestAllowedMatchDate,
  type Deck,
  type DeckCategory,
  type PtcglGamePreview,
  type PtcglMatchProposal,
} from '@trainerlog/core';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconFileImport, IconRefresh } from '@tabler/icons-react';
import type { PtcglDeckListFound, PtcglPreviewAnswer } from '../../data/ptcglImport.ts';
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
import { DeckListsFound } from './DeckListsFound.tsx';
import type { PlacedErrors } from './importErrors.ts';
import { leftOutReason, LeftOutLogs } from './LeftOutLogs.tsx';
import { MatchCard } from './MatchCard.tsx';

export interface ImportReviewProps {
  preview: PtcglPreviewAnswer;
  arrangement: Arrangement;
  stale: boolean;
  decks: readonly Deck[];
  categories: readonly DeckCategory[];
  screenNames: readonly string[];
  date: string;
  errors: PlacedErrors;
  conflict: string | null;
  matchCount: number;
  busy: boolean;
  importing: boolean;
  gameAt(index: number): PtcglGamePreview | undefined;
  onArrange(next: Arrangement, changed?: { key: string; games: readonly number[] }): void;
  onDate(date: string): void;
  onChooseMe(name: string): void;
  onRemember(name: string): void;
  onReadAgain(): void;
  onSaveDeckList(list: PtcglDeckListFound): void;
  onImport(): void;
  onCancel(): void;
}

export function ImportReview(props: ImportReviewProps) {
  const { preview, arrangement, errors, matchCount, gameAt } = props;
  const proposalFor = (games: readonly number[]): PtcglMatchProposal | undefined =>
    preview.matches.find((m) => m.games[0] === games[0]);
  const leftOut = preview.games.filter((g) => leftOutReason(g) !== null);
  const logs = preview.games.filter((g) => g.reading.isGameLog).length;
  const nothing = arrangement.matches.length === 0;

  return (
    <Stack gap="md" component="section" aria-label="Preview">
      {props.stale ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="The text changed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Read the logs again to see what will be imported.</Text>
            <Button size="xs" color="yellow" onClick={props.onReadAgain} loading={props.busy}>
              Read logs again
            </Button>
          </Stack>
        </Alert>
      ) : null}

      <DeckListsFound lists={preview.deckLists} onSave={props.onSaveDeckList} />

      <Text size="sm" c="dimmed" data-testid="ptcgl-summary">
        {logs} game log{logs === 1 ? '' : 's'} read · {arrangement.matches.length} match
        {arrangement.matches.length === 1 ? '' : 'es'} proposed
        {leftOut.length > 0 ? ` · ${leftOut.length} not imported` : ''}
      </Text>

      {arrangement.matches.map((match, i) => {
        const games = match.games.map(gameAt).filter((g): g is PtcglGamePreview => !!g);
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
            score={scoreOf(arrangement, match, gameAt)}
            canSplit={match.games.length > 1}
            canJoin={canJoinNext(arrangement, match.key)}
            decks={props.decks}
            categories={props.categories}
            screenNames={props.screenNames}
            errors={errors.matches[match.key] ?? {}}
            gameErrors={errors.games}
            busy={props.busy}
            onChange={(changes) => props.onArrange(updateMatch(arrangement, match.key, changes), changed)}
            onSplit={() => props.onArrange(splitMatch(arrangement, match.key), changed)}
            onJoin={() => props.onArrange(joinWithNext(arrangement, match.key), changed)}
            onExclude={(game, excluded) => props.onArrange(setExcluded(arrangement, game, excluded), changed)}
            onChooseResult={(game, result) => props.onArrange(chooseResult(arrangement, game, result), changed)}
            onChooseMe={props.onChooseMe}
            onRemember={props.onRemember}
          />
        );
      })}

      <LeftOutLogs games={leftOut} nothingToImport={nothing} />

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <TextInput
            type="date"
            label="Date played"
            description="Logs carry no date: today by default"
            maw={240}
            value={props.date}
            max={latestAllowedMatchDate()}
            onChange={(event) => props.onDate(event.currentTarget.value)}
            error={errors.date}
          />
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
                  Nothing was saved. Read the logs again to see which one is already in your matches.
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconRefresh size={14} />}
                  onClick={props.onReadAgain}
                  loading={props.busy}
                >
                  Read the logs again
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
