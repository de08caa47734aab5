import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { windowClosed } from '../src/domain/manager-portal';
import { weekdayOf } from '../src/domain/pickup-calendar';
import { ROSTER_TEXT as ROSTER } from '../src/domain/rosters';
import type { CrewAssignments } from '../src/domain/schemas/crew-admin';
import type { AdminSubscription } from '../src/domain/schemas/admin';
import type { CrewRoute } from '../src/domain/schemas/crew';
import type { PropertyInvoice } from '../src/domain/schemas/property-invoices';
import { testJpeg } from '../src/test/jpeg';
import { logIn } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { newCommunity, newPorter, oneAtATime, serviceToday } from './support/crew';
import { expect, test } from './support/fixtures';
import { linkTo, waitForMail } from './support/mail';

// A property's whole loop (docs/product.md#property-managers): the office makes a community
// property-paid and invites its manager; the manager imports the rent roll; the resident accepts
// the invitation; a porter records a problem with a photo at that door; the manager reads that
// night door by door and downloads its report with the photo; the month's invoice is issued and
// paid in the sandbox; the next rent roll moves the resident out and their door leaves the route.

async function setPassword(request: APIRequestContext, email: string, password: string) {
  const link = new URL(linkTo(await waitForMail(email), '/reset-password'));
  const set = await request.post('/api/reset-password', {
    data: { token: link.searchParams.get('token'), password },
  });
  expect(set.ok(), await set.text()).toBe(true);
}

async function importRoll(page: Page, csv: string) {
  await page.getByRole('tab', { name: 'Rent roll' }).click();
  await page.getByLabel(ROSTER.fileLabel).setInputFiles({
    name: 'rent-roll.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: ROSTER.readFile }).click();
  await page.getByRole('button', { name: ROSTER.preview }).click();
  await expect(page.getByRole('heading', { name: ROSTER.previewHeading })).toBeVisible();
  await page.getByRole('button', { name: ROSTER.apply }).click();
  await expect(page.getByRole('heading', { name: ROSTER.appliedTitle })).toBeVisible();
}

test('a property-paid community from contract to move-out, as its office, manager, resident and porter see it', async ({
  page,
  office,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Today's night, whose report exists once the window (8am to noon) has closed.
  const night = serviceToday();
  const closed = windowClosed(night, '12:00', new Date());
  const admin = office.request;
  const tag = randomUUID().slice(0, 8);
  const managerEmail = `manager.${tag}@example.com`;
  const residentEmail = `resident.${tag}@example.com`;

  // The office records the contract and invites the manager.
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
      reportEmails: [managerEmail],
    },
  });
  expect(contract.ok(), await contract.text()).toBe(true);
  const invited = await admin.post(`/api/admin/communities/${community.id}/managers`, {
    data: { firstName: 'Robin', lastName: 'Ellis', email: managerEmail },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await setPassword(page.request, managerEmail, 'manager-pass-2026');

  // The manager imports the rent roll from their portal.
  await logIn(page.request, { username: managerEmail, password: 'manager-pass-2026' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/manager');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(community.name);
  await importRoll(
    page,
    [
      'Bldg,Unit,Tenant Name,Email Address,Lease Start',
      `4,410,"Quinn, Rae",${residentEmail},01/15/2024`,
      `4,411,"Moss, Eli",eli.${tag}@example.com,03/01/2025`,
    ].join('\r\n'),
  );

  // The resident accepts the invitation; their door comes with the community.
  const resident = await playwright.request.newContext({ baseURL });
  await setPassword(resident, residentEmail, 'resident-pass-2026');
  await logIn(resident, { username: residentEmail, password: 'resident-pass-2026' });
  const [door] = (await (await resident.get('/api/subscriptions')).json()) as { payer: string }[];
  expect(door?.payer).toBe('property');

  // Today's pickup at the door, on a porter's route, with a problem and its photo. (The office
  // adds it when the window has passed and the day's pickups are no longer made.)
  const subscriptions = (await (
    await admin.get(`/api/admin/subscriptions?q=${encodeURIComponent(residentEmail)}`)
  ).json()) as AdminSubscription[];
  const scheduled = await admin.post('/api/admin/service-schedules', {
    data: { subscriptionId: subscriptions[0]!.id, serviceDate: night },
  });
  expect([201, 409], await scheduled.text()).toContain(scheduled.status());
  const porter = await newPorter(admin, playwright, baseURL!);
  await oneAtATime(async () => {
    const weekday = weekdayOf(night);
    const current = (await (
      await admin.get('/api/admin/crew/assignments')
    ).json()) as CrewAssignments;
    const others = current.assignments
      .filter((a) => a.weekday === weekday && a.communityId !== community.id)
      .map((a) => ({ communityId: a.communityId, porterId: a.porterId }));
    const set = await admin.put(`/api/admin/crew/assignments/${weekday}`, {
      data: { assignments: [...others, { communityId: community.id, porterId: porter.id }] },
    });
    expect(set.status(), await set.text()).toBe(200);
  });
  const crew = await playwright.request.newContext({ baseURL });
  await logIn(crew, { username: porter.email, password: porter.password });
  const route = (await (await crew.get(`/api/crew/route?date=${night}`)).json()) as CrewRoute;
  const stop = route.groups.flatMap((g) => g.stops).find((d) => d.unit === '410')!;
  const photoId = randomUUID();
  const photo = await crew.put(`/api/photos/${photoId}`, {
    headers: { 'content-type': 'image/jpeg' },
    data: testJpeg(640, 480, 7),
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const synced = await crew.post('/api/crew/actions', {
    data: {
      actions: [
        {
          id: randomUUID(),
          scheduleId: stop.scheduleId,
          outcome: 'problem',
          reason: 'not_sealed',
          note: 'Bag torn open',
          photoId,
          // Inside the window once it has closed (9:30 in the morning in Katy), else now.
          occurredAt: closed ? `${night}T15:30:00.000Z` : new Date().toISOString(),
        },
      ],
    },
  });
  expect(synced.ok(), await synced.text()).toBe(true);
  await crew.dispose();

  // The manager reads the night door by door and downloads its report, photo and all.
  await page.goto(`/manager?community=${community.id}&tab=service&date=${night}`);
  const row = page
    .getByRole('table', { name: 'Service' })
    .getByRole('row')
    .filter({ hasText: '410' });
  await expect(row).toContainText('Problem');
  await expect(row).toContainText('Bag torn open');
  await expect(row.getByRole('img', { name: 'Photo the crew took at unit 410' })).toBeVisible();
  await expectNoA11yViolations(page);
  // Before the window closes the night has no report yet; CI runs the journey at any hour.
  if (closed) {
    const report = page.getByRole('link', { name: "The night's report (PDF)" });
    const pdf = await page.request.get((await report.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
  }
  await page.setViewportSize({ width: 390, height: 800 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The month's invoice is issued and paid in the sandbox; the manager sees it paid.
  const month = serviceToday().slice(0, 7);
  const issued = await admin.post(`/api/admin/communities/${community.id}/invoices`, {
    data: { month },
  });
  expect(issued.ok(), await issued.text()).toBe(true);
  const invoice = (await issued.json()) as PropertyInvoice;
  expect(invoice.doors).toBe(2);
  const paid = await admin.post(`/api/admin/property-invoices/${invoice.id}/sandbox`, {
    data: { action: 'pay' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await page.goto(`/manager?community=${community.id}&tab=invoices`);
  await expect(page.getByRole('region', { name: 'Invoices' })).toContainText('Paid');

  // The next rent roll no longer lists the resident: they move out and leave the route.
  await page.goto(`/manager?community=${community.id}`);
  await importRoll(
    page,
    [
      'Bldg,Unit,Tenant Name,Email Address,Lease Start',
      `4,411,"Moss, Eli",eli.${tag}@example.com,03/01/2025`,
    ].join('\r\n'),
  );
  await page.getByRole('tab', { name: 'Doors' }).click();
  await expect(
    page.getByRole('table', { name: 'Doors' }).getByRole('row').filter({ hasText: 'Rae Quinn' }),
  ).toContainText('Moved out');
  // The resident's own portal has no pickup left to come.
  const pickups = (await (await resident.get('/api/service-schedules')).json()) as {
    upcoming: unknown[];
  };
  expect(pickups.upcoming).toEqual([]);
  await resident.dispose();
});
