import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGES, SERVICE_AREA_TEXT } from '../../../domain/messages.ts';
import { PROPERTY_CONTRACT_TEXT as TEXT } from '../../../domain/property-contracts.ts';
import type {
  CommunityContract,
  PropertyContractInput,
} from '../../../domain/schemas/property-contracts.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { communities, propertyContracts, users } from '../../db/schema.ts';

let t: TestApp;
let admin: TestClient;
let customer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const { input, user } = await t.signUp();
  await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  admin = t.client();
  await admin.post('/api/login', { username: input.email, password: input.password });
  customer = (await t.signUp()).client;
});
afterAll(() => t?.close());

let unique = 0;
/** A community of the test's own, resident-paid as every community starts. */
async function newCommunity(): Promise<{ id: number; name: string }> {
  const name = `Addicks Landing ${++unique}`;
  const [row] = await t.db
    .insert(communities)
    .values({ name, street: '1 Addicks Rd', zip: '77494' })
    .returning({ id: communities.id });
  return { id: row!.id, name };
}

const url = (id: number) => `/api/admin/communities/${id}/contract`;
const put = (client: TestClient, id: number, payload: unknown) =>
  client.inject({ method: 'PUT', url: url(id), payload: payload as object });

const contract = (overrides: Partial<PropertyContractInput> = {}): PropertyContractInput => ({
  legalName: 'Addicks Landing Owner LLC',
  billingContactName: 'Pat Lee',
  billingEmail: 'ap@addicks.example',
  billingPhone: '281-555-0142',
  rateCents: 1250,
  doors: 240,
  startsOn: '2027-01-01',
  termMonths: 36,
  renews: true,
  serviceDays: [5, 1, 3],
  windowStart: '08:00',
  windowEnd: '10:30',
  reportEmails: ['manager@addicks.example', 'owner@addicks.example'],
  ...overrides,
});

async function billingOf(id: number) {
  const [row] = await t.db
    .select({ billing: communities.billing })
    .from(communities)
    .where(eq(communities.id, id));
  return row?.billing;
}

async function contractRows(id: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(propertyContracts)
    .where(eq(propertyContracts.communityId, id));
  return row?.n ?? 0;
}

describe('the office guard', () => {
  test.each(['GET', 'PUT'] as const)(
    '%s: 401 without a session, 403 for a customer',
    async (method) => {
      const { id } = await newCommunity();
      const request = { method, url: url(id), payload: method === 'PUT' ? contract() : undefined };
      expect((await t.client().inject(request)).statusCode).toBe(401);
      const denied = await customer.inject(request);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ message: MESSAGES.adminOnly });
      expect(await billingOf(id)).toBe('resident');
      expect(await contractRows(id)).toBe(0);
    },
  );
});

describe('a community that does not exist', () => {
  test('is a 404 to read or to save', async () => {
    const read = await admin.get(url(999_999));
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: SERVICE_AREA_TEXT.communityNotFound });
    const saved = await put(admin, 999_999, contract());
    expect(saved.statusCode).toBe(404);
    expect(saved.json()).toEqual({ message: SERVICE_AREA_TEXT.communityNotFound });
  });
});

describe('a resident-paid community', () => {
  test('reads as resident-paid, with no contract', async () => {
    const { id, name } = await newCommunity();
    const res = await admin.get(url(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      communityId: id,
      communityName: name,
      billing: 'resident',
      contract: null,
    });
  });
});

describe('a contract the office gets wrong', () => {
  test.each<[string, unknown, Record<string, string[]>]>([
    [
      'every field missing',
      {},
      {
        legalName: [TEXT.legalNameRequired],
        billingContactName: [TEXT.contactNameRequired],
        billingEmail: [TEXT.emailInvalid],
        billingPhone: [TEXT.phoneInvalid],
        rateCents: [TEXT.rateInvalid],
        doors: [TEXT.doorsInvalid],
        startsOn: [TEXT.startsOnInvalid],
        termMonths: [TEXT.termInvalid],
        renews: [TEXT.renewsRequired],
        serviceDays: [TEXT.serviceDaysRequired],
        windowStart: [TEXT.timeInvalid],
        windowEnd: [TEXT.timeInvalid],
        reportEmails: [TEXT.reportEmailInvalid],
      },
    ],
    [
      'blank names, a bad email and a phone that is not a US number',
      contract({
        legalName: ' ',
        billingContactName: '',
        billingEmail: 'ap@',
        billingPhone: '555-0142',
      }),
      {
        legalName: [TEXT.legalNameRequired],
        billingContactName: [TEXT.contactNameRequired],
        billingEmail: [TEXT.emailInvalid],
        billingPhone: [TEXT.phoneInvalid],
      },
    ],
    ['a rate under the floor', contract({ rateCents: 499 }), { rateCents: [TEXT.rateRange] }],
    ['a rate over the ceiling', contract({ rateCents: 10_001 }), { rateCents: [TEXT.rateRange] }],
    ['a rate in part cents', contract({ rateCents: 1250.5 }), { rateCents: [TEXT.rateInvalid] }],
    [
      'no doors, and a term too long',
      contract({ doors: 0, termMonths: 121 }),
      { doors: [TEXT.doorsInvalid], termMonths: [TEXT.termInvalid] },
    ],
    [
      'too many doors, and no term',
      contract({ doors: 5_001, termMonths: 0 }),
      { doors: [TEXT.doorsInvalid], termMonths: [TEXT.termInvalid] },
    ],
    [
      'a start date that is not a day',
      contract({ startsOn: '2027-02-30' }),
      { startsOn: [TEXT.startsOnInvalid] },
    ],
    ['no service day', contract({ serviceDays: [] }), { serviceDays: [TEXT.serviceDaysRequired] }],
    [
      'a day that is not a weekday',
      contract({ serviceDays: [1, 8] as never }),
      { 'serviceDays.1': [TEXT.serviceDayInvalid] },
    ],
    [
      'a window that ends before it starts',
      contract({ windowStart: '10:00', windowEnd: '09:00' }),
      { windowEnd: [TEXT.windowOrder] },
    ],
    [
      'a window outside the service hours',
      contract({ windowStart: '07:00', windowEnd: '13:00' }),
      { windowStart: [TEXT.windowHours], windowEnd: [TEXT.windowHours] },
    ],
    [
      'a time that is not a time',
      contract({ windowStart: '9am' }),
      { windowStart: [TEXT.timeInvalid] },
    ],
    [
      'a report contact that is not an email',
      contract({ reportEmails: ['manager@addicks.example', 'owner'] }),
      { 'reportEmails.1': [TEXT.reportEmailInvalid] },
    ],
    [
      'too many report contacts',
      contract({ reportEmails: Array.from({ length: 11 }, (_, i) => `r${i}@addicks.example`) }),
      { reportEmails: [TEXT.tooManyReportEmails] },
    ],
  ])('%s: 400 with each field’s message, and nothing written', async (_name, payload, errors) => {
    const { id } = await newCommunity();
    const res = await put(admin, id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    expect(await billingOf(id)).toBe('resident');
    expect(await contractRows(id)).toBe(0);
  });
});

describe('saving a contract', () => {
  test('makes the community property-paid, and reads back as saved', async () => {
    const { id, name } = await newCommunity();
    const res = await put(admin, id, contract());
    expect(res.statusCode).toBe(200);
    const expected = {
      communityId: id,
      communityName: name,
      billing: 'property',
      contract: {
        legalName: 'Addicks Landing Owner LLC',
        billingContactName: 'Pat Lee',
        billingEmail: 'ap@addicks.example',
        billingPhone: '(281) 555-0142',
        rateCents: 1250,
        doors: 240,
        startsOn: '2027-01-01',
        termMonths: 36,
        renews: true,
        serviceDays: [1, 3, 5],
        windowStart: '08:00',
        windowEnd: '10:30',
        reportEmails: ['manager@addicks.example', 'owner@addicks.example'],
        updatedAt: expect.any(String),
      },
    };
    expect(res.json()).toEqual(expected);
    const read = await admin.get(url(id));
    expect(read.json()).toEqual(expected);
    expect(await billingOf(id)).toBe('property');

    const list = await admin.get('/api/admin/communities?zip=77494');
    const row = list.json<{ id: number; billing: string }[]>().find((c) => c.id === id);
    expect(row?.billing).toBe('property');
  });

  test('again replaces the contract, keeping one row', async () => {
    const { id } = await newCommunity();
    await put(admin, id, contract());
    const again = await put(
      admin,
      id,
      contract({ rateCents: 1400, doors: 260, renews: false, reportEmails: [] }),
    );
    expect(again.statusCode).toBe(200);
    const saved = again.json<CommunityContract>().contract;
    expect(saved).toMatchObject({ rateCents: 1400, doors: 260, renews: false, reportEmails: [] });
    expect((await admin.get(url(id))).json<CommunityContract>().contract).toEqual(saved);
    expect(await contractRows(id)).toBe(1);
  });

  test("a community's own edit leaves who pays as it was", async () => {
    const { id, name } = await newCommunity();
    await put(admin, id, contract());
    const edit = await admin.inject({
      method: 'PUT',
      url: `/api/admin/communities/${id}`,
      payload: {
        name,
        street: '2 Addicks Rd',
        zip: '77494',
        accessNotes: '',
        managerName: '',
        managerPhone: '',
        managerEmail: '',
        active: true,
      },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().billing).toBe('property');
  });
});
