import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StaffNotice } from '../../domain/schemas/door-notices.ts';
import type { RevenueReport } from '../../domain/schemas/analytics.ts';
import type { BillingEntry } from '../../domain/schemas/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { daysInMonth, monthStart, proratedCents } from '../../domain/property-invoices.ts';
import { communities, crewAssignments, propertyInvoices, users } from '../db/schema.ts';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_MANAGER,
  DEMO_PORTER,
  DEMO_PROPERTY,
  DEMO_UNMATCHED,
} from './demo-accounts.ts';
import { seedDemoNotices } from './demo-notices.ts';
import { seedDemoData } from './demo-seed.ts';
import { seedLargeData } from './large-seed.ts';
import { createStorage } from '../modules/storage/storage-module.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('seed data', () => {
  test('the demo customer lives in building 3 of Cinco Ranch Commons', async () => {
    await seedDemoData(t.db, t.app.log);
    const [row] = await t.db
      .select({ community: communities.name, building: users.building, unit: users.unit })
      .from(users)
      .innerJoin(communities, eq(communities.id, users.communityId))
      .where(eq(users.email, DEMO_CUSTOMER.email));
    expect(row).toEqual({ community: 'Cinco Ranch Commons', building: '3', unit: '1204' });
    const [waiting] = await t.db
      .select({ communityId: users.communityId, request: users.communityRequest })
      .from(users)
      .where(eq(users.email, DEMO_UNMATCHED.email));
    expect(waiting).toEqual({ communityId: null, request: 'Mason Creek Apartments' });
  });

  test("the demo customer's two bills each have a receipt", async () => {
    await seedDemoData(t.db, t.app.log);
    const client = t.client();
    await client.post('/api/login', {
      username: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    const bills = (await client.get('/api/payments')).json<BillingEntry[]>();
    expect(bills.map((bill) => bill.receipt)).toEqual([
      expect.objectContaining({ number: expect.stringMatching(/^KVT-\d{4}-\d{6}$/) }),
      expect.objectContaining({ plan: 'standard', method: 'Card' }),
    ]);
  });

  test("the demo property's last month is four doors to invoice, one moving in and one out", async () => {
    await seedDemoData(t.db, t.app.log);
    const [community] = await t.db
      .select({ id: communities.id, billing: communities.billing })
      .from(communities)
      .where(eq(communities.name, DEMO_PROPERTY.community.name));
    expect(community?.billing).toBe('property');
    const run = await t.app.propertyInvoicing.runNow();
    expect(run).toMatchObject({ failed: 0 });
    const [invoice] = await t.db
      .select()
      .from(propertyInvoices)
      .where(eq(propertyInvoices.month, monthStart(run!.month)));
    const days = daysInMonth(run!.month);
    expect(invoice).toMatchObject({
      doors: 4,
      amountCents: 2 * 1250 + proratedCents(1250, days - 9, days) + proratedCents(1250, 20, days),
    });
  });

  test("the demo manager has a fee awaiting approval and a dispute to decide, with the porter's photos", async () => {
    await seedDemoData(t.db, t.app.log);
    const dataDir = await mkdtemp(join(tmpdir(), 'demo-notices-'));
    const storage = createStorage({ dataDir, s3: undefined });
    await seedDemoNotices(t.db, storage);
    await seedDemoNotices(t.db, storage);
    const manager = t.client();
    await manager.post('/api/login', {
      username: DEMO_MANAGER.email,
      password: DEMO_MANAGER.password,
    });
    const [community] = (await manager.get('/api/manager/communities')).json<{ id: number }[]>();
    const base = `/api/manager/communities/${community!.id}/notices`;
    const waiting = (await manager.get(base)).json<StaffNotice[]>();
    expect(waiting).toMatchObject([
      {
        kind: 'fee',
        unit: '104',
        feeCents: 2500,
        history: [{ kind: 'warning' }, { kind: 'courtesy' }],
      },
    ]);
    const disputed = (await manager.get(`${base}?view=disputed`)).json<StaffNotice[]>();
    expect(disputed).toMatchObject([{ kind: 'courtesy', unit: '108' }]);
    const all = (await manager.get(`${base}?view=all`)).json<StaffNotice[]>();
    expect(all.map((n) => n.kind).sort()).toEqual([
      'courtesy',
      'courtesy',
      'fee',
      'thanks',
      'warning',
    ]);
    expect(await storage.get(`photos/${waiting[0]!.photoId}.jpg`)).not.toBeNull();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  test('the demo porter walks every listed community on every weekday', async () => {
    const signedIn = await t.client().post('/api/login', {
      username: DEMO_PORTER.email,
      password: DEMO_PORTER.password,
    });
    expect(signedIn.json()).toMatchObject({ email: DEMO_PORTER.email, role: 'porter' });
    const [porter] = await t.db.select().from(users).where(eq(users.email, DEMO_PORTER.email));
    const days = await t.db
      .select()
      .from(crewAssignments)
      .where(eq(crewAssignments.porterId, porter!.id));
    const listed = await t.db.select().from(communities).where(eq(communities.active, true));
    expect(days).toHaveLength(listed.length * 7);
    const [cinco] = listed.filter((c) => c.name === DEMO_CUSTOMER.community);
    expect(
      days
        .filter((d) => d.communityId === cinco!.id)
        .map((d) => d.weekday)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test("the demo's year of customers gives the owner's numbers a month-by-month history", async () => {
    await seedDemoData(t.db, t.app.log);
    await t.app.revenueSnapshots.runNow();
    const admin = t.client();
    await admin.post('/api/admin-login', {
      username: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    const report = (await admin.get('/api/admin/analytics/revenue')).json<RevenueReport>();
    expect(report.months).toHaveLength(12);
    expect(report.months.every((m) => m.mrrCents > 0)).toBe(true);
    expect(report.months.some((m) => m.churnCents > 0)).toBe(true);
    expect(report.summary.heldCents.current).toBeGreaterThan(0);
    expect(report.cohorts.length).toBeGreaterThanOrEqual(10);
  });

  test('load users are spread over the communities of their ZIP code and their buildings', async () => {
    await seedLargeData(t.db, { users: 40, schedulesPerSubscription: 1 });
    const rows = await t.db
      .select({ zip: users.zip, building: users.building, communityZip: communities.zip })
      .from(users)
      .leftJoin(communities, eq(communities.id, users.communityId))
      .where(like(users.username, 'load-%'));
    const placed = rows.filter((r) => r.communityZip !== null);
    expect(placed.length).toBe(30);
    expect(placed.every((r) => r.communityZip === r.zip && r.building !== '')).toBe(true);
    expect(new Set(placed.map((r) => r.building)).size).toBeGreaterThan(5);
  });
});
