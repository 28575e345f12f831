/**
 * What readPtcglLog has learnt so far while walking a log, and how it becomes a PtcglLogReading (issue 12). The
 * definitions and decisions are in readPtcglLog.ts; this file holds the bookkeeping.
 */
import type { PhraseKey, PhraseMatch } from './compile.ts';
import type { CardsSeen } from './cardsSeen.ts';
import type { PtcglEndSide } from './endSide.ts';
import { stripCardId } from './normalize.ts';
import { isPlaceholderName } from './players.ts';
import { PtcglTimeline } from './timeline.ts';
import type {
  PtcglCardAction,
  PtcglEndReason,
  PtcglLanguage,
  PtcglLogReading,
  PtcglPrizeEvent,
  PtcglProblem,
  PtcglTimelineAction,
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
  readonly timeline: PtcglTimeline;
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
  /** Per player, the last card list under their opening hand, and the hands their mulligans revealed. */
  private readonly openingLists = new Map<string, string[]>();
  private readonly mulliganHands = new Map<string, string[][]>();

  constructor(players: readonly string[], cards: CardsSeen) {
    this.players = [...players];
    for (const player of players) this.canonical.set(player.toLowerCase(), player);
    this.cards = cards;
    this.timeline = new PtcglTimeline(cards);
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
    this.timeline.prizes(this.turns, player, count);
  }

  /** `Ann drew 7 cards for the opening hand.`: a draw, named by the card list under its grid header when there is one. */
  drewOpeningHand(player: string | null): void {
    this.timeline.hidden(this.turns, player, 'drew', true);
  }

  /** `A card was added to Bo's hand.`: a Prize card the log does not name. */
  hiddenPrizeCard(player: string | null): void {
    this.evidence(player, -3);
    this.timeline.prizeCard(player, null);
  }

  revealPrizeCard(player: string | null, card: string): void {
    const name = stripCardId(card.trim());
    if (!player || name === '') return;
    this.evidence(player, 3);
    const list = this.revealedPrizeCards.get(player) ?? [];
    list.push(name);
    this.revealedPrizeCards.set(player, list);
    this.cards.add(player, name, 'revealed');
    this.timeline.prizeCard(player, name);
  }

  /** A `•` card list, read in the context of the line above it. */
  readList(context: PhraseMatch | null, contextText: string, items: string[]): void {
    const key = context?.key;
    if (key === 'openingGrid') {
      if (this.openingHandOf && !this.openingRevealOwner) this.openingRevealOwner = this.openingHandOf;
      for (const item of items) this.cards.add(this.openingHandOf, item, 'drawn');
      if (this.openingHandOf) this.openingLists.set(this.openingHandOf, items.map(handCard));
      this.timeline.list(this.turns, this.openingHandOf, ['drew'], items);
      return;
    }
    if (key === 'mulliganReveal') {
      for (const item of items) this.cards.add(this.lastMulligan, item, 'revealed');
      if (this.lastMulligan) {
        const hands = this.mulliganHands.get(this.lastMulligan) ?? [];
        hands.push(items.map(handCard));
        this.mulliganHands.set(this.lastMulligan, hands);
      }
      return;
    }
    const player = context ? this.known(context.slots.player) : this.leadingPlayer(contextText);
    let action: PtcglCardAction | null = 'revealed';
    let events: readonly PtcglTimelineAction[] = [];
    if (key === 'drewPlayed') [action, events] = ['searched', ['searched', 'played']];
    else if (key === 'drewHidden') [action, events] = ['drawn', ['drew']];
    else if (key === 'discarded') [action, events] = ['discarded', ['discarded']];
    else if (key === 'shuffled') events = ['shuffled'];
    else if (!context && /:\s*$/.test(contextText)) return; // A damage breakdown, not cards.
    for (const item of items) this.cards.add(player, item, action);
    this.timeline.list(this.turns, player, events, items);
  }

  /** The known player an unread line starts with (`Ann shuffled 3 cards into their deck.`). */
  private leadingPlayer(text: string): string | null {
    const lower = text.toLowerCase();
    const found = [...this.players]
      .sort((a, b) => b.length - a.length)
      .find((player) => lower.startsWith(`${player.toLowerCase()} `));
    return found ?? null;
  }

  /** Card lines: plays, attachments, evolutions, draws, attacks, discards, shuffles; each also a timeline event. */
  readAction(found: PhraseMatch, isSub: boolean): void {
    const s = found.slots;
    const player = this.known(s.player);
    const opponent = this.known(s.opponent);
    const turn = this.turns;
    const timeline = this.timeline;
    switch (found.key) {
      case 'playedToActive':
      case 'playedToBench':
      case 'playedStadium':
      case 'played':
        this.cards.add(player, s.card, 'played');
        timeline.card(turn, player, 'played', s.card);
        break;
      case 'drewPlayed':
        this.cards.add(player, s.card, 'searched');
        if (s.card === undefined) timeline.hidden(turn, player, 'searched', true);
        else {
          timeline.card(turn, player, 'searched', s.card);
          timeline.card(turn, player, 'played', s.card);
        }
        break;
      case 'drewCard':
        if (isSub) this.cards.add(player, s.card, 'searched');
        else {
          this.cards.add(player, s.card, 'drawn');
          this.evidence(player, 3);
        }
        timeline.card(turn, player, isSub ? 'searched' : 'drew', s.card);
        break;
      case 'drewHidden':
        if (s.n === undefined) this.evidence(player, isSub ? -1 : -3);
        timeline.hidden(turn, player, 'drew', s.n !== undefined);
        break;
      case 'attached':
        this.cards.add(player, s.card, 'attached');
        this.cards.add(player, s.target, null);
        timeline.card(turn, player, 'attached', s.card, s.target);
        break;
      case 'evolved':
        this.cards.evolve(player, s.pokemon, s.target);
        timeline.card(turn, player, 'evolved', s.target, s.pokemon);
        break;
      case 'used': {
        // An attack names what it hit or the damage; an ability names neither (types.ts, 'attacked').
        const attack = s.target !== undefined || s.damage !== undefined;
        this.cards.add(player, s.pokemon, attack ? 'attacked' : null);
        this.cards.add(opponent, s.target, null);
        timeline.card(turn, player, attack ? 'attacked' : 'ability', s.pokemon, s.target);
        break;
      }
      case 'knockedOut':
        this.cards.add(player, s.pokemon, null);
        this.lastKnockedOut = player;
        timeline.card(turn, player, 'knockedOut', s.pokemon);
        break;
      case 'retreated':
        this.cards.add(player, s.pokemon, null);
        timeline.card(turn, player, 'retreated', s.pokemon);
        break;
      case 'nowActive':
        this.cards.add(player, s.pokemon, null);
        break;
      case 'discarded':
        if (s.card !== undefined) this.cards.add(player, s.card, 'discarded');
        if (s.pokemon !== undefined) this.cards.add(player, s.pokemon, null);
        if (s.card === undefined) timeline.hidden(turn, player, 'discarded', true);
        else timeline.card(turn, player, 'discarded', s.card, s.pokemon);
        break;
      case 'shuffled':
        if (s.card === undefined) timeline.hidden(turn, player, 'shuffled', s.n !== undefined);
        else {
          this.cards.add(player, s.card, null);
          timeline.card(turn, player, 'shuffled', s.card);
        }
        break;
      default:
        break;
    }
  }

  /**
   * The owner's opening hand (types.ts): the list under their opening hand, unless they took a mulligan and the list
   * is not shown to be the hand they kept (exports list the first hand, the one the first mulligan revealed).
   */
  private openingHand(owner: string | null): string[] {
    const list = owner ? this.openingLists.get(owner) : undefined;
    if (!owner || !list) return [];
    const mulliganed = (this.mulliganLines.get(owner) ?? 0) + (this.mulliganMany.get(owner) ?? 0) > 0;
    const revealed = this.mulliganHands.get(owner) ?? [];
    const key = list.join('\n').toLowerCase();
    if (revealed.some((hand) => hand.join('\n').toLowerCase() === key)) return [];
    return mulliganed && revealed.length === 0 ? [] : [...list];
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
    const mulliganHands: Record<string, string[][]> = {};
    for (const player of this.players) {
      mulliganHands[player] = this.mulliganHands.get(player) ?? [];
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
      timeline: this.timeline.events,
      openingHand: this.openingHand(owner),
      mulliganHands,
      problems: this.problems,
    };
  }
}

/** A card of a listed hand, as written without its card id. */
function handCard(item: string): string {
  return stripCardId(item.trim());
}
