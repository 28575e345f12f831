import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title, SimpleGrid } from '@mantine/core';
import { IconInbox, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAuth } from '../../session/useAuth.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { FEEDBACK_TYPE_OPTIONS, feedbackApi, MY_FEEDBACK_QUERY_KEY, type FeedbackSubmission } from './api.ts';
import { FeedbackForm } from './FeedbackForm.tsx';

const TYPE_COLOR = { feedback: 'indigo', suggestion: 'teal', bug: 'red' } as const;
const STATUS_LABEL: Record<string, string> = { new: 'New', 'in-progress': 'In progress', resolved: 'Resolved' };

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
          You must be logged in to submit feedback
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
  const submissions = useQuery({ queryKey: MY_FEEDBACK_QUERY_KEY, queryFn: feedbackApi.mine });
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
          Error fetching your feedback
        </Alert>
      ) : submissions.data.length === 0 ? (
        <Stack align="center" gap={4} py="lg" c="dimmed">
          <IconInbox size={36} />
          <Text c="dimmed">No submissions yet.</Text>
        </Stack>
      ) : (
        <Stack gap="sm">
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

function SubmissionItem({ item }: { item: FeedbackSubmission }) {
  const typeLabel = FEEDBACK_TYPE_OPTIONS.find((o) => o.value === item.type)?.label ?? item.type;
  const date = new Date(item.createdAt);
  return (
    <Card withBorder radius="md" padding="sm" component="article">
      <Group justify="space-between" gap="xs" mb={6}>
        <Group gap={6}>
          <Badge color={TYPE_COLOR[item.type] ?? 'gray'} variant="light">
            {typeLabel}
          </Badge>
          <Badge color={item.status === 'resolved' ? 'teal' : 'gray'} variant="outline">
            {STATUS_LABEL[item.status] ?? item.status}
          </Badge>
          {item.archived ? (
            <Badge color="gray" variant="outline">
              Archived
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {Number.isNaN(date.getTime())
            ? 'Unknown date'
            : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {item.message}
      </Text>
    </Card>
  );
}
