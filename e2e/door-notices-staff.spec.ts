import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { DOOR_NOTICE_TEXT, NOTICE_RULES } from '../src/domain/door-notices';
import { NOTICE_STAFF_TEXT as TEXT } from '../src/domain/notice-staff-text';
import type { ResidentNotice, StaffNotice } from '../src/domain/schemas/door-notices';
import type { ManagerDoor } from '../src/domain/schemas/manager-portal';
import type { RosterColumnsReply } from '../src/domain/schemas/rosters';
import { parseCsv } from '../src/test/csv-parse';
import { testJpeg } from '../src/test/jpeg';
import { logIn, registerAccount, uniqueAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import {
  assignToday,
  newCommunity,
  newPorter,
  serviceToday,
  serviceTomorrow,
} from './support/crew';
import { expectFitsAtEveryWidth } from './support/fit';
import { expect, expectToast, test, toast } from './support/fixtures';
import { linkTo, waitForMail } from './support/mail';
import { saveShot } from './support/shots';
import { paidCheckout } from './support/subscriptions';

// The manager's and the office's notices (docs/product.md#notices-for-managers-and-the-office):
// a porter's problems at a door climb its ladder to a fee that waits for approval; the approver
// approves one, waives another, is told when someone else decided first, and decides a
// resident's dispute; the rules, the exempt doors, the report and the property's ledger of
// resident charges.

type Playwright = PlaywrightWorkerArgs['playwright'];

/** One courtesy notice, then fees: a door's second problem makes a fee awaiting approval. */
const LADDER = {
  windowDays: 30,
  courtesyNotices: 1,
  warnings: 0,
  feeCents: 2500,
  feeMinCents: 2500,
  feeMaxCents: 5000,
  warningsNeedApproval: false,
};

/** Pickups today and tomorrow at each door, on a new porter's route. */
async function onTheRoute(
  admin: APIRequestContext,
  playwright: Playwright,
  baseURL: string,
  communityId: number,
  subscriptionIds: number[],
) {
  for (const subscriptionId of subscriptionIds) {
    for (const serviceDate of [serviceToday(), serviceTomorrow()]) {
      const scheduled = await admin.post('/api/admin/service-schedules', {
        data: { subscriptionId, serviceDate },
      });
      expect([201, 409], await scheduled.text()).toContain(scheduled.status());
    }
  }
  const porter = await newPorter(admin, playwright, baseURL);
  await assignToday(admin, communityId, porter.id);
  const crew = await playwright.request.newContext({ baseURL });
  await logIn(crew, { username: porter.email, password: porter.password });
  return crew;
}

/**
 * The porter finds the same problem at each door on today's and tomorrow's pickups (tomorrow's
 * route is on the phone too) and syncs them, each with a photo: the first makes a courtesy
 * notice, the second a fee awaiting approval.
 */
async function twoProblemsAt(crew: APIRequestContext, units: string[]) {
  const actions = [];
  for (const date of [serviceToday(), serviceTomorrow()]) {
    const route = (await (await crew.get(`/api/crew/route?date=${date}`)).json()) as {
      groups: { stops: { unit: string; scheduleId: number }[] }[];
    };
    for (const unit of units) {
      const stop = route.groups.flatMap((g) => g.stops).find((s) => s.unit === unit);
      expect(stop, `unit ${unit} on the route of ${date}`).toBeDefined();
      const photoId = randomUUID();
      const photo = await crew.put(`/api/photos/${photoId}`, {
        headers: { 'content-type': 'image/jpeg' },
        data: testJpeg(480, 360, actions.length + 1),
      });
      expect(photo.status(), await photo.text()).toBe(201);
      actions.push({
        id: randomUUID(),
        scheduleId: stop!.scheduleId,
        outcome: 'problem',
        reason: date === serviceToday() ? 'not_sealed' : 'too_many_bags',
        note: date === serviceToday() ? 'Bag torn open' : 'Four bags out',
        bagCount: date === serviceToday() ? undefined : 4,
        photoId,
        occurredAt: new Date().toISOString(),
      });
    }
  }
  const synced = await crew.post('/api/crew/actions', { data: { actions } });
  expect(synced.ok(), await synced.text()).toBe(true);
}

/** A resident answers their newest fee with a note and a photo, from their own account. */
async function dispute(resident: APIRequestContext, note: string) {
  const notices = (await (await resident.get('/api/notices')).json()) as ResidentNotice[];
  const fee = notices.find((n) => n.kind === 'fee' && n.disputeUntil);
  expect(fee, JSON.stringify(notices)).toBeDefined();
  const photoId = randomUUID();
  const photo = await resident.put(`/api/photos/${photoId}`, {
    headers: { 'content-type': 'image/jpeg' },
    data: testJpeg(480, 360, 9),
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const sent = await resident.post(`/api/notices/${fee!.id}/dispute`, {
    data: { note, photoId },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** A photo the viewer may see: it loads, rather than standing as a broken image. */
const expectLoaded = (img: Locator) =>
  expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

const card = (page: Page, unit: string) =>
  page.getByRole('article', { name: new RegExp(`Unit ${unit} ·`) });

/** Approve, lower or waive: the card's form, then the question it asks. */
async function decide(
  page: Page,
  unit: string,
  action: 'Approve' | 'Waive',
  fill?: (form: ReturnType<typeof card>) => Promise<void>,
) {
  const notice = card(page, unit);
  await notice.getByRole('radio', { name: action }).check();
  await fill?.(notice);
  await notice.getByRole('button', { name: new RegExp(`^${action}`) }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`Unit ${unit}`);
  await ask.getByRole('button', { name: new RegExp(`^${action}`) }).click();
}

async function setPassword(request: APIRequestContext, email: string, password: string) {
  const link = new URL(linkTo(await waitForMail(email), '/reset-password'));
  const set = await request.post('/api/reset-password', {
    data: { token: link.searchParams.get('token'), password },
  });
  expect(set.ok(), await set.text()).toBe(true);
}

/** Axe at a laptop's width and a phone's, back at the laptop's after. */
async function accessibleAtBothWidths(page: Page, shot: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectNoA11yViolations(page);
  await saveShot(page, `${shot}-1366`);
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoA11yViolations(page);
  await saveShot(page, `${shot}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a property manager approves a fee, waives one, decides a dispute, sets the rules and downloads the month’s charges', async ({
  page,
  office,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = office.request;
  const tag = randomUUID().slice(0, 8);
  const managerEmail = `manager.${tag}@example.com`;
  const residentEmail = `rae.${tag}@example.com`;

  // A property-paid community, its manager, three doors from the rent roll and its ladder.
  const community = await newCommunity(admin);
  const contract = await admin.put(`/api/admin/communities/${community.id}/contract`, {
    data: {
      legalName: `${community.name} Owner LLC`,
      billingContactName: 'Robin Ellis',
      billingEmail: 'ap@example.com',
      billingPhone: '281-555-0142',
      rateCents: 3000,
      doors: 40,
      startsOn: '2026-01-01',
      termMonths: 24,
      renews: true,
      serviceDays: [1, 2, 3, 4, 5, 6, 7],
      windowStart: '08:00',
      windowEnd: '12:00',
      reportEmails: [],
    },
  });
  expect(contract.ok(), await contract.text()).toBe(true);
  const invited = await admin.post(`/api/admin/communities/${community.id}/managers`, {
    data: { firstName: 'Robin', lastName: 'Ellis', email: managerEmail },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const roster = `/api/admin/communities/${community.id}/roster`;
  const file = {
    fileName: 'rent-roll.csv',
    csv: [
      'Bldg,Unit,Tenant Name,Email Address,Lease Start',
      `4,410,"Quinn, Rae",${residentEmail},01/15/2024`,
      `4,411,"Moss, Eli",eli.${tag}@example.com,03/01/2025`,
      `4,412,"Park, Lee",lee.${tag}@example.com,03/01/2025`,
    ].join('\r\n'),
  };
  const { columns } = (await (
    await admin.post(`${roster}/columns`, { data: file })
  ).json()) as RosterColumnsReply;
  const applied = await admin.post(`${roster}/apply`, { data: { ...file, columns } });
  expect(applied.status(), await applied.text()).toBe(201);
  const ladder = await admin.put(`/api/admin/communities/${community.id}/notice-ladder`, {
    data: LADDER,
  });
  expect(ladder.ok(), await ladder.text()).toBe(true);

  // Rae accepts her invitation, so she can answer a notice later.
  const resident = await playwright.request.newContext({ baseURL });
  await setPassword(resident, residentEmail, 'resident-pass-2026');
  await logIn(resident, { username: residentEmail, password: 'resident-pass-2026' });

  await setPassword(page.request, managerEmail, 'manager-pass-2026');
  await logIn(page.request, { username: managerEmail, password: 'manager-pass-2026' });
  const doors = (await (
    await page.request.get(`/api/manager/communities/${community.id}/doors`)
  ).json()) as ManagerDoor[];
  expect(doors.map((d) => d.unit)).toEqual(['410', '411', '412']);

  const crew = await onTheRoute(
    admin,
    playwright,
    baseURL!,
    community.id,
    doors.map((d) => d.subscriptionId),
  );
  await twoProblemsAt(crew, ['410', '411', '412']);
  await crew.dispose();

  // Three fees wait for the manager, each with the crew's photo, the rule and the door's history.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/manager?community=${community.id}&tab=notices`);
  await expect(page.getByRole('button', { name: 'To approve (3)' })).toBeVisible();
  const rae = card(page, '410');
  await expect(rae).toContainText('Rae Quinn');
  await expect(rae).toContainText(NOTICE_RULES.too_many_bags);
  await expect(rae).toContainText('Fee of $25.00');
  await expect(rae.getByRole('list')).toContainText('Courtesy notice, bags not sealed');
  await expectLoaded(rae.getByRole('img', { name: 'Photo the crew took at Building 4, Unit 410' }));
  await expect(rae.getByText(TEXT.feeHint(2500, 5000))).toBeVisible();
  await accessibleAtBothWidths(page, 'manager-notices-awaiting');
  await expectFitsAtEveryWidth(page, 'manager-notices-awaiting');

  // The office waived Lee's fee a moment ago: the manager is told, and the list moves on.
  const [lees] = ((await (await admin.get('/api/admin/notices')).json()) as StaffNotice[]).filter(
    (n) => n.communityId === community.id && n.unit === '412',
  );
  const waived = await admin.post(`/api/admin/notices/${lees!.id}/decision`, {
    data: { action: 'waive', reason: 'Moving out this week' },
  });
  expect(waived.ok(), await waived.text()).toBe(true);
  await decide(page, '412', 'Approve');
  await expectToast(page, {
    title: TEXT.decideFailed,
    description: DOOR_NOTICE_TEXT.alreadyDecided,
    variant: 'destructive',
  });
  await expect(card(page, '412')).toHaveCount(0);
  await toast(page).getByRole('button', { name: 'Close' }).click();

  // A fee outside the bounds is refused on the form; $30 is approved.
  await decide(page, '410', 'Approve', async (form) => {
    await form.getByLabel(TEXT.feeLabel, { exact: true }).fill('80');
    await form.getByRole('button', { name: /^Approve fee/ }).click();
    await expect(form).toContainText(DOOR_NOTICE_TEXT.feeOutOfBounds(2500, 5000));
    await form.getByLabel(TEXT.feeLabel, { exact: true }).fill('30');
  });
  await expectToast(page, { title: DOOR_NOTICE_TEXT.approved });
  await expect(card(page, '410')).toHaveCount(0);
  await toast(page).getByRole('button', { name: 'Close' }).click();

  // Eli's is waived, with the reason the form asks for.
  await decide(page, '411', 'Waive', async (form) => {
    await form.getByRole('button', { name: /^Waive/ }).click();
    await expect(form).toContainText(DOOR_NOTICE_TEXT.waiveReasonRequired);
    await form.getByLabel(TEXT.waiveReasonLabel).fill('First week in the building');
  });
  await expectToast(page, { title: DOOR_NOTICE_TEXT.waived });
  await expect(page.getByText(TEXT.noneAwaiting)).toBeVisible();
  await toast(page).getByRole('button', { name: 'Close' }).click();

  // Rae disputes the fee from her account; the manager lets it stand.
  await dispute(resident, 'I only had two bags out that morning.');
  await resident.dispose();
  await page.getByRole('button', { name: 'Disputes' }).click();
  await expect(page).toHaveURL(/view=disputed/);
  const disputed = card(page, '410');
  await expect(disputed).toContainText('I only had two bags out that morning.');
  await expectLoaded(
    disputed.getByRole('img', { name: 'Photo the resident sent about Building 4, Unit 410' }),
  );
  await accessibleAtBothWidths(page, 'manager-notices-disputed');
  await disputed.getByRole('button', { name: /^Send the decision/ }).click();
  await expect(disputed).toContainText('Choose whether the notice stands');
  await disputed.getByRole('radio', { name: TEXT.upheld }).check();
  await disputed.getByLabel(TEXT.disputeNoteLabel).fill('The photo shows four bags at the door.');
  await disputed.getByRole('button', { name: /^Send the decision/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: TEXT.disputeSubmit }).click();
  await expectToast(page, { title: DOOR_NOTICE_TEXT.disputeUpheld });
  await expect(page.getByText(TEXT.noneDisputed)).toBeVisible();

  // Every notice, where each stands.
  await page.getByRole('button', { name: 'All notices' }).click();
  const table = page.getByRole('table', { name: 'All notices' });
  await expect(table.getByRole('row').filter({ hasText: 'Unit 410' }).first()).toContainText(
    'Dispute upheld',
  );
  await expect(table.getByRole('row').filter({ hasText: 'Unit 411' }).first()).toContainText(
    'First week in the building',
  );
  await accessibleAtBothWidths(page, 'manager-notices-all');

  // The rules: the fee's bounds are the office's; the rest is the manager's.
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByText(TEXT.boundsReadOnly(2500, 5000))).toBeVisible();
  await page.getByLabel(TEXT.windowDaysLabel).fill('120');
  await page.getByRole('button', { name: TEXT.saveLadder }).click();
  await expect(page.getByText(DOOR_NOTICE_TEXT.windowDaysInvalid)).toBeVisible();
  await page.getByLabel(TEXT.windowDaysLabel).fill('45');
  await page.getByLabel(TEXT.warningsLabel).fill('1');
  await page.getByRole('button', { name: TEXT.saveLadder }).click();
  await expectToast(page, { title: DOOR_NOTICE_TEXT.ladderSaved });
  const saved = (await (
    await page.request.get(`/api/manager/communities/${community.id}/notice-ladder`)
  ).json()) as typeof LADDER;
  expect(saved).toMatchObject({ windowDays: 45, warnings: 1, feeMinCents: 2500 });
  // Eli's door is exempt: a medical reason.
  await page
    .getByLabel(TEXT.doorLabel, { exact: true })
    .selectOption({ label: 'Building 4, Unit 411 · Eli Moss' });
  await page
    .getByLabel(TEXT.exemptReasonLabel, { exact: true })
    .fill('Uses a wheelchair; bags go out late.');
  await page.getByRole('button', { name: TEXT.exemptButton }).click();
  await expectToast(page, {
    title: TEXT.exemptedTitle,
    description: TEXT.exempted('Building 4, Unit 411'),
  });
  await expect(page.getByRole('list', { name: TEXT.exemptTitle })).toContainText(
    'Uses a wheelchair',
  );
  await accessibleAtBothWidths(page, 'manager-notices-rules');

  // The report, and this month's resident charges: Rae's $30 fee, which stands.
  // Tomorrow's pickups are in it once the range runs to tomorrow.
  await page.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByRole('table', { name: TEXT.byReason })).toContainText('Bags not sealed');
  await page.getByLabel(TEXT.toLabel, { exact: true }).fill(serviceTomorrow());
  await expect(page.getByRole('table', { name: TEXT.byReason })).toContainText(
    'More bags than the plan allows',
  );
  await accessibleAtBothWidths(page, 'manager-notices-report');
  const month = serviceToday().slice(0, 7);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: TEXT.ledgerCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`resident-charges-${month}.csv`);
  const [header, ...charges] = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(header).toEqual([
    'Property',
    'Building',
    'Unit',
    'Resident',
    'Charge Code',
    'Date',
    'Amount',
    'Description',
    'Reference',
  ]);
  expect(charges).toEqual([
    [
      `${community.name} Owner LLC`,
      '4',
      '410',
      'Rae Quinn',
      'VALETFEE',
      serviceTomorrow(),
      '30',
      `Valet trash fee, more bags than the plan allows on ${serviceTomorrow()}`,
      expect.stringMatching(/^VT-\d+$/),
    ],
  ]);
});

test('the office approves and waives fees of a community whose residents pay, decides a dispute, and sets its rules and exempt doors', async ({
  page,
  admin: _admin,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = page.request;
  const community = await newCommunity(admin);
  // Two residents who signed up and pay for themselves.
  const units = [`7${randomUUID().slice(0, 3)}`, `8${randomUUID().slice(0, 3)}`];
  const residents: APIRequestContext[] = [];
  const subscriptionIds: number[] = [];
  for (const [i, unit] of units.entries()) {
    const resident = await playwright.request.newContext({ baseURL });
    await registerAccount(
      resident,
      uniqueAccount({
        firstName: ['Jordan', 'Priya'][i]!,
        lastName: 'Rivera',
        building: '2',
        unit,
        communityId: community.id,
        communityRequest: undefined,
      }),
    );
    subscriptionIds.push((await paidCheckout(resident, 'standard')).subscriptionId);
    residents.push(resident);
  }
  const [jordanUnit, priyaUnit] = units as [string, string];

  // The office sets the community's rules: a higher bound, one courtesy notice, no warning.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/communities');
  await page.getByLabel('Search by name').fill(community.name);
  const row = page
    .getByRole('table', { name: 'Communities', exact: true })
    .getByRole('row')
    .filter({ hasText: community.name });
  await row.getByRole('button', { name: `More actions: ${community.name}` }).click();
  await page.getByRole('menuitem', { name: TEXT.rulesAction }).click();
  const dialog = page.getByRole('dialog', { name: TEXT.rulesDialogTitle(community.name) });
  await expect(dialog.getByLabel(TEXT.feeMaxLabel)).toHaveValue('50.00');
  await dialog.getByLabel(TEXT.warningsLabel).fill('0');
  await dialog.getByLabel(TEXT.feeMaxLabel).fill('60');
  await dialog.getByLabel(TEXT.ladderFeeLabel, { exact: true }).fill('65');
  await dialog.getByRole('button', { name: TEXT.saveLadder }).click();
  await expect(dialog).toContainText(DOOR_NOTICE_TEXT.feeOutOfBounds(2500, 6000));
  await dialog.getByLabel(TEXT.ladderFeeLabel, { exact: true }).fill('30');
  await dialog.getByRole('button', { name: TEXT.saveLadder }).click();
  await expectToast(page, { title: DOOR_NOTICE_TEXT.ladderSaved });
  // An exempt door, found by its resident, and its exemption ended.
  await dialog.getByLabel(TEXT.findDoorLabel).fill(`Priya Rivera`);
  await dialog.getByRole('radio', { name: new RegExp(`Unit ${priyaUnit}`) }).check();
  await dialog.getByLabel(TEXT.exemptReasonLabel).fill('Medical: cannot carry bags');
  await dialog.getByRole('button', { name: TEXT.exemptButton }).click();
  const exempt = dialog.getByRole('list', { name: TEXT.exemptTitle });
  await expect(exempt).toContainText('Medical: cannot carry bags');
  await accessibleAtBothWidths(page, 'admin-notice-rules-dialog');
  await expectFitsAtEveryWidth(page, 'admin-notice-rules-dialog');
  await exempt
    .getByRole('button', { name: TEXT.endExemptionLabel(`Building 2, Unit ${priyaUnit}`) })
    .click();
  await expect(dialog.getByText(TEXT.noExempt)).toBeVisible();
  await page.keyboard.press('Escape');

  // Each door's second problem is a $30 fee waiting for the office.
  const crew = await onTheRoute(admin, playwright, baseURL!, community.id, subscriptionIds);
  await twoProblemsAt(crew, units);
  await crew.dispose();
  await page.goto('/admin/notices');
  const jordan = card(page, jordanUnit);
  await expect(jordan).toContainText(community.name);
  await expect(jordan).toContainText('Fee of $30.00');
  await expect(jordan.getByText(TEXT.feeHint(2500, 6000))).toBeVisible();
  await expect(jordan).not.toContainText(TEXT.managerDecides);
  await accessibleAtBothWidths(page, 'admin-notices-awaiting');
  await expectFitsAtEveryWidth(page, 'admin-notices-awaiting');

  await decide(page, jordanUnit, 'Approve', (form) =>
    form.getByLabel(TEXT.feeLabel, { exact: true }).fill('45'),
  );
  await expectToast(page, { title: DOOR_NOTICE_TEXT.approved });
  await toast(page).getByRole('button', { name: 'Close' }).click();
  await decide(page, priyaUnit, 'Waive', (form) =>
    form.getByLabel(TEXT.waiveReasonLabel).fill('Bags were the neighbour’s'),
  );
  await expectToast(page, { title: DOOR_NOTICE_TEXT.waived });
  await expect(card(page, priyaUnit)).toHaveCount(0);

  // Jordan disputes the $45 fee; the office withdraws it.
  await dispute(residents[0]!, 'Those were not my bags.');
  await page.getByRole('button', { name: /^Disputes/ }).click();
  await expect(page).toHaveURL(/view=disputed/);
  const disputed = card(page, jordanUnit);
  await expect(disputed).toContainText('Those were not my bags.');
  await expect(disputed).toContainText('Fee of $45.00');
  await accessibleAtBothWidths(page, 'admin-notices-disputed');
  await disputed.getByRole('radio', { name: TEXT.withdrawn }).check();
  await disputed.getByLabel(TEXT.disputeNoteLabel).fill('Our porter mixed up the doors.');
  await disputed.getByRole('button', { name: /^Send the decision/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: TEXT.disputeSubmit }).click();
  await expectToast(page, { title: DOOR_NOTICE_TEXT.disputeWithdrawn });
  await expect(card(page, jordanUnit)).toHaveCount(0);
  const jordans = (await (await residents[0]!.get('/api/notices')).json()) as ResidentNotice[];
  expect(jordans.find((n) => n.kind === 'fee')).toMatchObject({
    status: 'withdrawn',
    dispute: { outcome: 'withdrawn', decisionNote: 'Our porter mixed up the doors.' },
  });

  await page.getByRole('button', { name: 'All notices' }).click();
  const jordansRows = page
    .getByRole('table', { name: 'All notices' })
    .getByRole('row')
    .filter({ hasText: `Unit ${jordanUnit}` });
  await expect(jordansRows.filter({ hasText: 'Withdrawn' })).toContainText('Fee of $45.00');
  await expect(jordansRows.filter({ hasText: 'Courtesy notice' })).toContainText(
    'Sent to resident',
  );
  await accessibleAtBothWidths(page, 'admin-notices-all');

  // The report across communities, and its CSV.
  await page.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByRole('table', { name: TEXT.byCommunity })).toContainText(community.name);
  await accessibleAtBothWidths(page, 'admin-notices-report');
  await expectFitsAtEveryWidth(page, 'admin-notices-report');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: TEXT.reportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('notices-report.csv');
  const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(rows).toContainEqual(['Community', community.name, '2', '2', '100']);
  await Promise.all(residents.map((r) => r.dispose()));
});
