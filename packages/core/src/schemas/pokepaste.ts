/**
 * Importing a team from a pokepast.es link (issue 5). The browser cannot read pokepast.es itself (no CORS), so the
 * server fetches `<base>/<id>/json` — pokepast.es's JSON form `{ title, author, notes, paste }` — and hands it on.
 *
 * Only the 16-hex-digit paste id is taken from what the user typed: the server always asks its configured
 * service for it, never the typed host, so a link cannot make the server fetch anything else. pokepast.es's own
 * router accepts exactly `/<16 lower-case hex digits>` (plus `/raw` and `/json`); ids are read without letter case
 * here and sent in lower case.
 */
import { z } from 'zod';

export const POKEPASTE_HOST = 'pokepast.es';
export const POKEPASTE_REFERENCE_MAX_LENGTH = 300;

export const POKEPASTE_MESSAGES = {
  required: 'Enter a pokepast.es link or paste id',
  tooLong: `A pokepast.es link is at most ${POKEPASTE_REFERENCE_MAX_LENGTH} characters`,
  otherHost: 'Only pokepast.es links can be imported',
  notAPaste: 'This is not a pokepast.es paste link: it should look like https://pokepast.es/1a2b3c4d5e6f7a8b',
  notFound: 'Paste not found',
} as const;

const PASTE_ID = /^[0-9a-f]{16}$/i;
/** The paths pokepast.es answers for a paste: the page, `/raw` and `/json`, with or without a final slash. */
const PASTE_PATH = /^\/([0-9a-f]{16})(?:\/(?:raw|json))?\/?$/i;

/** GET /api/pokepaste?url= */
export const pokepasteQuerySchema = z.object({
  url: z
    .string({ error: POKEPASTE_MESSAGES.required })
    .trim()
    .min(1, POKEPASTE_MESSAGES.required)
    .max(POKEPASTE_REFERENCE_MAX_LENGTH, POKEPASTE_MESSAGES.tooLong),
});

/** The answer: pokepast.es's fields, with line ends made `\n` and the title trimmed. */
export const pokepasteSchema = z.object({
  title: z.string(),
  author: z.string(),
  notes: z.string(),
  paste: z.string(),
});
export type Pokepaste = z.infer<typeof pokepasteSchema>;

export type PokepasteReference = { id: string; error?: undefined } | { id?: undefined; error: string };

const sameHost = (host: string, allowed: string) => host === allowed || host === `www.${allowed}`;

/**
 * The paste id in a pokepast.es link (`https://pokepast.es/<id>`, `pokepast.es/<id>/raw`, …) or a bare id, or the
 * reason it is not one. `extraHosts` are further accepted `host[:port]`s (a configured mirror).
 */
export function pokepasteReference(text: string, extraHosts: readonly string[] = []): PokepasteReference {
  const input = text.trim();
  if (input === '') return { error: POKEPASTE_MESSAGES.required };
  if (input.length > POKEPASTE_REFERENCE_MAX_LENGTH) return { error: POKEPASTE_MESSAGES.tooLong };
  if (PASTE_ID.test(input)) return { id: input.toLowerCase() };

  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input);
  // Without a scheme, only something starting with a domain name (`pokepast.es/…`) is read as a link.
  if (!withScheme && !/^[^/\s]+\.[^/\s]+(?:\/|$)/.test(input)) return { error: POKEPASTE_MESSAGES.notAPaste };
  let url: URL;
  try {
    url = new URL(withScheme ? input : `https://${input}`);
  } catch {
    return { error: POKEPASTE_MESSAGES.notAPaste };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: POKEPASTE_MESSAGES.notAPaste };
  const host = url.host.toLowerCase();
  const known = sameHost(url.hostname.toLowerCase(), POKEPASTE_HOST) || extraHosts.some((h) => sameHost(host, h));
  if (!known) return { error: POKEPASTE_MESSAGES.otherHost };
  const id = PASTE_PATH.exec(url.pathname)?.[1];
  return id ? { id: id.toLowerCase() } : { error: POKEPASTE_MESSAGES.notAPaste };
}

/**
 * The pokepast.es link that is the whole of `text` (what a user pastes into the paste box by mistake or on
 * purpose), or null. Only pokepast.es itself: a paste whose first line happens to be some other link is a paste.
 */
export function pokepasteLinkIn(text: string): string | null {
  const input = text.trim();
  if (!/^(?:https?:\/\/)?(?:www\.)?pokepast\.es\/\S+$/i.test(input)) return null;
  return pokepasteReference(input).id ? input : null;
}
