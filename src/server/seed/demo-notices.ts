import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { formatCents } from '../../domain/money.ts';
import { DEFAULT_NOTICE_LADDER } from '../../domain/door-notices.ts';
import type { Database } from '../db/client.ts';
import {
  communities,
  doorNotices,
  photos,
  pickupActions,
  serviceSchedules,
  subscriptions,
  users,
} from '../db/schema.ts';
import type { ObjectStorage } from '../modules/storage/storage-module.ts';
import { DEMO_MANAGER, DEMO_PORTER } from './demo-accounts.ts';

// The demo's door notices at Fulshear Village Flats (docs/product.md#door-notices), so the
// manager's Notices tab has something to decide: one door climbed to a fee awaiting approval,
// one resident disputed a courtesy notice, one door got a thank-you note. Made once, on the
// crew's records the demo seed left there, with a photo the porter "took" at each problem.

/** A plain photo standing in for the porter's picture of a bag at a door. */
async function demoPhoto(label: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#d6d3d1"/>
    <rect x="250" y="180" width="300" height="320" rx="60" fill="#27272a"/>
    <text x="400" y="90" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#1c1917">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

export async function seedDemoNotices(db: Database, storage: ObjectStorage): Promise<void> {
  const [community] = await db
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.name, DEMO_MANAGER.community));
  const [porter] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_PORTER.email));
  if (!community || !porter) return;
  const [made] = await db
    .select({ id: doorNotices.id })
    .from(doorNotices)
    .where(eq(doorNotices.communityId, community.id))
    .limit(1);
  if (made) return;

  /** A door's last recorded pickups, newest first. */
  const lastPickups = async (
    unit: string,
    count: number,
    on: Database = db,
    outcome?: 'collected',
  ) =>
    on
      .select({
        scheduleId: serviceSchedules.id,
        serviceDate: serviceSchedules.serviceDate,
        completedAt: serviceSchedules.completedAt,
        subscriptionId: subscriptions.id,
      })
      .from(serviceSchedules)
      .innerJoin(subscriptions, eq(subscriptions.id, serviceSchedules.subscriptionId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(
        and(
          eq(users.communityId, community.id),
          eq(users.unit, unit),
          outcome ? eq(serviceSchedules.outcome, outcome) : isNotNull(serviceSchedules.outcome),
        ),
      )
      .orderBy(desc(serviceSchedules.serviceDate))
      .limit(count);

  await db.transaction(async (tx) => {
    /** The porter's problem at a pickup, with its photo, as the pickup's latest record. */
    async function problem(
      pickup: Awaited<ReturnType<typeof lastPickups>>[number],
      reason: 'not_sealed' | 'loose_trash' | 'too_many_bags',
      label: string,
    ) {
      const id = randomUUID();
      const jpeg = await demoPhoto(label);
      const meta = await sharp(jpeg).metadata();
      await storage.put(`photos/${id}.jpg`, jpeg, 'image/jpeg');
      await tx.insert(photos).values({
        id,
        storageKey: `photos/${id}.jpg`,
        contentType: 'image/jpeg',
        bytes: jpeg.length,
        width: meta.width ?? 800,
        height: meta.height ?? 600,
        sha256: createHash('sha256').update(jpeg).digest('hex'),
        uploadedBy: porter!.id,
      });
      const at = new Date((pickup.completedAt ?? new Date()).getTime() + 60_000);
      const actionId = randomUUID();
      await tx.insert(pickupActions).values({
        id: actionId,
        scheduleId: pickup.scheduleId,
        porterId: porter!.id,
        outcome: 'problem',
        reason,
        ...(reason === 'too_many_bags' && { bagCount: 5 }),
        note: label,
        photoId: id,
        occurredAt: at,
      });
      await tx
        .update(serviceSchedules)
        .set({ outcome: 'problem', outcomeActionId: actionId, completedAt: at })
        .where(eq(serviceSchedules.id, pickup.scheduleId));
      return { actionId, photoId: id, at };
    }

    const notice = (
      pickup: Awaited<ReturnType<typeof lastPickups>>[number],
      made: { actionId: string; photoId: string | null; at: Date },
      fields: Partial<typeof doorNotices.$inferInsert>,
    ) =>
      tx.insert(doorNotices).values({
        subscriptionId: pickup.subscriptionId,
        communityId: community.id,
        scheduleId: pickup.scheduleId,
        actionId: made.actionId,
        serviceDate: pickup.serviceDate,
        kind: 'courtesy',
        proposedKind: 'courtesy',
        status: 'issued',
        photoId: made.photoId,
        issuedAt: made.at,
        ...fields,
      });

    // Maria Gonzalez, 1-104: a courtesy notice, a warning, then a fee awaiting approval.
    const [third, second, first] = await lastPickups('104', 3, tx);
    if (first && second && third) {
      const a = await problem(first, 'not_sealed', 'Bag open at 1-104');
      await notice(first, a, { reason: 'not_sealed', note: 'Bag open at the mat' });
      const b = await problem(second, 'loose_trash', 'Loose trash at 1-104');
      await notice(second, b, { kind: 'warning', proposedKind: 'warning', reason: 'loose_trash' });
      const c = await problem(third, 'too_many_bags', 'Five bags at 1-104');
      await notice(third, c, {
        kind: 'fee',
        proposedKind: 'fee',
        reason: 'too_many_bags',
        status: 'awaiting_approval',
        feeCents: DEFAULT_NOTICE_LADDER.feeCents,
        issuedAt: null,
        note: `Five bags out; the fee would be ${formatCents(DEFAULT_NOTICE_LADDER.feeCents)}`,
      });
    }
    // Kevin Tran, 1-108: disputed a courtesy notice with a note.
    const [disputed] = await lastPickups('108', 1, tx);
    if (disputed) {
      const d = await problem(disputed, 'not_sealed', 'Bag open at 1-108');
      await notice(disputed, d, {
        reason: 'not_sealed',
        status: 'disputed',
        disputeNote: 'That bag was my neighbour’s; mine was tied and by my door.',
        disputedAt: new Date(d.at.getTime() + 3 * 60 * 60_000),
      });
    }
    // Aisha Bello, 2-203: a thank-you note with her last collection.
    const [thanked] = await lastPickups('203', 1, tx, 'collected');
    if (thanked) {
      const [record] = await tx
        .select({
          id: pickupActions.id,
          at: pickupActions.occurredAt,
          outcome: pickupActions.outcome,
        })
        .from(serviceSchedules)
        .innerJoin(pickupActions, eq(pickupActions.id, serviceSchedules.outcomeActionId))
        .where(eq(serviceSchedules.id, thanked.scheduleId));
      if (record?.outcome === 'collected') {
        await tx.update(pickupActions).set({ thanks: true }).where(eq(pickupActions.id, record.id));
        await notice(
          thanked,
          { actionId: record.id, photoId: null, at: record.at },
          {
            kind: 'thanks',
            proposedKind: 'thanks',
            reason: null,
          },
        );
      }
    }
  });
}
