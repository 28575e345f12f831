import { Alert, Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Title, SimpleGrid } from '@mantine/core';
import { IconInbox, IconLock, IconMessageReply } from '@tabler/icons-react';
import { FEEDBACK_TEXT, type FeedbackItem } from '@trainerlog/core';
import { Link } from 'react-router';
import {
  FEEDBACK_STATUS_COLOR,
  FEEDBACK_STATUS_LABEL,
  FEEDBACK_TYPE_COLOR,
  feedbackStatusOf,
  feedbackTypeLabel,
} from '../../data/shared/feedback.ts';
import { useMyFeedback } from '../../data/shared/useFeedback.ts';
import { useAuth } from '../../session/useAuth.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';

export function SupportPage() {
  const { status } = useAuth();
  return (
    <PageContainer
      size="lg"
      title="Support"
      subtitle="Questions, ideas or a bug? Send them here and follow what happens to them."
    >
      {status === 'loading' ? <CenteredLoader /> : null}
      {status === 'unauthenticated' ? <LoggedOutSupport /> : null}
      {status === 'authenticated' ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder radius="lg" padding="lg">
            <Title order={2} fz="lg" mb="md">
              Send us a message
            </Title>
            <FeedbackForm />
          </Card>
          <MySubmissions />
        </SimpleGrid>
      ) : null}
    </PageContainer>
  );
}

function LoggedOutSupport() {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md" align="flex-start">
        <Alert color="blue" variant="light" icon={<IconLock size={20} />} w="100%">
          {FEEDBACK_TEXT.mustLogIn}
        </Alert>
        <Text>
          Log in to send feedback, suggestions or bug reports, and to see the answers to what you sent. You can also
          browse the{' '}
          <Text component={Link} to="/patch-notes" c="indigo" fw={600} inherit>
            Patch Notes
          </Text>{' '}
          to see what changed recently.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/login">
            Login
          </Button>
          <Button component={Link} to="/register" variant="default">
            Register
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function MySubmissions() {
  const submissions = useMyFeedback();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="lg" mb="md">
        Your Submissions
      </Title>
      {submissions.isPending ? (
        <Stack gap="sm">
          <Skeleton h={72} radius="md" />
          <Skeleton h={72} radius="md" />
        </Stack>
      ) : submissions.isError ? (
        <Alert color="red" variant="light">
          {FEEDBACK_TEXT.fetchOwn}
        </Alert>
      ) : submissions.data.length === 0 ? (
        <Stack align="center" gap={4} py="lg" c="dimmed">
          <IconInbox size={36} />
          <Text c="dimmed">No submissions yet.</Text>
        </Stack>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your submissions">
          {[...submissions.data]
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .map((item) => (
              <SubmissionItem key={item._id} item={item} />
            ))}
        </Stack>
      )}
    </Card>
  );
}

function SubmissionItem({ item }: { item: FeedbackItem }) {
  const status = feedbackStatusOf(item);
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-testid="feedback-submission">
      <Group justify="space-between" gap="xs" mb={6}>
        <Group gap={6}>
          <Badge color={FEEDBACK_TYPE_COLOR[item.type]} variant="light">
            {feedbackTypeLabel(item.type)}
          </Badge>
          <Badge color={FEEDBACK_STATUS_COLOR[status]} variant="outline" data-testid="feedback-status">
            {FEEDBACK_STATUS_LABEL[status]}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {shortDate(item.createdAt)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {item.message}
      </Text>
      {item.reply ? (
        <Paper radius="md" p="sm" mt="sm" bg="var(--mantine-color-default-hover)" data-testid="feedback-reply">
          <Group gap={6} mb={4}>
            <IconMessageReply size={16} aria-hidden />
            <Text size="xs" fw={700}>
              Reply from {item.reply.by?.username ?? 'Trainer Log'}
            </Text>
            <Text size="xs" c="dimmed">
              {shortDate(item.reply.repliedAt)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.reply.message}
          </Text>
        </Paper>
      ) : null}
    </Card>
  );
}

function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Unknown date'
    : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}
