import { readFile } from 'node:fs/promises';
import { expectNoA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { waitForMail } from './support/mail';
import { activeSubscription } from './support/subscriptions';
import { expectNoRecordNumbers } from './support/words';

// Receipts on the built-in sandbox (docs/product.md#receipts): in the Billing tab, as a PDF and by
// email.

test('a card payment has a receipt in the Billing tab, as a PDF and by email', async ({
  page,
  customer,
}) => {
  await activeSubscription(page.request, 'standard');
  await page.goto('/client-portal?tab=billing');

  const invoice = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
  await expect(invoice).toHaveCount(1);
  await expect(invoice).toContainText('$35.00');
  await expect(invoice).toContainText('paid');
  await expect(invoice).toContainText(/Receipt numberKVT-\d{4}-\d{6}/);
  await expect(invoice).toContainText(/Service period\w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}/);
  await expect(invoice).toContainText('PlanStandard plan');
  await expect(invoice).toContainText('Paid withVisa ending in 4242');
  const number = (await invoice.textContent())!.match(/KVT-\d{4}-\d{6}/)![0];
  await expect(page.getByText(/^Receipts are issued by Katy Valet Trash LLC/)).toBeVisible();
  await expectNoRecordNumbers(page);
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'billing-receipts');

  const downloading = page.waitForEvent('download');
  await invoice.getByRole('link', { name: `Download receipt ${number} as PDF` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${number}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const mail = await waitForMail(customer.email, 10_000, (m) => m.subject.includes(number));
  expect(mail.subject).toBe(`Your Katy Valet Trash receipt ${number}`);
  expect(mail.text).toContain('Amount paid: $35.00');
  expect(mail.text).toContain('Paid with: Visa ending in 4242');
});
