/**
 * "Your recent replays" on /import-replay (issue 28): a member who saved their Showdown names lists their latest
 * public replays (Showdown's replay search, through our server), sees which are already imported, and imports the
 * new ones in one step. Shown on demand (a tap), so a visit to the page does not ask Showdown anything.
 *
 * Decisions:
 * - Every new VGC replay is chosen at first; the player can leave some out. Imported ones and other formats are listed
 *   (so the list matches what Showdown shows) but cannot be chosen, and say why.
 * - After an import the list is read again: the imported ones turn "Already imported".
 */
import type { ShowdownRecentReplay } from '@trainerlog/core';
import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudDownload, IconHistory } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { notify } from '../../ui/notify.ts';
import { importable, importProblems, playersOf, useImportRecentReplays, useRecentReplays } from './recentReplays.ts';

const uploadedOn = (replay: ShowdownRecentReplay) =>
  new Date(replay.uploadtime * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const matchesWord = (n: number) => `${n} match${n === 1 ? '' : 'es'}`;

export function RecentReplays({ names }: { names: readonly string[] }) {
  const [shown, setShown] = useState(false);
  const list = useRecentReplays(shown && names.length > 0);
  const importing = useImportRecentReplays();
  // Ids the player left out; everything importable is chosen otherwise.
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<string[]>([]);

  const replays = useMemo(() => list.data?.replays ?? [], [list.data]);
  const chosen = useMemo(() => replays.filter((r) => importable(r) && !leftOut.has(r.id)), [replays, leftOut]);

  const toggle = (id: string) =>
    setLeftOut((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const importChosen = async () => {
    const ids = chosen.map((r) => r.id);
    setProblems([]);
    try {
      const answer = await importing.mutateAsync(ids);
      notify.success(
        `${matchesWord(answer.matches.length)} imported from ${ids.length} replay${ids.length === 1 ? '' : 's'}`,
        {
          id: 'showdown-recent',
        },
      );
    } catch (error) {
      setProblems(importProblems(error, ids));
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="recent-replays">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            Your recent replays
          </Title>
          {names.length > 0 && !shown ? (
            <Button variant="light" leftSection={<IconHistory size={16} />} onClick={() => setShown(true)}>
              Show my recent replays
            </Button>
          ) : null}
        </Group>

        {names.length === 0 ? (
          <Text size="sm" c="dimmed">
            Save your Showdown names under “My Showdown names” to list your recent public replays here and import them
            in one step.
          </Text>
        ) : !shown ? (
          <Text size="sm" c="dimmed">
            Your latest public replays as {names.join(', ')}, from Pokémon Showdown.
          </Text>
        ) : list.isPending ? (
          <Text size="sm" c="dimmed" role="status">
            Asking Pokémon Showdown for your replays…
          </Text>
        ) : list.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" title="No list">
            <Stack gap={6} align="flex-start">
              <Text size="sm">{list.error.message}</Text>
              <Button size="xs" variant="default" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Stack gap="xs">
            {(list.data?.problems ?? []).map((problem) => (
              <Text key={problem.name} size="sm" c="orange" role="alert">
                {problem.name}: {problem.message}
              </Text>
            ))}
            {replays.length === 0 ? (
              <Text size="sm" c="dimmed">
                Pokémon Showdown lists no public replays for {names.join(', ')}.
              </Text>
            ) : (
              <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Recent replays">
                {replays.map((replay) => (
                  <li key={replay.id}>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <Checkbox
                        mt={2}
                        aria-label={`Import ${playersOf(replay)}, ${replay.format}`}
                        checked={importable(replay) && !leftOut.has(replay.id)}
                        disabled={!importable(replay)}
                        onChange={() => toggle(replay.id)}
                      />
                      <Stack gap={0} miw={0} style={{ flex: 1 }}>
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {playersOf(replay)}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {replay.format || replay.id} · {uploadedOn(replay)}
                          {replay.rating ? ` · rated ${replay.rating}` : ''}
                        </Text>
                      </Stack>
                      {replay.imported ? (
                        <Badge variant="light" color="teal">
                          Already imported
                        </Badge>
                      ) : !replay.vgc ? (
                        <Badge variant="light" color="gray">
                          Not VGC
                        </Badge>
                      ) : null}
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
            {problems.length > 0 ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} />}
                role="alert"
                title="Not imported"
              >
                <Stack gap={4}>
                  {problems.map((problem) => (
                    <Text key={problem} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {problem}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button
                leftSection={<IconCloudDownload size={16} />}
                disabled={chosen.length === 0}
                loading={importing.isPending}
                onClick={() => void importChosen()}
              >
                {chosen.length === 0
                  ? 'Nothing new to import'
                  : `Import ${chosen.length} new replay${chosen.length === 1 ? '' : 's'}`}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
