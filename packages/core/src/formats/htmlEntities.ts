/**
 * HTML character references in pasted text (issue 29): deck lists copied from web pages and older site exports
 * carry `Eevee &amp; Snorlax-GX`, `Boss&#39;s Orders`, `Pok&eacute;mon`, and logs copied out of forums the same.
 *
 * Definitions and decisions:
 * - Decoded: the named references `&amp; &lt; &gt; &quot; &apos; &nbsp;` and the accented letters and punctuation
 *   card names use (`&eacute;`, `&rsquo;`, …, in NAMED), and every numeric reference, decimal (`&#39;`, `&#233;`)
 *   or hexadecimal (`&#x27;`), with or without the closing `;` only when it is there (`&amp` alone stays).
 * - Decoded once, in one pass: `&amp;amp;` becomes `&amp;`, never `&`. Each reader decodes at the one place its
 *   text comes in, so no text is decoded twice.
 * - A reference to a line break, a control character, a surrogate or past U+10FFFF becomes a space (line breaks) or
 *   stays as written (the rest): decoding never changes the line numbers a reader reports.
 * - Unknown names (`&foo;`) stay as written.
 */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
  times: '×',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  Egrave: 'È',
  ecirc: 'ê',
  euml: 'ë',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  auml: 'ä',
  Auml: 'Ä',
  iacute: 'í',
  icirc: 'î',
  iuml: 'ï',
  oacute: 'ó',
  ocirc: 'ô',
  ouml: 'ö',
  Ouml: 'Ö',
  uacute: 'ú',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  Uuml: 'Ü',
  ntilde: 'ñ',
  ccedil: 'ç',
  atilde: 'ã',
  otilde: 'õ',
  szlig: 'ß',
};

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z]{2,8}));/g;

function fromCodePoint(codePoint: number, written: string): string {
  if (codePoint === 10 || codePoint === 13) return ' ';
  if (codePoint === 9) return '\t';
  if (codePoint < 32 || (codePoint >= 0x7f && codePoint < 0xa0)) return written;
  if (codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return written;
  return String.fromCodePoint(codePoint);
}

/** The text with its HTML character references decoded once (see the header). A text without `&` is returned as is. */
export function decodeHtmlEntities(text: string): string {
  if (typeof text !== 'string' || !text.includes('&')) return text;
  return text.replace(REFERENCE, (written, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10), written);
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16), written);
    return Object.hasOwn(NAMED, name!) ? NAMED[name!]! : written;
  });
}
