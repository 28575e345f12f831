/**
 * FNV-1a hashing shared by the import fingerprints (the Showdown replay import, issue 13; the PTCGL log fingerprint of
 * issue 12 uses the same two-variant scheme).
 *
 * Why FNV-1a and not crypto: the fingerprint is computed synchronously and must be the same in the browser (guests)
 * and in Node, without `crypto.subtle` (async) or a hashing dependency. It only has to tell one battle or game log
 * from another, not resist an attacker: a clash merely refuses an import as "already imported".
 */

const FNV_PRIME = 0x01000193;

/** One 32-bit FNV-1a pass over the UTF-16 code units of `text`, starting from `hash`. */
export function fnv1a(text: string, hash: number): number {
  let next = hash >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    next ^= text.charCodeAt(index);
    next = Math.imul(next, FNV_PRIME) >>> 0;
  }
  return next >>> 0;
}

/**
 * 16 hex digits: two FNV-1a variants with different offset bases, the second also seeded with the text's length, so
 * two texts must clash on 64 bits to share a fingerprint (the scheme of the PTCGL fingerprint, byte for byte).
 */
export function fnv1a64Hex(text: string): string {
  const high = fnv1a(text, 0x811c9dc5);
  const low = fnv1a(text, fnv1a(`${text.length}:`, 0x050c5d1f));
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}
