import { GROUP_ERRORS, GROUP_TEXT, type MatchGroupSummary } from '@trainerlog/core';
import { Alert, Center, Group, Loader, Select, Stack, TextInput } from '@mantine/core';
import { IconFolderOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { groupErrorText, isInvalidGroup, type ListedGroup } from '../../data/shared/matchGroups.ts';
import { useMatchGroupMutations } from '../../data/shared/useMatchGroups.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../ui/notify.ts';
import { ConfirmGroupDialog, EditGroupModal } from './EditGroupModal.tsx';
import { GroupCard } from './GroupCard.tsx';
import { GroupMatchesPopup } from './GroupMatchesPopup.tsx';
import { filterGroups, GROUP_SORT_LABELS, GROUP_SORTS, sortGroups, type GroupSort } from './groupRules.ts';
import classes from './MatchGroups.module.css';
import { ShareGroupModal } from './ShareGroupModal.tsx';

export const LEAVE_CONFIRM = 'Leave this group? Your matches in it leave the group with you.';

export interface GroupListProps {
  /** The groups to show (undefined while they load). */
  groups: readonly ListedGroup[] | undefined;
  loading: boolean;
  /** A failed load (its message is shown). */
  error?: unknown;
  /** The empty state's line; the spec's 'Create a group to organize your matches by tournament or event.' by default. */
  emptyHint?: ReactNode;
  /** Buttons under the empty state. */
  emptyActions?: ReactNode;
  /** A group whose matches open at once (a link to one group, e.g. from the Limitless import), and when it closes. */
  openGroupId?: string | null;
  onOpenGroupClosed?: () => void;
}

type Dialog = { kind: 'matches' | 'edit' | 'share' | 'delete' | 'leave'; id: string } | null;

/**
 * The match groups list (spec part 2 §2 "Match groups page"): search by name or description, the five sorts, a
 * spinner while loading, the empty state, and each group's card with its popup, edit, share, delete and leave
 * dialogs. Used by the match groups page, the dashboard's Groups view and a friend's page.
 */
export function GroupList({
  groups,
  loading,
  error,
  emptyHint = GROUP_TEXT.noGroupsHint,
  emptyActions,
  openGroupId = null,
  onOpenGroupClosed,
}: GroupListProps) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<GroupSort>('newest');
  const [dialog, setDialog] = useState<Dialog>(null);
  useEffect(() => {
    if (openGroupId) setDialog({ kind: 'matches', id: openGroupId });
  }, [openGroupId]);
  const { remove, leave } = useMatchGroupMutations();

  const shown = useMemo(() => sortGroups(filterGroups(groups ?? [], search), sort), [groups, search, sort]);
  // The open dialog reads the group from the current list, so it follows every change (shares, renames).
  const live = (kind: NonNullable<Dialog>['kind']): MatchGroupSummary | null => {
    if (dialog?.kind !== kind) return null;
    const group = groups?.find((g) => g._id === dialog.id);
    return group && !isInvalidGroup(group) ? group : null;
  };
  const open = (kind: NonNullable<Dialog>['kind']) => (group: MatchGroupSummary) => setDialog({ kind, id: group._id });
  const close = () => {
    if (dialog?.kind === 'matches' && dialog.id === openGroupId) onOpenGroupClosed?.();
    setDialog(null);
  };

  const confirm = async (kind: 'delete' | 'leave') => {
    const group = live(kind);
    if (!group) return close();
    try {
      if (kind === 'delete') await remove.mutateAsync(group._id);
      else await leave.mutateAsync(group._id);
      close();
    } catch (failure) {
      notify.error(groupErrorText(failure, kind === 'delete' ? GROUP_ERRORS.delete : GROUP_ERRORS.update), {
        id: `group-${kind}`,
      });
    }
  };

  let content: ReactNode;
  if (loading && !groups) {
    content = (
      <Center py="xl">
        <Loader role="status" aria-label="Loading match groups" />
      </Center>
    );
  } else if (error && !groups) {
    content = (
      <Alert color="red" variant="light">
        {groupErrorText(error, GROUP_ERRORS.fetchAll)}
      </Alert>
    );
  } else if (shown.length === 0) {
    content = (
      <EmptyState icon={<IconFolderOff size={30} />} title={GROUP_TEXT.noGroups} actions={emptyActions}>
        {emptyHint}
      </EmptyState>
    );
  } else {
    content = (
      <div className={classes.grid} data-testid="group-list">
        {shown.map((group) => (
          <GroupCard
            key={group._id}
            group={group}
            onShowMatches={open('matches')}
            onEdit={open('edit')}
            onShare={open('share')}
            onDelete={open('delete')}
            onLeave={open('leave')}
          />
        ))}
      </div>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          aria-label="Search groups"
          placeholder="Search groups..."
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          aria-label="Sort groups"
          data={GROUP_SORTS.map((value) => ({ value, label: GROUP_SORT_LABELS[value] }))}
          value={sort}
          onChange={(value) => value && setSort(value as GroupSort)}
          allowDeselect={false}
          w={180}
        />
      </Group>
      {content}

      <GroupMatchesPopup group={live('matches')} onClose={close} />
      <EditGroupModal group={live('edit')} onClose={close} />
      <ShareGroupModal group={live('share')} onClose={close} />
      <ConfirmGroupDialog
        opened={!!live('delete')}
        title="Delete Group"
        message={GROUP_TEXT.deleteConfirm}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => void confirm('delete')}
        onCancel={close}
      />
      <ConfirmGroupDialog
        opened={!!live('leave')}
        title="Leave Group"
        message={LEAVE_CONFIRM}
        confirmLabel="Leave"
        loading={leave.isPending}
        onConfirm={() => void confirm('leave')}
        onCancel={close}
      />
    </Stack>
  );
}
