import { Alert, Button, Stack, Text } from '@mantine/core';
import { AnalyticsEmpty } from '../shared/AnalyticsEmpty.tsx';

/** A failed community read: the title of the call, the reason, and a retry. */
export function CommunityError({ title, error, onRetry }: { title: string; error: Error; onRetry(): void }) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** What each empty state of a community screen says (the TCG screens' by default). */
export interface CommunityEmptyTexts {
  filteredText: string;
  noneTitle: string;
  noneText: string;
  logTo: string;
  uncountedTitle: string;
  uncountedText(counted: string): string;
}

const TCG_EMPTY_TEXTS: CommunityEmptyTexts = {
  filteredText: "No member's match falls in this date range or season. Widen the range or reset the filters.",
  noneTitle: 'No community data yet',
  noneText: 'The community meta appears once members log TCG matches with deck names. Log your matches to count in it.',
  logTo: '/log-match/tcg',
  uncountedTitle: 'No archetypes yet',
  uncountedText: (counted) =>
    `${counted} counted, but none of their deck names belongs to a deck category yet. Admins create categories and assign deck names to them.`,
};

/**
 * Nothing to show: no counted match at all (the community has not logged any yet, or nothing in these filters),
 * or matches counted but none with what the screen groups by (an archetype; for VGC, a recorded team).
 */
export function CommunityEmpty({
  totalMatches,
  filtersSet,
  onReset,
  texts = TCG_EMPTY_TEXTS,
}: {
  totalMatches: number;
  filtersSet: boolean;
  onReset(): void;
  texts?: CommunityEmptyTexts;
}) {
  if (totalMatches === 0 && filtersSet) {
    return (
      <AnalyticsEmpty
        title="No community matches in these filters"
        text={texts.filteredText}
        onAction={{ label: 'Reset filters', onClick: onReset }}
      />
    );
  }
  if (totalMatches === 0) {
    return (
      <AnalyticsEmpty
        title={texts.noneTitle}
        text={texts.noneText}
        action={{ label: 'Log a Match', to: texts.logTo }}
      />
    );
  }
  const counted = `${totalMatches.toLocaleString('en-US')} ${totalMatches === 1 ? 'match is' : 'matches are'}`;
  return <AnalyticsEmpty title={texts.uncountedTitle} text={texts.uncountedText(counted)} />;
}
