import type { BrowserContext, Locator, Page } from '@playwright/test';
import { crewText } from '../src/domain/crew-app-text';
import { translatorFor } from '../src/domain/i18n/catalogue';
import {
  CREW_MESSAGES,
  PHOTO_MAX_LONG_SIDE,
  PROBLEM_REASON_LABELS,
  type CrewRoute,
  type CrewSyncResult,
} from '../src/domain/schemas/crew';
import { carriesMetadata } from '../src/test/jpeg';
import { expectNoA11yViolations } from './support/axe';
import {
  cameraPhoto,
  doorsOf,
  jpegSize,
  porterWithRoute,
  serviceToday,
  type Door,
} from './support/crew';
import { expectFitsAtEveryWidth } from './support/fit';
import { expect, test } from './support/fixtures';
import { expectNoRecordNumbers } from './support/words';

const CREW_TEXT = crewText(translatorFor('en'));
const CREW_ES = crewText(translatorFor('es'));

async function expectNoA11yViolationsAt(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page);
  }
}

// The crew app on a porter's phone (docs/product.md#crew-app): the route of the day, one tap per
// door, and nothing lost when the network is not there.

const doorName = (door: Door) => `Building ${door.building}, Unit ${door.unit}`;

/** A door's row on the route. */
const doorRow = (page: Page, door: Door): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: doorName(door), exact: true }) });

/** The porter signs in on /login, as on their phone, and lands on the crew app. */
async function signInAsPorter(page: Page, porter: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(porter.email);
  await page.getByLabel('Password', { exact: true }).fill(porter.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/crew$/);
}

/** The service worker controls the page: from now on the app opens with no network. */
async function installed(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

async function openApp(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/crew');
  await expect(
    page.getByRole('heading', { level: 1, name: CREW_TEXT.title('today') }),
  ).toBeVisible();
  return page;
}

async function collect(page: Page, door: Door) {
  const row = doorRow(page, door);
  await row.getByRole('button', { name: 'Collected' }).click();
  await expect(row.getByRole('button', { name: 'Collected' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** The photo waiting on the phone with its action, read from the app's IndexedDB. */
const waitingPhoto = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('crew');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const items = await new Promise<{ photo: Blob | null }[]>((resolve, reject) => {
      const all = db.transaction('queue').objectStore('queue').getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    db.close();
    const photo = items.find((item) => item.photo)?.photo;
    return photo
      ? { type: photo.type, bytes: [...new Uint8Array(await photo.arrayBuffer())] }
      : null;
  });

test.describe('the crew app', () => {
  test('signed out, it offers only the sign-in', async ({ page }) => {
    await page.goto('/crew');
    const signIn = page.getByRole('alert').getByRole('link', { name: CREW_TEXT.signIn });
    await expect(signIn).toHaveAttribute('href', '/login');
    await expect(page.getByText(CREW_TEXT.signedOut)).toBeVisible();
    await expect(page.getByRole('button', { name: CREW_TEXT.signOut })).toBeHidden();
    await expect(page.getByText(CREW_TEXT.allSent)).toHaveCount(0);
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('searchbox')).toBeHidden();
  });

  test('a route recorded with the network cut arrives whole, each door once, when the network is back', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const doors = doorsOf(20);
    const { porter } = await porterWithRoute(playwright, baseURL!, doors);

    await signInAsPorter(page, porter);
    await expect(page.getByText(CREW_TEXT.progress(0, 20))).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(CREW_TEXT.allSent);
    await installed(page);

    // What reaches the server from here on, from the page or from the service worker.
    const results: CrewSyncResult['results'] = [];
    context.on('response', async (response) => {
      if (response.url().endsWith('/api/crew/actions') && response.ok()) {
        results.push(...((await response.json()) as CrewSyncResult).results);
      }
    });

    await context.setOffline(true);
    const photoDoor = doors[2]!;
    for (const door of doors.slice(0, 10)) {
      if (door === photoDoor) continue;
      await collect(page, door);
    }
    await doorRow(page, photoDoor).getByRole('button', { name: 'Problem' }).click();
    const dialog = page.getByRole('dialog', { name: `Problem at ${doorName(photoDoor)}` });
    await dialog.getByRole('radio', { name: 'Loose trash' }).check();
    await dialog.getByLabel(CREW_TEXT.note).fill('Torn bag by the stairs');
    await dialog.getByLabel(CREW_TEXT.takePhoto).setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: cameraPhoto(2000, 1000),
    });
    await expect(dialog.getByRole('img', { name: CREW_TEXT.photoPreview })).toBeVisible();
    await dialog.getByRole('button', { name: CREW_TEXT.saveProblem }).click();
    await expect(dialog).toBeHidden();
    await expect(doorRow(page, photoDoor)).toContainText('Problem: Loose trash');
    await expect(doorRow(page, photoDoor)).toContainText(CREW_TEXT.waitingMark);
    await expect(page.getByRole('status')).toHaveText(
      `${CREW_TEXT.offline} · ${CREW_TEXT.waiting(10)}`,
    );

    // The photo on the phone is upright, shrunk and re-encoded: no position, no device.
    const photo = (await waitingPhoto(page))!;
    const photoBytes = Buffer.from(photo.bytes);
    expect(photo.type).toBe('image/jpeg');
    expect(jpegSize(photoBytes)).toEqual({
      width: PHOTO_MAX_LONG_SIDE / 2,
      height: PHOTO_MAX_LONG_SIDE,
    });
    expect(carriesMetadata(photoBytes)).toBe(false);
    expect(photoBytes.includes(Buffer.from('Exif'))).toBe(false);

    // The app is closed and opened again, still with no network: the route and the ten doors
    // are on the phone.
    await page.close();
    const offline = await openApp(context);
    await expect(offline.getByRole('status')).toHaveText(
      `${CREW_TEXT.offline} · ${CREW_TEXT.waiting(10)}`,
    );
    await expect(offline.getByText(CREW_TEXT.progress(10, 20))).toBeVisible();
    await expect(doorRow(offline, doors[0]!)).toContainText(CREW_TEXT.waitingMark);
    for (const door of doors.slice(10)) await collect(offline, door);
    await expect(offline.getByRole('status')).toHaveText(
      `${CREW_TEXT.offline} · ${CREW_TEXT.waiting(20)}`,
    );
    await expect(offline.getByText(CREW_TEXT.progress(20, 20))).toBeVisible();
    expect(results).toEqual([]);
    await offline.close();

    // Back in coverage, the app is opened: everything goes, by itself.
    await context.setOffline(false);
    const online = await openApp(context);
    await expect(online.getByRole('status')).toHaveText(CREW_TEXT.allSent);
    await expect(online.getByText(CREW_TEXT.progress(20, 20))).toBeVisible();
    await expect(online.getByText(CREW_TEXT.waitingMark)).toHaveCount(0);

    // Each of the twenty actions was applied once.
    const applied = results.filter((r) => r.result === 'applied');
    expect(results.filter((r) => r.result === 'refused')).toEqual([]);
    expect(new Set(applied.map((r) => r.id)).size).toBe(20);
    expect(applied).toHaveLength(20);

    // The server's route has every door, the problem with its reason, note and photo.
    const route = (await (
      await online.request.get(`/api/crew/route?date=${serviceToday()}`)
    ).json()) as CrewRoute;
    expect(route).toMatchObject({ total: 20, done: 20 });
    const stops = route.groups.flatMap((g) => g.stops);
    const problem = stops.find((s) => s.unit === photoDoor.unit)!;
    expect(problem.outcome).toMatchObject({
      outcome: 'problem',
      reason: 'loose_trash',
      note: 'Torn bag by the stairs',
    });
    expect(stops.filter((s) => s.outcome?.outcome === 'collected')).toHaveLength(19);
    const stored = await online.request.get(`/api/photos/${problem.outcome!.photoId}`);
    expect(stored.ok()).toBe(true);
    expect(jpegSize(await stored.body())).toEqual(jpegSize(photoBytes));
    // Shown at the door once it is on the server.
    await expect(
      doorRow(online, photoDoor).getByRole('img', {
        name: CREW_TEXT.photoOfProblem(doorName(photoDoor)),
      }),
    ).toBeVisible();
  });

  test('the route, the search, tomorrow and the Problem form fit a phone and a laptop, and axe finds nothing @phone', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const doors = doorsOf(3);
    const { porter } = await porterWithRoute(playwright, baseURL!, doors);
    await signInAsPorter(page, porter);
    await expect(page.getByText(CREW_TEXT.progress(0, 3))).toBeVisible();
    // The access notes head the community's doors; each door has what the porter needs.
    await expect(page.getByText('Call box at the north gate, code 4521')).toBeVisible();
    const first = doorRow(page, doors[0]!);
    await expect(first).toContainText(`${doors[0]!.firstName} · ${CREW_TEXT.bagsAllowed(3)}`);
    await expect(first).toContainText(`${CREW_TEXT.gateCode}: #1357`);
    await expect(first).toContainText('Third floor');
    await expectFitsAtEveryWidth(page, 'crew-route');
    await expectNoRecordNumbers(page);
    await expectNoA11yViolationsAt(page, [390, 1366]);

    // Find a unit by typing.
    await page.getByLabel(CREW_TEXT.find).fill(doors[1]!.unit);
    await expect(page.getByText(CREW_TEXT.matches(1))).toBeVisible();
    await expect(doorRow(page, doors[1]!)).toBeVisible();
    await expect(first).toBeHidden();
    await page.getByLabel(CREW_TEXT.find).fill('999');
    await expect(page.getByText(CREW_TEXT.noMatch('999'))).toBeVisible();
    await page.getByLabel(CREW_TEXT.find).fill('');
    await expect(first).toBeVisible();

    // Tomorrow's route, the same doors.
    await page.getByRole('tab', { name: /Tomorrow/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CREW_TEXT.title('tomorrow'));
    await expect(page.getByText(CREW_TEXT.progress(0, 3))).toBeVisible();
    await page.getByRole('tab', { name: /Today/ }).click();

    // A problem needs its reason, the bag count when there were too many, and a photo.
    await first.getByRole('button', { name: 'Problem' }).click();
    const dialog = page.getByRole('dialog', { name: `Problem at ${doorName(doors[0]!)}` });
    await dialog.getByRole('button', { name: CREW_TEXT.saveProblem }).click();
    await expect(dialog.getByText(CREW_MESSAGES.reasonRequired)).toBeVisible();
    await expect(dialog.getByText(CREW_MESSAGES.photoRequired)).toBeVisible();
    await dialog.getByRole('radio', { name: PROBLEM_REASON_LABELS.too_many_bags }).check();
    await expect(dialog.getByText(CREW_MESSAGES.reasonRequired)).toBeHidden();
    await dialog.getByRole('button', { name: CREW_TEXT.saveProblem }).click();
    await expect(dialog.getByLabel(CREW_TEXT.bagCount)).toHaveAccessibleDescription(
      CREW_MESSAGES.bagCountRequired,
    );
    await expectFitsAtEveryWidth(page, 'crew-problem');
    await expectNoA11yViolationsAt(page, [390, 1366]);
    await dialog.getByLabel(CREW_TEXT.bagCount).fill('6');
    await dialog.getByLabel(CREW_TEXT.takePhoto).setInputFiles({
      name: 'door.jpg',
      mimeType: 'image/jpeg',
      buffer: cameraPhoto(400, 300),
    });
    await expect(dialog.getByText(CREW_MESSAGES.photoRequired)).toBeHidden();
    await dialog.getByRole('button', { name: CREW_TEXT.saveProblem }).click();
    await expect(first).toContainText(
      `Problem: ${PROBLEM_REASON_LABELS.too_many_bags} (${CREW_TEXT.bagsOut(6)})`,
    );
    await expect(page.getByRole('status')).toHaveText(CREW_TEXT.allSent);

    // A correction is just another tap; the door shows the latest.
    await first.getByRole('button', { name: 'Nothing out' }).click();
    await expect(first.getByRole('button', { name: 'Nothing out' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(first.getByRole('button', { name: 'Problem' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByRole('status')).toHaveText(CREW_TEXT.allSent);
    await expect(page.getByText(CREW_TEXT.progress(1, 3))).toBeVisible();
    await expectFitsAtEveryWidth(page, 'crew-route-recorded');
    await expectNoA11yViolationsAt(page, [390, 1366]);

    // Signed in, /login is no place for a porter: it opens the app.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/crew$/);
    await page.getByRole('button', { name: CREW_TEXT.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an action the server refuses is dropped with its reason on screen; signing out waits for the queue', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const doors = doorsOf(2);
    const { porter, admin } = await porterWithRoute(playwright, baseURL!, doors);
    await signInAsPorter(page, porter);
    await expect(page.getByText(CREW_TEXT.progress(0, 2))).toBeVisible();
    const route = (await (
      await page.request.get(`/api/crew/route?date=${serviceToday()}`)
    ).json()) as CrewRoute;
    const cancelled = route.groups[0]!.stops.find((s) => s.unit === doors[0]!.unit)!;

    await context.setOffline(true);
    await collect(page, doors[0]!);
    await collect(page, doors[1]!);
    await expect(page.getByRole('status')).toHaveText(
      `${CREW_TEXT.offline} · ${CREW_TEXT.waiting(2)}`,
    );
    // Nobody signs out of a phone with doors still on it.
    await page.getByRole('button', { name: CREW_TEXT.signOut }).click();
    await expect(page.getByText(CREW_TEXT.signOutBlocked(2))).toBeVisible();
    await expect(page).toHaveURL(/\/crew$/);

    // Meanwhile the office cancelled the first door's pickup.
    const cancel = await admin.patch(`/api/admin/service-schedules/${cancelled.scheduleId}`, {
      data: { status: 'cancelled' },
    });
    expect(cancel.ok(), await cancel.text()).toBe(true);
    await context.setOffline(false);

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      `${CREW_TEXT.refusedTitle}. ${CREW_TEXT.refused(doorName(doors[0]!), CREW_MESSAGES.notOnRoute)}`,
    );
    await expect(page.getByRole('status')).toHaveText(CREW_TEXT.allSent);
    await expectNoA11yViolationsAt(page, [390]);
    await alert.getByRole('button', { name: CREW_TEXT.dismiss }).click();
    await expect(alert).toBeEmpty();
    // The other door went through.
    const after = (await (
      await page.request.get(`/api/crew/route?date=${serviceToday()}`)
    ).json()) as CrewRoute;
    const kept = after.groups.flatMap((g) => g.stops).find((s) => s.unit === doors[1]!.unit)!;
    expect(kept.outcome?.outcome).toBe('collected');
  });
  test('a porter who reads Spanish switches the app to it and records a stop offline, in Spanish', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const doors = doorsOf(3);
    const { porter } = await porterWithRoute(playwright, baseURL!, doors);
    await signInAsPorter(page, porter);
    await expect(page.getByText(CREW_TEXT.progress(0, 3))).toBeVisible();
    await installed(page);

    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CREW_ES.title('today'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('tab', { name: new RegExp(`^${CREW_ES.today}`) })).toBeVisible();
    await expect(page.getByText(CREW_ES.progress(0, 3))).toBeVisible();
    // The porter's account keeps the choice: their texts and emails follow it too.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/user')).json()) as { language: string }).language,
      )
      .toBe('es');

    // No network, and the app opened again: it is still in Spanish, from the phone alone.
    await context.setOffline(true);
    await page.close();
    const offline = await context.newPage();
    await offline.goto('/crew');
    await expect(offline.getByRole('heading', { level: 1 })).toHaveText(CREW_ES.title('today'));
    const door = doors[0]!;
    const row = offline
      .getByRole('listitem')
      .filter({ has: offline.getByRole('heading', { name: CREW_ES.doorName(door), exact: true }) });
    await expect(row).toContainText(CREW_ES.bagsAllowed(3));
    await row.getByRole('button', { name: CREW_ES.outcome('problem') }).click();
    const dialog = offline.getByRole('dialog', {
      name: CREW_ES.problemTitle(CREW_ES.doorName(door)),
    });
    await dialog.getByRole('button', { name: CREW_ES.saveProblem }).click();
    await expect(dialog.getByText(CREW_ES.reasonRequired)).toBeVisible();
    await expect(dialog.getByText(CREW_ES.photoRequired)).toBeVisible();
    await dialog.getByRole('radio', { name: CREW_ES.reason('not_sealed') }).check();
    await dialog.getByLabel(CREW_ES.takePhoto).setInputFiles({
      name: 'IMG_2042.jpg',
      mimeType: 'image/jpeg',
      buffer: cameraPhoto(1200, 900),
    });
    await expect(dialog.getByRole('img', { name: CREW_ES.photoPreview })).toBeVisible();
    await dialog.getByRole('button', { name: CREW_ES.saveProblem }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(
      `${CREW_ES.outcome('problem')}: ${CREW_ES.reason('not_sealed')}`,
    );
    await expect(row).toContainText(CREW_ES.waitingMark);
    await expect(offline.getByRole('status')).toHaveText(
      `${CREW_ES.offline} · ${CREW_ES.waiting(1)}`,
    );
    await expectFitsAtEveryWidth(offline, 'crew-route-spanish');
    await expectNoA11yViolationsAt(offline, [320, 1366]);

    // Back in coverage it goes, and the switch offers English again.
    await context.setOffline(false);
    await expect(offline.getByRole('status')).toHaveText(CREW_ES.allSent);
    await expect(offline.getByText(CREW_ES.progress(1, 3))).toBeVisible();
    await offline.getByRole('button', { name: 'English' }).click();
    await expect(offline.getByRole('heading', { level: 1 })).toHaveText(CREW_TEXT.title('today'));
    await expect
      .poll(
        async () =>
          ((await (await offline.request.get('/api/user')).json()) as { language: string })
            .language,
      )
      .toBe('en');
  });
});
