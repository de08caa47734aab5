import type { NotificationType } from '../domain/notifications.ts';
import type { Database } from '../server/db/client.ts';
import { notificationPreferences, notificationSettings } from '../server/db/schema.ts';

/**
 * A resident whose texts are on as the product leaves them once the number replied YES: opted in,
 * confirmed, and the picked kinds switched on by text (here reminders, holiday notices and service
 * updates unless a test names its own).
 */
export async function textsConfirmed(
  db: Database,
  userId: number,
  phone: string,
  options: {
    types?: readonly NotificationType[];
    settings?: Partial<typeof notificationSettings.$inferInsert>;
  } = {},
) {
  const types = options.types ?? ['pickup_reminder', 'holiday_notice', 'service_update'];
  const now = new Date();
  await db.insert(notificationSettings).values({
    userId,
    smsPhone: phone,
    smsOptedInAt: now,
    smsConfirmedAt: now,
    ...options.settings,
  });
  if (types.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(types.map((type) => ({ userId, type, channel: 'sms' as const, enabled: true })));
  }
}
