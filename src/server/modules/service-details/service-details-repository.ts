import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/i18n/languages.ts';
import { SERVICE_DETAIL_FIELDS, type ServiceDetailField } from '../../../domain/service-details.ts';
import type { Database } from '../../db/client.ts';
import { communities, serviceDetailChanges, subscriptions, users } from '../../db/schema.ts';
import {
  createUserRepository,
  replaceEmailChangeLink,
  useEmailChangeLink,
} from '../auth/auth-module.ts';
import { setDoorstep } from '../subscriptions/subscriptions-module.ts';

/** One changed field, as service_detail_changes keeps it. */
export type ServiceDetailChangeRow = {
  userId: number;
  /** The acting user: the customer, or an admin. */
  changedBy: number | null;
  field: ServiceDetailField;
  oldValue: string;
  newValue: string;
};

/** The door as the customer's row and their current subscription describe it. */
export type DoorRow = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  unit: string;
  building: string;
  city: string;
  state: string;
  zip: string;
  communityId: number | null;
  communityName: string | null;
  communityRequest: string | null;
  /** The language the account's messages are written in. */
  language: Language;
};

/** Every subscription that still serves a door: not cancelled. */
const live = ne(subscriptions.status, 'cancelled');

export function createServiceDetailsRepository(db: Database) {
  return {
    /**
     * The customer's door; with `lock`, the row stays locked until the transaction ends, so two
     * edits of one customer record their history one after the other.
     */
    async findDoor(userId: number, lock = false): Promise<DoorRow | undefined> {
      const query = db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          phone: users.phone,
          address: users.address,
          unit: users.unit,
          building: users.building,
          city: users.city,
          state: users.state,
          zip: users.zip,
          communityId: users.communityId,
          communityName: communities.name,
          communityRequest: users.communityRequest,
          language: users.language,
        })
        .from(users)
        .leftJoin(communities, eq(communities.id, users.communityId))
        .where(eq(users.id, userId));
      const [row] = lock ? await query.for('update', { of: users }) : await query;
      return row;
    },

    /** The customer's live subscriptions, newest first: the first is the one the portal shows. */
    liveSubscriptions(userId: number) {
      return db
        .select({
          id: subscriptions.id,
          status: subscriptions.status,
          gateCode: subscriptions.gateCode,
          specialInstructions: subscriptions.specialInstructions,
        })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), live))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },

    async updateUser(
      userId: number,
      values: Partial<{
        phone: string;
        address: string;
        unit: string;
        building: string;
        city: string;
        zip: string;
        communityId: number | null;
        communityRequest: string | null;
        email: string;
        username: string;
      }>,
    ): Promise<void> {
      await createUserRepository(db).update(userId, values);
    },

    /** Every live subscription carries the door's gate code and instructions. */
    async setDoorstep(
      userId: number,
      values: { gateCode: string | null; specialInstructions: string | null },
    ): Promise<void> {
      await setDoorstep(db, userId, values);
    },

    async recordChanges(rows: ServiceDetailChangeRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(serviceDetailChanges).values(rows);
    },

    /** The customer's history, newest first; fields outside the shared list are not shown. */
    history(userId: number) {
      return db
        .select({
          field: serviceDetailChanges.field,
          oldValue: serviceDetailChanges.oldValue,
          newValue: serviceDetailChanges.newValue,
          changedAt: serviceDetailChanges.changedAt,
          changedBy: serviceDetailChanges.changedBy,
        })
        .from(serviceDetailChanges)
        .where(
          and(
            eq(serviceDetailChanges.userId, userId),
            inArray(serviceDetailChanges.field, [...SERVICE_DETAIL_FIELDS]),
          ),
        )
        .orderBy(desc(serviceDetailChanges.changedAt), desc(serviceDetailChanges.id));
    },

    /** Whether another account signs in with this email (any letter case). */
    async emailTakenByOther(email: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
        .limit(1);
      return Boolean(row);
    },

    /** A new link makes the customer's older links useless. */
    async replaceEmailToken(
      userId: number,
      token: { tokenHash: string; newEmail: string; expiresAt: Date },
    ): Promise<void> {
      await replaceEmailChangeLink(db, userId, token);
    },

    /** Marks a usable token used; answers what it was for only to the call that used it. */
    async consumeEmailToken(
      tokenHash: string,
    ): Promise<{ userId: number; newEmail: string } | undefined> {
      return useEmailChangeLink(db, tokenHash);
    },

    async customerName(userId: number) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
  };
}
