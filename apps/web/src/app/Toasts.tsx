/**
 * The toast stack, loaded with the first toast: a first visit that shows none never downloads it (issue 18 size
 * budget). `notify` writes to Mantine's notifications store, which keeps what was shown until the stack mounts.
 */
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const ToastStack = lazy(async () => ({ default: (await import('./ToastStack.tsx')).ToastStack }));

export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const waiting = notifications.length + queue.length > 0;
  useEffect(() => {
    if (waiting) setNeeded(true);
  }, [waiting]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
