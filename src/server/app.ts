import { join } from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { onCommitted, reportEffectErrors } from './db/after-commit.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { startBillingClock, type BillingClock } from './jobs/billing-clock.ts';
import { startMaintenance, type Maintenance } from './jobs/maintenance.ts';
import {
  startNotificationScheduler,
  type NotificationScheduler,
} from './jobs/notification-scheduler.ts';
import { startNightReportJob, type NightReportJob } from './jobs/night-reports.ts';
import { startPauseExpiry, type PauseExpiry } from './jobs/pause-expiry.ts';
import { startPropertyInvoicing, type PropertyInvoicing } from './jobs/property-invoicing.ts';
import { startRevenueSnapshots, type RevenueSnapshotJob } from './jobs/revenue-snapshots.ts';
import { startScheduleGenerator } from './jobs/schedule-generator.ts';
import { startServiceSnapshots, type ServiceSnapshotJob } from './jobs/service-snapshots.ts';
import { inlineScriptHashes } from './lib/inline-scripts.ts';
import { projectRoot } from './lib/project-root.ts';
import { attachLogger } from './lib/request-logger.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { createLogger } from './logger-options.ts';
import { registerAdmin } from './modules/admin/admin-module.ts';
import {
  refreshServiceSnapshots,
  registerAnalytics,
} from './modules/analytics/analytics-module.ts';
import { registerAuth } from './modules/auth/auth-module.ts';
import { registerContact } from './modules/contact/contact-module.ts';
import { registerCrew } from './modules/crew/crew-module.ts';
import { registerDoorNotices } from './modules/door-notices/door-notices-module.ts';
import { registerHealth } from './modules/health/health-module.ts';
import { startMail, type MailSender, type MailTransport } from './modules/mail/mail-module.ts';
import {
  registerSmsWebhooks,
  startSms,
  type SmsSender,
  type SmsTransport,
  createNotifier,
  registerNotifications,
  runNoticeSchedule,
  registerNoticeScheduleDevRoute,
} from './modules/notifications/notifications-module.ts';
import { createPayments, paymentCspSources } from './modules/payments/payments-module.ts';
import { createPhotos } from './modules/photos/photos-module.ts';
import { createRateLimiter } from './modules/rate-limit/rate-limit-module.ts';
import { registerProperties } from './modules/properties/properties-module.ts';
import {
  registerPropertyReports,
  runNightReports,
} from './modules/property-reports/property-reports-module.ts';
import { registerRosters } from './modules/rosters/rosters-module.ts';
import { createPropertyBilling } from './modules/property-billing/property-billing-module.ts';
import { registerSchedules } from './modules/schedules/schedules-module.ts';
import { registerSeo } from './modules/seo/seo-module.ts';
import {
  createServiceArea,
  registerServiceArea,
} from './modules/service-area/service-area-module.ts';
import {
  recordServiceDetailChanges,
  registerServiceDetails,
} from './modules/service-details/service-details-module.ts';
import { createStorage } from './modules/storage/storage-module.ts';
import { registerSubscriptions } from './modules/subscriptions/subscriptions-module.ts';
import { registerTickets } from './modules/tickets/tickets-module.ts';
import { registerToday } from './modules/today/today-module.ts';
import { registerWaitlist } from './modules/waitlist/waitlist-module.ts';
import { registerClientApp } from './plugins/client-app.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSessions } from './modules/auth/auth-module.ts';

export type AppOptions = {
  /** An already migrated database (tests); by default one is opened from the config and migrated. */
  database?: DatabaseHandle;
  mailTransport?: MailTransport;
  /**
   * How often the mail sender looks at the outbox by itself (tests set it long, to see that a
   * commit wakes it); by default every few seconds.
   */
  mailPollIntervalMs?: number;
  /** Where texts go instead of the configured transport (tests record them). */
  smsTransport?: SmsTransport;
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
    /** The text sender: kick it after a commit that queued a text. */
    texter: SmsSender;
    /** The hourly housekeeping (tests run it instead of waiting an hour). */
    maintenance: Maintenance;
    /** The pause-expiry job (tests run a sweep instead of waiting an hour). */
    pauseExpiry: PauseExpiry;
    /** The billing clock (tests run it, also as if at a later time). */
    billingClock: BillingClock;
    /** The reminder and holiday-notice scheduler (tests run it as if at a chosen time). */
    notificationScheduler: NotificationScheduler;
    /** The nightly reports' job (tests run it as if at a chosen time). */
    nightReportJob: NightReportJob;
    /** The month's property invoices (tests run it as if at a chosen time). */
    propertyInvoicing: PropertyInvoicing;
    /** The daily revenue snapshots (tests run it as if at a chosen time). */
    revenueSnapshots: RevenueSnapshotJob;
    /** The service and growth numbers' snapshots (tests run it as if at a chosen time). */
    serviceSnapshots: ServiceSnapshotJob;
  }
}

/** Builds the whole server without listening: main.ts listens, tests inject or use port 0. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const limits = config.connections;
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // A client that sends a byte now and then would otherwise hold its connection for ever
    // (docs/decisions/043-bounded-work-per-request.md).
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node looks for requests past their time only this often (30 s unless told).
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(limits.headersTimeoutMs / 2)),
    },
  });
  app.server.maxConnections = limits.max;
  attachLogger(app, createLogger(config, options.logStream));
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
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

  const storage = createStorage(config);
  const mailer = startMail({
    db,
    storage,
    transport: options.mailTransport,
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: config.mailFrom,
    log: app.log,
    pollIntervalMs: options.mailPollIntervalMs,
  });
  // Set only while a journey runs the reminders as if at another time (below, outside
  // production): the texts that run makes go out as they would then, not held by tonight's quiet
  // hours.
  let textsAsIf: Date | null = null;
  const texter = startSms({
    db,
    transport: options.smsTransport,
    twilio: config.sms.twilio,
    dataDir: config.dataDir,
    appUrl: config.appUrl,
    maxPerSecond: config.sms.maxPerSecond,
    log: app.log,
    now: () => textsAsIf ?? new Date(),
  });
  const limiter = createRateLimiter(db, config.rateLimitMultiplier);
  const notifier = createNotifier({ secret: config.sessionSecret, appUrl: config.appUrl });

  // Whatever queues mail or texts wakes its sender once the write commits (src/server/db/after-commit.ts).
  reportEffectErrors(db, (err) => app.log.error({ err }, 'an after-commit effect failed'));
  const stopWaking = [
    onCommitted(db, 'mailQueued', mailer.kick),
    onCommitted(db, 'textsQueued', texter.kick),
  ];

  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.decorate('texter', texter);

  const clientDir =
    options.clientDir === undefined ? join(projectRoot(), 'build/client') : options.clientDir;
  registerSecurityHeaders(app, {
    production: config.isProduction,
    inlineScriptHashes: inlineScriptHashes(clientDir),
    ...paymentCspSources(config),
  });
  // Cookies are parsed by the session hook, for API requests only: pages and assets never read them.
  const sessions = registerSessions(app, {
    db,
    secret: config.sessionSecret,
    secure: config.isProduction,
  });

  registerHealth(app, { db });
  registerSeo(app);
  const serviceArea = createServiceArea(db);
  await registerServiceArea(app, { serviceArea, db, recordHistory: recordServiceDetailChanges });
  const { accounts } = registerAuth(app, {
    db,
    sessions,
    limiter,
    secret: config.sessionSecret,
    appUrl: config.appUrl,
    adminLoginKey: config.adminLoginKey,
    notifier,
    isServedZip: serviceArea.isServed,
    isCommunityInZip: async (zip, communityId) =>
      (await serviceArea.lookup(zip)).communities.some((c) => c.id === communityId),
  });
  registerContact(app, { db, contactTo: config.contactTo, limiter });
  await registerWaitlist(app, {
    db,
    secret: config.sessionSecret,
    appUrl: config.appUrl,
    limiter,
    isServedZip: serviceArea.isServed,
  });
  // Payments bills the subscriptions; the subscriptions' lifecycle is what payments applies.
  const payments = createPayments({ config, db, log: app.log, notifier });
  const subscriptions = registerSubscriptions(app, {
    db,
    listen: database.listen,
    billing: payments.billing,
    appUrl: config.appUrl,
    log: app.log,
    notifier,
  });
  // Payments issues the property invoices; their webhooks come back to property billing.
  const propertyBilling = createPropertyBilling({
    db,
    invoicing: payments.invoicing,
    log: app.log,
  });
  await payments.register(app, {
    lifecycle: subscriptions.lifecycle,
    accounts,
    sessions,
    limiter,
    recordHistory: recordServiceDetailChanges,
    propertyInvoices: propertyBilling.events,
  });
  await propertyBilling.register(app);
  registerSchedules(app, { db, listen: database.listen, log: app.log });
  registerServiceDetails(app, {
    db,
    secret: config.sessionSecret,
    appUrl: config.appUrl,
    limiter,
    serviceArea,
    notifier,
    checkCurrentPassword: accounts.checkCurrentPassword,
  });
  await registerAdmin(app, { db, copyOut: database.copyOut });
  const analytics = await registerAnalytics(app, { db });
  const properties = await registerProperties(app, {
    db,
    contactTo: config.contactTo,
    limiter,
    accounts,
  });
  await registerRosters(app, { db, accounts });
  // The crew checks that a photo on an action is the porter's own; photos ask the crew who else
  // may see one.
  const photos = createPhotos({ db, storage, limiter });
  const doorNotices = await registerDoorNotices(app, {
    db,
    notifier,
    appUrl: config.appUrl,
    fees: payments.fees,
    photoUploaders: photos.uploaders,
  });
  const crew = await registerCrew(app, {
    db,
    accounts,
    photoUploaders: photos.uploaders,
    notifier,
    recordNotices: doorNotices.recordNotices,
    appUrl: config.appUrl,
  });
  const tickets = await registerTickets(app, {
    db,
    credits: payments.credits,
    photoUploaders: photos.uploaders,
    appUrl: config.appUrl,
    notifier,
  });
  // Residents send a photo with a problem report, while they have a pickup to report on, or with
  // the dispute of a notice, while one is open to it; they see it again as its sender. A
  // property's manager sees those of their communities' doors and disputes.
  const nightReports = { db, photoBytes: photos.bytes };
  await registerPropertyReports(app, nightReports);
  await photos.register(app, {
    canUpload: (user) => user.role === 'porter' || user.role === 'customer',
    hasReportablePickup: async (userId) =>
      (await tickets.hasReportablePickup(userId)) ||
      (await doorNotices.hasDisputableNotice(userId)),
    canView: async (photoId, user) =>
      user.role === 'manager'
        ? (await properties.canManagerViewPhoto(photoId, user)) ||
          (await doorNotices.canManagerViewDisputePhoto(photoId, user.id))
        : crew.canViewPhoto(photoId, user),
  });
  await registerToday(app, {
    db,
    listen: database.listen,
    sessions,
    maxStreams: config.todayStreamsMax,
  });
  await registerSmsWebhooks(app, {
    db,
    appUrl: config.appUrl,
    authToken: config.sms.webhookAuthToken,
  });
  await registerNotifications(app, {
    db,
    notifier,
    secret: config.sessionSecret,
    limiter,
  });

  if (clientDir)
    await registerClientApp(app, clientDir, { hasSessionCookie: sessions.hasSessionCookie });

  const maintenance = startMaintenance({
    log: app.log,
    sessions,
    limiter,
    sweepUnattachedPhotos: () => photos.sweepUnattached(),
  });
  app.decorate('maintenance', maintenance);
  const pauseExpiry = startPauseExpiry({
    log: app.log,
    resumeExpiredPauses: () => subscriptions.resumeExpiredPauses(),
    startDueHolds: () => subscriptions.startDueHolds(),
  });
  app.decorate('pauseExpiry', pauseExpiry);
  const billingClock = startBillingClock({
    log: app.log,
    run: (now) => subscriptions.runBillingClock(now),
  });
  app.decorate('billingClock', billingClock);
  const notices = { db, notifier, appUrl: config.appUrl };
  const notificationScheduler = startNotificationScheduler({
    log: app.log,
    run: (now) => runNoticeSchedule(notices, now),
    timer: config.notificationScheduler,
  });
  app.decorate('notificationScheduler', notificationScheduler);
  const nightReportJob = startNightReportJob({
    log: app.log,
    run: (now) =>
      runNightReports({ ...nightReports, storage, appUrl: config.appUrl, log: app.log }, now),
    timer: config.nightReports,
  });
  app.decorate('nightReportJob', nightReportJob);
  const propertyInvoicing = startPropertyInvoicing({
    log: app.log,
    run: (now) => propertyBilling.issueLastMonth(now),
    timer: config.propertyInvoicing,
  });
  app.decorate('propertyInvoicing', propertyInvoicing);
  const revenueSnapshots = startRevenueSnapshots({
    log: app.log,
    run: (now) => analytics.writeRevenueSnapshots(now),
    timer: config.revenueSnapshots,
  });
  app.decorate('revenueSnapshots', revenueSnapshots);
  const serviceSnapshots = startServiceSnapshots({
    log: app.log,
    run: (now) => refreshServiceSnapshots(db, now),
    timer: config.serviceSnapshots,
  });
  app.decorate('serviceSnapshots', serviceSnapshots);
  // Journeys in a browser cannot wait for an evening: outside production they may run it as if
  // at a chosen time, and the texts it queues are sent as at that time.
  if (!config.isProduction) {
    await registerNoticeScheduleDevRoute(app, {
      run: async (now) => {
        textsAsIf = now;
        try {
          const run = await runNoticeSchedule(notices, now);
          texter.kick();
          await texter.drain();
          return run;
        } finally {
          textsAsIf = null;
        }
      },
    });
  }
  const generator =
    (options.scheduleGenerator ?? config.scheduleGenerator)
      ? startScheduleGenerator({ log: app.log, db })
      : null;

  app.addHook('onClose', async () => {
    for (const stop of stopWaking) stop();
    maintenance.stop();
    pauseExpiry.stop();
    billingClock.stop();
    notificationScheduler.stop();
    nightReportJob.stop();
    propertyInvoicing.stop();
    revenueSnapshots.stop();
    serviceSnapshots.stop();
    await generator?.stop();
    await mailer.stop();
    await texter.stop();
    if (!options.database) await database.close();
  });

  return app;
}
