import type { AdminOperations, CircuitStateName } from '@trainerlog/core';
import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useAdminOperations } from './api/adminOperations.ts';

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { timeStyle: 'short' });
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const STATE_WORDS: Record<CircuitStateName, { text: string; color: string }> = {
  closed: { text: 'Answering', color: 'green' },
  open: { text: 'Failing', color: 'red' },
  'half-open': { text: 'Being tried again', color: 'orange' },
};

/**
 * The owner's view of what keeps the data safe and the imports working (issue 31): when the last good backup was
 * taken, and which outside services are answered at once as unavailable because they keep failing.
 */
export function OperationsPanel() {
  const operations = useAdminOperations(true);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="admin-operations-title">
      <Title order={2} fz="lg" id="admin-operations-title">
        Backups and outside services
      </Title>
      {operations.isPending ? (
        <Group mt="sm" gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        </Group>
      ) : operations.isError ? (
        <Text c="red" mt="sm" role="alert">
          Could not load the backups and services.
        </Text>
      ) : (
        <OperationsDetails operations={operations.data} />
      )}
    </Card>
  );
}

function OperationsDetails({ operations }: { operations: AdminOperations }) {
  const { backups, services } = operations;
  const last = backups.lastGood;
  return (
    <Stack gap="sm" mt="sm">
      <div>
        <Text fw={600}>Last good backup</Text>
        <Text size="sm" data-testid="admin-last-backup">
          {last
            ? `${dateTime(last.takenAt)} — ${last.file} (${megabytes(last.bytes)}, verified)`
            : 'No backup has been taken yet.'}
        </Text>
        <Text size="sm" c="dimmed">
          {backups.scheduled && backups.nextAt
            ? `Every ${backups.intervalHours} h into ${backups.directory}; the next at ${dateTime(backups.nextAt)}. ` +
              `The newest ${backups.keep} and a weekly one are kept (${backups.count} now).`
            : `Not on a schedule here: run npm run backup (${backups.count} kept in ${backups.directory}).`}
        </Text>
      </div>
      {backups.lastFailure ? (
        <Alert color="red" title="The last backup failed">
          {dateTime(backups.lastFailure.at)}: {backups.lastFailure.message}
        </Alert>
      ) : null}
      <div>
        <Text fw={600}>Outside services</Text>
        <Stack gap={4} mt={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {services.map((service) => {
            const state = STATE_WORDS[service.state];
            return (
              <Group key={service.name} component="li" gap="xs" wrap="wrap" data-testid="admin-service">
                <Badge color={state.color} variant="light" tt="none">
                  {state.text}
                </Badge>
                <Text size="sm">{service.label}</Text>
                {service.state === 'open' && service.probeAfter ? (
                  <Text size="sm" c="dimmed">
                    answered at once as unavailable; tried again after {time(service.probeAfter)}
                  </Text>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      </div>
    </Stack>
  );
}
