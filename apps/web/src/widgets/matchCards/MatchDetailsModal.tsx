import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** The "Match Details" dialog frame both games share: windowed on a desktop, full screen on a phone. */
export function MatchDetailsModal({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  // Read at once (no server rendering here), so a phone never sees the windowed dialog flash first.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal opened={opened} onClose={onClose} title="Match Details" size="lg" fullScreen={phone} centered>
      {children}
    </Modal>
  );
}
