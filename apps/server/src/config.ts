import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LIMITLESS_DEFAULT_API_URL, SESSION_VALIDITY_DAYS } from '@trainerlog/core';

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
  LOGIN_RATE_LIMIT: positiveInt(10, 1_000_000),
  FORGOT_PASSWORD_RATE_LIMIT: positiveInt(5, 1_000_000),
  CARD_API_URL: urlText('http(s)://', /^https?:$/),
  CARD_API_KEY: optionalText,
  CARD_API_TIMEOUT_MS: positiveInt(8_000, 120_000),
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
  /** Requests per minute and client IP. */
  rateLimits: { login: number; forgotPassword: number };
  /** A pokemontcg.io v2 compatible service asked when the local catalogue has nothing for a search. */
  cardApi: { url: string; key: string | undefined; timeoutMs: number } | undefined;
  /** The pokepast.es service team links are read from; `perMinute` limits imports per client IP. */
  pokepaste: { baseUrl: string; timeoutMs: number; perMinute: number };
  /** The Pokémon Showdown replay server replay links are read from; `perMinute` limits requests per client IP. */
  showdownReplays: { baseUrl: string; timeoutMs: number; perMinute: number };
  /** The Limitless API the tournament import reads (`apiKey` sent as X-Access-Key); `perMinute` per client IP. */
  limitless: { apiUrl: string; apiKey: string | undefined; timeoutMs: number; perMinute: number };
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
    rateLimits: { login: e.LOGIN_RATE_LIMIT, forgotPassword: e.FORGOT_PASSWORD_RATE_LIMIT },
    cardApi: e.CARD_API_URL
      ? { url: e.CARD_API_URL, key: e.CARD_API_KEY, timeoutMs: e.CARD_API_TIMEOUT_MS }
      : undefined,
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
  };
}
