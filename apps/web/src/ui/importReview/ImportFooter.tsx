/**
 * The foot of an import review: the screen's own fields (the PTCGL date), a 409 as an alert with the server's words
 * and a button to read the input again (nothing was saved), the errors no field shows, and "Import N matches" /
 * "Cancel".
 *
 * Decisions:
 * - The import button waits while the input changed since it was read (`stale`) or is being read, and says
 *   "Nothing to import" when no match is left.
 */
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileImport, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The state of a review and its actions, the same on every import screen (its props extend this). */
export interface ReviewState {
  /** The input changed since it was read. */
  stale: boolean;
  /** The input is being read. */
  busy: boolean;
  importing: boolean;
  /** The 409's message, or null. */
  conflict: string | null;
  /** How many matches the import would create. */
  matchCount: number;
  onReadAgain(): void;
  onImport(): void;
  onCancel(): void;
}

export interface ImportFooterProps {
  review: ReviewState;
  /** The screen's own fields, above the alerts. */
  children?: ReactNode;
  /** Under the 409's title: "Nothing was saved. Read the … again to see which one is already in your matches." */
  conflictHint: string;
  /** The 409's button: "Read the … again". */
  readAgainLabel: string;
  formErrors: readonly string[];
}

export function ImportFooter(props: ImportFooterProps) {
  const { review } = props;
  const { matchCount } = review;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        {props.children}
        {review.conflict ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={review.conflict}
            role="alert"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{props.conflictHint}</Text>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconRefresh size={14} />}
                onClick={review.onReadAgain}
                loading={review.busy}
              >
                {props.readAgainLabel}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {props.formErrors.length > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {props.formErrors.join(' · ')}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button
            onClick={review.onImport}
            loading={review.importing}
            disabled={review.stale || matchCount === 0 || review.busy}
            leftSection={<IconFileImport size={16} />}
          >
            {matchCount === 0 ? 'Nothing to import' : `Import ${matchCount} match${matchCount === 1 ? '' : 'es'}`}
          </Button>
          <Button variant="subtle" onClick={review.onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
