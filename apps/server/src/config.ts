import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LIMITLESS_DEFAULT_API_URL, SESSION_VALIDITY_DAYS } from '@trainerlog/core';

/** PokeAPI's sprite repository by National Pokédex number (spec part 2 §7), for the sprites pokesprite lacks. */
export const DEFAULT_SPRITE_SOURCE = 'https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon';
/** The pokemontcg.io card data (sets/en.json, cards/en/<set>.json), public and keyless. */
export const DEFAULT_CARD_CATALOGUE_SOURCE = 'https://raw.githubusercontent.com/PokemonTCG/pokemon-tcg-data/master';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Unset and empty variables both mean "use the default" — `FOO= npm start` should not be an error. */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const booleanText = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : String(v).toLowerCase()),
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1' || v === 'yes'),
);

const positiveInt = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? fallback : v),
    z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(max),
  );

const urlText = (what: string, protocols: RegExp) =>
  optionalText.refine((v) => {
    if (v === undefined) return true;
    try {
      return protocols.test(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be a ${what} URL`);

const envSchema = z.object({
  PORT: positiveInt(3000, 65535),
  HOST: optionalText.transform((v) => v ?? '0.0.0.0'),
  DATA_DIR: optionalText.transform((v) => path.resolve(process.cwd(), v ?? 'data')),
  DATABASE_URL: urlText('postgres://', /^postgres(ql)?:$/),
  APP_URL: urlText('http(s)://', /^https?:$/),
  SMTP_URL: urlText('smtp(s)://', /^smtps?:$/),
  MAIL_FROM: optionalText.transform((v) => v ?? 'Trainer Log <no-reply@trainerlog.local>'),
  LOG_LEVEL: z.preprocess(
    (v) => (v === '' || v === undefined ? 'info' : v),
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ),
  WEB_DIST: optionalText.transform((v) => path.resolve(process.cwd(), v ?? path.join(repoRoot, 'apps/web/dist'))),
  TRUST_PROXY: booleanText,
  SESSION_DAYS: positiveInt(SESSION_VALIDITY_DAYS, 3650),
  // Seconds sessions and signed-in answers may be served from memory (caching/memoryCaches.ts); 0: always the database.
  MEMORY_CACHE_SECONDS: z.preprocess(
    (v) => (v === '' || v === undefined ? 5 : v),
    z.coerce.number().int().min(0).max(60),
  ),
  LOGIN_RATE_LIMIT: positiveInt(10, 1_000_000),
  FORGOT_PASSWORD_RATE_LIMIT: positiveInt(5, 1_000_000),
  REGISTER_RATE_LIMIT: positiveInt(10, 1_000_000),
  COSTLY_WRITE_RATE_LIMIT: positiveInt(20, 1_000_000),
  REDIS_URL: urlText('redis(s)://', /^rediss?:$/),
  REDIS_KEY_PREFIX: optionalText.transform((v) => v ?? 'trainerlog-rate-limit-'),
  CARD_API_URL: urlText('http(s)://', /^https?:$/),
  CARD_API_KEY: optionalText,
  CARD_API_TIMEOUT_MS: positiveInt(8_000, 120_000),
  CARD_CATALOGUE_SOURCE_URL: urlText('http(s)://', /^https?:$/),
  CARD_CATALOGUE_AUTO_IMPORT: booleanText,
  CARD_CATALOGUE_REFRESH_HOURS: positiveInt(24, 24 * 365),
  SPRITE_SOURCE_URL: urlText('http(s)://', /^https?:$/),
  SPRITE_SOURCE_TIMEOUT_MS: positiveInt(5_000, 120_000),
  POKEPASTE_BASE_URL: urlText('http(s)://', /^https?:$/),
  POKEPASTE_TIMEOUT_MS: positiveInt(10_000, 120_000),
  POKEPASTE_RATE_LIMIT: positiveInt(30, 1_000_000),
  SHOWDOWN_REPLAY_BASE_URL: urlText('http(s)://', /^https?:$/),
  SHOWDOWN_REPLAY_TIMEOUT_MS: positiveInt(10_000, 120_000),
  SHOWDOWN_REPLAY_RATE_LIMIT: positiveInt(30, 1_000_000),
  LIMITLESS_API_URL: urlText('http(s)://', /^https?:$/),
  LIMITLESS_API_KEY: optionalText,
  LIMITLESS_TIMEOUT_MS: positiveInt(10_000, 120_000),
  LIMITLESS_RATE_LIMIT: positiveInt(30, 1_000_000),
  PAGE_VIEW_URL: urlText('http(s)://', /^https?:$/),
  // 0 turns scheduled backups off; unset: every 24 hours with the embedded database, none with DATABASE_URL.
  BACKUP_INTERVAL_HOURS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'must be a number' })
      .min(0)
      .max(24 * 365)
      .optional(),
  ),
  BACKUP_KEEP: positiveInt(7, 1000),
  CIRCUIT_BREAKER_FAILURES: positiveInt(5, 1000),
  CIRCUIT_BREAKER_COOLDOWN_SECONDS: positiveInt(30, 24 * 3600),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string;
  trustProxy: boolean;
  sessionDays: number;
  /** How long sessions and answers may be served from memory: the bound if a change notification were lost. */
  memoryCacheSeconds: number;
  /** Requests per minute and client IP (`costlyWrites`: per account, imports and exports together). */
  rateLimits: { login: number; forgotPassword: number; register: number; costlyWrites: number };
  /** Where every instance counts the rate limits; unset: each instance counts in its own memory. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** A pokemontcg.io v2 compatible service asked when the local catalogue has nothing for a search. */
  cardApi: { url: string; key: string | undefined; timeoutMs: number } | undefined;
  /**
   * The card catalogue kept from a public source (pokemontcg.io data layout): imported in the background when the
   * catalogue is empty at start, then every `refreshHours`. `autoImport` is off under tests and with
   * CARD_CATALOGUE_AUTO_IMPORT=0.
   */
  cardCatalogue: { sourceUrl: string; autoImport: boolean; refreshHours: number };
  /** The public repository sprites pokesprite lacks are fetched from (by number), once, into DATA_DIR/sprites. */
  sprites: { sourceUrl: string; timeoutMs: number };
  /** The pokepast.es service team links are read from; `perMinute` limits imports per client IP. */
  pokepaste: { baseUrl: string; timeoutMs: number; perMinute: number };
  /** The Pokémon Showdown replay server replay links are read from; `perMinute` limits requests per client IP. */
  showdownReplays: { baseUrl: string; timeoutMs: number; perMinute: number };
  /** The Limitless API the tournament import reads (`apiKey` sent as X-Access-Key); `perMinute` per client IP. */
  limitless: { apiUrl: string; apiKey: string | undefined; timeoutMs: number; perMinute: number };
  /** Where the web app POSTs page views (spec part 2 §7), handed to it at run time; none when unset. */
  pageViewUrl?: string | undefined;
  /**
   * Backups into DATA_DIR/backups (db/backup): every `intervalHours` (0: not on a schedule; `npm run backup` still
   * works), the newest `keep` kept besides a weekly one.
   */
  backups: { intervalHours: number; keep: number };
  /** Outside services: open after `failureThreshold` consecutive failures, probe again after `coolDownMs`. */
  circuitBreakers: { failureThreshold: number; coolDownMs: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment (README, "Configuration"); throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    sessionDays: e.SESSION_DAYS,
    memoryCacheSeconds: e.MEMORY_CACHE_SECONDS,
    rateLimits: {
      login: e.LOGIN_RATE_LIMIT,
      forgotPassword: e.FORGOT_PASSWORD_RATE_LIMIT,
      register: e.REGISTER_RATE_LIMIT,
      costlyWrites: e.COSTLY_WRITE_RATE_LIMIT,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    cardApi: e.CARD_API_URL
      ? { url: e.CARD_API_URL, key: e.CARD_API_KEY, timeoutMs: e.CARD_API_TIMEOUT_MS }
      : undefined,
    cardCatalogue: {
      sourceUrl: (e.CARD_CATALOGUE_SOURCE_URL ?? DEFAULT_CARD_CATALOGUE_SOURCE).replace(/\/+$/, ''),
      // Unset: on, except under a test runner, so no test suite reaches the internet by accident.
      autoImport: env.CARD_CATALOGUE_AUTO_IMPORT
        ? e.CARD_CATALOGUE_AUTO_IMPORT
        : !env.VITEST && env.NODE_ENV !== 'test',
      refreshHours: e.CARD_CATALOGUE_REFRESH_HOURS,
    },
    sprites: {
      sourceUrl: (e.SPRITE_SOURCE_URL ?? DEFAULT_SPRITE_SOURCE).replace(/\/+$/, ''),
      timeoutMs: e.SPRITE_SOURCE_TIMEOUT_MS,
    },
    pokepaste: {
      baseUrl: (e.POKEPASTE_BASE_URL ?? 'https://pokepast.es').replace(/\/+$/, ''),
      timeoutMs: e.POKEPASTE_TIMEOUT_MS,
      perMinute: e.POKEPASTE_RATE_LIMIT,
    },
    showdownReplays: {
      baseUrl: (e.SHOWDOWN_REPLAY_BASE_URL ?? 'https://replay.pokemonshowdown.com').replace(/\/+$/, ''),
      timeoutMs: e.SHOWDOWN_REPLAY_TIMEOUT_MS,
      perMinute: e.SHOWDOWN_REPLAY_RATE_LIMIT,
    },
    limitless: {
      apiUrl: (e.LIMITLESS_API_URL ?? LIMITLESS_DEFAULT_API_URL).replace(/\/+$/, ''),
      apiKey: e.LIMITLESS_API_KEY,
      timeoutMs: e.LIMITLESS_TIMEOUT_MS,
      perMinute: e.LIMITLESS_RATE_LIMIT,
    },
    pageViewUrl: e.PAGE_VIEW_URL,
    backups: {
      // A managed PostgreSQL (DATABASE_URL) has its provider's backups and often several app instances; the
      // schedule there is asked for, not assumed.
      intervalHours: e.BACKUP_INTERVAL_HOURS ?? (e.DATABASE_URL ? 0 : 24),
      keep: e.BACKUP_KEEP,
    },
    circuitBreakers: {
      failureThreshold: e.CIRCUIT_BREAKER_FAILURES,
      coolDownMs: e.CIRCUIT_BREAKER_COOLDOWN_SECONDS * 1000,
    },
  };
}
