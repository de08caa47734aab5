import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES, SERVICE_AREA_TEXT } from '../../../domain/messages.ts';
import type {
  AdminCommunity,
  AdminServiceZip,
  CommunityInput,
  CommunityRequest,
} from '../../../domain/schemas/service-area.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { communities, serviceDetailChanges, subscriptions, users } from '../../db/schema.ts';

let t: TestApp;
let admin: TestClient;
let adminId: number;
let customer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const { input, user } = await t.signUp({ firstName: 'Avery', lastName: 'Admin' });
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  admin = t.client();
  await admin.post('/api/login', { username: input.email, password: input.password });
  adminId = user.id;
  customer = (await t.signUp()).client;
});
afterAll(() => t?.close());

const put = (client: TestClient, url: string, payload: object) =>
  client.inject({ method: 'PUT', url, payload });
const del = (client: TestClient, url: string) => client.inject({ method: 'DELETE', url });

let unique = 0;
/** A ZIP code of our own per test, so tests do not see each other's rows. */
async function newZip(city = 'Houston'): Promise<string> {
  const zip = String(78000 + ++unique);
  expect((await admin.post('/api/admin/service-zips', { zip, city })).statusCode).toBe(201);
  return zip;
}

const community = (overrides: Partial<CommunityInput> = {}): CommunityInput => ({
  name: `Addicks Landing ${++unique}`,
  street: '1 Addicks Rd',
  zip: '77494',
  accessNotes: 'Gate code at the leasing office; call box #12.',
  managerName: 'Pat Lee',
  managerPhone: '2815550111',
  managerEmail: 'office@addicks.example',
  active: true,
  ...overrides,
});

describe('the office guard', () => {
  test.each([
    ['GET', '/api/admin/service-zips'],
    ['POST', '/api/admin/service-zips'],
    ['DELETE', '/api/admin/service-zips/77494'],
    ['GET', '/api/admin/communities'],
    ['POST', '/api/admin/communities'],
    ['PUT', '/api/admin/communities/1'],
    ['GET', '/api/admin/community-requests'],
    ['POST', '/api/admin/community-requests/1/match'],
  ])('%s %s: 401 without a session, 403 for a customer', async (method, url) => {
    const request = { method: method as 'GET', url, payload: method === 'GET' ? undefined : {} };
    expect((await t.client().inject(request)).statusCode).toBe(401);
    const denied = await customer.inject(request);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ message: MESSAGES.adminOnly });
  });
});

describe('served ZIP codes', () => {
  test('the list names each ZIP code with its city, live customers and active communities', async () => {
    const zip = await newZip('Cypress');
    const live = await t.signUp({ zip });
    const gone = await t.signUp({ zip });
    await t.db.insert(subscriptions).values([
      { userId: live.user.id, plan: 'standard', priceCents: 3500, status: 'active' },
      { userId: live.user.id, plan: 'basic', priceCents: 2500, status: 'paused' },
      { userId: gone.user.id, plan: 'basic', priceCents: 2500, status: 'cancelled' },
    ]);
    await admin.post('/api/admin/communities', community({ zip }));
    await admin.post('/api/admin/communities', community({ zip, active: false }));

    const res = await admin.get('/api/admin/service-zips');
    expect(res.statusCode).toBe(200);
    const rows = res.json<AdminServiceZip[]>();
    expect(rows.find((r) => r.zip === zip)).toEqual({
      zip,
      city: 'Cypress',
      activeCustomers: 1,
      activeCommunities: 1,
    });
    expect(rows.find((r) => r.zip === '77441')).toMatchObject({ city: 'Fulshear' });
  });

  test('an added ZIP code is served at once; adding it again is a 409 on the field', async () => {
    const zip = await newZip('Cypress');
    expect((await t.client().get(`/api/service-area/${zip}`)).json()).toMatchObject({
      served: true,
      city: 'Cypress',
    });
    const again = await admin.post('/api/admin/service-zips', { zip, city: 'Cypress' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.zip).toEqual([SERVICE_AREA_TEXT.zipAlreadyServed(zip)]);
  });

  test('bad input is a 400 with field messages', async () => {
    const res = await admin.post('/api/admin/service-zips', { zip: '7749', city: 'x'.repeat(61) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      zip: [MESSAGES.zipInvalid],
      city: ['Must be at most 60 characters'],
    });
    const blank = await admin.post('/api/admin/service-zips', { zip: '77777', city: '  ' });
    expect(blank.json().errors).toEqual({ city: [SERVICE_AREA_TEXT.cityRequired] });
    expect((await del(admin, '/api/admin/service-zips/abc')).statusCode).toBe(400);
  });

  test('an empty ZIP code is removed and no longer served', async () => {
    const zip = await newZip();
    await admin.post('/api/admin/communities', community({ zip, active: false }));
    const res = await del(admin, `/api/admin/service-zips/${zip}`);
    expect(res.statusCode).toBe(200);
    expect((await t.client().get(`/api/service-area/${zip}`)).json().served).toBe(false);
    expect((await del(admin, `/api/admin/service-zips/${zip}`)).statusCode).toBe(404);
  });

  test('removal is refused while customers with live subscriptions or active communities are there', async () => {
    const zip = await newZip();
    const { user } = await t.signUp({ zip });
    await t.db
      .insert(subscriptions)
      .values({ userId: user.id, plan: 'standard', priceCents: 3500, status: 'paused' });
    await admin.post('/api/admin/communities', community({ zip }));

    const res = await del(admin, `/api/admin/service-zips/${zip}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `${zip} still has 1 customer with a live subscription and 1 active community. Move or deactivate them first.`,
    );
    expect((await t.client().get(`/api/service-area/${zip}`)).json().served).toBe(true);

    await t.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.userId, user.id));
    const stillCommunity = await del(admin, `/api/admin/service-zips/${zip}`);
    expect(stillCommunity.statusCode).toBe(409);
    expect(stillCommunity.json().message).toBe(
      `${zip} still has 1 active community. Move or deactivate them first.`,
    );
  });
});

describe('communities', () => {
  test('created with everything a porter needs, listed by ZIP code and found by name', async () => {
    const zip = await newZip('Cypress');
    const input = community({ zip, name: 'Willow Bend Flats' });
    const res = await admin.post('/api/admin/communities', input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...input, city: 'Cypress', customers: 0 });

    const byZip = await admin.get(`/api/admin/communities?zip=${zip}`);
    expect(byZip.json<AdminCommunity[]>().map((c) => c.name)).toEqual(['Willow Bend Flats']);
    const byName = await admin.get('/api/admin/communities?q=willow%20bend');
    expect(byName.json<AdminCommunity[]>().map((c) => c.name)).toEqual(['Willow Bend Flats']);
    const all = await admin.get('/api/admin/communities');
    expect(all.json<AdminCommunity[]>().map((c) => c.name)).toContain('Cinco Ranch Commons');
    expect((await admin.get('/api/admin/communities?zip=12')).statusCode).toBe(400);
  });

  test('edited, and deactivated: it leaves the public ZIP check', async () => {
    const zip = await newZip();
    const created = (
      await admin.post('/api/admin/communities', community({ zip, name: 'Oak Row' }))
    ).json<AdminCommunity>();
    const edited = await put(admin, `/api/admin/communities/${created.id}`, {
      ...community({ zip, name: 'Oak Row Apartments', accessNotes: 'Gate 2 only' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Oak Row Apartments', accessNotes: 'Gate 2 only' });
    const lookup = () => t.client().get(`/api/service-area/${zip}`);
    expect((await lookup()).json().communities.map((c: { name: string }) => c.name)).toEqual([
      'Oak Row Apartments',
    ]);

    await put(admin, `/api/admin/communities/${created.id}`, {
      ...community({ zip, name: 'Oak Row Apartments', active: false }),
    });
    expect((await lookup()).json().communities).toEqual([]);
    const missing = await put(admin, '/api/admin/communities/999999', community({ zip }));
    expect(missing.statusCode).toBe(404);
  });

  test('only in a served ZIP code, and one name per ZIP code (any case)', async () => {
    const outside = await admin.post('/api/admin/communities', community({ zip: '90210' }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual({ zip: [SERVICE_AREA_TEXT.communityZipNotServed] });

    const taken = await admin.post(
      '/api/admin/communities',
      community({ name: 'cinco ranch commons', zip: '77494' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({
      name: [SERVICE_AREA_TEXT.communityTaken('cinco ranch commons', '77494')],
    });
  });

  test('bad input is a 400 with a message on each field, and nothing is written', async () => {
    const res = await admin.post('/api/admin/communities', {
      name: '',
      street: 'x'.repeat(201),
      zip: 'abcde',
      accessNotes: 'x'.repeat(1001),
      managerName: 'x'.repeat(101),
      managerPhone: '555',
      managerEmail: 'not-an-email',
      active: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: [SERVICE_AREA_TEXT.communityNameRequired],
      street: ['Must be at most 200 characters'],
      zip: [MESSAGES.zipInvalid],
      accessNotes: ['Must be at most 1000 characters'],
      managerName: ['Must be at most 100 characters'],
      managerPhone: [SERVICE_AREA_TEXT.phoneInvalid],
      managerEmail: [SERVICE_AREA_TEXT.emailInvalid],
      active: [SERVICE_AREA_TEXT.activeRequired],
    });
    const nul = await admin.post('/api/admin/communities', community({ name: 'A\u0000B' }));
    expect(nul.statusCode).toBe(400);
    expect((await put(admin, '/api/admin/communities/abc', community())).statusCode).toBe(400);
  });
});

describe('communities to match', () => {
  async function notListed(zip: string, requested: string) {
    const { user } = await t.signUp({ zip, firstName: 'Robin', lastName: `Request${++unique}` });
    await t.db.update(users).set({ communityRequest: requested }).where(eq(users.id, user.id));
    return user;
  }

  test('lists the customers whose community was not listed, with the communities of their ZIP code', async () => {
    const zip = await newZip();
    const listed = (
      await admin.post('/api/admin/communities', community({ zip, name: 'Elm Court' }))
    ).json<AdminCommunity>();
    await admin.post('/api/admin/communities', community({ zip, name: 'Closed', active: false }));
    const user = await notListed(zip, 'Elm Ct apartments');

    const res = await admin.get('/api/admin/community-requests');
    expect(res.statusCode).toBe(200);
    const mine = res.json<CommunityRequest[]>().find((r) => r.id === user.id);
    expect(mine).toMatchObject({
      customerName: user.firstName + ' ' + user.lastName,
      address: '2300 Katy Mills Blvd',
      unit: '1204',
      zip,
      requested: 'Elm Ct apartments',
      choices: [{ id: listed.id, name: 'Elm Court', street: '1 Addicks Rd' }],
    });
  });

  test('a match sets the community, clears the request and is kept in the history', async () => {
    const zip = await newZip();
    const listed = (
      await admin.post('/api/admin/communities', community({ zip, name: 'Birch Court' }))
    ).json<AdminCommunity>();
    const user = await notListed(zip, 'birch ct');

    const res = await admin.post(`/api/admin/community-requests/${user.id}/match`, {
      communityId: listed.id,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ communityId: listed.id, communityRequest: null });
    const history = await t.db
      .select()
      .from(serviceDetailChanges)
      .where(eq(serviceDetailChanges.userId, user.id));
    expect(history).toMatchObject([
      { changedBy: adminId, field: 'community', oldValue: 'birch ct', newValue: 'Birch Court' },
    ]);
    const list = (await admin.get('/api/admin/community-requests')).json<CommunityRequest[]>();
    expect(list.some((r) => r.id === user.id)).toBe(false);
    const again = await admin.post(`/api/admin/community-requests/${user.id}/match`, {
      communityId: listed.id,
    });
    expect(again.statusCode).toBe(404);
  });

  test('only to an active community of the same ZIP code; nothing changes otherwise', async () => {
    const zip = await newZip();
    const closed = (
      await admin.post('/api/admin/communities', community({ zip, active: false }))
    ).json<AdminCommunity>();
    const [elsewhere] = await t.db
      .select({ id: communities.id })
      .from(communities)
      .where(eq(communities.name, 'Cinco Ranch Commons'));
    const user = await notListed(zip, 'Somewhere');
    for (const communityId of [closed.id, elsewhere!.id, 999999]) {
      const res = await admin.post(`/api/admin/community-requests/${user.id}/match`, {
        communityId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        communityId: [SERVICE_AREA_TEXT.communityNotInZip(zip)],
      });
    }
    const bad = await admin.post(`/api/admin/community-requests/${user.id}/match`, {
      communityId: 'one',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ communityId: [SERVICE_AREA_TEXT.chooseCommunity] });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ communityId: null, communityRequest: 'Somewhere' });
    const history = await t.db
      .select()
      .from(serviceDetailChanges)
      .where(eq(serviceDetailChanges.userId, user.id));
    expect(history).toEqual([]);
  });
});
