import { Alert } from '@mantine/core';
import { IconCloudOff, IconSwords } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/EmptyState.tsx';

/** A member's list read from this browser because the account could not be reached (spec part 1 §8). */
export function BrowserFallbackAlert() {
  return (
    <Alert color="yellow" icon={<IconCloudOff size={18} />} title="Showing matches saved in this browser">
      Your account could not be reached, so these are the matches stored on this device.
    </Alert>
  );
}

/** Spec part 1 §2: "No matches found" / "Start logging matches to see them here"; a filtered list says why. */
export function EmptyMatchList({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState icon={<IconSwords size={30} />} color="gray" title="No matches found" bare>
      {filtered
        ? 'No match meets this search. Try other words or clear the filter.'
        : 'Start logging matches to see them here'}
    </EmptyState>
  );
}
