/**
 * The toast stack, loaded with the first toast: a guest's first visit that shows none never downloads it (issue 18
 * size budget). `notify` writes to Mantine's notifications store, which keeps what was shown until the stack mounts.
 * With a session token (a member, who gets toasts often, or an expired session about to say so) it mounts at once.
 */
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { getToken } from '../api/token.ts';

const ToastStack = lazy(async () => ({ default: (await import('./ToastStack.tsx')).ToastStack }));

export function Toasts() {
  const { notifications, queue } = useNotifications();
  const waiting = notifications.length + queue.length > 0;
  const [needed, setNeeded] = useState(() => waiting || getToken() !== null);
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
