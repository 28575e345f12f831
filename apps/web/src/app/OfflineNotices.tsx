/**
 * The shell's offline notices (issue 16 "Offline for members", issue 18 "calm unreachable state"): one calm line
 * while the server cannot be reached, how many matches wait to upload, and the ones the server refused — each with
 * the server's message and a Discard. Nothing here is an error toast: the entries are safe on this device.
 */
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import {
  describeOutboxItem,
  useOfflineMemberSync,
  useOutbox,
  useServerUnreachable,
  waitingLabel,
} from '../data/outbox/index.ts';

export const UNREACHABLE_NOTICE = "Can't reach the server — your entries are kept on this device";

/** Mounted once inside the session: last-seen copy, outbox uploads, server health (see useOfflineMemberSync). */
export function OfflineMemberSync() {
  useOfflineMemberSync();
  return null;
}

export function OfflineNotices() {
  const unreachable = useServerUnreachable();
  const { waiting, failed, discard } = useOutbox();
  if (!unreachable && waiting.length === 0 && failed.length === 0) return null;
  return (
    <Container size="xl" pt="md">
      <Stack gap="xs" data-testid="offline-notices">
        {unreachable || waiting.length > 0 ? (
          <Alert
            role="status"
            variant="light"
            color={unreachable ? 'gray' : 'blue'}
            icon={unreachable ? <IconCloudOff size={18} /> : <IconCloudUpload size={18} />}
            py="xs"
          >
            <Group gap="xs" justify="space-between" wrap="wrap">
              {unreachable ? <Text size="sm">{UNREACHABLE_NOTICE}</Text> : null}
              {waiting.length > 0 ? (
                <Text size="sm" fw={600} data-testid="outbox-waiting">
                  {waitingLabel(waiting.length)}
                </Text>
              ) : null}
            </Group>
          </Alert>
        ) : null}
        {failed.map((item) => (
          <Alert
            key={item.id}
            variant="light"
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title={`Not uploaded: ${describeOutboxItem(item)}`}
            py="xs"
          >
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm">{item.message}</Text>
              <Button size="compact-sm" variant="default" onClick={() => discard(item.id)}>
                Discard
              </Button>
            </Group>
          </Alert>
        ))}
      </Stack>
    </Container>
  );
}
