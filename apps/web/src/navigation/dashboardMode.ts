/**
 * The dashboard's remembered game tab and view, as one place that the dashboard reads and the screens that send the
 * player to it write (the PTCGL, Showdown and Limitless imports, the match forms) — features that never import each
 * other. The values are kept in the browser under the dashboard's own keys, as JSON strings ('tcg', 'matches').
 *
 *   openDashboardOn('vgc'); navigate(DASHBOARD_PATH);
 */
import type { GameMode } from '@trainerlog/core';
import { createLocalValueStore } from '../data/guest/localValueStore.ts';
import { STORAGE_KEYS } from '../storageKeys.ts';

export type DashboardView = 'matches' | 'groups';

/** The remembered game tab ('tcg' | 'vgc'); the dashboard resolves it against the tabs it offers. */
export const dashboardModeStore = createLocalValueStore<string>(STORAGE_KEYS.dashboardMode);
/** The remembered view ('matches' | 'groups'). */
export const dashboardViewStore = createLocalValueStore<string>(STORAGE_KEYS.dashboardView);

/** The tab the dashboard opens on next; with a view, that view too. */
export function openDashboardOn(mode: GameMode, view?: DashboardView): void {
  dashboardModeStore.set(mode);
  if (view) dashboardViewStore.set(view);
}
