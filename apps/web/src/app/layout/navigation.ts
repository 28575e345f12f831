import type { GameMode } from '@trainerlog/core';
import {
  IconCards,
  IconChartBar,
  IconChartDots3,
  IconDeviceGamepad2,
  IconFileImport,
  IconStack2,
  IconUsersGroup,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { isRouteBuilt } from '../../plannedRoutes.ts';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
}

export interface NavGroup {
  mode: GameMode;
  /** Sidebar group title. */
  title: string;
  /** Desktop navbar dropdown title. */
  short: string;
  icon: Icon;
  items: NavItem[];
}

/**
 * Spec part 1 §2, sidebar "Dashboard" section: one group per game mode, shown only when the mode is enabled. Each
 * entry shows only once its screen exists in this build (`plannedRoutes.ts`), so no link leads to a missing screen.
 */
export const MODE_GROUPS: NavGroup[] = (
  [
    {
      mode: 'tcg',
      title: 'Trading Card Game',
      short: 'TCG',
      icon: IconCards,
      items: [
        { label: 'Match Analytics', to: '/analytics/tcg/matches', icon: IconChartBar },
        { label: 'Deck Analytics', to: '/analytics/tcg/decks', icon: IconChartDots3 },
        { label: 'Global Analytics', to: '/analytics/global', icon: IconWorld },
        { label: 'Decks', to: '/decks', icon: IconStack2 },
      ],
    },
    {
      mode: 'vgc',
      title: 'Video Game',
      short: 'VGC',
      icon: IconDeviceGamepad2,
      items: [
        { label: 'VGC Match Analytics', to: '/analytics/vgc/matches', icon: IconChartBar },
        { label: 'Team Analytics', to: '/analytics/vgc/teams', icon: IconChartDots3 },
        { label: 'Teams', to: '/teams', icon: IconUsersGroup },
      ],
    },
  ] satisfies NavGroup[]
).map((group) => ({ ...group, items: group.items.filter((item) => isRouteBuilt(item.to)) }));

export interface LogMatchChoice {
  mode: GameMode;
  to: string;
  label: string;
  /** Shown under the label in the sidebar's chooser. */
  description: string;
  icon: Icon;
}

const built = (choices: LogMatchChoice[]) => choices.filter((choice) => isRouteBuilt(choice.to));

/**
 * The sidebar's Log New Match chooser (spec part 1 §2: "TCG Match", "Import PTCGL Match", "Import VGC Replay"); each
 * entry only when its mode is enabled and its screen exists in this build.
 */
export const SIDEBAR_LOG_MATCH_CHOICES: LogMatchChoice[] = built([
  {
    mode: 'tcg',
    to: '/log-match/tcg',
    label: 'TCG Match',
    description: 'Record a Trading Card Game match, game by game',
    icon: IconCards,
  },
  {
    mode: 'tcg',
    to: '/import-match',
    label: 'Import PTCGL Match',
    description: 'Paste a Pokémon TCG Live game log',
    icon: IconFileImport,
  },
  {
    mode: 'vgc',
    to: '/import-replay',
    label: 'Import VGC Replay',
    description: 'Paste Pokémon Showdown replay links: a best-of-3 becomes one match',
    icon: IconDeviceGamepad2,
  },
]);

/**
 * The navbar's Log Match chooser (spec part 1 §2: "Log TCG Match", "Import PTCGL", "Log VGC Match"), under the same
 * conditions. Its VGC entry is the logging form; the replay import is the sidebar's and the VGC dashboard's.
 */
export const NAVBAR_LOG_MATCH_CHOICES: LogMatchChoice[] = built([
  {
    mode: 'tcg',
    to: '/log-match/tcg',
    label: 'Log TCG Match',
    description: 'Record a Trading Card Game match, game by game',
    icon: IconCards,
  },
  {
    mode: 'tcg',
    to: '/import-match',
    label: 'Import PTCGL',
    description: 'Paste a Pokémon TCG Live game log',
    icon: IconFileImport,
  },
  {
    mode: 'vgc',
    to: '/log-match/vgc',
    label: 'Log VGC Match',
    description: 'Log a VGC match game by game, with its replay links',
    icon: IconDeviceGamepad2,
  },
]);
