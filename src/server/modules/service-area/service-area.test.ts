import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEED_SERVICE_AREA, SERVICE_CITIES } from '../../../domain/content/service-areas.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { ServiceAreaOverview } from '../../../domain/schemas/service-area.ts';
import { createTestApp, newAccount, type TestApp } from '../../../test/test-app.ts';
import { communities, serviceZips } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const lookup = (zip: string) => t.client().get(`/api/service-area/${zip}`);

describe('GET /api/service-area/:zip', () => {
  test('a served ZIP names its city and its communities, by name', async () => {
    const res = await lookup('77494');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ zip: '77494', served: true, city: 'Katy' });
    expect(res.json().communities.map((c: { name: string }) => c.name)).toEqual([
      'Cinco Ranch Commons',
      'Katy Mills Crossing',
    ]);
  });

  test('a ZIP outside the area is answered, not refused', async () => {
    const res = await lookup('90210');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ zip: '90210', served: false, city: null, communities: [] });
  });

  test('something that is not a ZIP code is a 400 with the field message', async () => {
    const res = await lookup('9021x');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.zip).toEqual([MESSAGES.zipInvalid]);
  });

  test('the area is data: a ZIP added by the office is served, an inactive community is not listed', async () => {
    await t.db.insert(serviceZips).values({ zip: '77084', city: 'Houston' });
    await t.db.insert(communities).values([
      { name: 'Addicks Landing', street: '1 Addicks Rd', zip: '77084' },
      { name: 'Closed Court', street: '2 Addicks Rd', zip: '77084', active: false },
    ]);
    const res = await lookup('77084');
    expect(res.json()).toMatchObject({ served: true, city: 'Houston' });
    expect(res.json().communities.map((c: { name: string }) => c.name)).toEqual([
      'Addicks Landing',
    ]);
    const signUp = await t.client().post('/api/register', newAccount({ zip: '77084' }));
    expect(signUp.statusCode).toBe(201);
  });
});

describe('GET /api/service-area', () => {
  test('a new database serves the area the site is built with, city by city', async () => {
    const fresh = await createTestApp();
    try {
      const res = await fresh.client().get('/api/service-area');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.json()).toEqual({ cities: SEED_SERVICE_AREA });
    } finally {
      await fresh.close();
    }
  });

  test("the office's changes show: a new city after the founding ones, active communities only", async () => {
    await t.db.insert(serviceZips).values({ zip: '77449', city: 'Addicks' }).onConflictDoNothing();
    await t.db.insert(communities).values([
      { name: 'Barker Cypress Lofts', street: '3 Barker Cypress Rd', zip: '77449' },
      { name: 'Shut Gardens', street: '4 Barker Cypress Rd', zip: '77449', active: false },
    ]);
    await t.db.insert(serviceZips).values({ zip: '77079', city: 'Houston' }).onConflictDoNothing();
    const { cities } = (await t.client().get('/api/service-area')).json() as ServiceAreaOverview;
    expect(cities.slice(0, 4).map((c) => c.city)).toEqual([...SERVICE_CITIES]);
    const added = cities.slice(4);
    expect(added.map((c) => c.city)).toEqual(['Addicks', 'Houston']);
    expect(added[0]).toEqual({
      city: 'Addicks',
      zipCodes: ['77449'],
      communities: ['Barker Cypress Lofts'],
    });
    expect(added[1]!.zipCodes).toContain('77079');
  });
});
