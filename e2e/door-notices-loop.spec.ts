import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { crewText } from '../src/domain/crew-app-text';
import { EN, translatorFor } from '../src/domain/i18n/catalogue';
import {
  DEFAULT_NOTICE_LADDER,
  DOOR_NOTICE_TEXT,
  doorHistoryLine,
} from '../src/domain/door-notices';
import { NOTICE_STAFF_TEXT as TEXT } from '../src/domain/notice-staff-text';
import { formatServiceDate } from '../src/domain/pickup-calendar';
import { PROBLEM_REASON_LABELS, type ProblemReason } from '../src/domain/schemas/crew';
import type { AdminSchedule } from '../src/domain/schemas/admin';
import type { StaffNotice } from '../src/domain/schemas/door-notices';
import { NOTICES_TAB_PATH } from '../src/domain/site';
import { parseCsv } from '../src/test/csv-parse';
import { testJpeg } from '../src/test/jpeg';
import {
  DEMO_MANAGER,
  DEMO_PORTER,
  logIn,
  registerAccount,
  uniqueAccount,
} from './support/accounts';
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
import { expect, expectToast, test } from './support/fixtures';
import { linkTo, waitForMail } from './support/mail';
import { paidCheckout } from './support/subscriptions';

const CREW_TEXT = crewText(translatorFor('en'));

// The whole loop of door notices (docs/product.md#door-notices), in one journey: at one door of
// the demo's property-paid community, three problems climb the ladder (a courtesy notice, a
// warning, a fee awaiting approval); the manager approves the fee; the resident disputes the
// warning and wins; the fee stands on the property's ledger of resident charges. Then a fee at a
// door whose resident pays us is on that resident's next receipt.
//
// The first two problems are on the door's pickups of the last two service days, as a porter's
// phone that was offline sends them late; the third is tomorrow's, recorded in the crew app.

const DOOR = {
  building: '2',
  unit: '211',
  name: 'Chris Walker',
  email: 'chris.walker@example.com',
};
const DOOR_LABEL = `Building ${DOOR.building}, Unit ${DOOR.unit}`;

/** A photo the porter took, uploaded from their phone. */
async function uploadPhoto(request: APIRequestContext, seed: number) {
  const photoId = randomUUID();
  const put = await request.put(`/api/photos/${photoId}`, {
    headers: { 'content-type': 'image/jpeg' },
    data: testJpeg(480, 360, seed),
  });
  expect(put.status(), await put.text()).toBe(201);
  return photoId;
}

/** A problem the porter's phone sends, at the pickup of `serviceDate`, at 10am in Katy. */
async function lateProblem(
  crew: APIRequestContext,
  pickup: AdminSchedule,
  reason: ProblemReason,
  note: string,
  seed: number,
) {
  const synced = await crew.post('/api/crew/actions', {
    data: {
      actions: [
        {
          id: randomUUID(),
          scheduleId: pickup.id,
          outcome: 'problem',
          reason,
          note,
          photoId: await uploadPhoto(crew, seed),
          occurredAt: `${pickup.serviceDate}T16:00:00Z`,
        },
      ],
    },
  });
  expect(synced.ok(), await synced.text()).toBe(true);
}

const card = (page: Page, unit: string) =>
  page.getByRole('article', { name: new RegExp(`Unit ${unit} ·`) });

async function setPassword(request: APIRequestContext, email: string, password: string) {
  const asked = await request.post('/api/forgot-password', { data: { email } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const mail = await waitForMail(email, 20_000, (m) =>
    m.links.some((l) => l.includes('/reset-password')),
  );
  const link = new URL(linkTo(mail, '/reset-password'));
  const set = await request.post('/api/reset-password', {
    data: { token: link.searchParams.get('token'), password },
  });
  expect(set.ok(), await set.text()).toBe(true);
}

test('three problems at a door climb to a fee the manager approves; the resident wins a dispute; the fee is on the ledger and on a resident’s next receipt', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const admin = await adminApi(playwright, baseURL!);
  const today = serviceToday();
  const tomorrow = serviceTomorrow();

  // The door's last two service days before today, and a pickup tomorrow on the porter's route.
  const listed = await admin.get(
    `/api/admin/service-schedules?q=${encodeURIComponent(DOOR.name)}&sort=serviceDate&dir=desc&pageSize=50`,
  );
  expect(listed.ok(), await listed.text()).toBe(true);
  const [dayBefore, lastDay] = ((await listed.json()) as AdminSchedule[])
    .filter((s) => s.serviceDate < today)
    .slice(0, 2)
    .reverse();
  expect(lastDay, 'the demo door has recent pickups').toBeDefined();
  const scheduled = await admin.post('/api/admin/service-schedules', {
    data: { subscriptionId: lastDay!.subscriptionId, serviceDate: tomorrow },
  });
  expect([201, 409], await scheduled.text()).toContain(scheduled.status());

  // 1 and 2: the porter's phone sends the two problems late: a courtesy notice, then a warning.
  const crew = await playwright.request.newContext({ baseURL });
  await logIn(crew, { username: DEMO_PORTER.email, password: DEMO_PORTER.password });
  await lateProblem(crew, dayBefore!, 'not_sealed', 'Bag torn open', 1);
  await lateProblem(crew, lastDay!, 'recycling_in_trash', 'Cans in the bag', 2);
  await crew.dispose();

  // 3: tomorrow, the porter sees the door's two notices before choosing, and records a third.
  const phoneContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 800 },
  });
  const phone = await phoneContext.newPage();
  await logIn(phone.request, { username: DEMO_PORTER.email, password: DEMO_PORTER.password });
  await phone.goto('/crew');
  await phone.getByRole('tab', { name: /Tomorrow/ }).click();
  const row = phone
    .getByRole('listitem')
    .filter({ has: phone.getByRole('heading', { name: DOOR_LABEL, exact: true }) });
  await expect(row).toContainText(doorHistoryLine(2, DEFAULT_NOTICE_LADDER.windowDays)!);
  await row.getByRole('button', { name: 'Problem' }).click();
  const dialog = phone.getByRole('dialog', { name: `Problem at ${DOOR_LABEL}` });
  await dialog.getByRole('radio', { name: PROBLEM_REASON_LABELS.container_in_hallway }).check();
  await dialog.getByLabel(CREW_TEXT.note).fill('Bin left in the hallway');
  await dialog.getByLabel(CREW_TEXT.takePhoto).setInputFiles({
    name: 'door.jpg',
    mimeType: 'image/jpeg',
    buffer: cameraPhoto(800, 600),
  });
  await dialog.getByRole('button', { name: CREW_TEXT.saveProblem }).click();
  await expect(dialog).toBeHidden();
  await expect(phone.getByRole('status')).toHaveText(CREW_TEXT.allSent);
  await phoneContext.close();

  // The manager finds the fee waiting, with the door's courtesy notice and warning, and approves.
  await logIn(page.request, { username: DEMO_MANAGER.email, password: DEMO_MANAGER.password });
  const [community] = (await (await page.request.get('/api/manager/communities')).json()) as {
    id: number;
  }[];
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/manager?community=${community!.id}&tab=notices`);
  const fee = card(page, DOOR.unit);
  await expect(fee).toContainText(DOOR.name);
  await expect(fee).toContainText(/Fee of \$\d+\.00/);
  const history = fee.getByRole('list');
  await expect(history).toContainText('Courtesy notice, bags not sealed');
  await expect(history).toContainText('Warning, recycling in the trash');
  await fee.getByRole('radio', { name: 'Approve' }).check();
  await fee.getByRole('button', { name: /^Approve/ }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Approve/ })
    .click();
  await expectToast(page, { title: DOOR_NOTICE_TEXT.approved });
  await expect(card(page, DOOR.unit)).toHaveCount(0);

  // The resident signs in and disputes the warning from the Notices tab.
  const residentContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 800 },
  });
  const resident = await residentContext.newPage();
  await setPassword(resident.request, DOOR.email, 'walker-pass-2026');
  await logIn(resident.request, { username: DOOR.email, password: 'walker-pass-2026' });
  await resident.goto(NOTICES_TAB_PATH);
  const warning = resident.getByRole('article', {
    name: `Warning ${formatServiceDate(lastDay!.serviceDate)}`,
  });
  await expect(warning).toContainText(PROBLEM_REASON_LABELS.recycling_in_trash);
  await warning.getByRole('button', { name: EN('portal.notices.dispute') }).click();
  const disputeDialog = resident.getByRole('dialog', { name: EN('portal.notices.disputeTitle') });
  await disputeDialog
    .getByLabel(EN('portal.notices.disputeNote'))
    .fill('Those cans were my neighbour’s; my bag was on the left.');
  await disputeDialog.getByRole('button', { name: EN('portal.notices.disputeSend') }).click();
  await expectToast(resident, { title: EN('portal.notices.disputeSentTitle') });
  await expect(warning).toContainText(EN('portal.notices.state', { state: 'disputed' }));

  // The manager withdraws it: the resident wins, and is told by email and in the portal.
  await page.getByRole('button', { name: 'Disputes' }).click();
  const disputed = card(page, DOOR.unit);
  await expect(disputed).toContainText('Those cans were my neighbour’s');
  await disputed.getByRole('radio', { name: TEXT.withdrawn }).check();
  await disputed.getByLabel(TEXT.disputeNoteLabel).fill('Agreed: the cans came from next door.');
  await disputed.getByRole('button', { name: /^Send the decision/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: TEXT.disputeSubmit }).click();
  await expectToast(page, { title: DOOR_NOTICE_TEXT.disputeWithdrawn });
  const told = await waitForMail(DOOR.email, 20_000, (m) => m.subject.startsWith('Your dispute'));
  expect(told.subject).toBe('Your dispute: the notice is withdrawn');
  await resident.reload();
  await expect(warning).toContainText(EN('portal.notices.state', { state: 'withdrawn' }));
  await expect(warning).toContainText('Agreed: the cans came from next door.');
  await expectNoA11yViolations(resident);
  await residentContext.close();

  // The approved fee stands on this month's ledger of resident charges.
  await page.getByRole('button', { name: 'Report' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: TEXT.ledgerCsv }).click(),
  ]);
  const [, ...charges] = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(charges).toContainEqual([
    expect.any(String),
    DOOR.building,
    DOOR.unit,
    DOOR.name,
    'VALETFEE',
    tomorrow,
    expect.stringMatching(/^\d+$/),
    `Valet trash fee, ${PROBLEM_REASON_LABELS.container_in_hallway.toLowerCase()} on ${tomorrow}`,
    expect.stringMatching(/^VT-\d+$/),
  ]);

  // A resident who pays us: a fee the office approves is on their next receipt.
  const porter = await newPorter(admin, playwright, baseURL!);
  const owned = await newCommunity(admin);
  const ladder = await admin.put(`/api/admin/communities/${owned.id}/notice-ladder`, {
    data: { ...DEFAULT_NOTICE_LADDER, warnings: 0 },
  });
  expect(ladder.ok(), await ladder.text()).toBe(true);
  const payerContext = await browser.newContext({ baseURL });
  const payer = await payerContext.newPage();
  const account = uniqueAccount({
    firstName: 'Noor',
    building: '7',
    unit: `7${randomUUID().slice(0, 3)}`,
    communityId: owned.id,
    communityRequest: undefined,
  });
  await registerAccount(payer.request, account);
  const { subscriptionId } = await paidCheckout(payer.request, 'standard');
  for (const serviceDate of [today, tomorrow]) {
    const added = await admin.post('/api/admin/service-schedules', {
      data: { subscriptionId, serviceDate },
    });
    expect([201, 409]).toContain(added.status());
  }
  await assignToday(admin, owned.id, porter.id);
  const porterApi = await playwright.request.newContext({ baseURL });
  await logIn(porterApi, { username: porter.email, password: porter.password });
  for (const [i, date] of [today, tomorrow].entries()) {
    const route = (await (await porterApi.get(`/api/crew/route?date=${date}`)).json()) as {
      groups: { stops: { unit: string; scheduleId: number; serviceDate?: string }[] }[];
    };
    const stop = route.groups.flatMap((g) => g.stops).find((s) => s.unit === account.unit);
    const synced = await porterApi.post('/api/crew/actions', {
      data: {
        actions: [
          {
            id: randomUUID(),
            scheduleId: stop!.scheduleId,
            outcome: 'problem',
            reason: 'not_sealed',
            note: 'Bag open',
            photoId: await uploadPhoto(porterApi, 10 + i),
            occurredAt: new Date().toISOString(),
          },
        ],
      },
    });
    expect(synced.ok(), await synced.text()).toBe(true);
  }
  await porterApi.dispose();
  const [awaiting] = (
    (await (await admin.get('/api/admin/notices?view=awaiting_approval')).json()) as StaffNotice[]
  ).filter((n) => n.unit === account.unit);
  const approved = await admin.post(`/api/admin/notices/${awaiting!.id}/decision`, {
    data: { action: 'approve' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  await payer.goto('/client-portal?tab=billing');
  await payer.getByRole('button', { name: 'Advance to the next renewal' }).click();
  const invoices = payer.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
  await expect(invoices).toHaveCount(2);
  const renewal = invoices.first();
  await expect(renewal).toContainText('$60.00');
  await expect(renewal).toContainText(`Fee for the notice of`);
  await expect(renewal).toContainText(PROBLEM_REASON_LABELS.not_sealed);
  await payerContext.close();
  await admin.dispose();
});
