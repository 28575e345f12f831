import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CenteredLoader } from './CenteredLoader.tsx';

/** What the view reads of a list query (TanStack Query's result has these). */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T[] | undefined;
  refetch(): unknown;
}

interface QueryListViewProps<T> {
  query: ListQuery<T>;
  /** 'Loading decks…' */
  loadingLabel: string;
  /** The red alert's title when the list could not be read. */
  errorTitle: string;
  /** Shown when the list is empty: what to do first. */
  empty: ReactNode;
  children(items: T[]): ReactNode;
}

/**
 * A page's list in its four states: loading, could not load (with the error and Try again), empty, or the items.
 * The deck and team lists share it, so both say the same things at the same moments.
 */
export function QueryListView<T>({ query, loadingLabel, errorTitle, empty, children }: QueryListViewProps<T>) {
  if (query.isPending) return <CenteredLoader label={loadingLabel} />;
  if (query.isError) {
    return (
      <Alert color="red" title={errorTitle}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{query.error?.message || 'An error occurred'}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!query.data || query.data.length === 0) return empty;
  return children(query.data);
}
