import type { AdminMatchDetail, AdminMatchGame } from '@trainerlog/core';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../../api/client.ts';
import { ADMIN_MATCH_SOURCE_LABEL, useAdminMatchDetail } from '../api/adminMatches.ts';
import { matchDate, RESULT_COLOR, RESULT_LABEL } from './matchText.ts';

interface MatchDetailModalProps {
  target: { game: AdminMatchGame; id: string } | null;
  onClose(): void;
  onDelete(detail: AdminMatchDetail): void;
}

const GAME_RESULT_LABEL: Record<string, string> = { win: 'Win', loss: 'Loss', tie: 'Tie' };

/** One match, read only: its fields, its games and the imported log text it was made from. */
export function MatchDetailModal({ target, onClose, onDelete }: MatchDetailModalProps) {
  const detail = useAdminMatchDetail(target);
  return (
    <Modal opened={target !== null} onClose={onClose} title="Match" centered radius="lg" size="xl">
      {detail.isPending ? (
        <Stack gap="sm">
          <Skeleton h={24} />
          <Skeleton h={120} />
        </Stack>
      ) : detail.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(detail.error, 'Error fetching the match')}
        </Alert>
      ) : (
        <MatchDetail detail={detail.data} onDelete={() => onDelete(detail.data)} />
      )}
    </Modal>
  );
}

function MatchDetail({ detail, onDelete }: { detail: AdminMatchDetail; onDelete(): void }) {
  const tcg = detail.game === 'tcg' ? detail.match : null;
  const vgc = detail.game === 'vgc' ? detail.match : null;
  const match = detail.match;
  const facts: [string, string][] = [
    ['Player', `@${detail.player.username}`],
    ['Date', matchDate(match.date)],
    ['Source', ADMIN_MATCH_SOURCE_LABEL[detail.source]],
    ['Format', match.format || '—'],
    ...(tcg
      ? ([
          ['Deck', tcg.deckName || '—'],
          ['Opponent', [tcg.opponentDeck, tcg.opponentDeckVariant].filter(Boolean).join(' / ') || '—'],
        ] as [string, string][])
      : []),
    ...(vgc
      ? ([
          ['Team', vgc.playerTeam.join(', ') || '—'],
          ['Opponent', [vgc.opponentName, vgc.opponentTeam.join(', ')].filter(Boolean).join(' — ') || '—'],
        ] as [string, string][])
      : []),
  ];
  return (
    <Stack gap="md" data-testid="admin-match-detail">
      <Group gap="xs">
        <Badge variant="light">{detail.game.toUpperCase()}</Badge>
        <Badge color={RESULT_COLOR[match.result]} variant="filled">
          {RESULT_LABEL[match.result]} {tcg ? tcg.score : (vgc?.matchScore ?? '')}
        </Badge>
      </Group>
      <Table withRowBorders={false} verticalSpacing={4} fz="sm">
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={110} c="dimmed" fw={500}>
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <div>
        <Title order={3} fz="md" mb="xs">
          Games
        </Title>
        <Stack gap={4}>
          {match.games.map((game, index) => (
            <Text key={index} size="sm">
              Game {index + 1}: <strong>{GAME_RESULT_LABEL[game.result] ?? game.result}</strong>
              {game.wentFirst === null ? '' : game.wentFirst ? ', went first' : ', went second'}
              {game.notes ? ` — ${game.notes}` : ''}
            </Text>
          ))}
        </Stack>
      </div>
      {match.notes ? (
        <div>
          <Title order={3} fz="md" mb="xs">
            Notes
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {match.notes}
          </Text>
        </div>
      ) : null}
      <div>
        <Title order={3} fz="md" mb="xs">
          Imported log
        </Title>
        {detail.logText ? (
          <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
            <Code block fz="xs" style={{ whiteSpace: 'pre' }} data-testid="admin-match-log">
              {detail.logText}
            </Code>
          </ScrollArea.Autosize>
        ) : (
          <Text size="sm" c="dimmed">
            This match was not imported from a game log.
          </Text>
        )}
      </div>
      <Group justify="flex-end">
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          Delete Match
        </Button>
      </Group>
    </Stack>
  );
}
