import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PAYMENT_MESSAGES } from '../../domain/payment-messages';
import type { BillingEntry } from '../../domain/schemas/payments';
import { PaymentMethodCard } from '../features/payments/components/payment-method-card';
import { CUSTOMER, renderPage, signedInAs, stubApi, toastRegion } from '../test/render';
import { subscriptionFixture } from '../test/subscription';
import { BillingPanel } from '../features/subscriptions/components/billing-panel';
import { PickupSchedule } from '../features/subscriptions/components/pickup-schedule';
import { SubscriptionOverview } from '../features/subscriptions/components/subscription-overview';

// A Spanish reader's portal (docs/decisions/063-one-message-catalogue.md): the dashboard's
// subscription, its dialogs, the Schedule and the Billing tabs, and the server's refusals, all in
// Spanish with Spanish dates.

const LUCIA = { ...CUSTOMER, firstName: 'Lucía', language: 'es' as const };
const SPANISH = { path: '/client-portal', language: 'es' as const };

const ACTIVE = subscriptionFixture({
  gateCode: '#4521',
  provider: 'sandbox',
  card: { brand: 'Visa', last4: '4242' },
  currentPeriodStart: '2099-11-23T16:00:00.000Z',
  currentPeriodEnd: '2099-12-23T16:00:00.000Z',
  nextCharge: { date: '2099-12-23T16:00:00.000Z', amount: 3500 },
  pendingPlan: 'basic',
  pendingPlanAt: '2099-12-23T16:00:00.000Z',
  nextPickup: '2026-11-28',
});

const PAYMENTS: BillingEntry[] = [
  {
    id: 1,
    subscriptionId: ACTIVE.id,
    amount: 3500,
    status: 'paid',
    paidAt: '2026-11-02T15:00:00.000Z',
    receipt: {
      number: 'KVT-2026-000123',
      plan: 'standard',
      periodStart: '2026-11-02T15:00:00.000Z',
      periodEnd: '2026-12-02T15:00:00.000Z',
      method: 'Visa ending in 4242',
      fees: [],
    },
  },
  {
    id: 2,
    subscriptionId: ACTIVE.id,
    amount: 3500,
    status: 'failed',
    paidAt: '2026-10-02T15:00:00.000Z',
    receipt: null,
  },
];

describe('the portal in Spanish', () => {
  test('the dashboard: plan, state, next pickup and charge, and what can be done', async () => {
    stubApi(signedInAs(LUCIA));
    renderPage(<SubscriptionOverview subscription={ACTIVE} />, SPANISH);
    expect(screen.getByText('Su suscripción')).toBeInTheDocument();
    expect(screen.getByText('Plan Standard')).toBeInTheDocument();
    expect(screen.getByText('activa')).toBeInTheDocument();
    expect(screen.getByTestId('next-pickup')).toHaveTextContent(
      // The hour as Spanish writes it: "8 a.m." or "8:00 a.m.".
      /^sábado, 28 de noviembre, de 8(:00)? a\.m\. a 12(:00)? p\.m\.$/,
    );
    expect(screen.getByText('lunes, miércoles y viernes')).toBeInTheDocument();
    expect(screen.getByText('Hasta 3')).toBeInTheDocument();
    expect(screen.getByTestId('next-charge')).toHaveTextContent('$35.00 el 23 de diciembre');
    expect(screen.getByTestId('pending-plan')).toHaveTextContent(
      'Cambia a Basic el 23 de diciembre',
    );
    expect(screen.getByText(/Puede pausar sus recolecciones hasta 30 días más/)).toBeVisible();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Mejorar el plan',
      'Pausar el servicio',
      'Cancelar la suscripción',
    ]);
  });

  test('the hold dialog, its calendar, and a refused pause in Spanish', async () => {
    stubApi({
      ...signedInAs(LUCIA),
      [`POST /api/subscriptions/${ACTIVE.id}/holds`]: {
        status: 409,
        body: { message: PAYMENT_MESSAGES.pauseAllowanceUsed(30) },
      },
    });
    const { user } = renderPage(<SubscriptionOverview subscription={ACTIVE} />, SPANISH);
    await user.click(screen.getByRole('button', { name: 'Pausar el servicio' }));
    const hold = within(await screen.findByRole('dialog', { name: 'Pausar sus recolecciones' }));
    expect(hold.getByText(/^Le quedan 30 días de pausa en \d{4}\.$/)).toBeInTheDocument();
    expect(hold.getByRole('radio', { name: 'Hoy' })).toBeChecked();
    expect(hold.getByText('Elija sus fechas en el calendario.')).toBeInTheDocument();
    // The calendar's months, weekdays and buttons are Spanish too.
    expect(await hold.findByRole('button', { name: 'Ir al mes siguiente' })).toBeInTheDocument();
    const enabled = () =>
      hold
        .getAllByRole('gridcell')
        .flatMap((cell) => within(cell).queryAllByRole('button'))
        .filter((b) => !b.hasAttribute('disabled'));
    if (enabled().length === 0) {
      await user.click(hold.getByRole('button', { name: 'Ir al mes siguiente' }));
    }
    await user.click(enabled()[0]!);
    expect(hold.getByText(/^En pausa del .+ al .+ \(1 día\)$/)).toBeInTheDocument();
    expect(hold.getByText(/^Las recolecciones vuelven el /)).toBeInTheDocument();
    await user.click(hold.getByRole('button', { name: 'Empezar la pausa' }));
    expect(
      await toastRegion().findByText(
        'Ya usó los 30 días de pausa de este año. Sus recolecciones siguen; contáctenos si necesita un descanso más largo.',
      ),
    ).toBeInTheDocument();
    expect(toastRegion().getByText('No se pudo pausar')).toBeInTheDocument();
    expect(hold.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  test('the plan change and the cancel dialogs', async () => {
    stubApi(signedInAs(LUCIA));
    const { user } = renderPage(<SubscriptionOverview subscription={ACTIVE} />, SPANISH);
    await user.click(screen.getByRole('button', { name: 'Mejorar el plan' }));
    const plan = within(await screen.findByRole('alertdialog', { name: 'Mejorar el plan' }));
    expect(plan.getByText('Tiene el plan Standard.')).toBeInTheDocument();
    expect(plan.getByText('$35.00/mes')).toBeInTheDocument();
    expect(plan.getByRole('button', { name: 'Cambiar a Premium' })).toBeInTheDocument();
    await user.click(plan.getByRole('button', { name: 'Regresar' }));
    // Closed, and the page takes clicks again, before the next dialog is opened.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.body).not.toHaveStyle({ pointerEvents: 'none' }));

    await user.click(screen.getByRole('button', { name: 'Cancelar la suscripción' }));
    const cancel = within(
      await screen.findByRole('alertdialog', { name: '¿Seguro que quiere cancelar?' }),
    );
    expect(cancel.getByTestId('cancel-service-end')).toHaveTextContent(
      'Las recolecciones siguen hasta el 23 de diciembre',
    );
    expect(cancel.getByRole('button', { name: 'Mejor pausar' })).toBeInTheDocument();
    expect(cancel.getByRole('radio', { name: 'Me voy a mudar' })).toBeInTheDocument();
    await user.click(cancel.getByRole('radio', { name: 'Otro' }));
    expect(cancel.getByRole('textbox', { name: 'Cuéntenos más (opcional)' })).toBeInTheDocument();
  });

  test('the Schedule tab: the week, the holidays and the doorstep details', async () => {
    stubApi({
      ...signedInAs(LUCIA),
      'GET /api/service-schedules': { body: { upcoming: [], recent: [] } },
    });
    renderPage(<PickupSchedule subscription={ACTIVE} />, SPANISH);
    expect(screen.getByText('Su calendario semanal')).toBeInTheDocument();
    expect(
      screen.getByText(/^Deje sus bolsas cerradas en su puerta antes de las 8(:00)? a\.m\./),
    ).toBeInTheDocument();
    const week = within(screen.getByRole('list', { name: 'Días de recolección de la semana' }));
    expect(week.getByTitle('lunes')).toHaveTextContent('lun');
    expect(week.getAllByText('Día de recolección')).toHaveLength(3);
    expect(screen.getByText('Año Nuevo')).toBeInTheDocument();
    expect(screen.getByText('Código de la reja')).toBeInTheDocument();
    expect(screen.getByText('Ninguna')).toBeInTheDocument();
    expect(await screen.findByText(/^No hay recolecciones programadas/)).toBeInTheDocument();
  });

  test('the Billing tab: the plan, the card, every bill, and a refused update', async () => {
    stubApi({
      ...signedInAs(LUCIA),
      'GET /api/payments': { body: PAYMENTS },
      'GET /api/payments/config': {
        body: { card: 'sandbox', paypal: 'sandbox', stripePublishableKey: null },
      },
      [`POST /api/subscriptions/${ACTIVE.id}/payment-method`]: {
        status: 409,
        body: { message: PAYMENT_MESSAGES.paymentMethodOffline },
      },
    });
    const { user } = renderPage(
      <BillingPanel
        subscription={ACTIVE}
        paymentMethod={<PaymentMethodCard subscription={ACTIVE} />}
      />,
      SPANISH,
    );
    expect(screen.getByText('Plan actual')).toBeInTheDocument();
    expect(screen.getByText('Se cobran $35.00 al mes, automáticamente')).toBeInTheDocument();
    expect(screen.getByTestId('payment-method')).toHaveTextContent(
      'Visa terminada en 4242 (modo de prueba)',
    );
    const invoices = within(await screen.findByRole('list', { name: 'Facturas' }));
    expect(invoices.getByText('pagada')).toBeInTheDocument();
    expect(invoices.getByText('sin pagar')).toBeInTheDocument();
    expect(invoices.getByText('Número de recibo')).toBeInTheDocument();
    expect(
      invoices.getByRole('link', { name: 'Descargar el recibo KVT-2026-000123 en PDF' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar el método de pago' }));
    expect(
      await toastRegion().findByText(
        'Esta suscripción no se paga en línea. Contáctenos para cambiar su forma de pago.',
      ),
    ).toBeInTheDocument();
  });
});
