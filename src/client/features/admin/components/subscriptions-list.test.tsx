import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { AdminSubscription } from '../../../../domain/schemas/admin';
import { renderPage, stubApi } from '../../../test/render';
import { SubscriptionsList } from './subscriptions-list';

const JORDAN: AdminSubscription = {
  id: 42,
  userId: 7,
  plan: 'standard',
  price: 3500,
  status: 'active',
  gateCode: '#4821',
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
  payer: 'resident',
  customerName: 'Jordan Rivera',
  address: '23500 Cinco Ranch Blvd',
  unit: '1204',
  city: 'Katy',
};

describe('the office subscriptions list', () => {
  test('leads each row with the subscription’s number and its customer’s', async () => {
    stubApi({
      'GET /api/admin/subscriptions': { body: [JORDAN], headers: { 'X-Total-Count': '1' } },
    });
    renderPage(<SubscriptionsList />);
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'User ID', 'Customer', 'Plan', 'Price', 'Status', 'Gate Code', 'Created']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.slice(0, 2).map((td) => td.textContent)).toEqual(['#42', '#7']);
    expect(cells[2]).toHaveTextContent('Jordan Rivera');
  });
});
