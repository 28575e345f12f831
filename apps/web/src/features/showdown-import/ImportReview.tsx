/**
 * What the read replays will import (issue 13): one card per proposed match with its games, the replays no match
 * takes, and "Import N matches".
 *
 * Decisions:
 * - A 409 shows as an alert with the server's words above the button ("This replay has already been imported"),
 *   with "Read the replays again" to see which one it was; nothing was saved.
 * - When the box or the files changed since the reading, the preview stays but cannot be imported until read again.
 */
import type { ShowdownGamePreview, ShowdownImportPreview, Team } from '@trainerlog/core';
import { Stack } from '@mantine/core';
import { matchCardProps } from '../../ui/importReview/cardProps.ts';
import { ImportFooter, type ReviewState } from '../../ui/importReview/ImportFooter.tsx';
import { ReadSummary, StaleAlert } from '../../ui/importReview/ReviewHead.tsx';
import { joinWithNext, splitMatch, type Arrangement } from './arrangement.ts';
import type { PlacedErrors } from './importErrors.ts';
import { leftOutReason, LeftOutReplays } from './LeftOutReplays.tsx';
import { MatchCard } from './MatchCard.tsx';

export interface ImportReviewProps extends ReviewState {
  preview: ShowdownImportPreview;
  arrangement: Arrangement;
  teams: readonly Team[];
  errors: PlacedErrors;
  /** The match key whose team is being saved. */
  savingTeamFor: string | null;
  gameAt(index: number): ShowdownGamePreview | undefined;
  originOf(index: number): string;
  onArrange(next: Arrangement, changed?: { key: string; games: readonly number[] }): void;
  onChooseMe(name: string): void;
  onNamesSaved(): void;
  onSaveTeam(matchKey: string, game: ShowdownGamePreview): void;
}

export function ImportReview(props: ImportReviewProps) {
  const { preview, arrangement, errors, gameAt } = props;
  const cards = { arrangement, proposals: preview.matches, gameAt, errors, onArrange: props.onArrange };
  const leftOut = preview.games.filter((g) => leftOutReason(g) !== null);
  const read = preview.games.filter((g) => g.reading.isReplay).length;
  const nothing = arrangement.matches.length === 0;

  return (
    <Stack gap="md" component="section" aria-label="Preview">
      <StaleAlert
        review={props}
        title="The replays changed"
        text="Read the replays again to see what will be imported."
        button="Read replays again"
      />

      <ReadSummary
        testId="showdown-summary"
        read={read}
        noun="replay"
        matches={arrangement.matches.length}
        leftOut={leftOut.length}
      />

      {arrangement.matches.map((match, i) => (
        <MatchCard
          key={match.key}
          {...matchCardProps({ ...cards, split: splitMatch, join: joinWithNext }, match, i)}
          originOf={(game) => props.originOf(game.index)}
          teams={props.teams}
          playerError={errors.player}
          busy={props.busy}
          savingTeam={props.savingTeamFor === match.key}
          onChooseMe={props.onChooseMe}
          onNamesSaved={props.onNamesSaved}
          onSaveTeam={(game) => props.onSaveTeam(match.key, game)}
        />
      ))}

      <LeftOutReplays games={leftOut} nothingToImport={nothing} originOf={props.originOf} />

      <ImportFooter
        review={props}
        conflictHint="Nothing was saved. Read the replays again to see which one is already in your matches."
        readAgainLabel="Read the replays again"
        formErrors={errors.form}
      />
    </Stack>
  );
}
