/**
 * The cards a log shows per player (issue 12).
 *
 * Definitions: a card is keyed by its name as the log writes it, ignoring case; `mentions` counts every line or list
 * item naming it for that player; `actions` lists each kind of use once, in order of first use; `attacks` counts its
 * 'attacked' uses; `evolvedFrom` names (as first written) the cards an `evolved` line turned into it; `firstUsedTurn` is
 * set by the timeline (timeline.ts), which reads the same lines.
 *
 * Decisions:
 * - English names and species come from `lookupCardName` once per distinct name, so a long log costs one look-up per
 *   card, not per mention.
 * - A card id before the name (`(sv10_32) …`, normalize.ts) is dropped, and a list item that ends like a sentence
 *   (`.`/`!`) is not a card: it is the last card of a flattened list with the next line glued on (unflatten.ts).
 */
import { lookupCardName } from './names/index.ts';
import { stripCardId } from './normalize.ts';
import type { PtcglCardAction, PtcglCardSeen, PtcglLanguage } from './types.ts';

export class CardsSeen {
  private readonly byPlayer = new Map<string, Map<string, PtcglCardSeen>>();
  private readonly language: PtcglLanguage;

  constructor(language: PtcglLanguage) {
    this.language = language;
  }

  add(player: string | null, name: string | undefined, action: PtcglCardAction | null): void {
    const seen = this.entry(player, name);
    if (!seen) return;
    seen.mentions += 1;
    if (action === 'attacked') seen.attacks = (seen.attacks ?? 0) + 1;
    if (action && !seen.actions.includes(action)) seen.actions.push(action);
  }

  /** An evolution line: `from` is mentioned, `to` was evolved into and remembers `from` (one link per pair). */
  evolve(player: string | null, from: string | undefined, to: string | undefined): void {
    this.add(player, from, null);
    this.add(player, to, 'evolved');
    const base = this.entry(player, from);
    const evolution = this.entry(player, to);
    if (!base || !evolution || base === evolution) return;
    const links = (evolution.evolvedFrom ??= []);
    if (!links.includes(base.name)) links.push(base.name);
  }

  /** The entry of a card, created with no mentions on first sight; null for no player or a name that is no card. */
  entry(player: string | null, name: string | undefined): PtcglCardSeen | null {
    if (!player || !name) return null;
    const trimmed = stripCardId(name.trim());
    if (trimmed === '' || trimmed.length > 80 || /[.!]$/.test(trimmed)) return null;
    let cards = this.byPlayer.get(player);
    if (!cards) {
      cards = new Map();
      this.byPlayer.set(player, cards);
    }
    const key = trimmed.toLowerCase();
    let seen = cards.get(key);
    if (!seen) {
      const lookup = safeLookup(trimmed, this.language);
      seen = {
        name: trimmed,
        englishName: lookup.englishName,
        species: lookup.species,
        mentions: 0,
        actions: [],
        firstUsedTurn: null,
      };
      cards.set(key, seen);
    }
    return seen;
  }

  /** Per player of `players`, the cards in order of first mention (an empty list for a player with none). */
  result(players: readonly string[]): Record<string, PtcglCardSeen[]> {
    const out: Record<string, PtcglCardSeen[]> = {};
    for (const player of players) out[player] = [...(this.byPlayer.get(player)?.values() ?? [])];
    return out;
  }
}

function safeLookup(name: string, language: PtcglLanguage): { englishName: string | null; species: string | null } {
  try {
    const found = lookupCardName(name, language);
    return { englishName: found.englishName, species: found.species };
  } catch {
    // The reader never throws, even if the catalogue does.
    return { englishName: null, species: null };
  }
}
