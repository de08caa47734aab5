import { serviceDayStart } from '../../../domain/holds.ts';
import type { Translator } from '../../../domain/i18n/translate.ts';
import { dueReminderTimes, serviceTimeOf } from '../../../domain/notices.ts';
import {
  DEFAULT_REMINDER_TIME,
  HOLIDAY_NOTICE_DAYS_AHEAD,
  isQuietHour,
} from '../../../domain/notifications.ts';
import { displayName } from '../../../domain/person-name.ts';
import {
  addDays,
  nextPickupDate,
  serviceClock,
  serviceHolidayOn,
  serviceHolidays,
  weekdayOf,
  type ServiceHoliday,
} from '../../../domain/pickup-calendar.ts';
import { PLAN_IDS, PLANS, type PlanId } from '../../../domain/plans.ts';
import type { Database } from '../../db/client.ts';
import { holidayMessage, reminderMessage } from './notice-mail.ts';
import { createNoticeRepository, NOTICE_BATCH } from './notice-repository.ts';
import type { Notifier, QueuedCount } from './notifier.ts';

/** What one run of a kind found due (each event's key) and queued on each channel. */
export type NoticeKindRun = { due: string[]; queued: QueuedCount };
export type NoticeRun = { reminders: NoticeKindRun; holidayNotices: NoticeKindRun };

const emptyRun = (): NoticeKindRun => ({ due: [], queued: { email: 0, sms: 0 } });

const add = (a: QueuedCount, b: QueuedCount): QueuedCount => ({
  email: a.email + b.email,
  sms: a.sms + b.sms,
});

/** The day after a holiday that a plan picks up again, when the schedule does not say yet. */
function planDayAfter(plan: PlanId, holiday: string): string {
  return nextPickupDate(plan, serviceDayStart(addDays(holiday, 1)));
}

export type NoticeDeps = { db: Database; notifier: Notifier; appUrl: string };

const scheduleLink = (deps: NoticeDeps) => `${deps.appUrl}/client-portal?tab=schedule`;

/** Tomorrow's pickups whose resident's reminder time has come this evening. */
async function reminders(deps: NoticeDeps, now: Date): Promise<NoticeKindRun> {
  const notices = createNoticeRepository(deps.db);
  const times = dueReminderTimes(serviceTimeOf(now));
  const run = emptyRun();
  const tomorrow = addDays(serviceClock(now).date, 1);
  // Service holidays have no pickups (docs/product.md#holidays): the eve of one reminds of none.
  if (times.length === 0 || serviceHolidayOn(tomorrow)) return run;
  let after = 0;
  for (;;) {
    const page = await notices.dueReminders(
      tomorrow,
      times,
      DEFAULT_REMINDER_TIME,
      after,
      NOTICE_BATCH,
    );
    if (page.last === null) return run;
    after = page.last;
    const batch = page.due;
    const keys = batch.map((pickup) => `pickup_reminder:schedule:${pickup.scheduleId}`);
    run.due.push(...keys);
    if (batch.length === 0) continue;
    const queued = await deps.db.transaction((tx) =>
      deps.notifier.notifyMany(
        tx,
        'pickup_reminder',
        batch.map((pickup, i) => ({
          userId: pickup.userId,
          key: keys[i]!,
          sms: (translator: Translator) => reminderMessage(translator, pickup.serviceDate).sms,
          email: (translator: Translator) =>
            reminderMessage(translator, pickup.serviceDate).email(
              displayName(pickup),
              scheduleLink(deps),
            ),
        })),
      ),
    );
    run.queued = add(run.queued, queued);
  }
}

/** One holiday's notices, to the residents whose plan it takes a day from. */
async function holidayNotices(deps: NoticeDeps, holiday: ServiceHoliday, run: NoticeKindRun) {
  const notices = createNoticeRepository(deps.db);
  const plans = PLAN_IDS.filter((plan) =>
    (PLANS[plan].pickupDays as readonly number[]).includes(weekdayOf(holiday.date)),
  );
  if (plans.length === 0) return;
  const keyPrefix = `holiday_notice:${holiday.date}:user:`;
  let after = 0;
  for (;;) {
    const page = await notices.holidayRecipients(
      holiday.date,
      serviceDayStart(holiday.date),
      plans,
      keyPrefix,
      after,
      NOTICE_BATCH,
    );
    if (page.last === null) return;
    after = page.last;
    const batch = page.due;
    run.due.push(...batch.map((resident) => `${keyPrefix}${resident.userId}`));
    if (batch.length === 0) continue;
    const queued = await deps.db.transaction((tx) =>
      deps.notifier.notifyMany(
        tx,
        'holiday_notice',
        batch.map((resident) => {
          const next = resident.nextPickup ?? planDayAfter(resident.plan, holiday.date);
          return {
            userId: resident.userId,
            key: `${keyPrefix}${resident.userId}`,
            sms: (translator: Translator) => holidayMessage(translator, holiday, next).sms,
            email: (translator: Translator) =>
              holidayMessage(translator, holiday, next).email(
                displayName(resident),
                scheduleLink(deps),
              ),
          };
        }),
      ),
    );
    run.queued = add(run.queued, queued);
  }
}

/**
 * The holidays from tomorrow to HOLIDAY_NOTICE_DAYS_AHEAD days ahead, in the daytime: a notice
 * a run missed still goes the next day, and a resident who subscribes after the first notices
 * went out hears of it too.
 */
async function holidays(deps: NoticeDeps, now: Date): Promise<NoticeKindRun> {
  const run = emptyRun();
  const { date: today, hour } = serviceClock(now);
  if (isQuietHour(hour)) return run;
  const last = addDays(today, HOLIDAY_NOTICE_DAYS_AHEAD);
  const years = [...new Set([today, last].map((d) => Number(d.slice(0, 4))))];
  const coming = years
    .flatMap((year) => serviceHolidays(year))
    .filter((h) => h.date > today && h.date <= last);
  for (const holiday of coming) await holidayNotices(deps, holiday, run);
  return run;
}

/**
 * The scheduled messages (docs/decisions/041-notifications.md): pickup reminders the evening
 * before each pickup day at the resident's time, and holiday notices a few days before a holiday
 * that takes one of their plan's days. Every message's key names its event, so a run repeated,
 * or run by several app servers at once, never makes one twice (the log's unique key decides,
 * inside each batch's transaction); batches of NOTICE_BATCH rows keep a run to a few queries per
 * thousand residents.
 */
export async function runNoticeSchedule(deps: NoticeDeps, now = new Date()): Promise<NoticeRun> {
  return { reminders: await reminders(deps, now), holidayNotices: await holidays(deps, now) };
}
