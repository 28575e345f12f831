/**
 * A player's rounds in a Limitless tournament (issue 15, step 3 "every round with the opponent's name, their deck …,
 * the result (W/L/T, byes shown and not imported as matches), Swiss or top cut, Bo1/Bo3").
 *
 * Definitions:
 * - A round of the player's is a pairing with their username on either side (letter case ignored: the pairings and
 *   the standings do not always agree on it).
 * - Result: no opponent → 'bye'; winner missing → 'unreported'; winner 0 → 'tie'; winner -1 → 'loss' with
 *   `doubleLoss`; the player's username → 'win'; the opponent's → 'loss'; any other winner (a name on neither side)
 *   → 'unreported', since we cannot tell. Unreported rounds are shown and not imported; byes are imported (issue 29:
 *   `specialResult` 'bye', a win without games).
 * - Kind and best-of from the pairing's phase (`limitlessPhaseKind`, `limitlessBestOf`); a phase the details do not
 *   list is 'other' and Bo3 (its mode is unknown, so the match records its result only).
 * - Labels: 'Round N' for Swiss and other phases. Top cut: from a live bracket's match label when it has the
 *   `T<size>-<n>` shape (`T8-3` → 'Top 8', `T2-1` → 'Finals'); else the size is twice the pairings of the phase's
 *   first round, halved each round after it; a size of 2 or less is 'Finals'.
 * - Order: phase, round, then the larger top cut first (live brackets count as one round), then the table.
 *
 * Decisions:
 * - The same (phase, round, match label) twice for the player is one round: the reported entry wins, else the first
 *   (Limitless has sent a pairing twice while a round was being corrected).
 */
import type { LimitlessPlayer, LimitlessRound, LimitlessTournamentInfo } from '../../schemas/limitless.ts';
import { limitlessUsernameKey } from './tournaments.ts';
import type { LimitlessUpstreamPairing } from './types.ts';

type Opponent = NonNullable<LimitlessRound['opponent']>;

const TOP_CUT_MATCH = /^T(\d{1,4})(?:-|$)/i;

function topCutLabel(size: number): string {
  return size <= 2 ? 'Finals' : `Top ${size}`;
}

/** Per phase: its first round and the distinct pairings in it (a pairing sent twice counts once). */
function firstRounds(pairings: readonly LimitlessUpstreamPairing[]): Map<number, { round: number; count: number }> {
  const first = new Map<number, { round: number; pairs: Set<string> }>();
  for (const pairing of pairings) {
    const pair = [pairing.player1, pairing.player2 ?? ''].map(limitlessUsernameKey).sort().join('|');
    const held = first.get(pairing.phase);
    if (!held || pairing.round < held.round) first.set(pairing.phase, { round: pairing.round, pairs: new Set([pair]) });
    else if (pairing.round === held.round) held.pairs.add(pair);
  }
  return new Map([...first].map(([phase, { round, pairs }]) => [phase, { round, count: pairs.size }]));
}

function topCutSize(
  pairing: LimitlessUpstreamPairing,
  first: Map<number, { round: number; count: number }>,
): number | null {
  const fromMatch = pairing.match ? TOP_CUT_MATCH.exec(pairing.match) : null;
  if (fromMatch) return Number(fromMatch[1]);
  const phase = first.get(pairing.phase);
  if (!phase) return null;
  const size = (phase.count * 2) / 2 ** Math.max(0, pairing.round - phase.round);
  return size >= 1 ? Math.ceil(size) : null;
}

function resultOf(
  pairing: LimitlessUpstreamPairing,
  me: string,
  opponent: string | null,
): Pick<LimitlessRound, 'result' | 'doubleLoss'> {
  const plain = (result: LimitlessRound['result']) => ({ result, doubleLoss: false });
  if (opponent === null) return plain('bye');
  const winner = pairing.winner;
  if (winner === null) return plain('unreported');
  if (winner === 0) return plain('tie');
  if (winner === -1) return { result: 'loss', doubleLoss: true };
  const key = limitlessUsernameKey(winner);
  if (key === me) return plain('win');
  if (key === limitlessUsernameKey(opponent)) return plain('loss');
  return plain('unreported');
}

function opponentOf(username: string, players: ReadonlyMap<string, LimitlessPlayer>): Opponent {
  const player = players.get(limitlessUsernameKey(username));
  if (!player) return { username, name: username, country: null, archetype: null, team: [] };
  const { name, country, archetype, team } = player;
  return { username: player.username, name, country, archetype, team: [...team] };
}

/** The player's pairings, one per (phase, round, match label) (see header). */
function playerPairings(pairings: readonly LimitlessUpstreamPairing[], me: string): LimitlessUpstreamPairing[] {
  const byKey = new Map<string, LimitlessUpstreamPairing>();
  for (const pairing of pairings) {
    const sides = [pairing.player1, pairing.player2].filter((side): side is string => side !== null);
    if (!sides.some((side) => limitlessUsernameKey(side) === me)) continue;
    const key = `${pairing.phase}|${pairing.round}|${pairing.match ?? ''}`;
    const held = byKey.get(key);
    if (!held || (held.winner === null && pairing.winner !== null)) byKey.set(key, pairing);
  }
  return [...byKey.values()];
}

/** The player's rounds as step 3 shows them (see header). */
export function limitlessRounds(
  pairings: readonly LimitlessUpstreamPairing[],
  username: string,
  players: readonly LimitlessPlayer[],
  phases: LimitlessTournamentInfo['phases'],
): LimitlessRound[] {
  const me = limitlessUsernameKey(username);
  const byUsername = new Map(players.map((player) => [limitlessUsernameKey(player.username), player]));
  const first = firstRounds(pairings);
  const rounds = playerPairings(pairings, me).map((pairing) => {
    const phase = phases.find((p) => p.phase === pairing.phase);
    const kind = phase?.kind ?? 'other';
    const bestOf = phase?.bestOf ?? 3;
    const size = kind === 'topcut' ? topCutSize(pairing, first) : null;
    const mineFirst = limitlessUsernameKey(pairing.player1) === me;
    const opponentName = mineFirst ? pairing.player2 : pairing.player1;
    const { result, doubleLoss } = resultOf(pairing, me, opponentName);
    // Issue 29: a bye is imported too, as a match without games recording `specialResult` 'bye' (a win).
    const imported = result !== 'unreported';
    const round: LimitlessRound = {
      round: pairing.round,
      phase: pairing.phase,
      kind,
      label: size !== null ? topCutLabel(size) : `Round ${pairing.round}`,
      table: pairing.table,
      bestOf,
      result,
      doubleLoss,
      imported,
      resultOnly: imported && (bestOf === 3 || result === 'tie' || result === 'bye'),
      opponent: opponentName === null ? null : opponentOf(opponentName, byUsername),
    };
    return { round, size: size ?? 0 };
  });
  return rounds
    .sort(
      (a, b) =>
        a.round.phase - b.round.phase ||
        a.round.round - b.round.round ||
        b.size - a.size ||
        (a.round.table ?? 0) - (b.round.table ?? 0),
    )
    .map(({ round }) => round);
}
