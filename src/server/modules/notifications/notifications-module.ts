import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../rate-limit/rate-limit-module.ts';
import {
  registerOfficeRoutes,
  registerSettingsRoutes,
  registerUnsubscribeRoutes,
} from './notification-routes.ts';
import type { Notifier } from './notifier.ts';

// The notifications module's public surface (docs/decisions/041-notifications.md): every part of
// the product sends residents' messages through `Notifier.notify`, which applies the resident's
// choices, writes the log and queues each channel. Its routes are the resident's settings, text
// consent, one-click unsubscribe and the office's view of a customer (docs/product.md#notifications).

export { createNotifier } from './notifier.ts';
export type { InLanguage, Notifier } from './notifier.ts';

// The text channel (sms/): the sender that drains the queue, its transports, and Twilio's
// delivery and reply callbacks.
export { startSms } from './sms/sms-channel.ts';
export { startSmsSender } from './sms/sms-sender.ts';
export { createTwilioTransport } from './sms/sms-transport.ts';
export { registerSmsWebhooks } from './sms/sms-webhook-routes.ts';
/** How Twilio signs its callbacks (the tests' fake Twilio signs the same way). */
export { twilioSignature } from './sms/twilio-signature.ts';
export type { SmsSender } from './sms/sms-sender.ts';
export type { SmsTransport, TwilioSettings } from './sms/sms-transport.ts';

/** The resident's settings and text consent, one-click unsubscribe, the office's view. */
export async function registerNotifications(
  app: FastifyInstance,
  deps: {
    db: Database;
    notifier: Notifier;
    secret: string;
    limiter: RateLimiter;
  },
) {
  registerSettingsRoutes(app, deps);
  await registerUnsubscribeRoutes(app, deps);
  await registerOfficeRoutes(app, deps);
}

// The scheduled reminders and holiday notices, run by jobs/notification-scheduler.ts (and, outside
// production, on demand as if at a chosen time).

export { runNoticeSchedule } from './notice-schedule.ts';
export type { NoticeRun } from './notice-schedule.ts';
export { registerNoticeScheduleDevRoute } from './notice-dev-routes.ts';
