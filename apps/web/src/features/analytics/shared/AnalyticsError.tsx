import { Alert, Button, Stack, Text } from '@mantine/core';

/** A member's analytics request failed: the message and a way to ask again (never the browser's data instead). */
export function AnalyticsError({ title, error, onRetry }: { title: string; error: Error; onRetry(): void }) {
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
