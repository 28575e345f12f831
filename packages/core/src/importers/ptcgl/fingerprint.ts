/**
 * A stable fingerprint of one PTCGL log, for spotting the same game pasted twice (issue 12).
 *
 * Definition: the text is normalised (normalize.ts: BOM, line ends, apostrophes, odd spaces), every run of whitespace
 * folded into one space and the ends trimmed, so the same log pasted flattened, with CRLF or re-indented gives the
 * same fingerprint. The hash is two 32-bit FNV-1a variants (different offset bases) over the UTF-16 code units,
 * printed as 16 hex digits: synchronous and the same in the browser and in Node, without crypto.
 */
import { foldSpaces, normalizePtcglText } from './normalize.ts';

const FNV_PRIME = 0x01000193;

/** One 32-bit FNV-1a step over `text`, from `hash`. */
function fnv1a(text: string, hash: number): number {
  let next = hash >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    next ^= text.charCodeAt(index);
    next = Math.imul(next, FNV_PRIME) >>> 0;
  }
  return next >>> 0;
}

export function ptcglLogFingerprint(text: string): string {
  // foldSpaces is `replace(/\s+/g, ' ').trim()` in one pass.
  const folded = foldSpaces(normalizePtcglText(text));
  const high = fnv1a(folded, 0x811c9dc5);
  const low = fnv1a(folded, fnv1a(`${folded.length}:`, 0x050c5d1f));
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}
