import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { inlineScriptHashes } from './lib/inline-scripts.ts';
import { projectRoot } from './lib/project-root.ts';
import { loggerOptions } from './logger-options.ts';
import { createAccountService } from './modules/auth/account-service.ts';
import { registerAdminRoutes } from './modules/admin/admin-routes.ts';
import { registerAuthRoutes } from './modules/auth/auth-routes.ts';
import { registerContactRoutes } from './modules/contact/contact-routes.ts';
import { createContactService } from './modules/contact/contact-service.ts';
import { registerHealthRoutes } from './modules/health/health-routes.ts';
import { registerSitemapRoute } from './modules/seo/sitemap-routes.ts';
import { startMailSender, type MailSender } from './modules/mail/mail-sender.ts';
import {
  createFileTransport,
  createSmtpTransport,
  type MailTransport,
} from './modules/mail/transport.ts';
import { createRateLimiter } from './modules/rate-limit/rate-limiter.ts';
import { paymentCspSources, registerPayments } from './modules/payments/payments-module.ts';
import { registerClientApp } from './plugins/client-app.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSessions } from './plugins/session.ts';
import { startMaintenance } from './jobs/maintenance.ts';
import { startScheduleGenerator } from './jobs/schedule-generator.ts';
import { registerScheduleRoutes } from './modules/schedules/schedule-routes.ts';
import { createScheduleService } from './modules/schedules/schedule-service.ts';

export type AppOptions = {
  /** An already migrated database (tests); by default one is opened from the config and migrated. */
  database?: DatabaseHandle;
  mailTransport?: MailTransport;
  /** Where the built client lives; null serves only /api. */
  clientDir?: string | null;
  /** Run the pickup-schedule generator at start-up and daily (default: the config's setting). */
  scheduleGenerator?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Sees every route as it is registered (tests walk them all). */
  onRoute?: (route: RouteOptions) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    mailer: MailSender;
  }
}

/** Builds the whole server without listening: main.ts listens, tests inject or use port 0. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);

  const database =
    options.database ??
    openDatabase(
      config.databaseUrl
        ? {
            url: config.databaseUrl,
            onIdleError: (err) => app.log.warn({ err }, 'idle database connection dropped'),
          }
        : { dataDir: config.dataDir },
    );
  if (!options.database) await database.migrate();
  const { db } = database;

  const transport =
    options.mailTransport ??
    (config.smtpUrl
      ? createSmtpTransport(config.smtpUrl)
      : createFileTransport(join(config.dataDir, 'mail'), app.log));
  const mailer = startMailSender({ db, transport, from: config.mailFrom, log: app.log });
  const limiter = createRateLimiter(db, config.rateLimitMultiplier);

  app.decorate('database', database);
  app.decorate('mailer', mailer);

  const clientDir =
    options.clientDir === undefined ? join(projectRoot(), 'build/client') : options.clientDir;
  await registerSecurityHeaders(app, {
    production: config.isProduction,
    inlineScriptHashes: inlineScriptHashes(clientDir),
    ...paymentCspSources(config),
  });
  await app.register(fastifyCookie);
  const sessions = registerSessions(app, {
    db,
    secret: config.sessionSecret,
    secure: config.isProduction,
  });

  const accounts = createAccountService({
    db,
    limiter,
    secret: config.sessionSecret,
    appUrl: config.appUrl,
    adminLoginKey: config.adminLoginKey,
    onMailQueued: mailer.kick,
    endOtherSessions: sessions.endOthers,
  });

  registerHealthRoutes(app, { db });
  registerSitemapRoute(app);
  registerAuthRoutes(app, { accounts, sessions, limiter });
  const contact = createContactService({
    db,
    contactTo: config.contactTo,
    onMailQueued: mailer.kick,
  });
  registerContactRoutes(app, { contact, limiter });
  const payments = await registerPayments(app, {
    config,
    db,
    accounts,
    sessions,
    limiter,
    onMailQueued: mailer.kick,
  });

  const schedules = createScheduleService(db);
  registerScheduleRoutes(app, { schedules });
  await registerAdminRoutes(app, { db });

  if (clientDir) await registerClientApp(app, clientDir);

  const maintenance = startMaintenance({ log: app.log, sessions, limiter });
  const generator =
    (options.scheduleGenerator ?? config.scheduleGenerator)
      ? startScheduleGenerator({ log: app.log, schedules })
      : null;

  app.addHook('onClose', async () => {
    maintenance.stop();
    payments.stop();
    await generator?.stop();
    await mailer.stop();
    if (!options.database) await database.close();
  });

  return app;
}
