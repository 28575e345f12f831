import { FEEDBACK_REPLY_MAX_LENGTH, FEEDBACK_TEXT, type FeedbackItem } from '@trainerlog/core';
import { Alert, Badge, Button, Card, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconMessageReply, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  FEEDBACK_STATUS_COLOR,
  FEEDBACK_STATUS_LABEL,
  FEEDBACK_TYPE_COLOR,
  feedbackStatusOf,
  feedbackTypeLabel,
} from '../../../data/shared/feedback.ts';

interface FeedbackAdminCardProps {
  item: FeedbackItem;
  busy: boolean;
  /** Resolves when the reply was saved; rejects with the text to show in the form. */
  onReply(item: FeedbackItem, message: string): Promise<void>;
  onArchive(item: FeedbackItem, archived: boolean): void;
  onDelete(item: FeedbackItem): void;
}

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Unknown date'
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** One submission on the admin screen: who sent what and when, the reply (written or edited in place) and actions. */
export function FeedbackAdminCard({ item, busy, onReply, onArchive, onDelete }: FeedbackAdminCardProps) {
  const status = feedbackStatusOf(item);
  const [replying, setReplying] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const openReply = () => {
    setDraft(item.reply?.message ?? '');
    setError(null);
    setReplying(true);
  };
  const send = async () => {
    if (!draft.trim()) return setError(FEEDBACK_TEXT.enterReply);
    setSending(true);
    try {
      await onReply(item, draft.trim());
      setReplying(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : FEEDBACK_TEXT.update);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="admin-feedback-item">
      <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
        <Group gap={6}>
          <Badge color={FEEDBACK_TYPE_COLOR[item.type]} variant="light">
            {feedbackTypeLabel(item.type)}
          </Badge>
          <Badge color={FEEDBACK_STATUS_COLOR[status]} variant="outline">
            {FEEDBACK_STATUS_LABEL[status]}
          </Badge>
          <Text size="sm" fw={600}>
            @{item.user.username}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {when(item.createdAt)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {item.message}
      </Text>

      {item.reply && !replying ? (
        <Paper radius="md" p="sm" mt="sm" bg="var(--mantine-color-default-hover)">
          <Text size="xs" fw={700} mb={4}>
            Reply by {item.reply.by?.username ?? 'a deleted account'} · {when(item.reply.repliedAt)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.reply.message}
          </Text>
        </Paper>
      ) : null}

      {replying ? (
        <Stack gap="xs" mt="sm">
          <Textarea
            label={`Reply to @${item.user.username}`}
            description="The player sees it on their Support page and gets a notification."
            autosize
            minRows={3}
            maxRows={10}
            maxLength={FEEDBACK_REPLY_MAX_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setReplying(false)} disabled={sending}>
              Cancel
            </Button>
            <Button size="xs" onClick={() => void send()} loading={sending}>
              Send Reply
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap={6} mt="sm">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconMessageReply size={14} />}
            onClick={openReply}
            disabled={busy}
          >
            {item.reply ? 'Edit Reply' : 'Reply'}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={item.archived ? <IconArchiveOff size={14} /> : <IconArchive size={14} />}
            onClick={() => onArchive(item, !item.archived)}
            disabled={busy}
          >
            {item.archived ? 'Restore' : 'Archive'}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => onDelete(item)}
            disabled={busy}
            aria-label={`Delete feedback from @${item.user.username}`}
          >
            Delete
          </Button>
        </Group>
      )}
      {error && !replying ? (
        <Alert color="red" variant="light" mt="xs">
          {error}
        </Alert>
      ) : null}
    </Card>
  );
}
