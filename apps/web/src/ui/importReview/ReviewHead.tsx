/**
 * The top of an import review: a warning while the input changed since it was read (the preview stays, but cannot
 * be imported until read again), and the summary line "N … read · N matches proposed · N not imported".
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReviewState } from './ImportFooter.tsx';

export interface StaleAlertProps {
  review: Pick<ReviewState, 'stale' | 'busy' | 'onReadAgain'>;
  /** "The text changed" */
  title: string;
  /** "Read the logs again to see what will be imported." */
  text: string;
  /** "Read logs again" */
  button: string;
}

/** Shown only while the input changed since it was read. */
export function StaleAlert({ review, title, text, button }: StaleAlertProps) {
  if (!review.stale) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button size="xs" color="yellow" onClick={review.onReadAgain} loading={review.busy}>
          {button}
        </Button>
      </Stack>
    </Alert>
  );
}

export interface ReadSummaryProps {
  testId: string;
  /** How many were read, and what one of them is called ("game log", "replay"). */
  read: number;
  noun: string;
  matches: number;
  leftOut: number;
}

export function ReadSummary({ testId, read, noun, matches, leftOut }: ReadSummaryProps) {
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {read} {noun}
      {read === 1 ? '' : 's'} read · {matches} match
      {matches === 1 ? '' : 'es'} proposed
      {leftOut > 0 ? ` · ${leftOut} not imported` : ''}
    </Text>
  );
}
