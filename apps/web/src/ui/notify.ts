import { TOAST_AUTO_CLOSE_MS } from '@trainerlog/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

interface ToastOptions {
  title?: string;
  /** Stops the same toast from stacking when shown twice (a remount, a double click). */
  id?: string;
  /**
   * The flow the toast belongs to (signing in and its sync, …): a flow shows one toast at a time, each one replacing
   * the last, and a toast without a title keeps the title its flow showed last (the welcome above the sync's words).
   */
  flow?: string;
}

/** How long a flow's title carries over to its next toast: a flow is one stretch of work, not a whole visit. */
export const FLOW_TITLE_KEPT_MS = 60_000;

const flowTitles = new Map<string, { title: string; at: number }>();

/** The title a flow's toast shows: its own, else the flow's recent one. */
function flowTitle(flow: string, title: string | undefined): string | undefined {
  if (title !== undefined) {
    flowTitles.set(flow, { title, at: Date.now() });
    return title;
  }
  const kept = flowTitles.get(flow);
  if (!kept || Date.now() - kept.at > FLOW_TITLE_KEPT_MS) return undefined;
  return kept.title;
}

function show(message: ReactNode, color: string, autoClose: number, options: ToastOptions = {}) {
  const id = options.flow ? `flow:${options.flow}` : options.id;
  const title = options.flow ? flowTitle(options.flow, options.title) : options.title;
  if (id) notifications.hide(id);
  notifications.show({ message, color, autoClose, title, id, withBorder: true });
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

/** The flow of signing in or registering and the guest-data sync that follows: one toast from welcome to synced. */
export const SIGN_IN_FLOW = 'sign-in';
