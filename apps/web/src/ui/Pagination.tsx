import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface PaginationProps {
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  onChange(page: number): void;
  disabled?: boolean;
}

/**
 * The shared pagination control of spec part 2 §2: 'Page X of Y (first-last of total)', hidden for one page. On
 * phones the buttons keep only their arrows (named Previous and Next for screen readers) so the line fits in a card.
 */
export function Pagination({ page, pageSize, totalCount, totalPages, onChange, disabled }: PaginationProps) {
  if (totalPages <= 1) return null;
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" aria-label="Pagination" role="navigation">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} />}
        disabled={disabled || page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label="Previous"
        styles={{ section: { marginInline: 0 } }}
      >
        <Text span inherit visibleFrom="xs" ml={6}>
          Previous
        </Text>
      </Button>
      <Text size="sm" fz={{ base: 'xs', xs: 'sm' }} c="dimmed" ta="center" aria-live="polite">
        Page {page} of {totalPages} ({first}-{last} of {totalCount})
      </Text>
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} />}
        disabled={disabled || page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label="Next"
        styles={{ section: { marginInline: 0 } }}
      >
        <Text span inherit visibleFrom="xs" mr={6}>
          Next
        </Text>
      </Button>
    </Group>
  );
}
