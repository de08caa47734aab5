import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { YEAR_RANGE_MESSAGE } from '../../../domain/schemas/fields.ts';
import { signedInAdmin } from '../../../test/crew.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

const URL = '/api/admin/dev/notification-scheduler';

describe('running the notice scheduler as if at a chosen time', () => {
  test('a time in a year no date field takes is a 400 that says which years', async () => {
    for (const at of [
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '2999-12-31T23:00:00-05:00',
    ]) {
      const response = await admin.post(URL, { at });
      expect(response.statusCode, at).toBe(400);
      expect(response.json(), at).toMatchObject({
        message: YEAR_RANGE_MESSAGE,
        errors: { at: [YEAR_RANGE_MESSAGE] },
      });
    }
  });

  test('a time within them runs', async () => {
    const response = await admin.post(URL, { at: '2026-12-02T18:00:00-06:00' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reminders: { due: [] }, holidayNotices: { due: [] } });
  });
});
