/**
 * What the VGC usage figures read of a game's name lists, worked out once per distinct list for one computation
 * (issue 18 "Speed": a player's games repeat the same few hundred lead and brought lists, and usage, opponent leads,
 * moves, Tera and the team breakdown each cleaned, deduplicated and keyed every list of every game again).
 *
 * A list is identified by its names as written (each read as `String(name ?? '')`, the reading of every figure), held
 * in a tree of names so no joined text can make two lists one. Each reading is the one its figure defines:
 * - `cleaned`: the names trimmed, blanks dropped, in order (lead pairs, opponent leads).
 * - `species`: each counted Pokémon once (`countedSpecies`: Calyrex-Shadow and Calyrex-Ice apart, a Mega folded into
 *   its species), keyed by `countedSpeciesKey` (`vgcUsage` brought and opponents, the team breakdown's opponents).
 * - `once`: each name once ignoring case (`broughtOnce`: the sets moves and Tera types read).
 * - `usagePair`: `vgcUsage`'s lead pair for exactly two leads, as counted Pokémon.
 * - `leadPairKey`: `mostCommonLeadPair`'s key, the names as written ignoring case — the same key the server's
 *   `vgc_lead_pairs` column keeps (the dashboard summary reads it), so it is not counted by forme here.
 * - `opponentLeads`: `vgcOpponentLeads`' single leads and pair, as counted Pokémon.
 * A list's facts depend on its names only (never on teams: the figures that look sets up keep their own readings per
 * computation), so they may outlive the reader: the personal composite keeps them with each match's facts
 * (vgcMatchFacts.ts). The reader itself is built per computation.
 */
import { countedSpecies, countedSpeciesKey } from '../rules/countedSpecies.ts';
import { compareDeckNames } from './matchupTable.ts';

export interface SpeciesFact {
  /** `countedSpeciesKey`. */
  key: string;
  /** `countedSpecies`: the Pokémon as counted and shown. */
  base: string;
}

export interface PairFact {
  key: string;
  /** The two names A-Z (`compareDeckNames`). */
  sorted: [string, string];
}

export interface OpponentLeadsFact {
  /** Each lead once ignoring case, first spelling kept: [key, name]. */
  singles: [string, string][];
  pair: PairFact | null;
}

/** The readings of one name list (see header); each is worked out the first time a figure asks. */
export class NameListFacts {
  readonly cleaned: string[];
  private speciesOnce?: SpeciesFact[];
  private namesOnce?: string[];
  private usagePairFact?: PairFact | null;
  private leadPairKeyFact?: string | null;
  private opponentLeadsFact?: OpponentLeadsFact;

  constructor(names: readonly unknown[]) {
    const cleaned: string[] = [];
    for (const name of names) {
      const text = String(name ?? '').trim();
      if (text) cleaned.push(text);
    }
    this.cleaned = cleaned;
  }

  get species(): SpeciesFact[] {
    if (this.speciesOnce) return this.speciesOnce;
    const once: SpeciesFact[] = [];
    for (const name of this.cleaned) {
      const species = speciesFactOf(name);
      if (!once.some((s) => s.key === species.key)) once.push(species);
    }
    return (this.speciesOnce = once);
  }

  get once(): string[] {
    if (this.namesOnce) return this.namesOnce;
    const seen = new Set<string>();
    const out: string[] = [];
    for (const name of this.cleaned) {
      if (!seen.has(name.toLowerCase())) {
        seen.add(name.toLowerCase());
        out.push(name);
      }
    }
    return (this.namesOnce = out);
  }

  /** `vgcUsage`'s lead pair: exactly two names, as counted Pokémon, A-Z. */
  get usagePair(): PairFact | null {
    if (this.usagePairFact !== undefined) return this.usagePairFact;
    const pair = this.cleaned.length === 2 ? this.cleaned.map(countedSpecies) : null;
    return (this.usagePairFact = pair ? sortedPair(pair) : null);
  }

  /** `mostCommonLeadPair`'s key: exactly two names, lower case, sorted by code unit. */
  get leadPairKey(): string | null {
    if (this.leadPairKeyFact !== undefined) return this.leadPairKeyFact;
    return (this.leadPairKeyFact =
      this.cleaned.length === 2
        ? this.cleaned
            .map((name) => name.toLowerCase())
            .sort()
            .join('\n')
        : null);
  }

  get opponentLeads(): OpponentLeadsFact {
    if (this.opponentLeadsFact) return this.opponentLeadsFact;
    const seen = new Map<string, string>();
    const counted = this.cleaned.map(countedSpecies);
    for (const name of counted) if (!seen.has(countedSpeciesKey(name))) seen.set(countedSpeciesKey(name), name);
    const pair = counted.length === 2 && seen.size === 2 ? sortedPair(counted) : null;
    return (this.opponentLeadsFact = { singles: [...seen], pair });
  }
}

/** A trimmed, non-blank name as a counted Pokémon and its key. */
function speciesFactOf(name: string): SpeciesFact {
  return { key: countedSpeciesKey(name), base: countedSpecies(name) };
}

function sortedPair(names: readonly string[]): PairFact {
  const sorted = [...names].sort(compareDeckNames) as [string, string];
  return { key: sorted.map(countedSpeciesKey).join('\n'), sorted };
}

interface ListNode {
  next?: Map<string, ListNode>;
  facts?: NameListFacts;
}

/** The facts of name lists and names for one computation (see header). */
export class VgcFactsReader {
  private readonly root: ListNode = {};

  /** The facts of a list of names (absent: the empty list). */
  list(names: readonly unknown[] | null | undefined): NameListFacts {
    let node = this.root;
    const list = names ?? [];
    for (const name of list) {
      const text = typeof name === 'string' ? name : String(name ?? '');
      let next = node.next === undefined ? undefined : node.next.get(text);
      if (next === undefined) {
        next = {};
        if (node.next === undefined) node.next = new Map();
        node.next.set(text, next);
      }
      node = next;
    }
    if (node.facts === undefined) node.facts = new NameListFacts(list);
    return node.facts;
  }
}
