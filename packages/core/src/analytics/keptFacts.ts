/**
 * Facts of matches kept between computations (issue 18 "Speed"), for the personal composites (tcgMatchFacts.ts,
 * vgcMatchFacts.ts).
 *
 * The server hands the same row objects, in the same array, to every computation while a player's rows are unchanged,
 * and after a write a new array holding mostly the same objects (keptRows.ts); the browser reads fresh objects every
 * time. So facts are kept two ways, both in WeakMaps (they go when the matches go):
 * - per array, with a copy of its elements: an array met again with the same elements reuses every fact, and what the
 *   caller derives from the whole array (`derived`);
 * - per match object, for a new array of known objects. Storing a fact per object is the costly part (a WeakMap entry
 *   per match), and fresh objects never meet again, so an array's facts are stored per object only once reuse is seen:
 *   when the array is met again, when some of its objects already had facts, or when a new array holds some of the
 *   matches of one of the last `RECENT_ARRAYS` arrays read (checked on three of its matches: first, middle, last).
 *
 * Contract: a match object (and everything in it) is not changed once it has been read; a changed match is a new
 * object. An array may change (it is compared element by element), but not its matches.
 */

interface ArrayEntry<F, D> {
  copy: readonly object[];
  all: F[];
  /** True once every match of the array has its facts stored per object. */
  stored: boolean;
  derived?: D;
}

/** The facts of an array of matches: `all[i]` is the facts of `matches[i]`. */
export interface ArrayFacts<F, D> {
  readonly matches: readonly object[];
  readonly all: readonly F[];
  /** What the caller derives from the whole array, worked out once per array (`derive` on first use). */
  derived(derive: (all: readonly F[], matches: readonly object[]) => D): D;
}

/** How many arrays read but not stored per object are checked for matches a new array shares with them. */
const RECENT_ARRAYS = 8;

export class KeptFacts<F, D = never> {
  private readonly perMatch = new WeakMap<object, F>();
  private readonly perArray = new WeakMap<object, ArrayEntry<F, D>>();
  /** The last arrays read whose facts are not stored per object, oldest first (weakly: they may go). */
  private readonly recent: WeakRef<ArrayEntry<F, D>>[] = [];

  /** The facts of every match of `matches`, read by `read` when not kept (see header). */
  of<M extends object>(matches: readonly M[], read: (match: M) => F): ArrayFacts<F, D> {
    const known = this.perArray.get(matches);
    if (known !== undefined && sameElements(known.copy, matches)) {
      if (!known.stored) this.store(known);
      return this.view(known);
    }
    if (matches.length > 0) this.storeOverlapping(matches);
    const copy = matches.slice();
    const all: F[] = new Array(copy.length);
    let reused = false;
    let missing: number[] | null = null;
    for (let i = 0; i < copy.length; i++) {
      const match = copy[i]!;
      const kept = this.perMatch.get(match);
      if (kept !== undefined) {
        all[i] = kept;
        reused = true;
      } else {
        all[i] = read(match);
        (missing ??= []).push(i);
      }
    }
    if (reused && missing !== null) for (const i of missing) this.perMatch.set(copy[i]!, all[i]!);
    const entry: ArrayEntry<F, D> = { copy, all, stored: reused || copy.length === 0 };
    this.perArray.set(matches, entry);
    if (!entry.stored) {
      this.recent.push(new WeakRef(entry));
      if (this.recent.length > RECENT_ARRAYS) this.recent.shift();
    }
    return this.view(entry);
  }

  /** Stores per object the facts of the recent arrays that share a match with `matches` (see header). */
  private storeOverlapping(matches: readonly object[]) {
    const samples = [matches[0], matches[matches.length >> 1], matches[matches.length - 1]];
    for (let k = this.recent.length - 1; k >= 0; k--) {
      const entry = this.recent[k]!.deref();
      if (entry !== undefined && !entry.stored && !samples.some((m) => entry.copy.includes(m!))) continue;
      if (entry !== undefined && !entry.stored) this.store(entry);
      this.recent.splice(k, 1);
    }
  }

  private store(entry: ArrayEntry<F, D>) {
    for (let i = 0; i < entry.copy.length; i++) this.perMatch.set(entry.copy[i]!, entry.all[i]!);
    entry.stored = true;
  }

  private view(entry: ArrayEntry<F, D>): ArrayFacts<F, D> {
    return {
      matches: entry.copy,
      all: entry.all,
      derived: (derive) => (entry.derived ??= derive(entry.all, entry.copy)),
    };
  }
}

function sameElements(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
