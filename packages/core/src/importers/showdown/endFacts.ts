/**
 * The facts of a Showdown battle that are read once the whole log is (issue 13, 29, 30): the moves each side's Pokémon
 * chose, the side of a named player, and why the battle ended. Read at the end because an Illusion revealed late
 * changes whose entries, moves and faints they are (battleState.ts).
 */
import { showdownUserId } from '../../schemas/showdownImport.ts';
import type { BattleEntry } from './battleState.ts';
import type { EndCue } from './messages.ts';
import type { ShowdownMovesUsed, ShowdownReplayReading, ShowdownSide } from './types.ts';

/** Distinct moves kept per Pokémon: a hostile log could list any number. */
const MAX_MOVES_PER_POKEMON = 12;

/**
 * The moves each Pokémon of a side used, in the order of its first use, per Pokémon in the order of their first move;
 * read once the battle is over, so a move an Illusion made is the Illusion user's (its entry changed hands).
 */
export function movesUsedBy(
  side: ShowdownSide,
  uses: readonly { entry: BattleEntry; move: string }[],
): ShowdownMovesUsed[] {
  const bySpecies = new Map<string, Set<string>>();
  for (const { entry, move } of uses) {
    if (entry.pokemon.side !== side) continue;
    let moves = bySpecies.get(entry.pokemon.brought);
    if (!moves) bySpecies.set(entry.pokemon.brought, (moves = new Set()));
    if (moves.size < MAX_MOVES_PER_POKEMON) moves.add(move);
  }
  return [...bySpecies].map(([species, moves]) => ({ species, moves: [...moves] }));
}

/** The side whose player `name` is (by Showdown user id), or null. */
export function sideOf(reading: ShowdownReplayReading, name: string): ShowdownSide | null {
  const id = showdownUserId(name);
  if (id === '') return null;
  if (id === showdownUserId(reading.players.p1)) return 'p1';
  return id === showdownUserId(reading.players.p2) ? 'p2' : null;
}

/**
 * Why the battle ended (readShowdownReplay.ts, Definitions): a forfeit or inactivity message, else a knockout when
 * every Pokémon of the loser that entered the field fainted, else 'other'.
 */
export function endReason(
  reading: ShowdownReplayReading,
  ended: boolean,
  cue: EndCue | null,
  faints: readonly { entry: BattleEntry }[],
): ShowdownReplayReading['endReason'] {
  if (!ended) return null;
  if (reading.tie) return 'tie';
  if (reading.winner === null) return 'other';
  if (cue?.kind === 'forfeit' || cue?.kind === 'inactivity') return cue.kind;
  if (cue?.kind === 'other') return 'other';
  const winnerId = showdownUserId(reading.winner);
  const loser: ShowdownSide | null =
    winnerId === showdownUserId(reading.players.p1)
      ? 'p2'
      : winnerId === showdownUserId(reading.players.p2)
        ? 'p1'
        : null;
  if (!loser) return 'other';
  const fainted = new Set(faints.map(({ entry }) => entry.pokemon));
  const entered = reading.brought[loser];
  const faintedNames = new Set([...fainted].filter((pokemon) => pokemon.side === loser).map((p) => p.brought));
  return entered.length > 0 && entered.every((name) => faintedNames.has(name)) ? 'knockout' : 'other';
}
