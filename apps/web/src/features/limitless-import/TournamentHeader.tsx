/**
 * The chosen tournament at the top of steps 2 and 3: its name, day, format, players, organiser, whether it is
 * online, an "Imported" marker, and a link to its page on Limitless.
 */
import type { LimitlessTournamentInfo } from '@trainerlog/core';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconExternalLink } from '@tabler/icons-react';
import { GAME_LABELS, tournamentDay } from './limitlessText.ts';

export function TournamentHeader({ tournament: t }: { tournament: LimitlessTournamentInfo }) {
  const facts = [
    tournamentDay(t.date),
    `${t.players} players`,
    t.organizer ? `by ${t.organizer}` : null,
    t.isOnline === true ? 'Online' : t.isOnline === false ? 'In person' : null,
  ].filter(Boolean);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Tournament">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{GAME_LABELS[t.game]}</Badge>
          {t.format ? (
            <Badge variant="light" color="gray">
              {t.format}
            </Badge>
          ) : null}
          {t.imported ? (
            <Badge color="green" variant="light" leftSection={<IconCheck size={12} />}>
              Imported
            </Badge>
          ) : null}
        </Group>
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }} style={{ overflowWrap: 'anywhere' }}>
          {t.name}
        </Title>
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
        <Anchor href={t.link} target="_blank" rel="noreferrer" size="sm" w="fit-content">
          <Group gap={4} component="span" display="inline-flex" wrap="nowrap">
            View on Limitless
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
