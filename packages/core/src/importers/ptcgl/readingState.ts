/**
 * What readPtcglLog has learnt so far while walking a log, and how it becomes a PtcglLogReading (issue 12). The
 * definitions and decisions are in readPtcglLog.ts; this file holds the bookkeeping.
 */
import type { PhraseKey, PhraseMatch } from './compile.ts';
import type { CardsSeen } from './cardsSeen.ts';
import type { PtcglEndSide } from './endSide.ts';
import { stripCardId } from './normalize.ts';
import { isPlaceholderName } from './players.ts';
import type {
  PtcglCardAction,
  PtcglEndReason,
  PtcglLanguage,
  PtcglLogReading,
  PtcglPrizeEvent,
  PtcglProblem,
} from './types.ts';

const PRIZE_COUNT = 6;

export interface PtcglEnding {
  winner: string | null;
  loser: string | null;
  kind: PtcglEndReason | null;
}

export class ReadingState {
  readonly players: string[];
  private readonly canonical = new Map<string, string>();
  readonly cards: CardsSeen;
  readonly problems: PtcglProblem[] = [];
  coinFlip: PtcglLogReading['coinFlip'] = { caller: null, call: null, winner: null };
  declaredFirst: string | null = null;
  declaredSecond: string | null = null;
  openingHandOf: string | null = null;
  timedOut: string | null = null;
  /** The side of the exporter the last ending's winner is on, when its wording tells (endSide.ts). */
  endSide: PtcglEndSide | null = null;
  private turns = 0;
  private turnPlayer: string | null = null;
  private turnNeedsPlayer = false;
  private firstTurnPlayer: string | null = null;
  private readonly mulliganLines = new Map<string, number>();
  private readonly mulliganMany = new Map<string, number>();
  private readonly mulliganReveals = new Map<string, number>();
  private readonly mulliganBonus = new Set<string>();
  private lastMulligan: string | null = null;
  private readonly prizes = new Map<string, number>();
  private readonly prizeOrder: PtcglPrizeEvent[] = [];
  private readonly revealedPrizeCards = new Map<string, string[]>();
  private readonly ownerScore = new Map<string, number>();
  private openingRevealOwner: string | null = null;
  private lastKnockedOut: string | null = null;

  constructor(players: readonly string[], cards: CardsSeen) {
    this.players = [...players];
    for (const player of players) this.canonical.set(player.toLowerCase(), player);
    this.cards = cards;
  }

  /** The known player a slot names (any letter case), or null. */
  known(name: string | undefined): string | null {
    if (!name) return null;
    return this.canonical.get(name.trim().toLowerCase()) ?? null;
  }

  /** The winner of an ending; a name not seen before joins the players when there is room (a very short log). */
  winnerName(name: string): string | null {
    const trimmed = name.trim();
    const known = this.known(trimmed);
    if (known) return known;
    if (trimmed === '' || isPlaceholderName(trimmed) || this.players.length >= 2) return null;
    this.players.push(trimmed);
    this.canonical.set(trimmed.toLowerCase(), trimmed);
    return trimmed;
  }

  startTurn(player: string | null): void {
    this.turns += 1;
    this.turnPlayer = player;
    this.turnNeedsPlayer = player === null;
    if (player && !this.firstTurnPlayer) this.firstTurnPlayer = player;
  }

  /** The first known actor after a heading without a usable name is that turn's player. */
  noteActor(player: string | null): void {
    if (!player || !this.turnNeedsPlayer) return;
    this.turnPlayer = player;
    this.turnNeedsPlayer = false;
    if (!this.firstTurnPlayer) this.firstTurnPlayer = player;
  }

  evidence(player: string | null, weight: number): void {
    if (player) this.ownerScore.set(player, (this.ownerScore.get(player) ?? 0) + weight);
  }

  readMulligan(key: PhraseKey, player: string | null, opponent: string | null, n: number): void {
    const count = Number.isFinite(n) ? n : 1;
    if (key === 'mulliganOne' && player) {
      this.mulliganLines.set(player, (this.mulliganLines.get(player) ?? 0) + 1);
      this.lastMulligan = player;
    } else if (key === 'mulliganMany' && player) {
      this.mulliganMany.set(player, Math.max(this.mulliganMany.get(player) ?? 0, count));
      this.lastMulligan = player;
    } else if (key === 'mulliganReveal' && this.lastMulligan) {
      this.mulliganReveals.set(this.lastMulligan, Math.max(this.mulliganReveals.get(this.lastMulligan) ?? 0, count));
    } else if (key === 'mulliganBonus' && opponent) {
      this.mulliganBonus.add(opponent);
    }
  }

  takePrizes(player: string | null, count: number): void {
    if (!player || !Number.isFinite(count) || count <= 0) return;
    this.prizes.set(player, (this.prizes.get(player) ?? 0) + count);
    this.prizeOrder.push({ player, count, turn: this.turns });
  }

  revealPrizeCard(player: string | null, card: string): void {
    const name = stripCardId(card.trim());
    if (!player || name === '') return;
    this.evidence(player, 3);
    const list = this.revealedPrizeCards.get(player) ?? [];
    list.push(name);
    this.revealedPrizeCards.set(player, list);
    this.cards.add(player, name, 'revealed');
  }

  /** A `•` card list, read in the context of the line above it. */
  readList(context: PhraseMatch | null, contextText: string, items: string[]): void {
    const key = context?.key;
    if (key === 'openingGrid') {
      if (this.openingHandOf && !this.openingRevealOwner) this.openingRevealOwner = this.openingHandOf;
      for (const item of items) this.cards.add(this.openingHandOf, item, 'drawn');
      return;
    }
    if (key === 'mulliganReveal') {
      for (const item of items) this.cards.add(this.lastMulligan, item, 'revealed');
      return;
    }
    const player = context ? this.known(context.slots.player) : this.leadingPlayer(contextText);
    let action: PtcglCardAction | null = 'revealed';
    if (key === 'drewPlayed') action = 'searched';
    else if (key === 'drewHidden') action = 'drawn';
    else if (key === 'discarded') action = 'discarded';
    else if (!context && /:\s*$/.test(contextText)) return; // A damage breakdown, not cards.
    for (const item of items) this.cards.add(player, item, action);
  }

  /** The known player an unread line starts with (`Ann shuffled 3 cards into their deck.`). */
  private leadingPlayer(text: string): string | null {
    const lower = text.toLowerCase();
    const found = [...this.players]
      .sort((a, b) => b.length - a.length)
      .find((player) => lower.startsWith(`${player.toLowerCase()} `));
    return found ?? null;
  }

  /** Card lines: plays, attachments, evolutions, draws, attacks, discards. */
  readAction(found: PhraseMatch, isSub: boolean): void {
    const s = found.slots;
    const player = this.known(s.player);
    const opponent = this.known(s.opponent);
    switch (found.key) {
      case 'playedToActive':
      case 'playedToBench':
      case 'playedStadium':
      case 'played':
        this.cards.add(player, s.card, 'played');
        break;
      case 'drewPlayed':
        this.cards.add(player, s.card, 'searched');
        break;
      case 'drewCard':
        if (isSub) this.cards.add(player, s.card, 'searched');
        else {
          this.cards.add(player, s.card, 'drawn');
          this.evidence(player, 3);
        }
        break;
      case 'drewHidden':
        if (s.n === undefined) this.evidence(player, isSub ? -1 : -3);
        break;
      case 'attached':
        this.cards.add(player, s.card, 'attached');
        this.cards.add(player, s.target, null);
        break;
      case 'evolved':
        this.cards.evolve(player, s.pokemon, s.target);
        break;
      case 'used':
        // An attack names what it hit or the damage; an ability names neither (types.ts, 'attacked').
        this.cards.add(player, s.pokemon, s.target !== undefined || s.damage !== undefined ? 'attacked' : null);
        this.cards.add(opponent, s.target, null);
        break;
      case 'knockedOut':
        this.cards.add(player, s.pokemon, null);
        this.lastKnockedOut = player;
        break;
      case 'retreated':
      case 'nowActive':
        this.cards.add(player, s.pokemon, null);
        break;
      case 'discarded':
        if (s.card !== undefined) this.cards.add(player, s.card, 'discarded');
        if (s.pokemon !== undefined) this.cards.add(player, s.pokemon, null);
        break;
      default:
        break;
    }
  }

  private other(player: string | null): string | null {
    if (!player) return null;
    return this.players.find((candidate) => candidate !== player) ?? null;
  }

  private owner(winner: string | null): string | null {
    if (this.openingRevealOwner) return this.openingRevealOwner;
    if (winner && this.endSide === 'owner') return winner;
    if (winner && this.endSide === 'opponent') {
      const other = this.other(winner);
      if (other) return other;
    }
    const scored = this.players.map((player) => ({ player, score: this.ownerScore.get(player) ?? 0 }));
    const best = [...scored].sort((a, b) => b.score - a.score)[0];
    if (best && best.score > 0 && scored.every((entry) => entry === best || entry.score < best.score))
      return best.player;
    // Only hidden draws seen: the owner is the other player, when known.
    const hidden = scored.filter((entry) => entry.score < 0);
    if (hidden.length === 1 && this.players.length === 2) return this.other(hidden[0]?.player ?? null);
    return null;
  }

  private wentFirst(): string | null {
    if (this.declaredFirst) return this.declaredFirst;
    if (this.declaredSecond) return this.other(this.declaredSecond) ?? this.firstTurnPlayer;
    return this.firstTurnPlayer;
  }

  private endReason(ending: PtcglEnding | null, winner: string | null, loser: string | null): PtcglEndReason | null {
    if (!ending || !winner) return null;
    const winnerPrizes = this.prizes.get(winner) ?? 0;
    if (ending.kind === 'concede' || ending.kind === 'deck_out' || ending.kind === 'timeout') return ending.kind;
    if (ending.kind === 'prizes' || winnerPrizes >= PRIZE_COUNT) return 'prizes';
    if (ending.kind === 'no_pokemon') return 'no_pokemon';
    if (this.timedOut && this.timedOut === loser) return 'timeout';
    if (loser && this.lastKnockedOut === loser) return 'no_pokemon';
    return null;
  }

  finish(language: PtcglLanguage, ending: PtcglEnding | null): PtcglLogReading {
    const winner = ending?.winner ?? null;
    const loser = ending?.loser ?? this.other(winner);
    const endReason = this.endReason(ending, winner, loser);
    if (endReason === 'prizes' && winner && (this.prizes.get(winner) ?? 0) < PRIZE_COUNT) {
      this.prizes.set(winner, PRIZE_COUNT);
    }
    const owner = this.owner(winner);
    const mulligans: Record<string, number> = {};
    const prizesTaken: Record<string, number> = {};
    for (const player of this.players) {
      mulligans[player] = Math.max(
        this.mulliganLines.get(player) ?? 0,
        this.mulliganMany.get(player) ?? 0,
        this.mulliganReveals.get(player) ?? 0,
        this.mulliganBonus.has(player) ? 1 : 0,
      );
      prizesTaken[player] = this.prizes.get(player) ?? 0;
    }
    return {
      isGameLog: true,
      notALogReason: null,
      language,
      players: [...this.players],
      owner,
      coinFlip: { ...this.coinFlip },
      wentFirst: this.wentFirst(),
      mulligans,
      prizesTaken,
      winner,
      endReason,
      concededBy: endReason === 'concede' ? loser : null,
      deckedOut: endReason === 'deck_out' ? loser : null,
      cards: this.cards.result(this.players),
      turns: this.turns,
      prizeOrder: [...this.prizeOrder],
      firstPrizeTakenBy: this.prizeOrder[0]?.player ?? null,
      ownerPrizeCards: owner ? [...(this.revealedPrizeCards.get(owner) ?? [])] : [],
      problems: this.problems,
    };
  }
}
