import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import './app-deps';
import type { AppDeps, RegisteredRoute } from './app-deps';
import { createAuth, createSchoolSignInAuth } from './auth/better-auth';
import { configureFieldEncryption } from './db/field-encryption';
import { sessionPlugin } from './auth/session';
import type { AppConfig } from './config/config';
import type { Database } from './db/client';
import { registerErrorHandler } from './errors/error-handler';
import { registerCompression } from './http/compression';
import { registerCrossSiteCheck } from './http/cross-site';
import { registerFormBodyParser } from './http/form-body';
import { loggerOptions } from './http/log-redaction';
import { registerNulTextCheck } from './http/no-nul-text';
import { trustProxyHops } from './http/client-address';
import { registerNoStoreForApi } from './http/no-store';
import { registerSecurityHeaders } from './http/security-headers';
import { requireDeclaredRoutes } from './http/register-endpoint';
import { createResponseSerializer } from './http/response-serializer';
import { createMailer } from './mail/mailer';
import { createMailTransport } from './mail/mail-transport';
import { createSmsSender } from './sms/sms-sender';
import { createSmsTransport } from './sms/sms-transport';
import { registerOpenApi } from './openapi';
import { createTaskQueue } from './queue/worker';
import { createInProcessLiveHub } from './live/live-hub';
import { startPostgresLiveHub } from './live/postgres-live-hub';
import { registerApiRoutes } from './routes';
import { registerWebApp, type WebBuild } from './features/web/web-app';
import { createAccountMail } from './features/auth/account-mail';
import { registerImpersonationAudit } from './features/admin/impersonation-audit';
import type { FileStorage } from './storage/storage';

const QUEUE_CONCURRENCY = 4;

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  storage: FileStorage;
  authSecret: string;
  /** Serve the built browser app from dist/web (off in API tests). */
  serveWeb?: boolean;
  /** The app's pages from a build given in memory (API tests of the pages the server sends). */
  webBuild?: WebBuild;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, storage } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    // TRUST_PROXY is a hop count: request.ip is the address that many proxies back in
    // X-Forwarded-For (docs/decisions/018). Fastify 5 ignores a bare number, so it is a function.
    trustProxy: trustProxyHops(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // Lets SIGTERM finish requests in flight while idle keep-alive sockets close at once.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against their contract outside production (decision 015).
  app.setSerializerCompiler(createResponseSerializer({ checkContract: config.env !== 'production' }));

  // Features register their background tasks' handlers while their routes are built; the worker
  // starts once the app is ready and finishes its tasks in hand when the app closes.
  const queue = createTaskQueue(database.db, app.log, { ...config.queue, concurrency: QUEUE_CONCURRENCY });
  const mailTransport = createMailTransport(config);
  const mailer = createMailer(database.db, queue, mailTransport, config.mail.from);
  const sms = createSmsSender(database.db, queue, createSmsTransport(config));
  // One hub per server: on PostgreSQL it listens for every server's events (NOTIFY), so a reader and a
  // writer may be on different servers; the embedded database has one server, so in process.
  const live =
    database.kind === 'postgres' && database.url
      ? await startPostgresLiveHub({ url: database.url, db: database.db, log: app.log })
      : createInProcessLiveHub();
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => {
    await live.close();
    await queue.stop();
    mailTransport.close();
  });

  // The account's e-mails (confirmation, reset, notices): Better Auth asks for some, routes send the rest.
  const accountMail = createAccountMail({ db: database.db, mailer, config, log: app.log });
  // The provider secrets of schools' sign-in are sealed with a key derived from the app's secret.
  configureFieldEncryption(options.authSecret);
  const auth = createAuth(database.db, config, options.authSecret, accountMail);
  const schoolSignInAuth = createSchoolSignInAuth(database.db, config, options.authSecret, accountMail, app.log);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    storage,
    auth,
    schoolSignInAuth,
    queue,
    mailer,
    sms,
    live,
    accountMail,
    linkSigningKey: crypto.createHmac('sha256', options.authSecret).update('firstrung signed links').digest(),
  };
  app.decorate('deps', deps);

  // Every route's method and path, so the authorization matrix test can demand a rule for each.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, endpoint: route.config?.endpoint });
  });

  requireDeclaredRoutes(app);
  registerErrorHandler(app);
  // Before the session is loaded: another site's request is refused without touching the database.
  registerCrossSiteCheck(app, config.publicUrl);
  registerNulTextCheck(app);
  registerFormBodyParser(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: [
          "'self'",
          ...(config.storage.driver === 's3' && config.storage.endpoint ? [config.storage.endpoint] : []),
          ...(config.storage.driver === 's3' ? ['https:'] : []),
        ],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerCompression(app);
  registerNoStoreForApi(app);
  await app.register(sessionPlugin);
  // Before the routes, so every route's changes made while an admin views as a user are audited.
  registerImpersonationAudit(app);
  await registerOpenApi(app);
  await registerApiRoutes(app);
  if (config.testFactoryToken) {
    // Browser tests only (the configuration refuses the token outside NODE_ENV=test).
    const { registerTestUserFactory } = await import('./testing/test-user-factory');
    registerTestUserFactory(app, config.testFactoryToken, options.authSecret);
  }
  await registerWebApp(app, { serveWeb: options.serveWeb ?? true, ...(options.webBuild ? { build: options.webBuild } : {}) });
  return app;
}
