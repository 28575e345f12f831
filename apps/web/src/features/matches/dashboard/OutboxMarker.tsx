import { Badge, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { outboxStateOf } from '../../../data/outbox/index.ts';

const LABELS = {
  create: 'Waiting to upload',
  update: 'Edit waiting to upload',
  delete: 'Deletion waiting to upload',
} as const;

/**
 * A match the member logged or edited while the server was unreachable (issue 16): marked above its card until it
 * reaches the account, or marked "Not uploaded" if the server refused it (the shell's notice says why).
 */
export function WithOutboxMarker({ match, children }: { match: object; children: ReactNode }) {
  const state = outboxStateOf(match);
  if (!state) return children;
  const failed = state.status === 'failed';
  return (
    <Stack gap={4} data-testid="outbox-match">
      <Badge
        variant="light"
        color={failed ? 'red' : 'blue'}
        leftSection={failed ? <IconAlertTriangle size={12} /> : <IconCloudUpload size={12} />}
      >
        {failed ? 'Not uploaded' : LABELS[state.op]}
      </Badge>
      {children}
    </Stack>
  );
}
