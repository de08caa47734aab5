import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { addDays, serviceClock } from '../../../../domain/pickup-calendar';
import type { AdminSubscription } from '../../../../domain/schemas/admin';
import { renderPage, stubApi } from '../../../test/render';
import { ScheduleServiceDialog } from './schedule-service-dialog';

const subscription = (
  id: number,
  customerName: string,
  address: string,
  plan: AdminSubscription['plan'],
): AdminSubscription => ({
  id,
  userId: id + 100,
  plan,
  price: 3500,
  status: 'active',
  payer: 'resident',
  gateCode: null,
  specialInstructions: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  pausedAt: null,
  pauseEndsAt: null,
  returnsOn: null,
  pauseDaysLeft: 30,
  provider: 'stripe',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  pendingPlan: null,
  pendingPlanAt: null,
  nextCharge: null,
  pastDue: null,
  serviceEndsAt: null,
  card: null,
  customerName,
  address,
  unit: '12',
  city: 'Katy',
});

const JORDAN = subscription(4, 'Jordan Rivera', '23500 Cinco Ranch Blvd', 'standard');
const SAM = subscription(5, 'Sam Patel', '21000 Highland Knolls Dr', 'premium');

describe('Schedule New Service', () => {
  test('lists subscriptions by number, plan and price with the customer, and keeps the one chosen while searching', async () => {
    const calls = stubApi({
      'GET /api/admin/subscriptions': ({ url }) => {
        const q = url.searchParams.get('q') ?? '';
        const rows = [JORDAN, SAM].filter((s) => s.customerName.toLowerCase().includes(q));
        return { body: rows, headers: { 'X-Total-Count': String(rows.length) } };
      },
      'POST /api/admin/service-schedules': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: 77, createdAt: '', completedAt: null },
      }),
    });
    const { user } = renderPage(<ScheduleServiceDialog />);
    await user.click(screen.getByRole('button', { name: 'Schedule Service' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule New Service' });
    const customers = within(dialog).getByRole('group', { name: 'Customer' });

    const jordan = await within(customers).findByRole('radio', { name: /Jordan Rivera/ });
    expect(jordan.closest('label')).toHaveTextContent(
      '#4 - Standard ($35.00)Jordan Rivera23500 Cinco Ranch Blvd, Unit 12, KatyMon, Wed and Fri',
    );
    expect(within(customers).getByRole('radio', { name: /Sam Patel/ })).toBeInTheDocument();
    // Only active subscriptions are offered.
    expect(calls[0]?.url.searchParams.get('status')).toBe('active');

    await user.click(within(dialog).getByRole('button', { name: 'Create Schedule' }));
    expect(within(customers).getByText('Subscription ID is required')).toBeInTheDocument();

    await user.click(jordan);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a customer' }), 'sam');
    await waitFor(() =>
      expect(
        within(customers)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual([expect.stringContaining('Jordan Rivera'), expect.stringContaining('Sam Patel')]),
    );
    expect(within(customers).getByRole('radio', { name: /Jordan Rivera/ })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Pick a date' }));
    const today = serviceClock(new Date()).date;
    const tomorrow = addDays(today, 1);
    if (tomorrow.slice(0, 7) !== today.slice(0, 7)) {
      await user.click(screen.getByRole('button', { name: /next month/i }));
    }
    await user.click(document.querySelector<HTMLButtonElement>(`[data-day="${tomorrow}"] button`)!);
    await user.click(within(dialog).getByRole('button', { name: 'Create Schedule' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        subscriptionId: JORDAN.id,
        serviceDate: tomorrow,
        status: 'scheduled',
        notes: '',
      }),
    );
  });
});
