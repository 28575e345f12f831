/**
 * The timeline of a PTCGL game log (issue 30): every event in log order, kept short, and each card's first used
 * turn. ReadingState feeds it while it reads (readingState.ts); the event shape is PtcglTimelineEvent (types.ts).
 *
 * Definitions:
 * - A *used* action is 'played', 'attached', 'evolved' (into the card), 'attacked' or 'ability': the first turn of
 *   one is the card's `firstUsedTurn`. Draws, searches, discards, knock-outs, prize takes and retreats only show it.
 * - A *hidden count line* is one that counts cards without naming them (`Bo drew 3 cards.`, `Ann discarded 2
 *   cards.`, `Ann drew 2 cards and played them to the Bench.`): one event with no card, which the `•` list under it,
 *   when there is one, replaces with one event per card named.
 *
 * Decisions:
 * - Card names go through CardsSeen (cardsSeen.ts), so a timeline card is one the reading's `cards` lists, with the
 *   English name looked up once per distinct name; a text that is no card (a flattened list's glued tail) makes no
 *   event, as it makes no card.
 * - A card drawn and played straight from the deck (`drew Froakie and played it to the Bench.`) is 'searched' and
 *   then 'played' on the same turn: the log says both, and the card is in play from that turn on.
 * - Prize takes are one event per Prize card; the `… was added to Ann's hand.` lines right after a take name them in
 *   order. A card added to a hand with no take before it is not a prize and makes no event.
 * - Events name no line and copy no line text: a game's timeline is a few hundred short objects.
 */
import type { CardsSeen } from './cardsSeen.ts';
import { stripCardId } from './normalize.ts';
import type { PtcglTimelineAction, PtcglTimelineEvent } from './types.ts';

const USED_ACTIONS: ReadonlySet<PtcglTimelineAction> = new Set([
  'played',
  'attached',
  'evolved',
  'attacked',
  'ability',
]);

export class PtcglTimeline {
  readonly events: PtcglTimelineEvent[] = [];
  /** The event of the last hidden count line, while a card list may still replace it (see the header), or -1. */
  private countEvent = -1;
  /** The player of the latest prize take and how many of its events still wait for their card's name. */
  private prizePlayer: string | null = null;
  private prizeEvents: number[] = [];

  constructor(private readonly cards: CardsSeen) {}

  /** An event naming a card; none when the player is unknown or the text is no card. */
  card(
    turn: number,
    player: string | null,
    action: PtcglTimelineAction,
    name: string | undefined,
    target?: string,
  ): void {
    this.countEvent = -1;
    this.push(turn, player, action, name, target);
  }

  /** An event without a card (`drew a card.`, `shuffled their deck.`); a list under it may name its cards. */
  hidden(turn: number, player: string | null, action: PtcglTimelineAction, countsCards: boolean): void {
    this.countEvent = -1;
    if (!player) return;
    if (countsCards) this.countEvent = this.events.length;
    this.events.push({ turn, player, action, card: null, englishCard: null });
  }

  /**
   * The cards of a `•` list under a line: they replace the line's hidden count event, each as `actions` (in order),
   * or follow a named line as events of their own.
   */
  list(turn: number, player: string | null, actions: readonly PtcglTimelineAction[], items: readonly string[]): void {
    const replaced = this.countEvent >= 0 ? this.events[this.countEvent] : undefined;
    const replaces = replaced?.player === player && this.countEvent === this.events.length - 1;
    if (replaces && actions.length > 0) this.events.pop();
    this.countEvent = -1;
    for (const item of items) for (const action of actions) this.push(turn, player, action, item);
  }

  /** `Ann took 2 Prize cards.`: one event per card, named by the lines that reveal them (see the header). */
  prizes(turn: number, player: string | null, count: number): void {
    this.countEvent = -1;
    if (!player || !Number.isFinite(count) || count <= 0) return;
    this.prizePlayer = player;
    this.prizeEvents = [];
    for (let taken = 0; taken < count; taken += 1) {
      this.prizeEvents.push(this.events.length);
      this.events.push({ turn, player, action: 'prizeTaken', card: null, englishCard: null });
    }
  }

  /** `Iono was added to Ann's hand.` (or a hidden card): the next card of Ann's latest take, when one waits. */
  prizeCard(player: string | null, name: string | null): void {
    if (!player || player !== this.prizePlayer) return;
    const index = this.prizeEvents.shift();
    const event = index === undefined ? undefined : this.events[index];
    if (!event || name === null) return;
    const seen = this.cards.entry(player, name);
    if (!seen) return;
    event.card = stripCardId(name.trim());
    event.englishCard = seen.englishName;
  }

  /** Any other line: a list no longer belongs to the last count line, nor an added card to the last take. */
  otherLine(): void {
    this.countEvent = -1;
    this.prizePlayer = null;
    // Called for nearly every line: no new list unless a take's cards were still waiting.
    if (this.prizeEvents.length > 0) this.prizeEvents = [];
  }

  private push(
    turn: number,
    player: string | null,
    action: PtcglTimelineAction,
    name: string | undefined,
    target?: string,
  ): void {
    if (!player || !name) return;
    const seen = this.cards.entry(player, name);
    if (!seen) return;
    const event: PtcglTimelineEvent = {
      turn,
      player,
      action,
      card: stripCardId(name.trim()),
      englishCard: seen.englishName,
    };
    const targetName = target === undefined ? '' : stripCardId(target.trim());
    if (targetName !== '') event.target = targetName;
    this.events.push(event);
    if (USED_ACTIONS.has(action) && seen.firstUsedTurn === null) seen.firstUsedTurn = turn;
  }
}
