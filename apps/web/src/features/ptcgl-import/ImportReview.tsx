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
import { latestAllowedMatchDate, type Deck, type DeckCategory, type PtcglGamePreview } from '@trainerlog/core';
import { Stack, TextInput } from '@mantine/core';
import type { PtcglDeckListFound, PtcglPreviewAnswer } from './ptcglImport.ts';
import { matchCardProps } from '../../ui/importReview/cardProps.ts';
import { ImportFooter, type ReviewState } from '../../ui/importReview/ImportFooter.tsx';
import { ReadSummary, StaleAlert } from '../../ui/importReview/ReviewHead.tsx';
import { joinWithNext, splitMatch, type Arrangement } from './arrangement.ts';
import { DeckListsFound } from './DeckListsFound.tsx';
import type { PlacedErrors } from './importErrors.ts';
import { leftOutReason, LeftOutLogs } from './LeftOutLogs.tsx';
import { MatchCard } from './MatchCard.tsx';

export interface ImportReviewProps extends ReviewState {
  preview: PtcglPreviewAnswer;
  arrangement: Arrangement;
  decks: readonly Deck[];
  categories: readonly DeckCategory[];
  screenNames: readonly string[];
  date: string;
  errors: PlacedErrors;
  gameAt(index: number): PtcglGamePreview | undefined;
  onArrange(next: Arrangement, changed?: { key: string; games: readonly number[] }): void;
  onDate(date: string): void;
  onChooseMe(name: string): void;
  onRemember(name: string): void;
  onSaveDeckList(list: PtcglDeckListFound): void;
}

export function ImportReview(props: ImportReviewProps) {
  const { preview, arrangement, errors, gameAt } = props;
  const cards = { arrangement, proposals: preview.matches, gameAt, errors, onArrange: props.onArrange };
  const leftOut = preview.games.filter((g) => leftOutReason(g) !== null);
  const logs = preview.games.filter((g) => g.reading.isGameLog).length;
  const nothing = arrangement.matches.length === 0;

  return (
    <Stack gap="md" component="section" aria-label="Preview">
      <StaleAlert
        review={props}
        title="The text changed"
        text="Read the logs again to see what will be imported."
        button="Read logs again"
      />

      <DeckListsFound lists={preview.deckLists} onSave={props.onSaveDeckList} />

      <ReadSummary
        testId="ptcgl-summary"
        read={logs}
        noun="game log"
        matches={arrangement.matches.length}
        leftOut={leftOut.length}
      />

      {arrangement.matches.map((match, i) => (
        <MatchCard
          key={match.key}
          {...matchCardProps({ ...cards, split: splitMatch, join: joinWithNext }, match, i)}
          decks={props.decks}
          categories={props.categories}
          screenNames={props.screenNames}
          busy={props.busy}
          onChooseMe={props.onChooseMe}
          onRemember={props.onRemember}
        />
      ))}

      <LeftOutLogs games={leftOut} nothingToImport={nothing} />

      <ImportFooter
        review={props}
        conflictHint="Nothing was saved. Read the logs again to see which one is already in your matches."
        readAgainLabel="Read the logs again"
        formErrors={errors.form}
      >
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
      </ImportFooter>
    </Stack>
  );
}
