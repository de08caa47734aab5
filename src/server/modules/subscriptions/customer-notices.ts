import { eq } from 'drizzle-orm';
import { displayName } from '../../../domain/person-name.ts';
import { serviceToday } from '../../../domain/holds.ts';
import { BUSINESS } from '../../../domain/site.ts';
import type { Database } from '../../db/client.ts';
import { users, type SubscriptionRow } from '../../db/schema.ts';
import type { MailWords, Said } from '../mail/mail-module.ts';
import type { InLanguage, Notifier } from '../notifications/notifications-module.ts';
import { holdEndedMail, holdStartedMail, serviceSuspendedMail } from './subscription-mail.ts';

/**
 * One billing message about a subscription: its event's key, its email (given the customer's
 * name, in their language) and maybe a text.
 */
export type BillingNotice = {
  key: string;
  compose: (name: string) => InLanguage<MailWords>;
  sms?: Said;
};

/**
 * Tells the subscription's customer, in the caller's transaction, through the notifier (their
 * billing choices apply).
 */
export async function notifyCustomer(
  tx: Database,
  notifier: Notifier,
  row: SubscriptionRow,
  notice: BillingNotice,
): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
  if (!user) return;
  await notifier.notify(tx, {
    userId: user.id,
    type: 'billing',
    key: notice.key,
    email: notice.compose(displayName(user)),
    sms: notice.sms,
  });
}

/**
 * The instant that names an unpaid episode: when the renewal first failed, or, when the provider
 * went straight to suspended, when the row changed.
 */
export const unpaidSince = (row: SubscriptionRow) => (row.pastDueSince ?? row.updatedAt).getTime();

/** Service stops until a payment goes through; once per unpaid episode. */
export const suspendedNotice = (row: SubscriptionRow, appUrl: string): BillingNotice => ({
  key: `billing:suspended:subscription:${row.id}:${unpaidSince(row)}`,
  compose: (name) => serviceSuspendedMail(name, appUrl),
  sms: ['notice.suspended.sms', { business: BUSINESS.name }],
});

/** A hold starting today, once per subscription and day. */
export const holdStartedNotice = (
  row: SubscriptionRow,
  returnsOn: string,
  now: Date,
  appUrl: string,
): BillingNotice => ({
  key: `billing:hold_started:subscription:${row.id}:${serviceToday(now)}`,
  compose: (name) => holdStartedMail(name, returnsOn, appUrl),
});

/** A hold that ran its course, once per hold (named by the instant it was to end). */
export const holdEndedNotice = (
  row: SubscriptionRow,
  endedAt: Date | null,
  appUrl: string,
): BillingNotice => ({
  key: `billing:hold_ended:subscription:${row.id}:${endedAt?.getTime()}`,
  compose: (name) => holdEndedMail(name, appUrl),
});
