import { randomUUID } from 'node:crypto';
import type {
  APIRequestContext,
  Browser,
  Locator,
  Page,
  PlaywrightWorkerArgs,
} from '@playwright/test';
import { crewText } from '../src/domain/crew-app-text';
import { EN, translatorFor } from '../src/domain/i18n/catalogue';
import {
  DEFAULT_NOTICE_LADDER,
  DISPUTE_WINDOW_DAYS,
  doorHistoryLine,
  NOTICE_RULES,
  OPEN_NOTICE_LINE,
} from '../src/domain/door-notices';
import { formatServiceDate } from '../src/domain/pickup-calendar';
import { PROBLEM_REASON_LABELS, type ProblemReason } from '../src/domain/schemas/crew';
import type { StaffNotice } from '../src/domain/schemas/door-notices';
import { NOTICES_TAB_PATH } from '../src/domain/site';
import { testJpeg } from '../src/test/jpeg';
import { logIn, registerAccount, uniqueAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import {
  adminApi,
  assignToday,
  cameraPhoto,
  newCommunity,
  newPorter,
  serviceToday,
  serviceTomorrow,
} from './support/crew';
import { expectFitsAtEveryWidth } from './support/fit';
import { expect, expectToast, test } from './support/fixtures';
import { linkTo, waitForMail } from './support/mail';
import { paidCheckout } from './support/subscriptions';
import { expectNoRecordNumbers } from './support/words';

const CREW_TEXT = crewText(translatorFor('en'));

// Door notices as the porter and the resident meet them (docs/product.md#crew-app,
// docs/product.md#notices-in-the-portal): the porter records problems at a door on two days, the
// second day's door showing the first's notice before the porter chooses; the notices climb the
// community's ladder to a fee the office approves; the resident reads the photo and the rule in
// the portal and disputes the fee.

type Playwright = PlaywrightWorkerArgs['playwright'];

async function a11yAt(page: Page, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoA11yViolations(page);
  }
}

/** An image that the browser has actually loaded and drawn. */
async function expectPhotoShown(img: Locator) {
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * A resident signed in on `page`, paying for the Standard plan, with a pickup today and tomorrow
 * on the route of a new porter, in a community of its own whose ladder has no warning: a
 * courtesy notice, then fees.
 */
async function residentOnRoute(page: Page, playwright: Playwright, baseURL: string) {
  const admin = await adminApi(playwright, baseURL);
  const porter = await newPorter(admin, playwright, baseURL);
  const community = await newCommunity(admin);
  const ladder = await admin.put(`/api/admin/communities/${community.id}/notice-ladder`, {
    data: { ...DEFAULT_NOTICE_LADDER, warnings: 0 },
  });
  expect(ladder.status(), await ladder.text()).toBe(200);
  const unit = `6${randomUUID().slice(0, 3)}`;
  const account = uniqueAccount({
    firstName: 'Quinn',
    building: '6',
    unit,
    communityId: community.id,
    communityRequest: undefined,
  });
  await registerAccount(page.request, account);
  const { subscriptionId } = await paidCheckout(page.request, 'standard');
  for (const serviceDate of [serviceToday(), serviceTomorrow()]) {
    const scheduled = await admin.post('/api/admin/service-schedules', {
      data: { subscriptionId, serviceDate },
    });
    expect([201, 409]).toContain(scheduled.status());
  }
  await assignToday(admin, community.id, porter.id);
  return { admin, porter, account, community, door: `Building 6, Unit ${unit}` };
}

/** The porter's phone: a browser of its own, signed in, on the crew app. */
async function porterPhone(
  browser: Browser,
  baseURL: string,
  porter: { email: string; password: string },
) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 800 } });
  const phone = await context.newPage();
  await logIn(phone.request, { username: porter.email, password: porter.password });
  await phone.goto('/crew');
  await expect(
    phone.getByRole('heading', { level: 1, name: CREW_TEXT.title('today') }),
  ).toBeVisible();
  return { phone, close: () => context.close() };
}

const doorRow = (phone: Page, door: string) =>
  phone
    .getByRole('listitem')
    .filter({ has: phone.getByRole('heading', { name: door, exact: true }) });

async function recordProblem(phone: Page, door: string, reason: ProblemReason, note: string) {
  await doorRow(phone, door).getByRole('button', { name: 'Problem' }).click();
  const dialog = phone.getByRole('dialog', { name: `Problem at ${door}` });
  await dialog.getByRole('radio', { name: PROBLEM_REASON_LABELS[reason] }).check();
  await dialog.getByLabel(CREW_TEXT.note).fill(note);
  await dialog.getByLabel(CREW_TEXT.takePhoto).setInputFiles({
    name: 'door.jpg',
    mimeType: 'image/jpeg',
    buffer: cameraPhoto(800, 600),
  });
  await expect(dialog.getByRole('img', { name: CREW_TEXT.photoPreview })).toBeVisible();
  await dialog.getByRole('button', { name: CREW_TEXT.saveProblem }).click();
  await expect(dialog).toBeHidden();
  await expect(doorRow(phone, door)).toContainText(`Problem: ${PROBLEM_REASON_LABELS[reason]}`);
  await expect(phone.getByRole('status')).toHaveText(CREW_TEXT.allSent);
}

/** The office's notices awaiting approval at the door. */
async function awaitingApproval(admin: APIRequestContext, unit: string) {
  const listed = await admin.get('/api/admin/notices?view=awaiting_approval');
  expect(listed.status()).toBe(200);
  return ((await listed.json()) as StaffNotice[]).filter((n) => n.unit === unit);
}

test('notices climb the ladder at a door; the resident sees the photo and the rule, and disputes the fee', async ({
  page,
  office,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const today = serviceToday();
  const tomorrow = serviceTomorrow();
  const { admin, porter, account, community, door } = await residentOnRoute(
    page,
    playwright,
    baseURL!,
  );
  const { phone, close } = await porterPhone(browser, baseURL!, porter);

  // Today: nothing at this door before; the porter finds recycling in the trash.
  await expect(doorRow(phone, door).locator('.history')).toHaveCount(0);
  await recordProblem(phone, door, 'recycling_in_trash', 'Cans in the bag');

  // Tomorrow's route: the door shows today's notice before the porter chooses.
  await phone.getByRole('tab', { name: /Tomorrow/ }).click();
  await expect(doorRow(phone, door)).toContainText(
    `${doorHistoryLine(1, 30)} · ${OPEN_NOTICE_LINE}`,
  );
  await expect(doorRow(phone, door)).toContainText('1st notice this month');
  await expectFitsAtEveryWidth(phone, 'crew-door-history');
  await recordProblem(phone, door, 'boxes_not_broken_down', 'Two big boxes by the door');
  await close();

  // The office's route sheet marks the door too.
  await office.goto(`/admin/route-sheet?date=${tomorrow}`);
  const sheet = office.getByRole('region', { name: new RegExp(community.name) });
  await expect(sheet.getByRole('listitem')).toContainText(OPEN_NOTICE_LINE);
  await expectFitsAtEveryWidth(office, 'route-sheet-open-notice');

  // The second notice is a fee: it waits for the office, which approves it.
  const [fee] = await awaitingApproval(admin, account.unit);
  expect(fee).toMatchObject({ kind: 'fee', serviceDate: tomorrow, feeCents: 2500 });
  const approved = await admin.post(`/api/admin/notices/${fee!.id}/decision`, {
    data: { action: 'approve' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // The resident's email links to the Notices tab.
  const mail = await waitForMail(account.email, 20_000, (m) => m.subject.startsWith('Fee about'));
  const link = new URL(linkTo(mail, '/client-portal'));
  expect(`${link.pathname}${link.search}`).toBe(NOTICES_TAB_PATH);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('tab', { name: 'Notices', selected: true })).toBeVisible();

  const feeNotice = page.getByRole('article', {
    name: `Fee of $25.00 ${formatServiceDate(tomorrow)}`,
  });
  const courtesy = page.getByRole('article', {
    name: `Courtesy notice ${formatServiceDate(today)}`,
  });
  await expect(feeNotice).toContainText(PROBLEM_REASON_LABELS.boxes_not_broken_down);
  await expect(feeNotice).toContainText('“Two big boxes by the door”');
  await expect(feeNotice).toContainText(NOTICE_RULES.boxes_not_broken_down);
  await expect(feeNotice).toContainText(
    EN('notice.door.next.fee', { amount: '$25.00', days: DISPUTE_WINDOW_DAYS }),
  );
  await expect(feeNotice).toContainText(EN('portal.notices.state', { state: 'open' }));
  await expectPhotoShown(
    feeNotice.getByRole('img', {
      name: EN('portal.notices.photo', { date: formatServiceDate(tomorrow) }),
    }),
  );
  await expect(courtesy).toContainText(NOTICE_RULES.recycling_in_trash);
  await expect(courtesy).toContainText(EN('notice.door.next.courtesy'));
  await expectPhotoShown(
    courtesy.getByRole('img', {
      name: EN('portal.notices.photo', { date: formatServiceDate(today) }),
    }),
  );
  await expectNoRecordNumbers(page);
  await a11yAt(page, [390, 1366]);
  await expectFitsAtEveryWidth(page, 'portal-notices');

  // The resident disputes the fee: a note is needed; a photo goes with it.
  await page.setViewportSize({ width: 390, height: 800 });
  await feeNotice.getByRole('button', { name: EN('portal.notices.dispute') }).click();
  const dialog = page.getByRole('dialog', { name: EN('portal.notices.disputeTitle') });
  await dialog.getByRole('button', { name: EN('portal.notices.disputeSend') }).click();
  await expect(dialog).toContainText('Tell us why you think this notice is wrong');
  await dialog
    .getByLabel(EN('portal.notices.disputeNote'))
    .fill('Those boxes are from the move next door, not mine.');
  await dialog.getByLabel(EN('portal.notices.disputePhoto')).setInputFiles({
    name: 'hallway.jpg',
    mimeType: 'image/jpeg',
    buffer: testJpeg(1200, 900),
  });
  await a11yAt(page, [390, 1366]);
  await expectFitsAtEveryWidth(page, 'portal-notice-dispute');
  await dialog.getByRole('button', { name: EN('portal.notices.disputeSend') }).click();
  await expectToast(page, { title: EN('portal.notices.disputeSentTitle') });
  await expect(dialog).toBeHidden();
  await expect(feeNotice).toContainText(EN('portal.notices.state', { state: 'disputed' }));
  await expect(feeNotice).toContainText('Those boxes are from the move next door, not mine.');
  await expect(feeNotice).toContainText(EN('portal.notices.underReview', { kind: 'fee' }));
  await expectPhotoShown(
    feeNotice.getByRole('img', { name: EN('portal.notices.disputePhotoAlt') }),
  );
  await expect(feeNotice.getByRole('button', { name: EN('portal.notices.dispute') })).toHaveCount(
    0,
  );

  // The office withdraws it; the resident reads the decision.
  const decided = await admin.post(`/api/admin/notices/${fee!.id}/dispute-decision`, {
    data: { outcome: 'withdrawn', note: 'The building manager confirmed a move next door.' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await page.reload();
  await expect(feeNotice).toContainText(EN('portal.notices.state', { state: 'withdrawn' }));
  await expect(feeNotice).toContainText(EN('portal.notices.decision', { outcome: 'withdrawn' }));
  await expect(feeNotice).toContainText('The building manager confirmed a move next door.');
  await expectFitsAtEveryWidth(page, 'portal-notices-decided');
  await admin.dispose();
});

test('a porter leaves a thank-you note with a collection, and the resident reads it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { admin, porter, door } = await residentOnRoute(page, playwright, baseURL!);
  const { phone, close } = await porterPhone(browser, baseURL!, porter);

  const row = doorRow(phone, door);
  await expect(row.getByRole('button', { name: CREW_TEXT.leaveThanks })).toHaveCount(0);
  await row.getByRole('button', { name: 'Collected' }).click();
  await expect(phone.getByRole('status')).toHaveText(CREW_TEXT.allSent);
  await expectFitsAtEveryWidth(phone, 'crew-thanks-offered');
  await row.getByRole('button', { name: CREW_TEXT.leaveThanks }).click();
  await expect(row).toContainText(CREW_TEXT.thanksLeft);
  await expect(row.getByRole('button', { name: CREW_TEXT.leaveThanks })).toHaveCount(0);
  await expect(phone.getByRole('status')).toHaveText(CREW_TEXT.allSent);
  await expectFitsAtEveryWidth(phone, 'crew-thanks-left');
  await expectNoA11yViolations(phone);
  await close();

  await page.goto(NOTICES_TAB_PATH);
  const thanks = page.getByRole('article', {
    name: `Thank you ${formatServiceDate(serviceToday())}`,
  });
  await expect(thanks).toContainText(EN('portal.notices.thanksNext'));
  await expect(thanks.getByRole('button')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await admin.dispose();
});
