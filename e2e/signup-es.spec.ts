import type { Page } from '@playwright/test';
import { translatorFor } from '../src/domain/i18n/catalogue';
import { smsText } from '../src/domain/notifications';
import type { Subscription } from '../src/domain/schemas/subscription';
import { say } from '../src/server/modules/mail/mail-module';
import { reminderMessage } from '../src/server/modules/notifications/notice-mail';
import { uniqueAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { saveShot } from './support/shots';
import { replyFrom, textsTo } from './support/texts';

// A Spanish-speaking resident (docs/decisions/063-one-message-catalogue.md): from the Spanish home
// page through sign-up and payment in Spanish, then texts turned on in the portal, and the
// evening-before reminder arrives in Spanish.

const ES = translatorFor('es');
/** The page has no accessibility violations at a phone's width and at a laptop's. */
async function expectAccessibleAtBothWidths(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoA11yViolations(page);
    await saveShot(page, `${name}-${width}`);
  }
}

test('a Spanish reader signs up and pays in Spanish, turns on texts and gets the reminder in Spanish', async ({
  page,
  office,
  baseURL,
}) => {
  test.slow();
  const digits = String(Date.now()).slice(-4);
  const number = `+1281555${digits}`;
  const account = uniqueAccount({ firstName: 'Lucía', lastName: 'Hernández', phone: number });

  await page.goto('/es');
  await page.getByRole('banner').getByRole('link', { name: 'Registrarse' }).first().click();
  await expect(page).toHaveURL(/\/signup\?.*lang=es/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Regístrese' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();

  // Sent empty, every field says what it needs in Spanish.
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveAccessibleDescription(
    'Escriba su nombre',
  );
  await expectAccessibleAtBothWidths(page, 'signup-es');

  await page.getByLabel('Nombre', { exact: true }).fill(account.firstName);
  await page.getByLabel('Apellido').fill(account.lastName);
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByLabel('Teléfono').fill(account.phone);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByLabel('Dirección', { exact: true }).fill(account.address);
  await page.getByLabel('Código postal').fill(account.zip);
  await page.getByLabel('Ciudad').fill(account.city);
  const community = page.getByRole('combobox', { name: 'Comunidad' });
  await expect(community).toBeEnabled();
  await community.click();
  await page.getByRole('listbox', { name: 'Comunidades' }).getByRole('option').first().click();
  await page.getByLabel('Apartamento / Unidad').fill(account.unit);
  await page.getByLabel('Código de la reja (opcional)').fill('#4521');
  await page.getByLabel(/Acepto los/).check();
  await page.getByRole('button', { name: 'Continuar al pago' }).click();

  // The payment step, a page of the app, stays in Spanish.
  await expect(page).toHaveURL(/\/subscribe\?plan=standard$/);
  await expectToast(page, { title: 'Información guardada' });
  await expect(page.getByRole('heading', { name: 'Complete su suscripción' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const summary = page.getByRole('region', { name: 'Resumen de su pedido' });
  await expect(summary).toContainText('Plan Standard');
  await expect(summary).toContainText('$35.00/mes');
  await expectAccessibleAtBothWidths(page, 'subscribe-es');
  await page.getByLabel('Número de la tarjeta').fill('4242 4242 4242 4242');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/34');
  await page.getByLabel('Código de seguridad').fill('123');
  await page.getByRole('button', { name: 'Suscribirse ahora: $35.00 al mes' }).click();

  await expect(page).toHaveURL(/\/payment-success\?subscription_id=/);
  await expect(page.getByRole('heading', { name: '¡Pago realizado!' })).toBeVisible();
  await expectToast(page, { title: '¡Suscripción realizada!' });
  const me = (await (await page.request.get('/api/user')).json()) as { language: string };
  expect(me.language).toBe('es');
  await saveShot(page, 'payment-success-es');

  // Texts, turned on in the portal's settings and confirmed with SÍ.
  await page.goto('/client-portal?tab=settings');
  const optIn = page.getByRole('form', { name: ES.t('portal.notify.turnOn') });
  await optIn.getByLabel(ES.t('portal.notify.mobile')).fill(number);
  await optIn
    .getByRole('checkbox', {
      name: new RegExp(`^${ES.t('portal.notify.type', { type: 'pickup_reminder' })}`),
    })
    .check();
  await optIn
    .getByRole('checkbox', { name: /Pueden aplicarse tarifas de mensajes y datos/ })
    .check();
  await optIn.getByRole('button', { name: ES.t('portal.notify.turnOn') }).click();
  const confirmation = smsText(ES.t).confirmation;
  await expect
    .poll(() => textsTo(number), { message: `no text to ${number}` })
    .toEqual([`To: ${number}\n\n${confirmation}\n`]);
  const yes = await replyFrom(page, baseURL, number, 'Sí');
  expect(yes.status()).toBe(200);

  // The evening before the first pickup (19:45 Central in winter, 20:45 in summer), the reminder.
  const [paid] = (await (await page.request.get('/api/subscriptions')).json()) as Subscription[];
  const firstPickup = paid?.nextPickup ?? '';
  expect(firstPickup).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const run = await office.request.post('/api/admin/dev/notification-scheduler', {
    data: { at: `${firstPickup}T01:45:00.000Z` },
  });
  expect(run.status()).toBe(200);
  const reminder = say(ES, reminderMessage(ES, firstPickup).sms);
  await expect
    .poll(async () => (await textsTo(number)).some((text) => text.includes(reminder)), {
      message: `no reminder to ${number}`,
    })
    .toBe(true);
  expect(reminder).toContain('recolección mañana');
});
