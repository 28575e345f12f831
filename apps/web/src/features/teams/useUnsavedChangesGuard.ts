import { modals } from '@mantine/modals';
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';

/** Nothing entered is lost (DESIGN.md principle 4): leaving an edited team asks first, in the app and on unload. */
export function useUnsavedChangesGuard(dirty: boolean, leaving: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.openConfirmModal({
      title: 'Leave without saving?',
      centered: true,
      children: 'Your changes to this team have not been saved and will be lost.',
      labels: { confirm: 'Discard Changes', cancel: 'Keep Editing' },
      confirmProps: { color: 'red' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
      onClose: () => {
        if (blocker.state === 'blocked') blocker.reset();
      },
    });
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
