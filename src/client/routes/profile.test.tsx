import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import type { SubscriptionInfo } from '../../domain/schemas/payments';
import { CUSTOMER, renderPage, signedInAs, stubApi } from '../test/render';
import Profile from './profile';

const INFO: SubscriptionInfo = {
  account: {
    firstName: CUSTOMER.firstName,
    lastName: CUSTOMER.lastName,
    email: CUSTOMER.email,
    phone: CUSTOMER.phone,
    address: CUSTOMER.address,
    unit: CUSTOMER.unit,
    building: '',
    communityId: null,
    communityRequest: 'Elm Court',
    city: CUSTOMER.city,
    zip: CUSTOMER.zip,
  },
  pending: { subscriptionId: 41, plan: 'basic', gateCode: '1357', specialInstructions: '' },
  hasCurrent: false,
};

function renderProfile(info: SubscriptionInfo) {
  const calls = stubApi({
    ...signedInAs(CUSTOMER),
    'GET /api/subscriptions': { body: [] },
    'GET /api/subscription-info': { body: info },
  });
  return { calls, ...renderPage(<Profile />, { path: '/profile' }) };
}

describe('/profile', () => {
  test('a sign-up saved but never paid points to the payment step', async () => {
    renderProfile(INFO);
    const pointer = await screen.findByRole('region', { name: MESSAGES.unfinishedSignUpTitle });
    expect(pointer).toHaveTextContent(MESSAGES.unfinishedSignUpText('Basic'));
    expect(within(pointer).getByRole('link', { name: MESSAGES.continueToPayment })).toHaveAttribute(
      'href',
      '/subscribe?plan=basic',
    );
    expect(pointer).not.toHaveTextContent('41');
    // The empty list does not offer the plans again: the pointer says what to do.
    expect(await screen.findByText(MESSAGES.unfinishedSignUpEmpty)).toBeInTheDocument();
    expect(screen.queryByText('No subscriptions yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Plans' })).not.toBeInTheDocument();
  });

  test('without a pending checkout there is no pointer', async () => {
    const { calls } = renderProfile({ ...INFO, pending: null });
    expect(await screen.findByText('No subscriptions yet')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/subscription-info');
    expect(screen.queryByText(MESSAGES.unfinishedSignUpTitle)).not.toBeInTheDocument();
  });
});

describe('/profile for a Spanish reader', () => {
  test('greets the customer and names its tabs and account in Spanish', async () => {
    stubApi({
      ...signedInAs({ ...CUSTOMER, language: 'es' }),
      'GET /api/subscriptions': { body: [] },
      'GET /api/subscription-info': { body: { ...INFO, pending: null } },
    });
    const { user } = renderPage(<Profile />, { path: '/profile', language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Hola, Jordan' })).toBeInTheDocument();
    expect(screen.getByText('Administre su recolección en la puerta y su cuenta.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Cuenta' }));
    expect(await screen.findByText('Titular de la cuenta')).toBeInTheDocument();
    expect(screen.getByText('Apellido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
