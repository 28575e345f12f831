/**
 * The dashboard's remembered choices (spec part 1 §2 "Dashboard", §4 "Dashboard tab"): the game tab and the view,
 * each kept in the browser, plus the match card look.
 *
 * Decisions:
 * - A tab is offered only for a game mode the user has enabled AND whose matches this build can show (TCG and VGC);
 *   both views (Matches, Groups) are offered, to guests too (their Groups view explains that groups need an account).
 *   With a single choice the control is not shown (the spec: "otherwise the single enabled mode is forced").
 * - A remembered choice that is no longer offered falls back to the first offered one without being overwritten, so
 *   re-enabling a mode brings the old tab back.
 * - A user left with no offered mode still gets the TCG dashboard, rather than an empty screen.
 * - A VGC team filter arriving through navigation state (`data/teamFilter.ts`) shows the VGC tab while it lasts,
 *   whatever was remembered; clearing it remembers VGC, so the player stays where they were looking.
 */
import type { GameMode } from '@trainerlog/core';
import { useCallback, useState } from 'react';
import { createLocalValueStore } from '../../../data/guest/localValueStore.ts';
import { STORAGE_KEYS } from '../../../storageKeys.ts';
import { dashboardModeStore, dashboardViewStore } from '../../../navigation/dashboardMode.ts';
import type { MatchCardLook } from '../../../widgets/matchCards/index.ts';

export const DASHBOARD_VIEWS = ['matches', 'groups'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];
export const MATCH_CARD_LOOKS: readonly MatchCardLook[] = ['modern', 'classic'];
export type { MatchCardLook };

/** Game modes and views whose screens this build has. */
export const AVAILABLE_MODES: readonly GameMode[] = ['tcg', 'vgc'];
export const AVAILABLE_VIEWS: readonly DashboardView[] = ['matches', 'groups'];

export const MODE_LABELS: Record<GameMode, string> = { tcg: 'TCG Matches', vgc: 'VGC Matches' };
export const VIEW_LABELS: Record<DashboardView, string> = { matches: 'Matches', groups: 'Groups' };

/** The tabs to offer: enabled and available, in the spec's order; never empty. */
export function offeredModes(enabled: readonly GameMode[], available: readonly GameMode[] = AVAILABLE_MODES) {
  const offered = available.filter((mode) => enabled.includes(mode));
  return offered.length > 0 ? offered : [available[0]!];
}

/** The remembered choice when it is still offered, else the first offered one. */
export function resolveChoice<T extends string>(remembered: unknown, offered: readonly T[]): T {
  return offered.includes(remembered as T) ? (remembered as T) : offered[0]!;
}

/** The tab and view are kept where the screens that open the dashboard write them (navigation/dashboardMode.ts). */
export const rememberedMode = dashboardModeStore;
export const rememberedView = dashboardViewStore;
export const rememberedLook = createLocalValueStore<string>(STORAGE_KEYS.matchCardLook);

/** A remembered choice, resolved against what is offered now and saved when changed. */
export function useRememberedChoice<T extends string>(store: typeof rememberedMode, offered: readonly T[]) {
  const [remembered, setRemembered] = useState(() => store.get());
  const value = resolveChoice(remembered, offered);
  const choose = useCallback(
    (next: T) => {
      store.set(next);
      setRemembered(next);
    },
    [store],
  );
  return [value, choose] as const;
}
