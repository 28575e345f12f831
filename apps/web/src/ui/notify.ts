import { TOAST_AUTO_CLOSE_MS } from '@trainerlog/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

interface ToastOptions {
  title?: string;
  /** Stops the same toast from stacking when shown twice (a remount, a double click). */
  id?: string;
}

function show(message: ReactNode, color: string, autoClose: number, options: ToastOptions = {}) {
  if (options.id) notifications.hide(options.id);
  notifications.show({ message, color, autoClose, title: options.title, id: options.id, withBorder: true });
}

/** Toasts with the spec's auto-close times (part 1 §9): 4 s default, 5 s success, 7 s warning, 3 s sync info. */
export const notify = {
  info: (message: ReactNode, options?: ToastOptions) => show(message, 'blue', TOAST_AUTO_CLOSE_MS.default, options),
  error: (message: ReactNode, options?: ToastOptions) => show(message, 'red', TOAST_AUTO_CLOSE_MS.default, options),
  success: (message: ReactNode, options?: ToastOptions) => show(message, 'teal', TOAST_AUTO_CLOSE_MS.success, options),
  warning: (message: ReactNode, options?: ToastOptions) =>
    show(message, 'yellow', TOAST_AUTO_CLOSE_MS.warning, options),
  syncInfo: (message: ReactNode, options?: ToastOptions) =>
    show(message, 'blue', TOAST_AUTO_CLOSE_MS.syncInfo, options),
};
