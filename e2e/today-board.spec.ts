import { randomUUID } from 'node:crypto';
import type { CrewRoute } from '../src/domain/schemas/crew';
import { TODAY_TEXT } from '../src/domain/today-text';
import { testJpeg } from '../src/test/jpeg';
import { DEMO_ADMIN, logIn } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { doorsOf, porterWithRoute, serviceToday } from './support/crew';
import { expectFitsAtEveryWidth } from './support/fit';
import { expect, test } from './support/fixtures';
import { expectNoRecordNumbers } from './support/words';

// The office's Today board (docs/product.md#today-board): it follows the porters' work as it
// arrives, with no reload.

test('the Today board shows a porter’s doors as they are recorded, without a reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const doors = doorsOf(3);
  const { porter, community } = await porterWithRoute(playwright, baseURL!, doors);

  await logIn(page.request, { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  await page.goto('/admin/today');
  await expect(page.getByRole('heading', { level: 1, name: TODAY_TEXT.title })).toBeVisible();
  const card = page.getByRole('region', { name: community.name });
  await expect(card.getByText(TODAY_TEXT.progress(0, 3))).toBeVisible();
  await expect(card.getByText(/^Porter: Pat Porter/)).toBeVisible();
  await expect(page.getByText(TODAY_TEXT.live, { exact: false })).toBeVisible();
  // Anything that reloads the page loses this.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  // The porter's phone sends two doors: one collected, one a problem with its photo.
  const phone = await playwright.request.newContext({ baseURL });
  await logIn(phone, { username: porter.email, password: porter.password });
  const route = (await (
    await phone.get(`/api/crew/route?date=${serviceToday()}`)
  ).json()) as CrewRoute;
  const [first, second] = route.groups[0]!.stops;
  const photoId = randomUUID();
  const uploaded = await phone.put(`/api/photos/${photoId}`, {
    headers: { 'content-type': 'image/jpeg' },
    data: testJpeg(120, 90),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const now = new Date().toISOString();
  const sent = await phone.post('/api/crew/actions', {
    data: {
      actions: [
        { id: randomUUID(), scheduleId: first!.scheduleId, outcome: 'collected', occurredAt: now },
        {
          id: randomUUID(),
          scheduleId: second!.scheduleId,
          outcome: 'problem',
          reason: 'loose_trash',
          note: 'Torn bag by the door',
          photoId,
          occurredAt: now,
        },
      ],
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await phone.dispose();

  await expect(card.getByText(TODAY_TEXT.progress(2, 3))).toBeVisible();
  const door = `Building ${second!.building}, Unit ${second!.unit}`;
  await expect(card.getByText(door, { exact: true })).toBeVisible();
  await expect(card.getByText('Loose trash')).toBeVisible();
  await expect(card.getByText('“Torn bag by the door”')).toBeVisible();
  const photo = card.getByRole('img', { name: TODAY_TEXT.photoAlt(door) });
  await expect(photo).toBeVisible();
  // The board's photos load as they come into view, and other journeys' communities may be above.
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

  await expectNoRecordNumbers(page);
  for (const width of [320, 390, 768, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page);
  }
  await expectFitsAtEveryWidth(page, 'admin-today', () =>
    expect(card.getByText(TODAY_TEXT.progress(2, 3))).toBeVisible(),
  );
});
