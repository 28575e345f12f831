/**
 * The known screen names of a phrase matcher (compile.ts), and reading a known-name match off a generic one
 * (issue 12).
 *
 * Definitions:
 * - The *name alternation* is the known names, longest first, as the one group a known-name regex has at each name
 *   slot; the regex is otherwise the generic one.
 * - A name *fits* a text at a place when the known-name regex would match that name there: the same characters,
 *   ignoring case the way a `iu` regex does.
 *
 * Decisions:
 * - Compiling a regex whose source is new (as every new pair of names makes it) costs 15–90 µs, more than reading a
 *   log line by line, so the known-name match of a text's first generic match is read off that generic match when it
 *   is sure to be the same (compile.ts, genericIsKnown), and only otherwise built and run. It is the same when every name slot
 *   captured a text a known name fits and no name earlier in the alternation fits at that slot's place:
 *   - a known-name match is also a generic match with the same choices (the name a slot's group took), as long as
 *     the text has no line break (`.` does not match one) — compile.ts checks that;
 *   - the generic regex makes its choices left to right, shortest slot first, and takes the first that matches;
 *     a known-name regex makes the same choices with names instead of slot lengths, in alternation order;
 *   - so a known-name match can make no earlier choice than the generic one (that would be an earlier generic match),
 *     and at each name slot the first name that fits where the generic match put it is the name the generic slot
 *     captured, unless a name before it in the alternation fits there too (a longer one could lead to a different
 *     match, so that case is left to the regex).
 * - Names are compared by plain string equality first and by a sticky `iu` regex of the name (built once per name
 *   set, when first needed) only when that fails: the regex also fits other letter cases and Unicode case variants.
 */
import { escapeRegex } from './templateRegex.ts';

export class KnownNames {
  /** The names, longest first (the alternation order). */
  readonly list: readonly string[];
  /** The name alternation as a regex group, or null without names. */
  readonly pattern: string | null;
  private readonly probes: (RegExp | undefined)[] = [];

  constructor(names: readonly string[]) {
    this.list = [...names].filter((name) => name !== '').sort((a, b) => b.length - a.length);
    this.pattern = this.list.length > 0 ? `(${this.list.map(escapeRegex).join('|')})` : null;
  }

  /** Whether `names` (in any order) give the same alternation. */
  same(names: readonly string[]): boolean {
    const sorted = [...names].filter((name) => name !== '').sort((a, b) => b.length - a.length);
    return sorted.length === this.list.length && sorted.every((name, i) => name === this.list[i]);
  }

  private probe(index: number): RegExp {
    let probe = this.probes[index];
    if (!probe) {
      probe = new RegExp(escapeRegex(this.list[index]!), 'iuy');
      this.probes[index] = probe;
    }
    return probe;
  }

  /** Whether name `index` fits `text` at `at`, and how long a piece of the text it takes (0 when it does not fit). */
  private fitAt(index: number, text: string, at: number): number {
    const probe = this.probe(index);
    probe.lastIndex = at;
    const found = probe.exec(text);
    return found ? found[0].length : 0;
  }

  /** A name that fits all of `captured`: one equal to it, else the first in alternation order; -1 for none. */
  fitting(captured: string): number {
    const exact = this.list.indexOf(captured);
    if (exact >= 0) return exact;
    for (let index = 0; index < this.list.length; index += 1) {
      if (this.fitAt(index, captured, 0) === captured.length) return index;
    }
    return -1;
  }

  /** Whether name `index` fits `text` at `at`. */
  fitsAt(index: number, text: string, at: number): boolean {
    const name = this.list[index]!;
    // Two different ASCII characters ignoring ASCII case never fit: no case variant of one is the other.
    const own = name.charCodeAt(0);
    const their = text.charCodeAt(at);
    if (own < 128 && their < 128 && asciiLower(own) !== asciiLower(their)) return false;
    return this.fitAt(index, text, at) > 0;
  }
}

function asciiLower(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}
