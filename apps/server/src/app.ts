import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { ErrorCode, errorMessage, normalizeLang } from '@iotc/shared';
import type { AppConfig } from './config.ts';
import { answerSerializer } from './core/answers.ts';
import { authentication, SessionService, type AuthContext } from './core/auth.ts';
import { broker } from './core/broker/index.ts';
import { systemClock } from './core/clock.ts';
import { AccountViews } from './core/accountViews.ts';
import type { Clock } from './core/clock.ts';
import './core/context.ts';
import { openDatabase } from './core/db.ts';
import type { Database } from './core/db.ts';
import { envelope } from './core/envelope.ts';
import { errorHandler } from './core/errors.ts';
import { inputGuard } from './core/inputGuard.ts';
import { createMailer } from './core/mail.ts';
import { createBus, Realtime } from './core/realtime.ts';
import { securityHeaders } from './core/securityHeaders.ts';
import { storagePlugin } from './core/storage.ts';
import { webApp } from './core/web.ts';
import { isEmpty, seed } from './db/seed/index.ts';
import accountRoutes from './modules/account/routes.ts';
import areaRoutes from './modules/area/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import certificationRoutes from './modules/certification/routes.ts';
import dictionaryRoutes from './modules/dictionary/routes.ts';
import filesRoutes from './modules/files/routes.ts';
import guideRoutes from './modules/guide/routes.ts';
import docsRoutes from './modules/docs/routes.ts';
import menusRoutes from './modules/menus/routes.ts';
import noticeRoutes from './modules/notices/routes.ts';
import outboxRoutes from './modules/outbox/routes.ts';
import platformRoutes from './modules/platform/routes.ts';
import quotaRoutes from './modules/quota/routes.ts';
import rolesRoutes from './modules/roles/routes.ts';
import realtimeRoutes from './modules/realtime/routes.ts';
import spacesRoutes from './modules/spaces/routes.ts';
import userRoutes from './modules/users/routes.ts';
import workOrderRoutes from './modules/workOrders/routes.ts';
import appsRoutes from './modules/apps/routes.ts';
import functionsRoutes from './modules/functions/routes.ts';
import hardwareModulesRoutes from './modules/hardwareModules/routes.ts';
import manualsRoutes from './modules/manuals/routes.ts';
import networkGuideRoutes from './modules/networkGuide/routes.ts';
import productClassesRoutes from './modules/productClasses/routes.ts';
import productRulesRoutes from './modules/productRules/routes.ts';
import productsRoutes from './modules/products/routes.ts';
import { ProductParts } from './modules/products/parts.ts';
import { productCountOfClass } from './modules/products/service.ts';
import { profile } from './modules/spaces/service.ts';
import { functionsPart } from './modules/functions/part.ts';
import { productRulesPart } from './modules/productRules/part.ts';
import { networkGuidePart } from './modules/networkGuide/part.ts';
import { manualsPart } from './modules/manuals/part.ts';
import { testServicePart } from './modules/testService/part.ts';
import { devicesPart } from './modules/devices/part.ts';
import testServiceRoutes from './modules/testService/routes.ts';
import devicesRoutes from './modules/devices/routes.ts';
import { DeviceIngest } from './modules/devices/ingest.ts';
import { PushEvaluator } from './modules/devicePush/evaluator.ts';
import jobsRoutes from './modules/jobs/routes.ts';
import triplesRoutes from './modules/triples/routes.ts';
import virtualDevicesRoutes from './modules/virtualDevices/routes.ts';
import debugDevicesRoutes from './modules/debugDevices/routes.ts';
import devicePushRoutes from './modules/devicePush/routes.ts';
import firmwareRoutes from './modules/firmware/routes.ts';
import { firmwarePart } from './modules/firmware/part.ts';
import { openReleasesOfFirmware } from './modules/ota/openReleases.ts';
import otaRoutes from './modules/ota/routes.ts';
import { OtaRuntime } from './modules/ota/runtime.ts';
import panelsRoutes from './modules/panels/routes.ts';
import { panelsPart } from './modules/panels/part.ts';
import { offlinePanelUsers } from './modules/panels/choices.ts';
import offlinePanelsRoutes from './modules/offlinePanels/routes.ts';
import voiceRoutes from './modules/voice/routes.ts';
import { voicePart } from './modules/voice/part.ts';
import productLanguagesRoutes from './modules/productLanguages/routes.ts';
import { productLanguagesPart } from './modules/productLanguages/part.ts';

export interface AppDeps {
  /** A migrated and seeded database (tests share one per worker); by default the configured one is opened. */
  database?: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/** Module routes, registered under /api; each module writes the paths of packages/shared/src/api/paths.ts. */
const modules = [
  authRoutes,
  spacesRoutes,
  menusRoutes,
  rolesRoutes,
  platformRoutes,
  dictionaryRoutes,
  areaRoutes,
  filesRoutes,
  docsRoutes,
  guideRoutes,
  accountRoutes,
  certificationRoutes,
  workOrderRoutes,
  noticeRoutes,
  quotaRoutes,
  userRoutes,
  productClassesRoutes,
  hardwareModulesRoutes,
  productsRoutes,
  functionsRoutes,
  productRulesRoutes,
  networkGuideRoutes,
  manualsRoutes,
  testServiceRoutes,
  appsRoutes,
  devicesRoutes,
  jobsRoutes,
  triplesRoutes,
  virtualDevicesRoutes,
  debugDevicesRoutes,
  devicePushRoutes,
  firmwareRoutes,
  otaRoutes,
  panelsRoutes,
  offlinePanelsRoutes,
  voiceRoutes,
  productLanguagesRoutes,
];

/** Content types worth compressing on the fly. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)|image\/svg\+xml)|\+(?:json|xml)(?:;|$)/;

/** The parts of a product: what copying, completing development and deleting a product go through (modules/products/parts.ts). */
const productParts = new ProductParts([functionsPart, productRulesPart, networkGuidePart, manualsPart, testServicePart, devicesPart, firmwarePart, panelsPart, voicePart, productLanguagesPart]);

/**
 * Zod validation that keeps zod's issues: the error handler turns them into a localized message
 * naming the field (fastify-type-provider-zod's compiler flattens them).
 */
const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };

/** Opens, migrates and seeds the configured database (the embedded mode seeds demo data on first start). */
async function startDatabase(config: AppConfig, log: FastifyBaseLogger): Promise<Database> {
  const database = await openDatabase(config, log);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    // Unreleased: the migrations are regenerated whole, so a database of an earlier build cannot be upgraded.
    const where = config.embedded ? `remove ${config.dataDir}/pglite` : 'drop and recreate the database';
    throw new Error(`Migrating the database failed. If it was created by an earlier development build, ${where}.`, { cause: error });
  }
  const demo = config.seedDemo || (config.embedded && (await isEmpty(database.db)));
  await seed(database.db, { demo });
  return database;
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // Only the named proxies may say who the client is and whether it came over https (an empty list trusts none).
    trustProxy: config.trustProxy,
    // Malformed URLs would otherwise be answered with HTTP 400, which the console reads as a lost session.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ err: error }, 'malformed request');
      const lang = normalizeLang(request.headers.lang);
      void (reply as FastifyReply).status(404).send({ code: ErrorCode.NotFound, msg: errorMessage(lang, ErrorCode.NotFound), data: null });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);

  const database = deps.database ?? (await startDatabase(config, app.log));
  if (!deps.database) app.addHook('onClose', () => database.close());
  const clock = deps.clock ?? systemClock;
  // In-process, or Redis pub/sub between instances (REDIS_URL); start-up waits for its subscriptions.
  const bus = createBus({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, log: app.log });
  app.addHook('onReady', () => bus.ready());
  app.addHook('onClose', () => bus.close());
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('clock', clock);
  app.decorate('bus', bus);
  app.decorate('accountViews', new AccountViews(clock, bus));
  app.decorate('realtime', new Realtime(bus, app.log));
  app.decorate('mailer', createMailer({ db: database.db, clock, log: app.log, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }));
  app.decorate('productParts', productParts);
  app.decorate('productsOfClass', productCountOfClass);
  app.decorate('openReleasesOfFirmware', openReleasesOfFirmware);
  app.decorate('offlinePanelUsers', offlinePanelUsers);
  app.decorate('profileOf', (auth: AuthContext) => profile(app, auth));
  app.decorate(
    'sessions',
    new SessionService({ db: database.db, clock, jwtSecret: config.jwtSecret, accessTokenTtlS: config.accessTokenTtlS, bus }),
  );

  // First: its headers go on every answer, the API documentation's and the errors' included.
  await app.register(securityHeaders);

  // Answers of 1 KB and more gzipped when the client accepts it: lists and details shrink five times or more
  // (getRouters 11.8 KB to 2 KB). gzip at level 1, made per answer, costs a third of brotli's time for about
  // the same size at these lengths; the web app's files come brotli-compressed from the build. Only text types:
  // downloads (xlsx, zip, images) are compressed already, event streams must not be buffered.
  await app.register(fastifyCompress, {
    encodings: ['gzip'],
    zlibOptions: { level: 1 },
    threshold: 1024,
    // Compressed in place up to 64 KB (a fraction of a millisecond at level 1): the stream path it takes above
    // its default (8 KB on two cores) cut getRouters to a quarter of its requests per second.
    syncThreshold: 64 * 1024,
    customTypes: COMPRESSIBLE,
    // Requests keep arriving as they are: nothing of ours sends them compressed.
    globalDecompression: false,
  });

  // External plugins. The API documentation is public like the console's login page.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'IoT developer console API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // The real-time channel's sockets: small frames only, and no compression (zlib contexts per socket would cost
  // far more memory than these small frames save).
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 4096, perMessageDeflate: false },
    // A client vanishing mid-frame is ordinary, not a server error.
    errorHandler: (err, socket, request) => {
      request.log.info({ err }, 'realtime socket error');
      socket.terminate();
    },
  });

  // App plugins.
  await app.register(envelope);
  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(authentication);
  await app.register(storagePlugin);
  // Before the routes: its onReady starts the broker, whose deviceUrl the virtual-device runner and the OTA controller need in theirs.
  app.decorate('ota', new OtaRuntime(app));
  const ingest = new DeviceIngest(
    { db: database.db, clock, realtime: app.realtime, bus, log: app.log },
    new PushEvaluator({ db: database.db, log: app.log, bus }),
    app.ota.deviceEvents,
  );
  app.decorate('deviceIngest', ingest);
  if (!config.mqttUrl) app.addHook('onReady', () => ingest.resetPresence());
  await app.register(broker, { directory: ingest.directory, sink: ingest });

  // Routes.
  for (const routes of modules) await app.register(routes, { prefix: '/api' });
  await app.register(realtimeRoutes);
  if (config.embedded) await app.register(outboxRoutes);
  await app.register(webApp);

  return app;
}
