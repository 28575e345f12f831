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
 * Spec part 1 §2, sidebar "Dashboard" section: one group per game mode, shown only when the mode is enabled.
 */
export const MODE_GROUPS: NavGroup[] = [
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
];

export interface LogMatchChoice {
  mode: GameMode;
  to: string;
  label: string;
  /** Shown under the label in the sidebar's chooser. */
  description: string;
  icon: Icon;
}

/**
 * The sidebar's Log New Match chooser (spec part 1 §2: "TCG Match", "Import PTCGL Match", "Import VGC Replay"); each
 * entry only when its mode is enabled.
 */
export const SIDEBAR_LOG_MATCH_CHOICES: LogMatchChoice[] = [
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
];

/**
 * The navbar's Log Match chooser (spec part 1 §2: "Log TCG Match", "Import PTCGL", "Log VGC Match"), under the same
 * conditions. Its VGC entry is the logging form; the replay import is the sidebar's and the VGC dashboard's.
 */
export const NAVBAR_LOG_MATCH_CHOICES: LogMatchChoice[] = [
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
];

/**
 * The header's Log Match chooser on phones and for guests (issue 28: one tap from every screen). It stands in for the
 * navbar's menu there, so it offers the navbar's entries and the sidebar's replay import: every way to log, each only
 * when its mode is enabled.
 */
export const HEADER_LOG_MATCH_CHOICES: LogMatchChoice[] = [
  ...NAVBAR_LOG_MATCH_CHOICES,
  ...SIDEBAR_LOG_MATCH_CHOICES.filter((choice) => !NAVBAR_LOG_MATCH_CHOICES.some((entry) => entry.to === choice.to)),
];
