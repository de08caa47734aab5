import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newCommunity } from '../../test/crew.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertRows } from './insert-rows.ts';
import { mailOutbox, rosterDoors } from './schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('many rows in one statement', () => {
  test('each value arrives as written; a field left out takes its default', async () => {
    const at = new Date('2026-12-07T15:04:05.678Z');
    const text = `Hi Renée "Bo" O'Neil,\r\nC:\\path\\ and a tab\there 🚮`;
    const headers = { 'List-Unsubscribe': '<https://x.example/u?a=1&b="2">' };
    const attachments = [
      { filename: 'Night "1".pdf', contentType: 'application/pdf', storageKey: 'k\\1' },
    ];
    await insertRows(t.db, mailOutbox, [
      {
        to: 'quoted@x.example',
        subject: 'One',
        text,
        html: null,
        headers,
        attachments,
        nextAttemptAt: at,
      },
      {
        to: 'plain@x.example',
        subject: 'Two',
        text: '',
        html: '<p>2</p>',
        headers: null,
        attachments: null,
        nextAttemptAt: at,
      },
    ]);
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, ['quoted@x.example', 'plain@x.example']))
      .orderBy(mailOutbox.id);
    expect(rows).toMatchObject([
      { subject: 'One', text, html: null, headers, attachments, nextAttemptAt: at },
      { subject: 'Two', text: '', html: '<p>2</p>', headers: null, attachments: null },
    ]);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);

    const before = new Date();
    await insertRows(t.db, mailOutbox, [{ to: 'later@x.example', subject: 'Three', text: 'x' }]);
    const [later] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'later@x.example'));
    expect(later!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  test('returns the columns asked for; a row breaking a unique index is skipped when asked', async () => {
    const community = await newCommunity(t);
    const door = (building: string, unit: string) => ({
      communityId: community.id,
      building,
      unit,
    });
    const first = await insertRows(t.db, rosterDoors, [door('1', '101A'), door('2', '201')], {
      returning: { id: rosterDoors.id, unit: rosterDoors.unit },
    });
    expect(first.map((r) => r.unit).sort()).toEqual(['101A', '201']);
    expect(first.every((r) => typeof r.id === 'number')).toBe(true);
    const again = await insertRows(t.db, rosterDoors, [door('1', '101a'), door('3', '301')], {
      returning: { unit: rosterDoors.unit },
      onConflictDoNothing: true,
    });
    expect(again).toEqual([{ unit: '301' }]);
  });

  test('rows that name different fields are refused before anything is written', async () => {
    await expect(
      insertRows(t.db, mailOutbox, [
        { to: 'a@x.example', subject: 'A', text: 'a' },
        { to: 'b@x.example', subject: 'B', text: 'b', html: '<p>b</p>' },
      ]),
    ).rejects.toThrow('every row names the same fields');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'a@x.example'))).toEqual(
      [],
    );
  });
});
