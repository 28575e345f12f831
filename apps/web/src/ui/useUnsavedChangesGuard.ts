import { modals } from '@mantine/modals';
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';

/**
 * Nothing entered is lost (DESIGN.md principle 4): leaving an edited item asks first — in-app navigation through the
 * router, and closing or reloading the tab. `leaving` is set by the screen when it navigates away after a save.
 */
export function useUnsavedChangesGuard(dirty: boolean, leaving: RefObject<boolean>, what: 'deck' | 'team') {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: 'Leave without saving?',
      centered: true,
      children: `Your changes to this ${what} have not been saved and will be lost.`,
      labels: { confirm: 'Discard Changes', cancel: 'Keep Editing' },
      confirmProps: { color: 'red' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
      onClose: () => {
        if (blocker.state === 'blocked') blocker.reset();
      },
    });
  }, [blocker, what]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
