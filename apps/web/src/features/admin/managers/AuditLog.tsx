import { Alert, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useAuditLog } from '../api/adminManagers.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { AUDIT_ACTION_LABEL } from './roles.ts';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';

const AUDIT_FETCH_FAILED = 'Error fetching the audit log';

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Who changed what and when (role changes, deleted matches and feedback), newest first, a page at a time. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const audit = useAuditLog(page);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="lg" mb={4}>
        Audit Log
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Every role change and every removal by an admin, newest first.
      </Text>
      {audit.isPending ? (
        <Stack gap="xs">
          <Skeleton h={28} />
          <Skeleton h={28} />
          <Skeleton h={28} />
        </Stack>
      ) : audit.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(audit.error, AUDIT_FETCH_FAILED)}
        </Alert>
      ) : audit.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing has been changed yet.
        </Text>
      ) : (
        <Stack gap="sm">
          <ScrollTable label="Audit log" minWidth={560}>
            <Table striped verticalSpacing="xs" fz="sm" aria-label="Audit log">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>What</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.items.map((entry) => (
                  <Table.Tr key={entry._id} data-testid="audit-entry">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(entry.createdAt)}</Table.Td>
                    <Table.Td>
                      {entry.actor?.username ??
                        (entry.source === 'cli' ? 'npm run user (server)' : 'a deleted account')}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {AUDIT_ACTION_LABEL[entry.action] ?? entry.action}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.summary}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <Pagination
            page={audit.data.page}
            pageSize={audit.data.pageSize}
            totalCount={audit.data.totalCount}
            totalPages={audit.data.totalPages}
            onChange={setPage}
            disabled={audit.isFetching}
          />
        </Stack>
      )}
    </Card>
  );
}
