import { translatorFor } from '../../../domain/i18n/catalogue.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { displayName, fullName } from '../../../domain/person-name.ts';
import type {
  ChangeEmailInput,
  DoorstepDetails,
  Move,
  ServiceDetails,
  ServiceHistory,
} from '../../../domain/schemas/service-details.ts';
import {
  communityHistoryValue,
  EMAIL_CHANGE_TOKEN_TTL_MS,
  type ChangedByKind,
  type ServiceDetailField,
} from '../../../domain/service-details.ts';
import { signalAfterCommit } from '../../db/after-commit.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { endAccountLinks, type UserRow } from '../auth/auth-module.ts';
import { composeMail, enqueueMail } from '../mail/mail-module.ts';
import type { Notifier } from '../notifications/notifications-module.ts';
import { LIMITS, type RateLimiter } from '../rate-limit/rate-limit-module.ts';
import { regenerateFuturePlanPickups } from '../schedules/schedules-module.ts';
import type { ServiceArea } from '../service-area/service-area-module.ts';
import {
  confirmNewEmailMail,
  emailChangedMail,
  emailChangeRequestedMail,
} from './service-details-mail.ts';
import {
  createServiceDetailsRepository,
  type DoorRow,
  type ServiceDetailChangeRow,
} from './service-details-repository.ts';

/** Before and after of one field; only the ones that differ become history rows. */
type Edit = { field: ServiceDetailField; before: string; after: string };

function changedRows(userId: number, changedBy: number, edits: Edit[]): ServiceDetailChangeRow[] {
  return edits
    .filter((e) => e.before !== e.after)
    .map((e) => ({ userId, changedBy, field: e.field, oldValue: e.before, newValue: e.after }));
}

const isUniqueViolation = (err: unknown) => {
  const cause = (err as { cause?: { code?: string } }).cause;
  return (err as { code?: string }).code === '23505' || cause?.code === '23505';
};

/** A security notice's key: each email change request has its own link, named by its hash. */
const securityKey = (event: string, userId: number, tokenHash: string) =>
  `account_security:${event}:user:${userId}:${tokenHash.slice(0, 24)}`;

export type ServiceDetailsDeps = {
  db: Database;
  secret: string;
  appUrl: string;
  limiter: RateLimiter;
  serviceArea: ServiceArea;
  /** Security notices go through it, always sent (docs/decisions/041-notifications.md). */
  notifier: Notifier;
  /** A 400 on `currentPassword` unless it is the customer's (the auth module's check). */
  checkCurrentPassword: (ip: string, user: UserRow, password: string) => Promise<void>;
};

async function readDetails(db: Database, userId: number): Promise<ServiceDetails> {
  const r = createServiceDetailsRepository(db);
  const door = await r.findDoor(userId);
  if (!door) throw notFound(MESSAGES.customerNotFound);
  const [current] = await r.liveSubscriptions(userId);
  return {
    email: door.email,
    phone: door.phone,
    address: door.address,
    unit: door.unit,
    building: door.building,
    city: door.city,
    state: door.state,
    zip: door.zip,
    communityId: door.communityId,
    communityName: door.communityName,
    communityRequest: door.communityRequest,
    gateCode: current?.gateCode ?? '',
    specialInstructions: current?.specialInstructions ?? '',
    hasSubscription: Boolean(current),
  };
}

/** One locked edit of a customer's door; the history rows commit with it. */
async function editDoor(
  deps: ServiceDetailsDeps,
  userId: number,
  edit: (tx: Database, door: DoorRow) => Promise<ServiceDetailChangeRow[]>,
): Promise<ServiceDetails> {
  return deps.db.transaction(async (tx) => {
    const r = createServiceDetailsRepository(tx);
    const door = await r.findDoor(userId, true);
    if (!door) throw notFound(MESSAGES.customerNotFound);
    await r.recordChanges(await edit(tx, door));
    signalAfterCommit(tx, 'customerChanged', userId);
    return readDetails(tx, userId);
  });
}

export function details(deps: ServiceDetailsDeps, userId: number): Promise<ServiceDetails> {
  return readDetails(deps.db, userId);
}

/**
 * Phone, building and unit are the customer's; the gate code and instructions go on every
 * subscription still serving the door (docs/decisions/023-service-area-and-communities-are-data.md).
 */
export function updateDoorstep(
  deps: ServiceDetailsDeps,
  user: UserRow,
  input: DoorstepDetails,
): Promise<ServiceDetails> {
  return editDoor(deps, user.id, async (tx, door) => {
    const r = createServiceDetailsRepository(tx);
    const instructions = input.specialInstructions ?? '';
    const [current] = await r.liveSubscriptions(user.id);
    const gateBefore = current?.gateCode ?? '';
    const notesBefore = current?.specialInstructions ?? '';
    if (!current && input.gateCode) {
      throw badRequest(MESSAGES.doorstepNeedsPlan, { gateCode: [MESSAGES.doorstepNeedsPlan] });
    }
    if (!current && instructions) {
      throw badRequest(MESSAGES.doorstepNeedsPlan, {
        specialInstructions: [MESSAGES.doorstepNeedsPlan],
      });
    }
    const rows = changedRows(user.id, user.id, [
      { field: 'phone', before: door.phone, after: input.phone },
      { field: 'building', before: door.building, after: input.building },
      { field: 'unit', before: door.unit, after: input.unit },
      { field: 'gateCode', before: gateBefore, after: input.gateCode },
      {
        field: 'specialInstructions',
        before: notesBefore,
        after: instructions,
      },
    ]);
    const { phone, building, unit } = input;
    await r.updateUser(user.id, { phone, building, unit });
    if (current) {
      await r.setDoorstep(user.id, {
        gateCode: input.gateCode || null,
        specialInstructions: instructions || null,
      });
    }
    return rows;
  });
}

/**
 * A new service address inside the area. The pickup days follow the plan, not the address,
 * so the dates stay; the generated pickups still to come are made afresh for the new door.
 */
export async function move(
  deps: ServiceDetailsDeps,
  user: UserRow,
  input: Move,
): Promise<ServiceDetails> {
  const area = await deps.serviceArea.lookup(input.zip);
  if (!area.served) {
    throw badRequest(MESSAGES.zipNotServed, { zip: [MESSAGES.zipNotServed] });
  }
  return editDoor(deps, user.id, async (tx, door) => {
    const listed = area.communities.find((c) => c.id === input.communityId);
    // A community since closed to new residents stays valid for those who already live there.
    const keptUnlisted = input.communityId !== null && input.communityId === door.communityId;
    if (input.communityId !== null && !listed && !keptUnlisted) {
      throw badRequest(MESSAGES.communityNotInZip, {
        communityId: [MESSAGES.communityNotInZip],
      });
    }
    const communityRequest =
      input.communityId === null && input.communityRequest ? input.communityRequest : null;
    const communityName = listed?.name ?? (keptUnlisted ? door.communityName : null);
    const rows = changedRows(user.id, user.id, [
      { field: 'address', before: door.address, after: input.address },
      { field: 'unit', before: door.unit, after: input.unit },
      { field: 'building', before: door.building, after: input.building },
      { field: 'city', before: door.city, after: input.city },
      { field: 'zip', before: door.zip, after: input.zip },
      {
        field: 'community',
        before: communityHistoryValue(door.communityName, door.communityRequest),
        after: communityHistoryValue(communityName, communityRequest),
      },
    ]);
    const r = createServiceDetailsRepository(tx);
    await r.updateUser(user.id, {
      address: input.address,
      unit: input.unit,
      building: input.building,
      city: input.city,
      zip: input.zip,
      communityId: input.communityId,
      communityRequest,
    });
    if (rows.length > 0) {
      for (const sub of await r.liveSubscriptions(user.id)) {
        if (sub.status === 'active') await regenerateFuturePlanPickups(tx, sub.id);
      }
    }
    return rows;
  });
}

/**
 * Mails a one-time link to the new address (the sign-in email changes only when it is
 * followed) and a notice to the old one, both queued with the token.
 */
export async function requestEmailChange(
  deps: ServiceDetailsDeps,
  ip: string,
  user: UserRow,
  input: ChangeEmailInput,
): Promise<string> {
  const email = input.email.trim();
  if (email.toLowerCase() === user.email.toLowerCase()) {
    throw badRequest(MESSAGES.emailSameAsCurrent, { email: [MESSAGES.emailSameAsCurrent] });
  }
  await deps.checkCurrentPassword(ip, user, input.currentPassword);
  // Each request mails a stranger's address: counted like other mail a visitor can trigger.
  await deps.limiter.consume(LIMITS.perIp, ip);
  if (await createServiceDetailsRepository(deps.db).emailTakenByOther(email, user.id)) {
    throw conflict(MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
  }
  const token = newToken();
  const tokenHash = hashToken(token, deps.secret);
  const name = displayName(user);
  await deps.db.transaction(async (tx) => {
    await createServiceDetailsRepository(tx).replaceEmailToken(user.id, {
      tokenHash,
      newEmail: email,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TOKEN_TTL_MS),
    });
    const url = `${deps.appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    // The new address has no row of its own yet: it is written to in the account's language.
    const door = await createServiceDetailsRepository(tx).findDoor(user.id);
    const translator = translatorFor(door?.language ?? user.language);
    await enqueueMail(tx, composeMail(translator, email, confirmNewEmailMail(name, url)));
    await deps.notifier.notify(tx, {
      userId: user.id,
      type: 'account_security',
      key: securityKey('email_change_requested', user.id, tokenHash),
      email: emailChangeRequestedMail(name, email, deps.appUrl),
    });
  });
  return email;
}

/** Follows the link: the new email becomes the sign-in, once; 409 if someone took it since. */
export async function confirmEmailChange(deps: ServiceDetailsDeps, token: string): Promise<string> {
  let email: string;
  try {
    const tokenHash = hashToken(token, deps.secret);
    email = await deps.db.transaction(async (tx) => {
      const r = createServiceDetailsRepository(tx);
      const used = await r.consumeEmailToken(tokenHash);
      if (!used) throw badRequest(MESSAGES.emailChangeLinkInvalid);
      const door = await r.findDoor(used.userId, true);
      if (!door) throw badRequest(MESSAGES.emailChangeLinkInvalid);
      if (await r.emailTakenByOther(used.newEmail, used.userId)) {
        throw conflict(MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
      }
      // Told before the change, so the notice goes to the address being replaced.
      await deps.notifier.notify(tx, {
        userId: used.userId,
        type: 'account_security',
        key: securityKey('email_changed', used.userId, tokenHash),
        email: emailChangedMail(displayName(door), used.newEmail, deps.appUrl),
      });
      // The old address lets go of the account: it no longer signs in (an account whose
      // username is its email answers to the new one), and its reset links end.
      const followsEmail = door.username.toLowerCase() === door.email.toLowerCase();
      await r.updateUser(used.userId, {
        email: used.newEmail,
        ...(followsEmail ? { username: used.newEmail } : {}),
      });
      await endAccountLinks(tx, used.userId);
      await r.recordChanges(
        changedRows(used.userId, used.userId, [
          { field: 'email', before: door.email, after: used.newEmail },
        ]),
      );
      signalAfterCommit(tx, 'customerChanged', used.userId);
      return used.newEmail;
    });
  } catch (err) {
    // Two accounts confirming the same address at once: the unique index decides.
    if (isUniqueViolation(err)) {
      throw conflict(MESSAGES.emailTaken, { email: [MESSAGES.emailTaken] });
    }
    throw err;
  }
  return email;
}

/** The office's view of one customer's changes, newest first, in its own words. */
export async function history(
  deps: ServiceDetailsDeps,
  customerId: number,
  viewerId: number,
): Promise<ServiceHistory> {
  const repo = createServiceDetailsRepository(deps.db);
  const customer = await repo.customerName(customerId);
  if (!customer) throw notFound(MESSAGES.customerNotFound);
  const rows = await repo.history(customerId);
  const who = (changedBy: number | null): ChangedByKind => {
    if (changedBy === viewerId) return 'you';
    if (changedBy === customerId) return 'customer';
    return 'office';
  };
  return {
    customerName: fullName(customer),
    changes: rows.map((row) => ({
      field: row.field as ServiceDetailField,
      oldValue: row.oldValue ?? '',
      newValue: row.newValue ?? '',
      changedAt: row.changedAt.toISOString(),
      changedBy: who(row.changedBy),
    })),
  };
}
