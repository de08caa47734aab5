import type { Locator, Page } from '@playwright/test';
import { registerAccount, uniqueAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { expect, expectToast, test } from './support/fixtures';
import { expectFitsAtEveryWidth } from './support/fit';
import { saveShot } from './support/shots';
import { activeSubscription } from './support/subscriptions';

// A Spanish-speaking resident's portal (docs/decisions/063-one-message-catalogue.md): the
// dashboard's subscription, the hold dialog, pausing and resuming, the Schedule and the Billing
// tabs and the payment method's dialog, all in Spanish with Spanish dates.

/** An open dialog: accessible, and fitting (and pictured) at every width. */
async function lookAtDialog(page: Page, name: string) {
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, name);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Clicks the first day the hold dialog's calendar offers, in the next month when none is shown. */
async function pickFirstDay(dialog: Locator) {
  await expect(dialog.getByRole('grid').first()).toBeVisible();
  const days = dialog.locator('[role="gridcell"] button:not([disabled])');
  if ((await days.count()) === 0) {
    await dialog.getByRole('button', { name: 'Ir al mes siguiente' }).click();
  }
  await days.first().click();
}

test('a Spanish resident pauses and resumes, and reads the Schedule and Billing tabs in Spanish', async ({
  page,
}) => {
  test.slow();
  await registerAccount(page.request, uniqueAccount({ firstName: 'Lucía', language: 'es' }));
  await activeSubscription(page.request, 'standard');

  await page.goto('/client-portal');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Plan Standard')).toBeVisible();
  await expect(panel.getByText('activa', { exact: true })).toBeVisible();
  await expect(panel.getByText('lunes, miércoles y viernes')).toBeVisible();
  await expect(page.getByTestId('next-pickup')).toHaveText(
    /^(lunes|martes|miércoles|jueves|viernes), \d{1,2} de [a-z]+, de 8(:00)? a\.m\. a 12(:00)? p\.m\.$/,
  );
  await expect(page.getByTestId('next-charge')).toHaveText(/^\$35\.00 el \d{1,2} de [a-z]+$/);
  await expectFitsAtEveryWidth(page, 'portal-dashboard-es');
  await page.setViewportSize({ width: 1366, height: 900 });

  // The plan change and the cancel confirmation, looked at and left.
  await page.getByRole('button', { name: 'Mejorar el plan' }).click();
  const upgrade = page.getByRole('alertdialog', { name: 'Mejorar el plan' });
  await expect(upgrade.getByRole('radio', { name: /Premium/ })).toBeChecked();
  await expect(upgrade.getByTestId('plan-change-summary')).toContainText('Se cobra ahora');
  await lookAtDialog(page, 'portal-upgrade-es');
  await upgrade.getByRole('button', { name: 'Regresar' }).click();
  await page.getByRole('button', { name: 'Cancelar la suscripción' }).click();
  const cancel = page.getByRole('alertdialog', { name: '¿Seguro que quiere cancelar?' });
  await expect(cancel.getByTestId('cancel-service-end')).toContainText(
    'Las recolecciones siguen hasta el',
  );
  await cancel.getByRole('radio', { name: 'Otro' }).check();
  await lookAtDialog(page, 'portal-cancel-es');
  await cancel.getByRole('button', { name: 'Regresar' }).click();
  await expect(panel.getByText('activa', { exact: true })).toBeVisible();

  // A hold from today, back on the first day the calendar offers.
  await page.getByRole('button', { name: 'Pausar el servicio' }).click();
  const hold = page.getByRole('dialog', { name: 'Pausar sus recolecciones' });
  await expect(hold).toContainText(/Le quedan 30 días de pausa en \d{4}\./);
  await expect(hold.getByRole('radio', { name: 'Hoy' })).toBeChecked();
  await pickFirstDay(hold);
  const summary = hold.getByTestId('hold-summary');
  await expect(summary).toContainText(/En pausa del .+ al .+ \(\d+ días?\)/);
  await expect(summary).toContainText('Los cobros se pausan con su servicio');
  await lookAtDialog(page, 'portal-hold-es');
  await hold.getByRole('button', { name: 'Empezar la pausa' }).click();
  await expectToast(page, {
    title: 'Suscripción en pausa',
    description: /Sus recolecciones y los cobros quedan en pausa hasta el /,
  });
  await expect(panel.getByText('en pausa', { exact: true })).toBeVisible();
  await expect(panel).toContainText('Sus recolecciones están en pausa desde el');
  await saveShot(page, 'portal-paused-es-1366');

  await page.getByRole('button', { name: 'Reanudar ahora' }).click();
  await expectToast(page, {
    title: 'Suscripción reanudada',
    description: 'Sus recolecciones en la puerta vuelven.',
  });
  await expect(panel.getByText('activa', { exact: true })).toBeVisible();

  // The Schedule tab: the week, the holidays and the next pickups.
  await page.getByRole('tab', { name: 'Calendario' }).click();
  await expect(page.getByText('Su calendario semanal')).toBeVisible();
  await expect(page.getByRole('list', { name: /^Días festivos sin servicio en / })).toContainText(
    'Año Nuevo',
  );
  await expect(page.getByRole('list', { name: 'Próximas recolecciones' })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'portal-schedule-es');

  // The Billing tab: the plan, the card, the first bill and its receipt.
  await page.getByRole('tab', { name: 'Pagos' }).click();
  await expect(page.getByText('Plan actual')).toBeVisible();
  await expect(page.getByText('Se cobran $35.00 al mes, automáticamente')).toBeVisible();
  const invoices = page.getByRole('list', { name: 'Facturas' });
  await expect(invoices).toContainText('pagada');
  await expect(invoices).toContainText('Número de recibo');
  await expect(invoices.getByRole('link', { name: /^Descargar el recibo / })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectFitsAtEveryWidth(page, 'portal-billing-es');

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Actualizar el método de pago' }).click();
  const method = page.getByRole('dialog', { name: 'Actualizar el método de pago' });
  await expect(method).toContainText('Sus próximos cobros van a la tarjeta nueva.');
  await expect(method.getByRole('button', { name: 'Guardar la tarjeta' })).toBeVisible();
  await lookAtDialog(page, 'portal-payment-method-es');
  await method.getByRole('button', { name: 'Cerrar' }).click();
  await expect(method).toBeHidden();
});
