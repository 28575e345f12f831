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

/**
 * Nothing to show: no counted match at all (the community has not logged any yet, or nothing in these filters),
 * or matches without any archetype (no category matches their deck names yet).
 */
export function CommunityEmpty({
  totalMatches,
  filtersSet,
  onReset,
}: {
  totalMatches: number;
  filtersSet: boolean;
  onReset(): void;
}) {
  if (totalMatches === 0 && filtersSet) {
    return (
      <AnalyticsEmpty
        title="No community matches in these filters"
        text="No member's match falls in this date range or season. Widen the range or reset the filters."
        onAction={{ label: 'Reset filters', onClick: onReset }}
      />
    );
  }
  if (totalMatches === 0) {
    return (
      <AnalyticsEmpty
        title="No community data yet"
        text="The community meta appears once members log TCG matches with deck names. Log your matches to count in it."
        action={{ label: 'Log a Match', to: '/log-match/tcg' }}
      />
    );
  }
  return (
    <AnalyticsEmpty
      title="No archetypes yet"
      text={`${totalMatches.toLocaleString('en-US')} ${totalMatches === 1 ? 'match is' : 'matches are'} counted, but none of their deck names belongs to a deck category yet. Admins create categories and assign deck names to them.`}
    />
  );
}
