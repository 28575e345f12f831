/**
 * The Limitless API's answers as the import reads them (issue 15). Limitless documents these fields; the readers in
 * `upstream.ts` turn whatever JSON arrives into these shapes leniently — an entry that cannot be read is left out
 * and counted, a whole answer that cannot be read is null — and never throw.
 *
 * - `GET /tournaments?game=&format=&limit=&page=` → `[{ id, game, format, name, date, players }]`
 * - `GET /tournaments/{id}/details` → the above plus `organizer { id, name, logo }`, `decklists` (boolean),
 *   `isPublic`, `isOnline`, `phases [{ phase, type (SWISS, SINGLE_ELIMINATION, …), rounds, mode (BO1, BO3, …) }]`
 * - `GET /tournaments/{id}/standings` → `[{ player (username), name, country, placing, record { wins, losses, ties },
 *   decklist, deck { id, name, icons }, drop }]`; the decklist is per game: PTCG `{ pokemon, trainer, energy:
 *   [{ count, name, set, number }] }`, VGC `[{ id, name, item, ability, attacks: [], tera }]`.
 * - `GET /tournaments/{id}/pairings` → `[{ round, phase, table, match, winner, player1, player2 }]`; `winner` is a
 *   username, 0 for a tie, -1 for a double loss (absent or null while unreported); a bye has no player2.
 */

export interface LimitlessUpstreamTournament {
  id: string;
  /** Limitless game id as sent ('PTCG', 'VGC', …). */
  game: string;
  format: string | null;
  name: string;
  /** ISO date-time as sent. */
  date: string;
  players: number;
}

export interface LimitlessUpstreamPhase {
  phase: number;
  type: string;
  rounds: number;
  mode: string;
}

export interface LimitlessUpstreamDetails extends LimitlessUpstreamTournament {
  organizer: string | null;
  decklists: boolean;
  isOnline: boolean | null;
  phases: LimitlessUpstreamPhase[];
}

export interface LimitlessUpstreamCard {
  count: number;
  name: string;
  set: string;
  number: string;
}

export interface LimitlessUpstreamTcgList {
  pokemon: LimitlessUpstreamCard[];
  trainer: LimitlessUpstreamCard[];
  energy: LimitlessUpstreamCard[];
}

export interface LimitlessUpstreamVgcPokemon {
  /** Limitless's species id (e.g. 'flutter-mane'), as sent, or ''. */
  id: string;
  /** Display name (e.g. 'Flutter Mane'). */
  name: string;
  item: string;
  ability: string;
  attacks: string[];
  tera: string;
}

export interface LimitlessUpstreamStanding {
  player: string;
  name: string;
  country: string | null;
  placing: number | null;
  record: { wins: number; losses: number; ties: number };
  /** PTCG list, VGC team, or null when the tournament publishes none. */
  decklist: LimitlessUpstreamTcgList | LimitlessUpstreamVgcPokemon[] | null;
  deck: { id: string; name: string; icons: string[] } | null;
  drop: number | null;
}

export interface LimitlessUpstreamPairing {
  round: number;
  phase: number;
  table: number | null;
  match: string | null;
  /** A username, 0 (tie), -1 (double loss) or null (not reported yet). */
  winner: string | 0 | -1 | null;
  player1: string;
  /** null: a bye. */
  player2: string | null;
}

/** A reader's answer: the entries it could read, how many it left out. */
export interface LimitlessRead<T> {
  items: T[];
  skipped: number;
}
