import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { HOLD_MESSAGES, holdRangeLabel, serviceToday } from '../src/domain/holds';
import { addDays } from '../src/domain/pickup-calendar';
import type { CustomerServices } from '../src/domain/schemas/service-schedule';
import { registerAccount, uniqueAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { saveShot } from './support/shots';
import { activeSubscription } from './support/subscriptions';

// Holds with dates (docs/product.md#holds): booked for later, or from today with a return date.

/** Clicks a day on the hold dialog's calendar, turning to the next month when it is not shown. */
async function pickDay(dialog: Locator, date: string) {
  // The calendar's code loads when the dialog first opens: count its days once it is there.
  await expect(dialog.getByRole('grid').first()).toBeVisible();
  const day = dialog.getByRole('button', { name: format(parseISO(date), 'PPPP'), exact: false });
  if ((await day.count()) === 0) {
    await dialog.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await day.click();
}

const holdDialog = (page: Page) => page.getByRole('dialog', { name: 'Put your pickups on hold' });

test('a hold booked for later skips its pickups on the route sheet; a hold from today ends early', async ({
  page,
  office: admin,
}) => {
  test.slow();
  const community = `Holiday Commons ${randomUUID().slice(0, 6)}`;
  const account = uniqueAccount({ communityRequest: community });
  await registerAccount(page.request, account);
  await activeSubscription(page.request, 'premium');
  const today = serviceToday(new Date());
  const services = (await (
    await page.request.get('/api/service-schedules')
  ).json()) as CustomerServices;
  // The first pickup after today starts the hold; it and the next two days are skipped.
  const startsOn = services.upcoming.map((s) => s.serviceDate).find((d) => d > today)!;
  const hold = { startsOn, returnsOn: addDays(startsOn, 3) };

  await admin.goto(`/admin/route-sheet?date=${startsOn}`);
  const stops = admin.getByRole('region', { name: new RegExp(`^${community}`) });
  await expect(stops).toContainText(account.address);

  await page.goto('/client-portal');
  await page.getByRole('button', { name: 'Pause Service' }).click();
  const dialog = holdDialog(page);
  await dialog.getByLabel('On a later day').check();
  await pickDay(dialog, hold.startsOn);
  await pickDay(dialog, hold.returnsOn);
  const summary = dialog.getByTestId('hold-summary');
  await expect(summary).toContainText(`On hold ${holdRangeLabel(hold)} (3 days)`);
  await expect(summary.getByRole('list', { name: 'Pickups skipped' })).toContainText(
    format(parseISO(startsOn), 'EEE, MMM d'),
  );
  await expect(summary).toContainText(HOLD_MESSAGES.billingNote);
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await saveShot(page, 'hold-dialog-320');
  await page.setViewportSize({ width: 1366, height: 900 });
  await saveShot(page, 'hold-dialog-1366');
  await dialog.getByRole('button', { name: 'Book Hold' }).click();
  await expectToast(page, {
    title: HOLD_MESSAGES.scheduledTitle,
    description: HOLD_MESSAGES.scheduledText(hold),
  });
  const booked = page.getByRole('list', { name: 'Holds booked' });
  await expect(booked).toContainText(`On hold ${holdRangeLabel(hold)}`);

  // The office's route sheet for the first day away no longer lists this door.
  await admin.reload();
  await expect(admin.getByRole('heading', { name: 'Route Sheet' })).toBeVisible();
  await expect(stops).toHaveCount(0);

  // A hold from today, back tomorrow, and ended early with Resume Now.
  await page.getByRole('button', { name: 'Pause Service' }).click();
  await pickDay(holdDialog(page), addDays(today, 1));
  await holdDialog(page).getByRole('button', { name: 'Start Hold' }).click();
  await expectToast(page, {
    title: 'Subscription paused',
    description: HOLD_MESSAGES.startedText(addDays(today, 1)),
  });
  await expect(page.getByRole('main')).toContainText('billing is paused with them');
  await page.getByRole('button', { name: 'Resume Now' }).click();
  await expectToast(page, { title: 'Subscription resumed' });
  await expect(booked).toContainText(`On hold ${holdRangeLabel(hold)}`);
});

test('the hold dialog fits every screen width', async ({ page, customer }) => {
  void customer;
  await activeSubscription(page.request);
  await page.goto('/client-portal');
  await page.getByRole('button', { name: 'Pause Service' }).click();
  await pickDay(holdDialog(page), addDays(serviceToday(new Date()), 2));
  await expectFitsAtEveryWidth(page, 'hold-dialog');
});
