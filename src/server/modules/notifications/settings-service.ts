import { translatorFor } from '../../../domain/i18n/catalogue.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { BUSINESS } from '../../../domain/site.ts';
import {
  ALWAYS_SENT_TYPES,
  CONFIRMATIONS_PER_NUMBER_PER_DAY,
  DEFAULT_PREFERENCES,
  DEFAULT_REMINDER_TIME,
  EMAIL_ONLY_TYPES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPE_TEXT,
  NOTIFICATION_TYPES,
  smsDisclosure,
  TEXT_TYPES,
  type NotificationType,
} from '../../../domain/notifications.ts';
import { fullName } from '../../../domain/person-name.ts';
import { formatUsPhone } from '../../../domain/phone.ts';
import type {
  CustomerNotifications,
  NotificationChoice,
  NotificationPreferencesInput,
  NotificationSettings,
  UnsubscribeTarget,
} from '../../../domain/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, forbidden, HttpError, notFound, tooManyRequests } from '../../lib/errors.ts';
import type { Notifier } from './notifier.ts';
import { createSettingsRepository, type SettingsRow } from './settings-repository.ts';
import { IMMEDIATE_TEXT_KEY_PREFIX } from './sms/sms-queue-repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** The switches the settings show: every type by email, and by text unless it is email only. */
const SWITCHES = NOTIFICATION_TYPES.flatMap((type) =>
  NOTIFICATION_CHANNELS.filter(
    (channel) => channel === 'email' || !EMAIL_ONLY_TYPES.includes(type),
  ).map((channel) => ({ type, channel })),
);

const isLocked = (c: Pick<NotificationChoice, 'type' | 'channel'>) =>
  c.channel === 'email' && ALWAYS_SENT_TYPES.includes(c.type);

/** Texts go to the number: opted in, confirmed by its YES, not stopped by a reply since. */
const textsAreOn = (row: SettingsRow | undefined) =>
  Boolean(row?.smsPhone && row.smsOptedInAt && row.smsConfirmedAt && !row.smsStoppedAt);

/**
 * The settings as the portal shows them: the resident's choices over the defaults. A text switch
 * shows as it works: off until texts are on (docs/decisions/046-text-consent-confirmed-by-reply.md).
 */
function settingsView(
  row: SettingsRow | undefined,
  saved: readonly NotificationChoice[],
  disclosure: string,
): NotificationSettings {
  const on = textsAreOn(row);
  const picked = (type: NotificationType, channel: 'email' | 'sms') =>
    saved.find((c) => c.type === type && c.channel === channel)?.enabled ??
    DEFAULT_PREFERENCES[type][channel];
  const choices = SWITCHES.map(({ type, channel }) => {
    let enabled: boolean;
    if (isLocked({ type, channel })) enabled = true;
    else if (channel === 'sms') enabled = on && picked(type, channel);
    else enabled = picked(type, channel);
    return { type, channel, enabled };
  });
  const phone = row?.smsPhone ?? null;
  const stopped = Boolean(row?.smsStoppedAt);
  return {
    reminderTime: row?.reminderTime ?? DEFAULT_REMINDER_TIME,
    choices,
    texts: {
      phone: phone === null ? null : formatUsPhone(phone),
      on,
      awaitingReply: phone !== null && Boolean(row?.smsOptedInAt) && !on && !stopped,
      types: TEXT_TYPES.filter((type) => picked(type, 'sms')),
      stoppedByReply: stopped,
    },
    disclosure,
  };
}

/**
 * The rules the schema cannot say: account security email stays on and never goes by text, and
 * each switch comes once.
 */
function checkChoices(choices: readonly NotificationChoice[]) {
  const seen = new Set<string>();
  choices.forEach((c, i) => {
    const field = `choices.${i}.enabled`;
    if (c.channel === 'sms' && EMAIL_ONLY_TYPES.includes(c.type)) {
      throw badRequest(NOTIFICATION_MESSAGES.securityEmailOnly, {
        [field]: [NOTIFICATION_MESSAGES.securityEmailOnly],
      });
    }
    if (isLocked(c) && !c.enabled) {
      throw badRequest(NOTIFICATION_MESSAGES.alwaysSent, {
        [field]: [NOTIFICATION_MESSAGES.alwaysSent],
      });
    }
    const key = `${c.type}:${c.channel}`;
    if (seen.has(key)) {
      throw badRequest(NOTIFICATION_MESSAGES.choiceRepeated, {
        [field]: [NOTIFICATION_MESSAGES.choiceRepeated],
      });
    }
    seen.add(key);
  });
}

export type SettingsDeps = { db: Database; notifier: Notifier; secret: string };

/** The consent's words in the person's language, shown beside the box and kept with the consent. */
const disclosureFor = async (repo: ReturnType<typeof createSettingsRepository>, userId: number) =>
  smsDisclosure(translatorFor(await repo.language(userId)).t);

/** The settings read in `db`, the caller's transaction or the app's. */
async function read(db: Database, userId: number) {
  const repo = createSettingsRepository(db);
  return settingsView(
    await repo.settings(userId),
    await repo.choices(userId),
    await disclosureFor(repo, userId),
  );
}

/** Who and what a one-click link turns off, or the reason it cannot. */
async function checkToken(
  deps: SettingsDeps,
  token: string,
): Promise<{ userId: number; type: NotificationType }> {
  const check = readUnsubscribeToken(token, deps.secret);
  if (!check.ok && check.reason === 'expired') {
    throw new HttpError(410, NOTIFICATION_MESSAGES.unsubscribeExpired);
  }
  // Security mail is always sent: no link for it is ever made, so one is not genuine.
  if (!check.ok || ALWAYS_SENT_TYPES.includes(check.type)) {
    throw badRequest(NOTIFICATION_MESSAGES.unsubscribeInvalid);
  }
  if (!(await createSettingsRepository(deps.db).customer(check.userId))) {
    throw notFound(NOTIFICATION_MESSAGES.unsubscribeInvalid);
  }
  return { userId: check.userId, type: check.type };
}

export function settings(deps: SettingsDeps, userId: number) {
  return read(deps.db, userId);
}

/**
 * Saves the grid. Until texts are on, a text switch cannot be turned on (the opt-in picks
 * them), and one sent off is not stored, so saving the email switches while the number's YES
 * is awaited keeps the kinds picked at the opt-in.
 */
export async function save(
  deps: SettingsDeps,
  userId: number,
  input: NotificationPreferencesInput,
) {
  checkChoices(input.choices);
  return deps.db.transaction(async (tx) => {
    const repo = createSettingsRepository(tx);
    const on = textsAreOn(await repo.settings(userId, true));
    input.choices.forEach((c, i) => {
      if (!on && c.channel === 'sms' && c.enabled) {
        throw badRequest(NOTIFICATION_MESSAGES.textsNotOn, {
          [`choices.${i}.enabled`]: [NOTIFICATION_MESSAGES.textsNotOn],
        });
      }
    });
    await repo.saveReminderTime(userId, input.reminderTime);
    await repo.saveChoices(
      userId,
      input.choices.filter((c) => !isLocked(c) && (on || c.channel !== 'sms')),
    );
    return read(tx, userId);
  });
}

/**
 * Texts on: the number, the kinds picked (and only those), the consent with the disclosure
 * exactly as shown and where it came from, and the confirmation text carriers require, all in
 * one transaction. Only a resident with a subscription may, and a number gets at most
 * CONFIRMATIONS_PER_NUMBER_PER_DAY confirmations, whichever accounts ask. No other text goes
 * until the number replies YES.
 */
export async function textsOn(
  deps: SettingsDeps,
  userId: number,
  input: { phone: string; types: NotificationType[] },
  ip: string,
) {
  const { phone, types } = input;
  return deps.db.transaction(async (tx) => {
    const repo = createSettingsRepository(tx);
    if (!(await repo.maySignUpForTexts(userId))) {
      throw forbidden(NOTIFICATION_MESSAGES.textsNeedSubscription);
    }
    const sent = await repo.optInsTo(phone);
    if (sent.count >= CONFIRMATIONS_PER_NUMBER_PER_DAY) {
      const freeAt = (sent.oldest?.getTime() ?? Date.now()) + 24 * 60 * 60_000;
      throw tooManyRequests(
        NOTIFICATION_MESSAGES.textsNumberBusy,
        Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)),
      );
    }
    await repo.optIn(userId, phone, new Date());
    await repo.saveChoices(
      userId,
      TEXT_TYPES.map((type) => ({ type, channel: 'sms', enabled: types.includes(type) })),
    );
    const consentId = await repo.addConsent({
      userId,
      phone,
      event: 'opt_in',
      source: 'settings',
      disclosure: await disclosureFor(repo, userId),
      ip,
    });
    await deps.notifier.notify(tx, {
      userId,
      type: 'service_update',
      // Sent at once, even in the quiet hours: it answers what the resident just did.
      key: `${IMMEDIATE_TEXT_KEY_PREFIX}consent:${consentId}`,
      sms: ['sms.confirmation', { business: BUSINESS.name }],
      ignoreChoices: true,
    });
    return read(tx, userId);
  });
}

/** Texts off from the settings; the consent history says so. */
export async function textsOff(deps: SettingsDeps, userId: number, ip: string) {
  return deps.db.transaction(async (tx) => {
    const repo = createSettingsRepository(tx);
    const row = await repo.settings(userId, true);
    if (row?.smsPhone && row.smsOptedInAt) {
      await repo.optOut(userId);
      await repo.addConsent({
        userId,
        phone: row.smsPhone,
        event: 'opt_out',
        source: 'settings',
        ip,
      });
    }
    return read(tx, userId);
  });
}

export async function unsubscribeTarget(
  deps: SettingsDeps,
  token: string,
): Promise<UnsubscribeTarget> {
  const { type } = await checkToken(deps, token);
  return { type, label: NOTIFICATION_TYPE_TEXT[type].label };
}

/** Turns off that type's email only; pressing twice changes nothing more. */
export async function unsubscribe(deps: SettingsDeps, token: string): Promise<string> {
  const { userId, type } = await checkToken(deps, token);
  await createSettingsRepository(deps.db).saveChoice(userId, type, 'email', false);
  return NOTIFICATION_MESSAGES.unsubscribed(NOTIFICATION_TYPE_TEXT[type].label);
}

/** The office's view: the switches, the consent history and the latest messages. */
export async function customer(deps: SettingsDeps, userId: number): Promise<CustomerNotifications> {
  const repo = createSettingsRepository(deps.db);
  const customer = await repo.customer(userId);
  if (!customer) throw notFound(MESSAGES.customerNotFound);
  const [settings, consents, log] = await Promise.all([
    read(deps.db, userId),
    repo.consents(userId),
    repo.log(userId),
  ]);
  return {
    customerName: fullName(customer),
    settings,
    consents: consents.map((c) => ({
      ...c,
      at: c.at.toISOString(),
      phone: formatUsPhone(c.phone),
    })),
    log: log.map((m) => ({ ...m, at: m.at.toISOString() })),
  };
}
