import { Notifications } from '@mantine/notifications';

/** Where toasts appear (spec part 1 §8); loaded by Toasts with the first toast. */
export function ToastStack() {
  return <Notifications position="top-right" limit={4} zIndex={1000} classNames={{ root: 'app-toasts' }} />;
}
