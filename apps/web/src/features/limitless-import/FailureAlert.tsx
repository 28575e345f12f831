/**
 * An outside failure where it happened (issue 15: "every outside failure is a clear message"): the server's words —
 * Limitless slow, unreachable or rate-limited — with a button to try again.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { failureText } from './importErrors.ts';

interface FailureAlertProps {
  title: string;
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  /** Another way out (e.g. "Choose another tournament"). */
  extra?: ReactNode;
}

export function FailureAlert({ title, error, onRetry, retrying = false, extra }: FailureAlertProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{failureText(error)}</Text>
        {onRetry || extra ? (
          <Stack gap="xs" align="flex-start">
            {onRetry ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconRefresh size={14} />}
                onClick={onRetry}
                loading={retrying}
              >
                Try again
              </Button>
            ) : null}
            {extra}
          </Stack>
        ) : null}
      </Stack>
    </Alert>
  );
}
