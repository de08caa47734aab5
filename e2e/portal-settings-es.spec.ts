import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { activeSubscription } from './support/subscriptions';

// A Spanish reader's Settings, Dashboard and Notices tabs (docs/decisions/063-one-message-catalogue.md):
// the service details and their forms, the notifications and the text opt-in, recent service and
// the notices, all in Spanish, the field and server messages too.

const SHOTS = process.env.ES_SCREENSHOTS_DIR;

/** A picture of the screen at a phone's and a desktop's width, for a person to look at. */
async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a Spanish reader changes their settings in Spanish and reads their pickups and notices in Spanish', async ({
  page,
  customer: _customer,
}) => {
  test.slow();
  await activeSubscription(page.request, 'standard');
  expect((await page.request.put('/api/user/language', { data: { language: 'es' } })).ok()).toBe(
    true,
  );

  await page.goto('/client-portal?tab=settings');
  const choices = page.getByRole('form', { name: 'Opciones de notificaciones' });
  await expect(choices).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Datos del servicio' })).toBeVisible();
  await expect(
    choices.getByRole('checkbox', {
      name: 'Seguridad de la cuenta por correo electrónico: siempre activado',
    }),
  ).toBeDisabled();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'settings-es');
  await screenshots(page, 'settings-es');

  // The doorstep form: its labels, and the sign-up's rule on the phone said in Spanish.
  await page.getByRole('button', { name: 'Cambiar datos de la puerta' }).click();
  const doorstep = page.getByRole('form', { name: 'Datos de la puerta' });
  await doorstep.getByLabel('Teléfono').fill('123');
  await doorstep.getByRole('button', { name: 'Guardar datos de la puerta' }).click();
  await expect(doorstep.getByText('Escriba un número de teléfono válido')).toBeVisible();
  await doorstep.getByLabel('Teléfono').fill('(281) 555-0199');
  await doorstep.getByLabel('Código de la reja').fill('#4321');
  await doorstep.getByRole('button', { name: 'Guardar datos de la puerta' }).click();
  await expectToast(page, { title: 'Datos de la puerta guardados' });
  await expect(page.getByText('#4321')).toBeVisible();

  // The move form, opened and left.
  await page.getByRole('button', { name: 'Me voy a mudar' }).click();
  await expect(page.getByRole('form', { name: 'Nueva dirección del servicio' })).toBeVisible();
  await expect(page.getByText('Sus días de recolección siguen igual')).toBeVisible();
  await screenshots(page, 'move-es');
  await page.getByRole('button', { name: 'Cancelar' }).click();

  // The text opt-in: the consent in Spanish, its link to the Spanish policy, its refusals.
  const optIn = page.getByRole('form', { name: 'Activar mensajes de texto' });
  await expect(optIn.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
    'href',
    '/es/privacy-policy',
  );
  await optIn.getByLabel('Número de celular').fill('555');
  await optIn.getByRole('button', { name: 'Activar mensajes de texto' }).click();
  await expect(
    optIn.getByText('Escriba un número de celular de EE. UU., como (281) 555-0142'),
  ).toBeVisible();
  await expect(optIn.getByText('Elija al menos un tipo de mensaje')).toBeVisible();
  await expect(
    optIn.getByRole('checkbox', { name: /Pueden aplicarse tarifas de mensajes y datos/ }),
  ).toHaveAccessibleDescription('Marque la casilla para aceptar recibir mensajes de texto');

  // Saving the choices.
  await choices
    .getByRole('checkbox', { name: 'Recordatorios de recolección por correo electrónico' })
    .check();
  await choices.getByLabel('Hora del recordatorio').selectOption('20:00');
  await choices.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expectToast(page, { title: 'Preferencias guardadas' });

  // The Dashboard's recent service and the Notices tab.
  await page.goto('/client-portal');
  await expect(page.getByRole('heading', { name: 'Servicio reciente' })).toBeVisible();
  await screenshots(page, 'dashboard-es');
  await page.goto('/client-portal?tab=notices');
  await expect(page.getByRole('heading', { name: 'Avisos en su puerta' })).toBeVisible();
  await expect(page.getByText('No hay avisos.')).toBeVisible();
  await screenshots(page, 'notices-es');
});
