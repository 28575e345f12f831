/**
 * The card search language: the practical subset of pokemontcg.io's Lucene syntax that deck builders type.
 *
 *   name:char*   name:"Professor's Research"   !name:Iono (exact)   name:*
 *   set.id:sv1   set.ptcgoCode:SVI   set:SVI (code or id)   set.name:"Crown Zenith"
 *   supertype:pokemon   subtypes:Item   -subtypes:"ACE SPEC"   number:87   regulationMark:G   id:sv1-86
 *   nationalPokedexNumbers:282
 *   gardevoir ex         (plain words: the name contains each of them)
 *
 * Terms are separated by spaces and must all match (a bare AND between them is allowed); `-` negates a term;
 * `*` and `?` are wildcards. OR and parentheses are refused with a message rather than misread.
 */

export const CARD_QUERY_FIELDS = {
  name: 'name',
  'set.id': 'set.id',
  'set.ptcgocode': 'set.ptcgoCode',
  set: 'set',
  'set.name': 'set.name',
  supertype: 'supertype',
  subtypes: 'subtypes',
  subtype: 'subtypes',
  number: 'number',
  regulationmark: 'regulationMark',
  id: 'id',
  nationalpokedexnumbers: 'nationalPokedexNumbers',
} as const;

export type CardQueryField = (typeof CARD_QUERY_FIELDS)[keyof typeof CARD_QUERY_FIELDS];

export interface CardQueryTerm {
  /** null: a plain word or phrase, matched against the name. */
  field: CardQueryField | null;
  value: string;
  negated: boolean;
  /** `!field:value`: the whole value, not a part of it (pokemontcg.io's exact match). */
  exact: boolean;
}

export class CardQueryError extends Error {
  override name = 'CardQueryError';
}

const FIELD_LIST = 'name, set.id, set.ptcgoCode, set, set.name, supertype, subtypes, number, regulationMark, id';

export function parseCardQuery(query: string): CardQueryTerm[] {
  const terms: CardQueryTerm[] = [];
  let i = 0;
  const n = query.length;
  const readValue = (context: string): string => {
    if (query[i] === '"') {
      const end = query.indexOf('"', i + 1);
      if (end < 0) throw new CardQueryError(`Missing closing quote in ${context}`);
      const value = query.slice(i + 1, end);
      i = end + 1;
      return value;
    }
    const start = i;
    while (i < n && !/\s/.test(query[i]!)) i++;
    return query.slice(start, i);
  };

  while (i < n) {
    if (/\s/.test(query[i]!)) {
      i++;
      continue;
    }
    const rest = query.slice(i);
    if (/^(AND|&&)(\s|$)/.test(rest)) {
      i += rest.startsWith('AND') ? 3 : 2;
      continue;
    }
    if (/^(OR|\|\|)(\s|$)/.test(rest) || query[i] === '(' || query[i] === ')') {
      throw new CardQueryError('OR and parentheses are not supported; separate terms with spaces (all must match)');
    }
    let negated = false;
    let exact = false;
    if (query[i] === '-' || rest.startsWith('NOT ')) {
      negated = true;
      i += query[i] === '-' ? 1 : 4;
    }
    if (query[i] === '!') {
      exact = true;
      i++;
    }
    const fieldMatch = /^([A-Za-z][A-Za-z.]*):/.exec(query.slice(i));
    if (fieldMatch) {
      const key = fieldMatch[1]!.toLowerCase() as keyof typeof CARD_QUERY_FIELDS;
      const field = CARD_QUERY_FIELDS[key];
      if (!field) throw new CardQueryError(`Unknown search field "${fieldMatch[1]}"; use ${FIELD_LIST}`);
      i += fieldMatch[0].length;
      const value = readValue(`${fieldMatch[1]}:`).trim();
      if (!value) throw new CardQueryError(`"${fieldMatch[1]}:" needs a value, for example name:Pikachu`);
      if (field === 'nationalPokedexNumbers' && !/^\d{1,4}$/.test(value)) {
        throw new CardQueryError('nationalPokedexNumbers needs a number, for example nationalPokedexNumbers:25');
      }
      terms.push({ field, value, negated, exact });
      continue;
    }
    const value = readValue('the search').trim();
    if (!value) {
      if (negated || exact) throw new CardQueryError('"-" and "!" must be followed by a search term');
      continue;
    }
    terms.push({ field: null, value, negated, exact });
  }
  return terms;
}

/** Lowercase without accents or curly apostrophes: how names are stored for search ("pokemon" finds "Pokémon"). */
export function searchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase();
}

/** `GG056` → `GG56`, `087` → `87`: printed numbers compare without leading zeros (stored as cards.number_key). */
export function normalizeCardNumber(number: string): string {
  return number
    .trim()
    .toUpperCase()
    .replace(/^([A-Z-]*)0+(\d)/, '$1$2');
}

/** The number key without its letters (`SWSH262` → `262`), stored as cards.digit_key: PTCGL lists some promos so. */
export function digitKeyOf(numberKey: string): string {
  return numberKey.replace(/^[A-Z-]+/, '');
}

/**
 * The first run of up to 9 digits as a number (`GG56` → 56, `TG06` → 6), null when there is none; stored as
 * cards.number_sort so that 2 sorts before 10. The same as `substring(number from '[0-9]{1,9}')::int`.
 */
export function numberSortOf(number: string): number | null {
  const digits = /[0-9]{1,9}/.exec(number);
  return digits ? Number(digits[0]) : null;
}

export const hasWildcard = (value: string) => /[*?]/.test(value);

/** A LIKE pattern for a value with `*` and `?` wildcards; LIKE's own `%`, `_` and `\` match literally. */
export function likePattern(value: string): string {
  return value
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .replace(/\*/g, '%')
    .replace(/\?/g, '_');
}

/** LIKE-escaped, for building `%…%` contains patterns. */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The same query in pokemontcg.io's own syntax, for a remote CARD_API_URL. */
export function toPokemonTcgQuery(terms: CardQueryTerm[]): string {
  const quote = (v: string) => (/[\s"]/.test(v) ? `"${v.replace(/"/g, '')}"` : v);
  return terms
    .map((term) => {
      const prefix = `${term.negated ? '-' : ''}${term.exact ? '!' : ''}`;
      if (term.field === null) {
        const value = /\s/.test(term.value) ? term.value : hasWildcard(term.value) ? term.value : `*${term.value}*`;
        return `${prefix}name:${quote(value)}`;
      }
      // pokemontcg.io has no `set:` shorthand: set ids are lowercase with digits (sv1), PTCGL codes are not.
      const field = term.field === 'set' ? (/^[a-z]+[0-9]/.test(term.value) ? 'set.id' : 'set.ptcgoCode') : term.field;
      return `${prefix}${field}:${quote(term.value)}`;
    })
    .join(' ');
}
