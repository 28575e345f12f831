/**
 * Reads an outside service's answer with a size cap, for the clients that fetch from services we do not control
 * (PokePaste, Showdown replays): a body larger than the cap is refused — by its Content-Length before reading, or
 * as soon as the bytes read pass it — so a misbehaving service cannot make the server hold an unbounded answer.
 */

/** Thrown by `readCapped` when the body is larger than its cap; each client answers it with its own message. */
export class TooLarge extends Error {}

/** The body as text, refusing to hold more than `maxBytes` of it. */
export async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw new TooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
