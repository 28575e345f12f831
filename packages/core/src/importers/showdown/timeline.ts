/**
 * The timeline of a Showdown battle (issue 30): switches, chosen moves, Terastallizations, Mega Evolutions, faints and
 * a forfeit in log order. readShowdownReplay.ts feeds it while it reads; the event shape is ShowdownTimelineEvent.
 *
 * Decisions:
 * - Events keep the field entry (battleState.ts), not the Pokémon, and are named once the battle is read, so an
 *   Illusion revealed later (`|replace|`) names its user in the events before the reveal too, as `leads` and `faints`
 *   do. The `|replace|` itself is a switch of the Illusion user.
 * - A Pokémon's Mega Evolution is one event, at whichever of `|-mega|` and its forme change comes first (current logs
 *   write the forme change first, older ones only `|-mega|`).
 * - A forfeit is placed where the message stands and given the side of the player `forfeitedBy` names; without a side
 *   it is left out.
 * - At most MAX_EVENTS events are kept: a real battle has a few hundred, a hostile log could write millions.
 */
import type { BattleEntry, BattlePokemon } from './battleState.ts';
import type { ShowdownSide, ShowdownTimelineAction, ShowdownTimelineEvent } from './types.ts';

const MAX_EVENTS = 5000;

interface PendingEvent {
  turn: number;
  action: ShowdownTimelineAction;
  entry: BattleEntry | null;
  move?: string;
}

export class ShowdownTimeline {
  private readonly pending: PendingEvent[] = [];
  private readonly megaEvolved = new Set<BattlePokemon>();

  add(turn: number, action: Exclude<ShowdownTimelineAction, 'forfeit'>, entry: BattleEntry, move?: string): void {
    if (this.pending.length >= MAX_EVENTS) return;
    if (action === 'mega') {
      if (this.megaEvolved.has(entry.pokemon)) return;
      this.megaEvolved.add(entry.pokemon);
    }
    this.pending.push(move === undefined ? { turn, action, entry } : { turn, action, entry, move });
  }

  /** A forfeit message; its side is known once the reading has named who forfeited. */
  forfeit(turn: number): void {
    if (this.pending.length < MAX_EVENTS) this.pending.push({ turn, action: 'forfeit', entry: null });
  }

  events(forfeitSide: ShowdownSide | null): ShowdownTimelineEvent[] {
    const events: ShowdownTimelineEvent[] = [];
    for (const { turn, action, entry, move } of this.pending) {
      if (!entry) {
        if (forfeitSide) events.push({ turn, side: forfeitSide, action, pokemon: null });
        continue;
      }
      const event: ShowdownTimelineEvent = { turn, side: entry.pokemon.side, action, pokemon: entry.pokemon.brought };
      if (move !== undefined) event.move = move;
      events.push(event);
    }
    return events;
  }
}
