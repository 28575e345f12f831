import { FEEDBACK_TEXT, type FeedbackItem, type FeedbackStatus, type FeedbackType } from '@trainerlog/core';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconArchive, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { FEEDBACK_STATUS_LABEL, feedbackTypeLabel } from '../../../data/shared/feedback.ts';
import { useFeedbackAdminActions, useFeedbackPage } from '../../../data/shared/useFeedback.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { notify } from '../../../ui/notify.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { AdminOnly } from '../AdminOnly.tsx';
import { FeedbackAdminCard } from './FeedbackAdminCard.tsx';
import { FeedbackFilterBar } from './FeedbackFilterBar.tsx';

/** /admin/feedback — spec part 2 §2, §6, §8: every submission, newest first, answered, archived or deleted here. */
export function AdminFeedbackPage() {
  return (
    <AdminOnly>
      <FeedbackScreen />
    </AdminOnly>
  );
}

function FeedbackScreen() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [type, setType] = useState<FeedbackType | null>(null);
  const [status, setStatus] = useState<FeedbackStatus | null>(null);
  const [page, setPage] = useState(1);
  const feedback = useFeedbackPage({ type, status, search: debouncedSearch, page });
  const actions = useFeedbackAdminActions();
  const busy = actions.archive.isPending || actions.remove.isPending || actions.archiveAll.isPending;

  // A new filter starts again at its first page.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const reply = async (item: FeedbackItem, message: string) => {
    try {
      await actions.reply.mutateAsync({ id: item._id, message });
      notify.success(`Reply sent to @${item.user.username}`, { id: 'feedback-action' });
    } catch (error) {
      throw new Error(errorMessage(error, FEEDBACK_TEXT.update));
    }
  };

  const archive = (item: FeedbackItem, archived: boolean) =>
    actions.archive.mutate(
      { id: item._id, archived },
      {
        onSuccess: () =>
          notify.success(archived ? 'Feedback archived' : 'Feedback restored', { id: 'feedback-action' }),
        onError: (error) => notify.error(errorMessage(error, FEEDBACK_TEXT.archive), { id: 'feedback-action' }),
      },
    );

  const confirmDelete = (item: FeedbackItem) =>
    modals.openConfirmModal({
      title: 'Delete this submission?',
      centered: true,
      children: (
        <Text size="sm">
          The {feedbackTypeLabel(item.type).toLowerCase()} from @{item.user.username} and its reply will be deleted, for
          them too. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        actions.remove.mutate(item._id, {
          onSuccess: () => notify.success(FEEDBACK_TEXT.deleted, { id: 'feedback-action' }),
          onError: (error) => notify.error(errorMessage(error, FEEDBACK_TEXT.delete), { id: 'feedback-action' }),
        }),
    });

  // Archive All follows the type and an open status chosen; it never touches what is already archived.
  const archiveScope = { type: type ?? undefined, status: status === 'archived' ? undefined : (status ?? undefined) };
  const scopeText = [
    archiveScope.status ? FEEDBACK_STATUS_LABEL[archiveScope.status].toLowerCase() : null,
    archiveScope.type ? feedbackTypeLabel(archiveScope.type).toLowerCase() : null,
  ]
    .filter(Boolean)
    .join(' ');
  const confirmArchiveAll = () =>
    modals.openConfirmModal({
      title: 'Archive all feedback?',
      centered: true,
      children: (
        <Text size="sm">
          Every {scopeText ? `${scopeText} ` : ''}submission that is not archived yet will be archived. Players still
          see them on their Support page; you can restore any of them one by one.
        </Text>
      ),
      labels: { confirm: 'Archive All', cancel: 'Cancel' },
      onConfirm: () =>
        actions.archiveAll.mutate(archiveScope, {
          onSuccess: ({ archivedCount }) =>
            notify.success(`${archivedCount} ${archivedCount === 1 ? 'submission' : 'submissions'} archived`, {
              id: 'feedback-action',
            }),
          onError: (error) => notify.error(errorMessage(error, FEEDBACK_TEXT.archive), { id: 'feedback-action' }),
        }),
    });

  const data = feedback.data;
  return (
    <PageContainer
      title="Feedback"
      subtitle="Everything players sent from the feedback button and the Support page, newest first."
      actions={
        <Group mt="xs">
          <Button
            variant="default"
            leftSection={<IconArchive size={16} />}
            onClick={confirmArchiveAll}
            disabled={status === 'archived' || busy}
          >
            Archive All
          </Button>
        </Group>
      }
    >
      <FeedbackFilterBar
        search={search}
        type={type}
        status={status}
        counts={data?.counts}
        onSearch={filtered(setSearch)}
        onType={filtered(setType)}
        onStatus={filtered(setStatus)}
      />
      {feedback.isPending ? (
        <Stack gap="sm">
          <Skeleton h={110} radius="md" />
          <Skeleton h={110} radius="md" />
        </Stack>
      ) : feedback.isError ? (
        <Alert color="red" title={FEEDBACK_TEXT.fetchAll}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(feedback.error, FEEDBACK_TEXT.fetchAll)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void feedback.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : data!.items.length === 0 ? (
        <EmptyState icon={<IconInbox size={30} />} title="No feedback here">
          {type || status || debouncedSearch
            ? 'Nothing matches these filters.'
            : 'When players send feedback, it shows up here.'}
        </EmptyState>
      ) : (
        <>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Feedback">
            {data!.items.map((item) => (
              <FeedbackAdminCard
                key={item._id}
                item={item}
                busy={busy}
                onReply={reply}
                onArchive={archive}
                onDelete={confirmDelete}
              />
            ))}
          </Stack>
          <Pagination
            page={data!.page}
            pageSize={data!.pageSize}
            totalCount={data!.totalCount}
            totalPages={data!.totalPages}
            onChange={setPage}
            disabled={feedback.isFetching}
          />
        </>
      )}
    </PageContainer>
  );
}
