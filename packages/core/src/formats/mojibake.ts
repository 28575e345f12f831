/**
 * Repair of mojibake: UTF-8 text that some program read as Latin-1 or Windows-1252 (`PokÃ©mon` for `Pokémon`,
 * `Ã‰nergie` for `Énergie`, `Bossâ€™s` for `Boss’s`), possibly twice (`PokÃƒÂ©mon`).
 *
 * Definitions and decisions:
 * - A *mojibake sequence* is a lead character (the Latin-1/Windows-1252 reading of a UTF-8 lead byte: `Â`–`ß` for two
 *   bytes, `à`–`ï` for three, `ð`–`ô` for four) followed by as many continuation characters (the readings of the
 *   bytes 0x80–0xBF: U+0080–U+00BF, plus the Windows-1252 letters and marks `€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – —
 *   ˜ ™ š › œ ž Ÿ`), whose bytes are valid UTF-8 (no overlong forms, no surrogates). Each such sequence is replaced
 *   by the character its bytes encode; everything else is left exactly as it was.
 * - Repair happens only when the text shows a sign of mojibake: a two-character sequence led by `Â` or `Ã` (these
 *   cover every accented Latin letter and the common marks), or any three- or four-character sequence. Legitimate
 *   accented text (`Pokémon`, `Énergie`, `Salamèche`) never contains one of these — an accented letter followed by
 *   symbols like `©`, `‰` or `€` is not something people write — and with no sign nothing is touched at all.
 * - Double mojibake is undone by repeating the repair (at most three rounds); each round only ever shortens the text.
 * - Lossy mojibake (the byte became `?` or U+FFFD) cannot be undone in general. The one word a deck list or a game log
 *   needs, `Poké` in `Pokémon`, `Poké Ball`, `Pokégear 3.0`, is restored: `Pok?mon` and `Pok�mon` (and `Pok??mon`,
 *   where both bytes were lost) become `Pokémon`. `Pok` followed by `?` or `�` and then a letter or a space is never
 *   anything else.
 * - Newlines are never part of a sequence, so the repaired text has the same lines, in the same order, as the input.
 */

/** Windows-1252 characters for the bytes 0x80–0x9F (the others read as U+0080–U+009F in Latin-1). */
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

const CONTINUATION = `[\\u0080-\\u00BF${Object.keys(CP1252_HIGH).join('')}]`;
const SEQUENCE = new RegExp(
  `[\\u00C2-\\u00DF]${CONTINUATION}|[\\u00E0-\\u00EF]${CONTINUATION}{2}|[\\u00F0-\\u00F4]${CONTINUATION}{3}`,
  'g',
);
const LOSSY_POKE = /\b([Pp][Oo][Kk])(?:[?\uFFFD]{1,2})(?=\p{L}|[ \t])/gu;
const MAX_ROUNDS = 3;

/** The byte a character stands for in a Latin-1/Windows-1252 reading. */
function byteOf(char: string): number {
  return CP1252_HIGH[char] ?? char.charCodeAt(0);
}

/** The code point the bytes encode in UTF-8, or null when they are not one valid, shortest-form character. */
function decodeUtf8(bytes: number[]): number | null {
  const [lead, ...rest] = bytes;
  if (lead === undefined || rest.some((b) => b < 0x80 || b > 0xbf)) return null;
  const payload = rest.reduce((value, b) => (value << 6) | (b & 0x3f), 0);
  let codePoint: number;
  let minimum: number;
  if (rest.length === 1) {
    codePoint = ((lead & 0x1f) << 6) | payload;
    minimum = 0x80;
  } else if (rest.length === 2) {
    codePoint = ((lead & 0x0f) << 12) | payload;
    minimum = 0x800;
  } else {
    codePoint = ((lead & 0x07) << 18) | payload;
    minimum = 0x10000;
  }
  if (codePoint < minimum || codePoint > 0x10ffff) return null;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return null;
  return codePoint;
}

function decodeSequence(sequence: string): string | null {
  const codePoint = decodeUtf8([...sequence].map(byteOf));
  return codePoint === null ? null : String.fromCodePoint(codePoint);
}

/** True when the text holds a sequence that only a wrong reading of UTF-8 produces (see the header). */
export function hasMojibake(text: string): boolean {
  for (const match of text.matchAll(SEQUENCE)) {
    const sequence = match[0];
    const strong = sequence.length > 2 || sequence[0] === 'Â' || sequence[0] === 'Ã';
    if (strong && decodeSequence(sequence) !== null) return true;
  }
  return false;
}

/** The text with UTF-8-read-as-Latin-1/Windows-1252 sequences and the lossy `Pok?` repaired; see the header. */
export function repairMojibake(text: string): string {
  let repaired = text;
  for (let round = 0; round < MAX_ROUNDS && hasMojibake(repaired); round++) {
    repaired = repaired.replace(SEQUENCE, (sequence) => decodeSequence(sequence) ?? sequence);
  }
  return repaired.replace(LOSSY_POKE, (_match, pok: string) => `${pok}${pok === pok.toUpperCase() ? 'É' : 'é'}`);
}
