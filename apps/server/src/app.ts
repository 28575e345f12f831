import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/connect.ts';
import { registerAuth } from './http/auth.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerErrorHandling } from './http/errors.ts';
import { logDestination } from './http/logger.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { registerWebApp } from './http/web.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { createAdminService } from './modules/admin/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createOwnershipChecks } from './modules/auth/ownership.ts';
import { createAuthService } from './modules/auth/service.ts';
import { cardRoutes } from './modules/cards/routes.ts';
import { createRemoteCards } from './modules/cards/remote.ts';
import { createCardService } from './modules/cards/service.ts';
import { createCatalogueRefresher } from './modules/cards/refresher.ts';
import { deckRoutes } from './modules/decks/routes.ts';
import { createDeckService } from './modules/decks/service.ts';
import { createSessionStore } from './modules/auth/sessions.ts';
import { startMemoryCaches } from './http/memoryCaches.ts';
import { COMPRESS_ENCODINGS, COMPRESS_THRESHOLD, registerUserAnswers } from './http/userAnswers.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { createFeedbackService } from './modules/feedback/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { createLimitlessClient } from './modules/limitless-import/client.ts';
import { limitlessImportRoutes } from './modules/limitless-import/routes.ts';
import { createLimitlessImportService } from './modules/limitless-import/service.ts';
import { seasonRoutes } from './modules/seasons/routes.ts';
import { createSeasonService } from './modules/seasons/service.ts';
import { communityRoutes } from './modules/community/routes.ts';
import { createCommunityService } from './modules/community/service.ts';
import { deckCategorizationRoutes, deckCategoryRoutes } from './modules/deck-categories/routes.ts';
import { createDeckCategoryService } from './modules/deck-categories/service.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { createStatsService } from './modules/stats/service.ts';
import { tcgMatchRoutes } from './modules/tcg-matches/routes.ts';
import { deckAnalyticsRoutes } from './modules/tcg-matches/analytics.ts';
import { ptcglImportRoutes } from './modules/ptcgl-import/routes.ts';
import { createPtcglImportService } from './modules/ptcgl-import/service.ts';
import { createTcgMatchService } from './modules/tcg-matches/service.ts';
import { createShowdownReplayClient } from './modules/showdown-import/client.ts';
import { showdownImportRoutes } from './modules/showdown-import/routes.ts';
import { createShowdownImportService } from './modules/showdown-import/service.ts';
import { vgcMatchRoutes } from './modules/vgc-matches/routes.ts';
import { createVgcMatchService } from './modules/vgc-matches/service.ts';
import { spriteRoutes } from './modules/sprites/routes.ts';
import { createRemoteSprites } from './modules/sprites/remote.ts';
import { createSpriteService } from './modules/sprites/service.ts';
import { pokedexRoutes } from './modules/pokedex/routes.ts';
import { createPokedexService } from './modules/pokedex/service.ts';
import { createPokepasteClient } from './modules/pokepaste/client.ts';
import { pokepasteRoutes } from './modules/pokepaste/routes.ts';
import { restrictedPokemonRoutes } from './modules/restricted-pokemon/routes.ts';
import { createRestrictedPokemonService } from './modules/restricted-pokemon/service.ts';
import { teamRoutes } from './modules/teams/routes.ts';
import { createTeamService } from './modules/teams/service.ts';
import { createHealthService } from './modules/health/service.ts';
import { matchGroupRoutes } from './modules/match-groups/routes.ts';
import { createMatchGroupService } from './modules/match-groups/service.ts';
import { friendRoutes } from './modules/friends/routes.ts';
import { createFriendService } from './modules/friends/service.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { createNotificationService } from './modules/notifications/service.ts';
import { dataTransferRoutes } from './modules/data-transfer/routes.ts';
import { createDataTransferService } from './modules/data-transfer/service.ts';
import { syncRoutes } from './modules/sync/routes.ts';
import { createSyncService } from './modules/sync/service.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Signed-in GET answers kept in memory while the caller's data is unchanged (http/userAnswers.ts). */
const USER_ANSWER_ROUTES = [
  '/api/tcgmatches',
  '/api/tcgmatches/',
  '/api/tcgmatches/summary',
  '/api/tcgmatches/stats',
  '/api/deck-analytics/:id',
  '/api/vgcmatches',
  '/api/vgcmatches/',
  '/api/vgcmatches/summary',
  '/api/vgcmatches/team-stats',
  '/api/vgcmatches/stats',
];

/**
 * The areas whose writes never change a user row — matches and their imports, groups, friends, notifications,
 * feedback (only auth, admin, deleting an account or a deck, the Limitless link and the account import write
 * `users`): their writes keep the writer's kept session (http/auth.ts; issue 18, a player logging matches read their
 * session from the database on every request).
 */
const USER_ROW_UNTOUCHED = [
  '/api/tcgmatches',
  '/api/vgcmatches',
  '/api/matchgroups',
  '/api/friends',
  '/api/notifications',
  '/api/feedback',
];

export interface BuildAppOptions {
  config: Config;
  /** The migrated database (connectDatabase); the caller owns it and closes it after the app. */
  db: Database;
  /** Defaults to SMTP_URL, or .eml files in DATA_DIR/outbox. */
  mailer?: Mailer;
}

export async function buildApp({ config, db: database, mailer: givenMailer }: BuildAppOptions) {
  const app = Fastify({
    logger: { level: config.logLevel, stream: logDestination() },
    // One line per request is noise for a self-hosted app; they are logged at debug level below instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Reset tokens are 43 characters; room for longer ids later.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
  // Before compress: the kept answers are the JSON text (http/userAnswers.ts).
  const memoryCaches = startMemoryCaches(database.pool, config.memoryCacheSeconds, app.log);
  registerUserAnswers(app, memoryCaches.versions, USER_ANSWER_ROUTES);
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
  const mailer =
    givenMailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') });
  const sessions = createSessionStore(db, config.sessionDays, memoryCaches.sessions);
  const guards = registerAuth(app, sessions, USER_ROW_UNTOUCHED);
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
  await app.register(adminRoutes, { prefix: '/api/admin', admin: createAdminService(db, adminMatchServices), guards });
  await app.register(showdownImportRoutes, {
    prefix: '/api/vgcmatches/import/showdown',
    imports: createShowdownImportService(db, vgcMatchService),
    replays: createShowdownReplayClient({ ...config.showdownReplays, log: app.log }),
    matches: vgcMatchService,
    guards,
    perMinute: config.showdownReplays.perMinute,
  });
  await app.register(restrictedPokemonRoutes, {
    prefix: '/api/restricted-pokemon',
    restricted: createRestrictedPokemonService(db, pokedex),
    guards,
  });
  await app.register(pokepasteRoutes, {
    prefix: '/api/pokepaste',
    pokepaste: createPokepasteClient({ ...config.pokepaste, log: app.log }),
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
      client: createLimitlessClient({ ...config.limitless, log: app.log }),
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
    void catalogueRefresher?.start();
    sessions.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'Could not purge expired sessions'));
  });
  app.addHook('onClose', async () => {
    await catalogueRefresher?.stop();
    await memoryCaches.close();
    await mailer.idle();
    if (!givenMailer) mailer.close();
  });
  return app;
}
