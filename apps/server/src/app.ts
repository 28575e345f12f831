import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createCircuitBreakers, type CircuitBreakers } from './circuitBreaker.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { registerAuth } from './http/auth.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerErrorHandling } from './http/errors.ts';
import { createLogger } from './http/logger.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { registerRouteBehaviour } from './http/routeBehaviour.ts';
import { registerWebApp } from './http/web.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { adminRoutes, createAdminService, createOperationsReport } from './modules/admin/index.ts';
import { authRoutes, createAuthService, createOwnershipChecks, createSessionStore } from './modules/auth/index.ts';
import { cardRoutes, createCardService, createCatalogueRefresher, createRemoteCards } from './modules/cards/index.ts';
import { createDeckService, deckRoutes } from './modules/decks/index.ts';
import { COMPRESS_ENCODINGS, COMPRESS_THRESHOLD, registerUserAnswers, startMemoryCaches } from './caching/index.ts';
import { createFeedbackService, feedbackRoutes } from './modules/feedback/index.ts';
import { createHealthService, healthRoutes } from './modules/health/index.ts';
import {
  createLimitlessClient,
  createLimitlessImportService,
  limitlessImportRoutes,
} from './modules/limitless-import/index.ts';
import { createSeasonService, seasonRoutes } from './modules/seasons/index.ts';
import { communityRoutes, createCommunityService } from './modules/community/index.ts';
import {
  createDeckCategoryService,
  deckCategorizationRoutes,
  deckCategoryRoutes,
} from './modules/deck-categories/index.ts';
import { createStatsService, statsRoutes } from './modules/stats/index.ts';
import { createTcgMatchService, deckAnalyticsRoutes, tcgMatchRoutes } from './modules/tcg-matches/index.ts';
import { cardInsightRoutes, createCardFactsService } from './modules/card-facts/index.ts';
import { createPtcglImportService, ptcglImportRoutes } from './modules/ptcgl-import/index.ts';
import {
  createRecentReplaysService,
  createShowdownImportService,
  createShowdownReplayClient,
  showdownImportRoutes,
} from './modules/showdown-import/index.ts';
import { createVgcMatchService, vgcMatchRoutes } from './modules/vgc-matches/index.ts';
import {
  createRemoteSprites,
  createSpriteService,
  SPRITE_BREAKER_SETTINGS,
  spriteRoutes,
} from './modules/sprites/index.ts';
import { createPokedexService, pokedexRoutes } from './modules/pokedex/index.ts';
import { createPokepasteClient, pokepasteRoutes } from './modules/pokepaste/index.ts';
import { createRestrictedPokemonService, restrictedPokemonRoutes } from './modules/restricted-pokemon/index.ts';
import { createTeamService, teamRoutes } from './modules/teams/index.ts';
import { createVgcRegulationService, vgcRegulationRoutes } from './modules/vgc-regulations/index.ts';
import { createMatchGroupService, matchGroupRoutes } from './modules/match-groups/index.ts';
import { createFriendService, friendRoutes } from './modules/friends/index.ts';
import { createNotificationService, notificationRoutes } from './modules/notifications/index.ts';
import { createDataTransferService, dataTransferRoutes } from './modules/data-transfer/index.ts';
import { createSyncService, syncRoutes } from './modules/sync/index.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  /** The migrated database (connectDatabase); the caller owns it and closes it after the app. */
  db: Database;
  /** Defaults to SMTP_URL, or .eml files in DATA_DIR/outbox. */
  mailer?: Mailer;
  /** The process's logger (main.ts), so the app's lines and the process's share one format; else one at LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** The outside services' breakers; tests hand their own (with a clock they move). Else from CIRCUIT_BREAKER_*. */
  circuitBreakers?: CircuitBreakers;
  /** When the process's backup schedule (main.ts) runs next, for the admin hub; absent: no schedule here. */
  nextBackupAt?: () => Date | null;
}

export async function buildApp({
  config,
  db: database,
  mailer: givenMailer,
  logger,
  circuitBreakers,
  nextBackupAt,
}: BuildAppOptions) {
  const app = Fastify({
    // Typed as Fastify's own logger, so that the app's type stays the one every module is written against.
    loggerInstance: (logger ?? createLogger(config.logLevel)) as FastifyBaseLogger,
    // One line per request is noise for a self-hosted app; they are logged at debug level below instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Reset tokens are 43 characters; room for longer ids later.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: each route's own `config` says whether its answer is kept and what its writes touch.
  registerRouteBehaviour(app);
  registerErrorHandling(app);

  // An empty body sent with a JSON content type (common in HTTP client wrappers, e.g. on DELETE) means "no body".
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    parseJson(request, body as string, done);
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(`${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`);
  });

  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes style attributes and <style> tags at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Sprites are ours (modules/sprites); card images and deck images may come from the card source's host.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // The service worker fetches the images it caches; page views may go to PAGE_VIEW_URL.
        connectSrc: ["'self'", 'https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Served over plain http on a LAN, upgrading would break every asset.
        upgradeInsecureRequests: null,
      },
    },
  });
  // Before compress: the kept answers are the JSON text (caching/userAnswers.ts).
  const memoryCaches = startMemoryCaches(database.pool, config.memoryCacheSeconds, app.log);
  registerUserAnswers(app, memoryCaches.versions);
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: COMPRESS_ENCODINGS });
  await registerRateLimits(app, { redis: config.redis, costlyWritesPerMinute: config.rateLimits.costlyWrites });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Trainer Log API',
        description:
          'Send the session token from login or registration in the `x-auth-token` header (or `Authorization: Bearer`). ' +
          'Errors are `{ msg, errors? }`.',
        version: '1',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // As above: plain http on a LAN must keep working.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  app.addHook('onSend', async (request, reply) => {
    // API answers are per user and change with every write; no cache may keep them. Routes serving immutable
    // public data (sprites) set their own.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const { db } = database;
  // One breaker per outside service: while one keeps failing, its requests are answered at once (circuitBreaker.ts).
  const breakers = circuitBreakers ?? createCircuitBreakers(config.circuitBreakers, app.log);
  const mailer =
    givenMailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const sessions = createSessionStore(db, config.sessionDays, memoryCaches.sessions);
  const guards = registerAuth(app, sessions);
  const auth = createAuthService({
    db,
    sessions,
    mailer,
    ownership: createOwnershipChecks(db),
    appUrl: config.appUrl,
    log: app.log,
  });

  await app.register(healthRoutes, { prefix: '/api/health', health: createHealthService(db) });
  await app.register(authRoutes, { prefix: '/api/auth', auth, guards, rateLimits: config.rateLimits });
  await app.register(feedbackRoutes, { prefix: '/api/feedback', feedback: createFeedbackService(db), guards });
  const deckService = createDeckService(db);
  await app.register(deckRoutes, { prefix: '/api/decks', decks: deckService, guards });
  const tcgMatchService = createTcgMatchService(db);
  await app.register(tcgMatchRoutes, { prefix: '/api/tcgmatches', matches: tcgMatchService, guards });
  await app.register(ptcglImportRoutes, {
    prefix: '/api/tcgmatches/import/ptcgl',
    imports: createPtcglImportService(db, tcgMatchService),
    matches: tcgMatchService,
    guards,
  });
  await app.register(deckAnalyticsRoutes, {
    prefix: '/api/deck-analytics',
    analytics: tcgMatchService.analytics,
    guards,
  });
  const cardFacts = createCardFactsService(db, app.log);
  await app.register(cardInsightRoutes, { prefix: '/api/deck-analytics', cardFacts, guards });
  await app.register(seasonRoutes, { prefix: '/api/seasons', seasons: createSeasonService(db), guards });
  await app.register(statsRoutes, { prefix: '/api/stats', stats: createStatsService(db), guards });
  const deckCategoryService = createDeckCategoryService(db);
  await app.register(deckCategoryRoutes, { prefix: '/api/deck-categories', categories: deckCategoryService, guards });
  await app.register(deckCategorizationRoutes, {
    prefix: '/api/admin/deck-categorization',
    categories: deckCategoryService,
    guards,
  });
  await app.register(communityRoutes, { prefix: '/api/analytics/global', community: createCommunityService(db) });
  const remoteCards = config.cardApi
    ? createRemoteCards({
        baseUrl: config.cardApi.url,
        apiKey: config.cardApi.key,
        timeoutMs: config.cardApi.timeoutMs,
        breaker: breakers.for('cards', `The card service (${config.cardApi.url})`),
      })
    : undefined;
  // The catalogue fills itself from a public source in the background (CARD_CATALOGUE_AUTO_IMPORT, refresher.ts).
  const catalogueRefresher = config.cardCatalogue.autoImport
    ? createCatalogueRefresher({
        database,
        sourceUrl: config.cardCatalogue.sourceUrl,
        refreshMs: config.cardCatalogue.refreshHours * 3_600_000,
        log: app.log,
      })
    : undefined;
  await app.register(cardRoutes, {
    prefix: '/api/cards',
    cards: createCardService({ db, remote: remoteCards, sourceState: catalogueRefresher?.state, log: app.log }),
  });
  const remoteSprites = createRemoteSprites({
    ...config.sprites,
    cacheDir: path.join(config.dataDir, 'sprites'),
    log: app.log,
    breaker: breakers.for('sprites', `The sprite source (${config.sprites.sourceUrl})`, SPRITE_BREAKER_SETTINGS),
  });
  await app.register(spriteRoutes, { prefix: '/api/sprites', sprites: createSpriteService({ remote: remoteSprites }) });
  // One Pokédex for its routes and for the species checks of teams and the restricted list (built once, kept).
  const pokedex = createPokedexService();
  await app.register(pokedexRoutes, { prefix: '/api', pokedex });
  const teamService = createTeamService(db, pokedex);
  await app.register(teamRoutes, { prefix: '/api/teams', teams: teamService, guards });
  const vgcMatchService = createVgcMatchService(db, pokedex);
  await app.register(vgcMatchRoutes, { prefix: '/api/vgcmatches', matches: vgcMatchService, guards });
  // The admin area reaches matches through their services' own delete (issue 17), so it is registered after them.
  const adminMatchServices = { tcg: tcgMatchService, vgc: vgcMatchService };
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    admin: createAdminService(db, adminMatchServices),
    operations: createOperationsReport({
      dataDir: config.dataDir,
      backups: config.backups,
      breakers,
      ...(nextBackupAt ? { nextBackupAt } : {}),
    }),
    guards,
  });
  const showdownImports = createShowdownImportService(db, vgcMatchService);
  const showdownReplays = createShowdownReplayClient({
    ...config.showdownReplays,
    log: app.log,
    breaker: breakers.for('showdown', `Pokémon Showdown (${config.showdownReplays.baseUrl})`),
  });
  await app.register(showdownImportRoutes, {
    prefix: '/api/vgcmatches/import/showdown',
    imports: showdownImports,
    recent: createRecentReplaysService(db, showdownImports, showdownReplays),
    replays: showdownReplays,
    matches: vgcMatchService,
    guards,
    perMinute: config.showdownReplays.perMinute,
  });
  await app.register(restrictedPokemonRoutes, {
    prefix: '/api/restricted-pokemon',
    restricted: createRestrictedPokemonService(db, pokedex),
    guards,
  });
  const vgcRegulationService = createVgcRegulationService(db, pokedex);
  await app.register(vgcRegulationRoutes, {
    prefix: '/api/vgc-regulations',
    regulations: vgcRegulationService,
    guards,
  });
  await app.register(pokepasteRoutes, {
    prefix: '/api/pokepaste',
    pokepaste: createPokepasteClient({
      ...config.pokepaste,
      log: app.log,
      breaker: breakers.for('pokepaste', `PokePaste (${config.pokepaste.baseUrl})`),
    }),
    perMinute: config.pokepaste.perMinute,
  });
  await app.register(friendRoutes, { prefix: '/api/friends', friends: createFriendService(db), guards });
  await app.register(notificationRoutes, {
    prefix: '/api/notifications',
    notifications: createNotificationService(db),
    guards,
  });
  const matchGroupService = createMatchGroupService(db);
  await app.register(matchGroupRoutes, { prefix: '/api/matchgroups', groups: matchGroupService, guards });
  await app.register(limitlessImportRoutes, {
    prefix: '/api/limitless',
    imports: createLimitlessImportService(db, {
      client: createLimitlessClient({
        ...config.limitless,
        log: app.log,
        breaker: breakers.for('limitless', `Limitless (${config.limitless.apiUrl})`),
      }),
      decks: deckService,
      teams: teamService,
      tcgMatches: tcgMatchService,
      vgcMatches: vgcMatchService,
      groups: matchGroupService,
      species: pokedex,
    }),
    tcgMatches: tcgMatchService,
    vgcMatches: vgcMatchService,
    guards,
    perMinute: config.limitless.perMinute,
  });
  await app.register(dataTransferRoutes, {
    prefix: '/api/account',
    transfer: createDataTransferService(db, {
      decks: deckService,
      teams: teamService,
      tcgMatches: tcgMatchService,
      vgcMatches: vgcMatchService,
      groups: matchGroupService,
    }),
    guards,
  });
  const syncServices = {
    tcgMatches: tcgMatchService,
    vgcMatches: vgcMatchService,
    decks: deckService,
    teams: teamService,
  };
  await app.register(syncRoutes, {
    prefix: '/api/sync',
    sync: createSyncService(db, syncServices, app.log),
    services: syncServices,
    guards,
  });
  await registerWebApp(app, config.webDist, { pageViewUrl: config.pageViewUrl });

  app.addHook('onReady', async () => {
    // Issue 29: a fresh instance has archetypes at once; a new release's catalogue version is applied once.
    await deckCategoryService
      .applyCatalogue()
      .catch((error: unknown) => app.log.warn({ err: error }, 'Could not apply the built-in archetype catalogue'));
    // Issue 29: a release's new built-in regulations reach every instance once, admin edits kept.
    await vgcRegulationService
      .applyBuiltIn()
      .catch((error: unknown) => app.log.warn({ err: error }, 'Could not apply the built-in VGC regulations'));
    void catalogueRefresher?.start();
    // Issue 30: card facts for every kept log not read yet (or read by an older reader), in the background.
    void cardFacts.backfill();
    sessions.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'Could not purge expired sessions'));
  });
  app.addHook('onClose', async () => {
    await catalogueRefresher?.stop();
    await cardFacts.stop();
    await memoryCaches.close();
    await mailer.idle();
    if (!givenMailer) mailer.close();
  });
  return app;
}
