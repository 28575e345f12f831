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
import { Badge, Card, Stack } from '@mantine/core';
import { gameCardProps, type MatchCardBaseProps } from '../../ui/importReview/cardProps.ts';
import { matchWideErrors } from '../../ui/importReview/importErrors.ts';
import { MatchErrorsAlert, MatchHeader } from '../../ui/importReview/MatchHeader.tsx';
import type { ArrangedMatch } from './arrangement.ts';
import { GamePreviewCard } from './GamePreviewCard.tsx';
import { MATCH_FIELDS } from './importErrors.ts';
import { MatchFields } from './MatchFields.tsx';

export interface MatchCardProps extends MatchCardBaseProps<ArrangedMatch, PtcglGamePreview, PtcglMatchProposal> {
  decks: readonly Deck[];
  categories: readonly DeckCategory[];
  screenNames: readonly string[];
  busy: boolean;
  onChooseMe(name: string): void;
  onRemember(name: string): void;
}

export function MatchCard(props: MatchCardProps) {
  const { number, match, games, score, errors } = props;
  const opponents = [...new Set(games.map((g) => g.opponent ?? 'Unknown opponent'))];
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
        <MatchHeader
          title={title}
          badges={<Badge variant="light">{match.format}</Badge>}
          score={score}
          scoreTestId="ptcgl-match-score"
          facts={`vs ${opponents.join(', ')} · ${games.length} game${games.length === 1 ? '' : 's'}`}
          canSplit={props.canSplit}
          canJoin={props.canJoin}
          onSplit={props.onSplit}
          onJoin={props.onJoin}
          splitLabel={`Split match ${number} into Bo1s`}
          joinLabel={`Join match ${number} with the next match`}
        />

        <MatchFields
          match={match}
          proposal={props.proposal}
          decks={props.decks}
          categories={props.categories}
          errors={errors}
          onChange={props.onChange}
        />

        <MatchErrorsAlert messages={matchWideErrors(errors, MATCH_FIELDS)} />

        <Stack gap="sm">
          {games.map((game, i) => (
            <GamePreviewCard
              key={game.index}
              {...gameCardProps(props, game, i)}
              categories={props.categories}
              screenNames={props.screenNames}
              busy={props.busy}
              onChooseMe={props.onChooseMe}
              onRemember={props.onRemember}
            />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
