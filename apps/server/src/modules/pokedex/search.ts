/**
 * Ranked species search. Names and terms are compared as folded keys (accents, case, spaces and punctuation
 * dropped), so "flutter mane", "FlutterMane", "ho oh", "farfetchd" and "Flabebe" all find their species.
 *
 * Ranks, best first: the whole name (or the National Pokédex number), a prefix of the name, a prefix starting at a
 * later word ("bolt" → Raging Bolt, "rapid strike" → Urshifu-Rapid-Strike), anywhere in the name. Within a rank,
 * National Dex order with every species before its own formes, which follow in the species' forme order.
 */

/** Lowercase ASCII letters and digits only. ♀/♂ become f/m, as in Showdown's ids (Nidoran♀ → nidoranf). */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/♀/g, 'f')
    .replace(/♂/g, 'm')
    .replace(/[^a-z0-9]/g, '');
}

/** The keys of the name read from each word on: "Urshifu-Rapid-Strike" → urshifurapidstrike, rapidstrike, strike. */
function wordSuffixKeys(name: string): string[] {
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`´.]/g, '')
    .split(/[^a-z0-9♀♂]+/)
    .filter(Boolean);
  return words.map((_, index) => searchKey(words.slice(index).join('')));
}

export interface Searchable {
  key: string;
  /** Keys from the second word on (see wordSuffixKeys). */
  laterWordKeys: string[];
  num: number;
  /** Position in National Dex order, formes right after their species. */
  order: number;
}

export function searchable(name: string, num: number, order: number): Searchable {
  return { key: searchKey(name), laterWordKeys: wordSuffixKeys(name).slice(1), num, order };
}

const NO_MATCH = -1;

/** 0 exact, 1 name prefix, 2 later-word prefix, 3 substring, or NO_MATCH. */
function rank(entry: Searchable, term: string, termNumber: number | null): number {
  if (entry.key === term || entry.num === termNumber) return 0;
  if (entry.key.startsWith(term)) return 1;
  if (entry.laterWordKeys.some((key) => key.startsWith(term))) return 2;
  if (entry.key.includes(term)) return 3;
  return NO_MATCH;
}

/**
 * The entries matching `rawTerm`, best first, and how many matched. Entries must be given in their `order`
 * (National Dex order), which breaks ties: a stable sort by rank keeps it.
 */
export function searchRanked<T extends Searchable>(entries: readonly T[], rawTerm: string): T[] {
  const term = searchKey(rawTerm);
  if (!term) return [];
  // Only a whole number names a Pokédex number; "porygon2" stays a name.
  const termNumber = /^\d+$/.test(term) ? Number(term) : null;
  const ranked: { entry: T; rank: number }[] = [];
  for (const entry of entries) {
    const found = rank(entry, term, termNumber);
    if (found !== NO_MATCH) ranked.push({ entry, rank: found });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.entry.order - b.entry.order);
  return ranked.map(({ entry }) => entry);
}
