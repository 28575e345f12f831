/**
 * The shell's offline notices (issue 16 "Offline for members", issue 18 "calm unreachable state"): one calm line
 * while the server cannot be reached, how many matches wait to upload, and the ones the server refused — each with
 * the server's message and a Discard. Nothing here is an error toast: the entries are safe on this device.
 */
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';

export const UNREACHABLE_NOTICE = "Can't reach the server — your entries are kept on this device";

export interface RefusedNotice {
  id: string;
  /** What was refused, e.g. "TCG match vs Alice". */
  title: string;
  message: string | null;
}

interface OfflineNoticeListProps {
  unreachable: boolean;
  /** "N matches waiting to upload", or null when nothing waits. */
  waiting: string | null;
  failed: RefusedNotice[];
  onDiscard: (id: string) => void;
}

export function OfflineNoticeList({ unreachable, waiting, failed, onDiscard }: OfflineNoticeListProps) {
  if (!unreachable && waiting === null && failed.length === 0) return null;
  return (
    <Container size="xl" pt="md">
      <Stack gap="xs" data-testid="offline-notices">
        {unreachable || waiting !== null ? (
          <Alert
            role="status"
            variant="light"
            color={unreachable ? 'gray' : 'blue'}
            icon={unreachable ? <IconCloudOff size={18} /> : <IconCloudUpload size={18} />}
            py="xs"
          >
            <Group gap="xs" justify="space-between" wrap="wrap">
              {unreachable ? <Text size="sm">{UNREACHABLE_NOTICE}</Text> : null}
              {waiting !== null ? (
                <Text size="sm" fw={600} data-testid="outbox-waiting">
                  {waiting}
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
            title={`Not uploaded: ${item.title}`}
            py="xs"
          >
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm">{item.message}</Text>
              <Button size="compact-sm" variant="default" onClick={() => onDiscard(item.id)}>
                Discard
              </Button>
            </Group>
          </Alert>
        ))}
      </Stack>
    </Container>
  );
}
