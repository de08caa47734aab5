import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ANALYTICS_RANGE_MESSAGES,
  defaultRange,
  type AnalyticsRange,
} from '../../../domain/analytics-range.ts';
import { addDays, serviceClock } from '../../../domain/pickup-calendar.ts';
import { signedInAdmin } from '../../../test/crew.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';

// Every report on the owner's page reads its span by one rule
// (docs/decisions/062-the-owners-numbers.md#the-span): the JSON views answer with the span they
// read, and every view and CSV refuses the same spans with the same message.

const VIEWS = ['revenue', 'service', 'growth'] as const;
const DOWNLOADS = ['revenue.csv?table=mrr', 'service/weeks.csv', 'growth/waitlist.csv'] as const;

let t: TestApp;
let admin: TestClient;
const today = serviceClock(new Date()).date;

const address = (path: string, query: string) =>
  `/api/admin/analytics/${path}${path.includes('?') ? '&' : '?'}${query}`;

async function spanRead(view: (typeof VIEWS)[number], query: string): Promise<AnalyticsRange> {
  const response = await admin.get(address(view, query));
  expect(response.statusCode, `${view}?${query}`).toBe(200);
  return response.json<{ range: AnalyticsRange }>().range;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});

afterAll(async () => {
  await t?.close();
});

describe('the span every report reads', () => {
  test('fills a missing end the same way in every view', async () => {
    for (const view of VIEWS) {
      expect(await spanRead(view, '')).toEqual(defaultRange(today));
      expect(await spanRead(view, 'from=2026-03-10')).toEqual({ from: '2026-03-10', to: today });
      expect(await spanRead(view, 'to=2025-06-20')).toEqual({
        from: '2024-07-01',
        to: '2025-06-20',
      });
      expect(await spanRead(view, `from=${today}&to=${addDays(today, 30)}`)).toEqual({
        from: today,
        to: addDays(today, 30),
      });
    }
  });

  test('refuses the same spans everywhere, saying why on the first day', async () => {
    const tomorrow = addDays(today, 1);
    const cases: [string, string][] = [
      ['from=2026-11-15&to=2026-11-02', ANALYTICS_RANGE_MESSAGES.order],
      ['to=2020-01-01&from=2020-01-02', ANALYTICS_RANGE_MESSAGES.order],
      ['from=2020-01-01&to=2026-11-02', ANALYTICS_RANGE_MESSAGES.tooLong],
      ['from=2020-01-01', ANALYTICS_RANGE_MESSAGES.tooLong],
      [`from=${tomorrow}`, ANALYTICS_RANGE_MESSAGES.future],
      [`from=${tomorrow}&to=${addDays(tomorrow, 6)}`, ANALYTICS_RANGE_MESSAGES.future],
      ['from=2026-02-30', ANALYTICS_RANGE_MESSAGES.from],
    ];
    for (const [query, message] of cases) {
      for (const path of [...VIEWS, ...DOWNLOADS]) {
        const response = await admin.get(address(path, query));
        expect(response.statusCode, `${path} ${query}`).toBe(400);
        expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
          from: [message],
        });
      }
    }
  });
});
