/**
 * The shapes of a player's personal VGC analytics (vgcPersonal.ts): what it reads of a game, a match, a team and a
 * season, and the answer it gives. Kept apart so that the per-match facts (vgcMatchFacts.ts), which vgcPersonal.ts
 * uses, can name the match and game shapes without importing the module that imports them.
 */
import type { PeriodRecord, RecordOverview, SeasonRef } from './recordOverTime.ts';
import type { SetPokemonLike, VgcMoveUsage } from './vgcMoveUsage.ts';
import type { VgcOpponentLeads } from './vgcOpponentLeads.ts';
import type { TeamBreakdownRow } from './vgcTeamBreakdown.ts';
import type { VgcMegaUsage } from './vgcMegaUsage.ts';
import type { VgcBringLead } from './vgcBringLead.ts';
import type { VgcTeraUsage } from './vgcTeraUsage.ts';
import type { VgcUsage } from './vgcUsage.ts';

export interface VgcAnalyticsGameLike {
  result?: string | null;
  leadPokemon?: readonly string[] | null;
  opponentLeadPokemon?: readonly string[] | null;
  broughtPokemon?: readonly string[] | null;
  opponentBroughtPokemon?: readonly string[] | null;
  teraPokemon?: string | null;
  opponentTeraPokemon?: string | null;
  megaPokemon?: string | null;
  opponentMegaPokemon?: string | null;
  movesUsed?: readonly { pokemon?: string | null; moves?: readonly string[] | null }[] | null;
  replayLink?: string | null;
}

/** What the VGC analytics read of a match. */
export interface VgcAnalyticsMatchLike {
  _id?: string;
  teamId?: string | null;
  playerTeam?: string | readonly string[] | null;
  format?: string | null;
  /** Issue 30: the advisor names the matches behind its figures. */
  opponentName?: string | null;
  /** The opponent's team preview (issue 30: the opponent trends of bring and lead). */
  opponentTeam?: readonly string[] | null;
  bestOf?: number | null;
  matchScore?: string | null;
  /** A result-only match's result (issue 15); its record reads it, its (absent) games add nothing to usage. */
  recordedResult?: string | null;
  date?: string | null;
  createdAt?: string | null;
  games?: readonly VgcAnalyticsGameLike[] | null;
}

/** What the VGC analytics read of a saved team: its id, name and its Pokémon's sets. */
export interface VgcAnalyticsTeamLike {
  _id: string;
  name?: string | null;
  pokemon?: readonly SetPokemonLike[] | null;
}

/** A season as the VGC records list it (the same reference as TCG's). */
export type VgcAnalyticsSeasonLike = SeasonRef;

export interface VgcPersonalAnalytics {
  totalMatches: number;
  filteredMatches: number;
  overview: RecordOverview;
  overTime: PeriodRecord[];
  usage: VgcUsage;
  opponentLeads: VgcOpponentLeads;
  moves: VgcMoveUsage;
  tera: VgcTeraUsage;
  /** Mega Evolution usage (issue 29, Pokémon Champions). */
  mega: VgcMegaUsage;
  /** Bring and lead (issue 30): your Pokémon brought and led, and the opponent trends (vgcBringLead.ts). */
  bringLead: VgcBringLead;
  teams: TeamBreakdownRow[];
  formats: string[];
}
