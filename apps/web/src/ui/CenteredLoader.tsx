import { Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';

export function CenteredLoader({ label, minHeight = 240 }: { label?: string; minHeight?: number | string }) {
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader type="dots" />
        {label ? <Text c="dimmed">{label}</Text> : <VisuallyHidden>Loading…</VisuallyHidden>}
      </Stack>
    </Center>
  );
}
