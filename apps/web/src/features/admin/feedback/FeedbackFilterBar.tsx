import { FEEDBACK_STATUSES, type FeedbackPage, type FeedbackStatus, type FeedbackType } from '@trainerlog/core';
import { Chip, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { FEEDBACK_STATUS_LABEL, FEEDBACK_TYPE_OPTIONS } from '../../../data/shared/feedback.ts';

interface FeedbackFilterBarProps {
  search: string;
  type: FeedbackType | null;
  status: FeedbackStatus | null;
  counts: FeedbackPage['counts'] | undefined;
  onSearch(search: string): void;
  onType(type: FeedbackType | null): void;
  onStatus(status: FeedbackStatus | null): void;
}

const ALL = 'all';

/** Search, the type choice and the status chips (with the counts over every submission). */
export function FeedbackFilterBar({
  search,
  type,
  status,
  counts,
  onSearch,
  onType,
  onStatus,
}: FeedbackFilterBarProps) {
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Message, reply or username"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          rightSection={
            search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearch('')} /> : null
          }
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label="Type"
          data={[{ value: ALL, label: 'All types' }, ...FEEDBACK_TYPE_OPTIONS]}
          value={type ?? ALL}
          onChange={(value) => onType(!value || value === ALL ? null : (value as FeedbackType))}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      <Chip.Group
        value={status ?? ALL}
        onChange={(value) => onStatus(value === ALL ? null : (value as FeedbackStatus))}
      >
        <Group gap="xs" role="radiogroup" aria-label="Status">
          <Chip value={ALL} variant="light">
            All
          </Chip>
          {FEEDBACK_STATUSES.map((value) => (
            <Chip key={value} value={value} variant="light">
              {FEEDBACK_STATUS_LABEL[value]}
              {counts ? ` (${counts[value]})` : ''}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </>
  );
}
