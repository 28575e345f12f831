/**
 * Readers of the Limitless API's answers (issue 15; shapes in `types.ts`). The server hands them whatever JSON came
 * back; they keep what they can read and never throw.
 *
 * Decisions:
 * - A whole answer of the wrong kind (not an array for lists, not an object for details) is null: the caller says
 *   "Limitless answered with something we could not read". An entry that cannot be read is left out and counted in
 *   `skipped`, so one broken line never hides a tournament or a player.
 * - Required per entry: a tournament's id (`LIMITLESS_ID_PATTERN`), game, name and a start date with a calendar day;
 *   a standing's username (`player`); a pairing's round and player1. Everything else has a default: format null,
 *   players 0, name = username, country/placing/drop null, record 0-0-0, decklist and deck null, phase 1, table null.
 * - Numbers may arrive as strings (`"3"`), usernames and card numbers as numbers; `lenient.ts` reads both.
 * - A pairing's `winner`: a username, 0 (tie) or -1 (double loss), also as `"0"`/`"-1"`; missing, null or '' is "not
 *   reported yet". player2 missing, null or '' is a bye; a pairing with only player2 has it moved to player1.
 * - Decklists by shape, not by game: an array is a VGC team (entries without a name left out), an object with
 *   `pokemon`/`trainer`/`energy` arrays a TCG list (cards need a name and a count of 1–60); anything else (another
 *   game's list, an empty list) is null. Two standings of one username (any letter case) keep the first.
 * - Details' phases are sorted by phase number; a phase without a number is left out. Type and mode are upper-cased
 *   (`swiss` → `SWISS`); a missing mode is '' (read as Bo3 by the review, see `rounds.ts`).
 */
import { LIMITLESS_ID_PATTERN, type LimitlessGame } from '../../schemas/limitless.ts';
import { TCG_DECK_SIZE } from '../../constants.ts';
import { boolOf, intOf, isRecord, nonEmptyTextOf, textOf, textsOf, type JsonRecord } from './lenient.ts';
import type {
  LimitlessRead,
  LimitlessUpstreamCard,
  LimitlessUpstreamDetails,
  LimitlessUpstreamPairing,
  LimitlessUpstreamPhase,
  LimitlessUpstreamStanding,
  LimitlessUpstreamTcgList,
  LimitlessUpstreamTournament,
  LimitlessUpstreamVgcPokemon,
} from './types.ts';

/** Limitless game id → ours ('PTCG' → 'tcg', 'VGC' → 'vgc'), any letter case; null for every other game. */
export function limitlessGameOf(gameId: string): LimitlessGame | null {
  const id = typeof gameId === 'string' ? gameId.trim().toUpperCase() : '';
  return id === 'PTCG' ? 'tcg' : id === 'VGC' ? 'vgc' : null;
}

/** The UTC calendar day (`YYYY-MM-DD`) of a Limitless date-time (or bare date), or null. */
export function limitlessDayOf(date: string): string | null {
  if (typeof date !== 'string' || !/^\s*\d{4}-\d{2}-\d{2}/.test(date)) return null;
  // A time without an offset is UTC: JavaScript would read it in the machine's zone, and core never does.
  const trimmed = date.trim().replace(/(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/, '$1Z');
  const time = Date.parse(trimmed);
  return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : null;
}

function readList<T>(json: unknown, readEntry: (entry: unknown) => T | null): LimitlessRead<T> | null {
  if (!Array.isArray(json)) return null;
  const items: T[] = [];
  let skipped = 0;
  for (const entry of json) {
    const item = readEntry(entry);
    if (item === null) skipped++;
    else items.push(item);
  }
  return { items, skipped };
}

function readTournament(entry: unknown): LimitlessUpstreamTournament | null {
  if (!isRecord(entry)) return null;
  const id = textOf(entry.id);
  const game = nonEmptyTextOf(entry.game);
  const name = nonEmptyTextOf(entry.name);
  const date = textOf(entry.date);
  if (id === null || !LIMITLESS_ID_PATTERN.test(id) || game === null || name === null) return null;
  if (date === null || limitlessDayOf(date) === null) return null;
  const players = intOf(entry.players);
  return { id, game, format: nonEmptyTextOf(entry.format), name, date, players: players && players > 0 ? players : 0 };
}

export function readLimitlessTournaments(json: unknown): LimitlessRead<LimitlessUpstreamTournament> | null {
  return readList(json, readTournament);
}

function readPhase(entry: unknown): LimitlessUpstreamPhase | null {
  if (!isRecord(entry)) return null;
  const phase = intOf(entry.phase);
  if (phase === null) return null;
  const rounds = intOf(entry.rounds);
  return {
    phase,
    type: (textOf(entry.type) ?? '').toUpperCase(),
    rounds: rounds !== null && rounds > 0 ? rounds : 0,
    mode: (textOf(entry.mode) ?? '').toUpperCase(),
  };
}

function organizerName(value: unknown): string | null {
  return isRecord(value) ? nonEmptyTextOf(value.name) : nonEmptyTextOf(value);
}

export function readLimitlessDetails(json: unknown): LimitlessUpstreamDetails | null {
  const tournament = readTournament(json);
  if (tournament === null) return null;
  const details = json as JsonRecord;
  const phases = (Array.isArray(details.phases) ? details.phases : [])
    .map(readPhase)
    .filter((phase): phase is LimitlessUpstreamPhase => phase !== null)
    .sort((a, b) => a.phase - b.phase);
  return {
    ...tournament,
    organizer: organizerName(details.organizer),
    decklists: boolOf(details.decklists) ?? false,
    isOnline: boolOf(details.isOnline),
    phases,
  };
}

function readCard(entry: unknown): LimitlessUpstreamCard | null {
  if (!isRecord(entry)) return null;
  const name = nonEmptyTextOf(entry.name);
  const count = intOf(entry.count);
  if (name === null || count === null || count < 1 || count > TCG_DECK_SIZE) return null;
  return { count, name, set: textOf(entry.set) ?? '', number: textOf(entry.number) ?? '' };
}

const readCards = (value: unknown): LimitlessUpstreamCard[] =>
  (Array.isArray(value) ? value : []).map(readCard).filter((card): card is LimitlessUpstreamCard => card !== null);

function readVgcPokemon(entry: unknown): LimitlessUpstreamVgcPokemon | null {
  if (!isRecord(entry)) return null;
  const name = nonEmptyTextOf(entry.name);
  if (name === null) return null;
  return {
    id: textOf(entry.id) ?? '',
    name,
    item: textOf(entry.item) ?? '',
    ability: textOf(entry.ability) ?? '',
    attacks: textsOf(entry.attacks),
    tera: textOf(entry.tera) ?? '',
  };
}

function readDecklist(value: unknown): LimitlessUpstreamStanding['decklist'] {
  if (Array.isArray(value)) {
    const team = value.map(readVgcPokemon).filter((p): p is LimitlessUpstreamVgcPokemon => p !== null);
    return team.length > 0 ? team : null;
  }
  if (!isRecord(value) || !['pokemon', 'trainer', 'energy'].some((key) => Array.isArray(value[key]))) return null;
  const list: LimitlessUpstreamTcgList = {
    pokemon: readCards(value.pokemon),
    trainer: readCards(value.trainer),
    energy: readCards(value.energy),
  };
  return list.pokemon.length + list.trainer.length + list.energy.length > 0 ? list : null;
}

function readDeck(value: unknown): LimitlessUpstreamStanding['deck'] {
  if (!isRecord(value)) return null;
  const name = nonEmptyTextOf(value.name);
  const icons = textsOf(value.icons);
  if (name === null && icons.length === 0) return null;
  return { id: textOf(value.id) ?? '', name: name ?? '', icons };
}

function readRecord(value: unknown): LimitlessUpstreamStanding['record'] {
  const record = isRecord(value) ? value : {};
  const count = (v: unknown) => Math.max(0, intOf(v) ?? 0);
  return { wins: count(record.wins), losses: count(record.losses), ties: count(record.ties) };
}

function readStanding(entry: unknown): LimitlessUpstreamStanding | null {
  if (!isRecord(entry)) return null;
  const player = nonEmptyTextOf(entry.player);
  if (player === null) return null;
  const placing = intOf(entry.placing);
  const drop = intOf(entry.drop);
  return {
    player,
    name: nonEmptyTextOf(entry.name) ?? player,
    country: nonEmptyTextOf(entry.country),
    placing: placing !== null && placing > 0 ? placing : null,
    record: readRecord(entry.record),
    decklist: readDecklist(entry.decklist),
    deck: readDeck(entry.deck),
    drop: drop !== null && drop > 0 ? drop : null,
  };
}

export function readLimitlessStandings(json: unknown): LimitlessRead<LimitlessUpstreamStanding> | null {
  const read = readList(json, readStanding);
  if (read === null) return null;
  const seen = new Set<string>();
  const items = read.items.filter((standing) => {
    const key = standing.player.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { items, skipped: read.skipped + read.items.length - items.length };
}

function readWinner(value: unknown): LimitlessUpstreamPairing['winner'] {
  const text = textOf(value);
  if (text === null || text === '') return null;
  if (text === '0') return 0;
  if (text === '-1') return -1;
  return text;
}

function readPairing(entry: unknown): LimitlessUpstreamPairing | null {
  if (!isRecord(entry)) return null;
  const round = intOf(entry.round);
  let player1 = nonEmptyTextOf(entry.player1);
  let player2 = nonEmptyTextOf(entry.player2);
  if (player1 === null) [player1, player2] = [player2, null];
  if (round === null || player1 === null) return null;
  const phase = intOf(entry.phase);
  const table = intOf(entry.table);
  return {
    round,
    phase: phase ?? 1,
    table: table !== null && table > 0 ? table : null,
    match: nonEmptyTextOf(entry.match),
    winner: readWinner(entry.winner),
    player1,
    player2,
  };
}

export function readLimitlessPairings(json: unknown): LimitlessRead<LimitlessUpstreamPairing> | null {
  return readList(json, readPairing);
}
