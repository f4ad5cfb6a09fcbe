/** Builds the Fastify application. Tests build it too and call `app.inject`. */
import { API_KEY_HEADER } from '../domain/consulta';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { DatabaseHandle } from './db/index';
import { pathsOf, type AppContext } from './context';
import { createMailer, type Mailer } from './lib/mailer';
import { cleanMediaFolder } from './lib/mediaCleanup';
import { createMailQueue } from './lib/mailQueue';
import { createRateLimiter } from './lib/rateLimits';
import { createHashQueue, HASH_CONCURRENCY, type HashQueueOptions } from './lib/hashQueue';
import { createKnownDevices } from './modules/auth/knownDevices';
import { createAttachmentLinks } from './lib/attachmentLinks';
import { isStoredName } from './lib/uploads';
import { loadOrCreateSecret } from './lib/secret';
import { loadOrCreateVapidKeys } from './lib/vapid';
import { createNotificador } from './modules/notificaciones/notificador';
import { MESSAGES } from './lib/errors';
import { UPLOAD_MAX_BYTES } from '../domain/constants';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import inputSanityPlugin from './plugins/inputSanity';
import bodylessActionsPlugin from './plugins/bodylessActions';
import securityHeadersPlugin, { helmetHeaders } from './plugins/securityHeaders';
import privateAnswersPlugin from './plugins/privateAnswers';
import { clientErrorHandler, frameworkErrors } from './plugins/malformedRequests';
import writeGatePlugin from './plugins/writeGate';
import crossOriginPlugin, { embeddableAcrossOrigins } from './plugins/crossOrigin';
import { createWriteGate } from './lib/writeGate';
import { createBuildSlots } from './reports/buildSlots';
import { createReportWorkers } from './reports/workers/pool';
import { contentSecurityPolicy } from './plugins/csp';
import { apiModules } from './modules/index';
import { withScope } from './tenancy/scope';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  logger?: boolean | object;
  /** Folder of the built client; served with a fallback to index.html. */
  clientDir?: string | null;
  /** Replaces parts of the password-hashing queue (a test holds its hasher this way). */
  hashing?: Partial<HashQueueOptions>;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const securityHeaders = helmetHeaders({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) }, crossOriginEmbedderPolicy: false });
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // One hop: the address the proxy in front saw (the last X-Forwarded-For entry), never one the client wrote.
    trustProxy: config.trustProxy === 'one-hop' ? (_address: string, hop: number) => hop < 1 : config.trustProxy,
    bodyLimit: 1024 * 1024 + 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: frameworkErrors(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const paths = pathsOf(config.dataDir);
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: paths.outboxDir, log: app.log });
  const writeGate = createWriteGate();
  const mailQueue = createMailQueue({ db: database.db, mailer, log: app.log });
  const secret = loadOrCreateSecret(config.dataDir, config.jwtSecret);
  const notificador = createNotificador({ db: database.db, mailQueue, config, log: app.log, vapid: loadOrCreateVapidKeys(config.dataDir) });
  const context: AppContext = {
    config,
    database,
    mailer,
    mailQueue,
    notificador,
    rateLimiter: createRateLimiter(database.db),
    hashQueue: createHashQueue({ concurrency: HASH_CONCURRENCY, maxWaitMs: config.hashMaxWaitMs, ...options.hashing }),
    knownDevices: createKnownDevices(database.db, secret),
    attachmentLinks: createAttachmentLinks(secret),
    paths,
    writeGate,
    reportSlots: createBuildSlots(config.reportsMaxConcurrent),
    reportWorkers: createReportWorkers(database, config.reportsMaxConcurrent),
  };
  app.decorate('gatera', context);
  app.decorate('hostRoutes', new Set<string>());
  // Mail queued by an earlier process (or before a crash) is sent once this one is ready.
  app.addHook('onReady', async () => mailQueue.start());
  app.addHook('onClose', async () => mailQueue.stop());
  // Push notices likewise; each one is reserved by the process that sends it.
  app.addHook('onReady', async () => notificador.start());
  app.addHook('onClose', async () => notificador.stop());
  app.addHook('onClose', async () => context.reportWorkers.close());

  await app.register(errorsPlugin);
  await app.register(inputSanityPlugin);
  await app.register(bodylessActionsPlugin);
  await app.register(securityHeadersPlugin, { headers: securityHeaders });
  await app.register(privateAnswersPlugin);
  await app.register(crossOriginPlugin, { origins: config.corsOrigins });
  await app.register(writeGatePlugin, { gate: writeGate });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 2 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Gatera API', description: 'API de gestión municipal de colonias felinas', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(authPlugin, { secret, expiresIn: config.jwtExpiresIn, db: database.db, dataVersion: database.dataVersion });

  for (const module of apiModules) {
    await app.register(module, { prefix: '/api' });
  }

  fs.mkdirSync(paths.mediaDir, { recursive: true });
  const cleaned = await cleanMediaFolder(paths.mediaDir, database.db);
  if (cleaned.parts || cleaned.orphans) app.log.info(cleaned, 'Archivos temporales y subidas huérfanas eliminados al arrancar');
  // /media is public, so it serves cat photos only: complaint and inspection attachments share the folder
  // (old ones included) but are served by /api/adjuntos to those who may see their record.
  await app.register(async (media) => {
    media.addHook('onRequest', async (request, reply) => {
      let name: string;
      try {
        name = decodeURIComponent(request.url.split('?')[0].slice('/media/'.length));
      } catch {
        name = '';
      }
      // Any municipality's cat: its public pages (at /m/<slug>/ or its own host) show its photos at this one path,
      // and a stored name is random, so looking across the installation reveals nothing.
      const photo = isStoredName(name)
        ? await withScope('installation', () => database.db.selectFrom('gatos').select('id').where('imagen', '=', name).executeTakeFirst())
        : undefined;
      if (!photo) await reply.status(404).send({ detail: MESSAGES.notFound });
      else embeddableAcrossOrigins(reply, config.mediaResourcePolicy);
    });
    await media.register(fastifyStatic, {
      root: paths.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      setHeaders(reply, filePath) {
        reply.header('X-Content-Type-Options', 'nosniff');
        const disposition = filePath.endsWith('.pdf') ? 'attachment' : 'inline';
        reply.header('Content-Disposition', `${disposition}; filename="${path.basename(filePath)}"`);
      },
    });
  });

  const clientDir = options.clientDir === undefined ? null : options.clientDir;
  const indexHtml = clientDir && fs.existsSync(path.join(clientDir, 'index.html')) ? path.join(clientDir, 'index.html') : null;
  if (clientDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api') && !url.startsWith('/media/');
    if (wantsPage && indexHtml && !/\.[a-z0-9]+$/i.test(url)) {
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexHtml));
      return;
    }
    reply.status(404).send({ detail: url.startsWith('/api') ? MESSAGES.routeNotFound : MESSAGES.notFound });
  });

  return app;
}
