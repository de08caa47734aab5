import { readFile } from 'node:fs/promises';
import { randomInt, randomUUID } from 'node:crypto';
import { parseCsv } from '../src/test/csv-parse';
import { WAITLIST_ADMIN_TEXT } from '../src/domain/admin-messages';
import { fillSignup, openOffice, openOfficePage, uniqueAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { linkTo, waitForMail } from './support/mail';
import { saveShot } from './support/shots';

/** A ZIP code nobody else's test uses, outside the service area (none starts with 6). */
const unservedZip = () => `6${String(randomInt(10_000)).padStart(4, '0')}`;

test.describe('the waitlist', () => {
  test('join from Residential Valet, confirm by email, and the admin sees it', async ({
    page,
    office,
  }) => {
    const email = `waiting.${randomUUID().slice(0, 8)}@example.com`;
    const zip = unservedZip();

    await page.goto('/residential-valet');
    await expect(page.getByText('Waitlist open: no payment, no commitment')).toBeVisible();
    await page.getByRole('link', { name: 'Get Notified' }).click();
    await expect(page).toHaveURL(/\/waitlist\?kind=house$/);
    await expect(page).toHaveTitle('Join the Waitlist | Katy Valet Trash');
    await expect(page.getByRole('radio', { name: 'House' })).toBeChecked();

    const join = page.getByRole('button', { name: 'Join the Waitlist' });
    await join.click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(
      'Enter a 5-digit ZIP code',
    );

    // A ZIP code we serve is for signing up, not for the waitlist.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('ZIP code').fill('77494');
    await join.click();
    await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(
      'Good news: we already serve this ZIP code. Sign up to start service.',
    );

    await page.getByLabel('ZIP code').fill(zip);
    await join.click();
    await expect(page.getByRole('status')).toContainText('Check your email to confirm');

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Confirm your place on the Katy Valet Trash waitlist');
    // Opening the link, as a mail scanner does, sends nothing: the click confirms.
    const confirmations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/waitlist/confirm') {
        confirmations.push(request.method());
      }
    });
    await page.goto(linkTo(mail, '/waitlist/confirm'));
    await expect(
      page.getByRole('heading', { name: 'Confirm your place on the waitlist' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm my place' })).toBeEnabled();
    expect(confirmations).toEqual([]);
    await page.getByRole('button', { name: 'Confirm my place' }).click();
    await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      "We'll email you as soon as we serve your ZIP code.",
    );
    expect(confirmations).toEqual(['POST']);

    await openOffice(office);
    await openOfficePage(office, 'Waitlist');
    const row = office
      .getByRole('table', { name: 'Waitlist by ZIP code' })
      .getByRole('row')
      .filter({ hasText: zip });
    // ZIP, service, waiting, not confirmed, apartments, houses, emailed, action.
    await expect(row.getByRole('cell')).toHaveText([
      zip,
      'Not served yet',
      '1',
      '0',
      '0',
      '1',
      '0',
      '-',
    ]);
    await expectNoA11yViolations(office);
    await saveShot(office, 'admin-waitlist');

    const [download] = await Promise.all([
      office.waitForEvent('download'),
      office.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
    expect(rows[0]).toEqual(['Email', 'ZIP', 'Home', 'Confirmed', 'Emailed We Serve', 'Joined']);
    const mine = rows.find((r) => r[0] === email);
    expect(mine?.slice(0, 3)).toEqual([email, zip, 'House']);
    expect(mine?.[3]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test('a ZIP code opens: the office adds it and emails everyone waiting, whose link signs up there', async ({
    page,
    office: admin,
  }) => {
    // Two browsers, four mails and the whole sign-up form: a long journey on a busy machine.
    test.slow();
    const email = `opening.${randomUUID().slice(0, 8)}@example.com`;
    const zip = unservedZip();

    await page.goto(`/waitlist?zip=${zip}&kind=apartment`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByRole('status')).toContainText('Check your email to confirm');
    await page.goto(linkTo(await waitForMail(email), '/waitlist/confirm'));
    await page.getByRole('button', { name: 'Confirm my place' }).click();
    await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();

    await openOffice(admin);
    await openOfficePage(admin, 'Communities');
    const addZip = admin.getByRole('form', { name: 'Add a ZIP code' });
    await addZip.getByLabel('ZIP code').fill(zip);
    await addZip.getByLabel('City').fill('Springfield');
    await addZip.getByRole('button', { name: 'Add ZIP code' }).click();
    await expectToast(admin, {
      title: 'ZIP code added',
      description: `We now serve ${zip} (Springfield).`,
    });

    await openOfficePage(admin, 'Waitlist');
    const row = admin
      .getByRole('table', { name: 'Waitlist by ZIP code' })
      .getByRole('row')
      .filter({ hasText: zip });
    await expect(row.getByRole('cell').nth(1)).toHaveText('Served');
    await row.getByRole('button', { name: `${WAITLIST_ADMIN_TEXT.notify} in ${zip}` }).click();
    const ask = admin.getByRole('alertdialog');
    await expect(ask).toContainText(WAITLIST_ADMIN_TEXT.notifyConfirm(zip, 1));
    await ask.getByRole('button', { name: 'Send the Emails' }).click();
    await expectToast(admin, {
      title: WAITLIST_ADMIN_TEXT.notifiedTitle,
      description: WAITLIST_ADMIN_TEXT.notified(zip, 1),
    });
    await expect(row.getByRole('cell')).toHaveText([zip, 'Served', '0', '0', '0', '0', '1', '-']);

    const served = await waitForMail(email, 10_000, (mail) => mail.subject.includes('now serves'));
    expect(served.subject).toBe(`Katy Valet Trash now serves ${zip}`);
    await page.goto(linkTo(served, '/signup'));
    await expect(page.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toHaveValue(zip);
    // The city follows the ZIP code the office added.
    await expect(page.getByLabel('City')).toHaveValue('Springfield');

    // Nobody has listed a community there yet: the customer names theirs.
    const account = uniqueAccount({ email, zip, city: 'Springfield' });
    await fillSignup(page, account, { gateCode: '', instructions: '' }, null);
    await page.getByRole('combobox', { name: 'Community' }).click();
    await page
      .getByRole('listbox', { name: 'Communities' })
      .getByRole('option', { name: "My community isn't listed" })
      .click();
    await page.getByLabel('Community name').fill('Maple Court');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expectToast(page, { title: 'Information saved' });
    await expect(page).toHaveURL(/\/subscribe\?plan=standard$/);
    await expect(page.getByRole('heading', { name: 'Complete your subscription' })).toBeVisible();
    const user = await (await page.request.get('/api/user')).json();
    expect(user).toMatchObject({ email, zip, city: 'Springfield' });
  });

  test('the form and the confirmation page pass axe and fit every width @phone', async ({
    page,
  }) => {
    await page.goto('/waitlist?zip=60601&kind=apartment');
    await expect(page.getByLabel('ZIP code')).toHaveValue('60601');
    await expect(page.getByRole('radio', { name: 'Apartment' })).toBeChecked();
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expectNoA11yViolations(page);
    await expectFitsAtEveryWidth(page, 'waitlist');

    await page.goto('/waitlist');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByText('Choose apartment or house')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto('/waitlist/confirm?token=not-a-real-link');
    await page.getByRole('button', { name: 'Confirm my place' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This confirmation link is invalid or has expired. Join the waitlist again to get a new one.',
    );
    await expectNoA11yViolations(page);
    await expectFitsAtEveryWidth(page, 'waitlist-confirm-invalid');
    await page.getByRole('link', { name: 'Join the Waitlist' }).click();
    await expect(page).toHaveURL(/\/waitlist$/);
  });

  test('a Spanish visitor joins from the Spanish Residential Valet page, in Spanish throughout, and confirms from a Spanish email', async ({
    page,
  }) => {
    const email = `espera.${randomUUID().slice(0, 8)}@example.com`;
    const zip = unservedZip();

    await page.goto('/es/residential-valet');
    await page.getByRole('link', { name: 'Recibir un aviso' }).click();
    await expect(page).toHaveURL(/\/waitlist\?kind=house&lang=es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Únase a la lista de espera | Katy Valet Trash');
    await expect(page.getByRole('heading', { name: 'Únase a la lista de espera' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Casa' })).toBeChecked();

    const join = page.getByRole('button', { name: 'Unirme a la lista de espera' });
    await join.click();
    await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
      'Escriba un correo electrónico válido',
    );
    await expect(page.getByLabel('Código postal')).toHaveAccessibleDescription(
      'Escriba un código postal de 5 dígitos',
    );
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await saveShot(page, `waitlist-es-${width}`);
    }
    await expectNoA11yViolations(page);
    await expectFitsAtEveryWidth(page, 'waitlist-es');

    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Código postal').fill('77494');
    await join.click();
    await expect(page.getByLabel('Código postal')).toHaveAccessibleDescription(
      'Buenas noticias: ya damos servicio en este código postal. Regístrese para empezar el servicio.',
    );
    await page.getByLabel('Código postal').fill(zip);
    await join.click();
    await expect(page.getByRole('status')).toContainText('Revise su correo para confirmar');

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Confirme su lugar en la lista de espera de Katy Valet Trash');
    // The link opens the page in Spanish in any browser, as a fresh visit with an English one.
    await page.context().clearCookies();
    await page.goto(linkTo(mail, '/waitlist/confirm'));
    await expect(page).toHaveTitle('Confirme su correo electrónico | Katy Valet Trash');
    await expect(
      page.getByRole('heading', { name: 'Confirme su lugar en la lista de espera' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar mi lugar' }).click();
    await expect(page.getByRole('heading', { name: 'Ya está en la lista' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Le escribiremos en cuanto demos servicio en su código postal.',
    );
    await expectNoA11yViolations(page);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await saveShot(page, `waitlist-confirmed-es-${width}`);
    }
  });

  test('a link asks for the click, then shows the success page; both pass axe, the success fits @phone', async ({
    page,
  }) => {
    const email = `confirm.${randomUUID().slice(0, 8)}@example.com`;
    const joined = await page.request.post('/api/waitlist', {
      data: { email, zip: unservedZip(), kind: 'apartment' },
    });
    expect(joined.status()).toBe(202);
    await page.goto(linkTo(await waitForMail(email), '/waitlist/confirm'));
    await expect(page.getByRole('button', { name: 'Confirm my place' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Confirm my place' }).click();
    await expect(page.getByRole('heading', { name: "You're on the list" })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectFitsAtEveryWidth(page, 'waitlist-confirmed');
  });
});
