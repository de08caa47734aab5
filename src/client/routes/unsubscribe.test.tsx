import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { NOTIFICATION_MESSAGES } from '../../domain/notifications';
import { renderPage, stubApi } from '../test/render';
import Unsubscribe from './unsubscribe';

const LINK = '/unsubscribe?token=7.billing.20500.sig';

describe('/unsubscribe', () => {
  test('opening the link only asks what it turns off; the press turns it off', async () => {
    const calls = stubApi({
      'GET /api/notifications/unsubscribe': { body: { type: 'billing', label: 'Billing' } },
      'POST /api/notifications/unsubscribe': {
        body: { message: NOTIFICATION_MESSAGES.unsubscribed('Billing') },
      },
    });
    const { user } = renderPage(<Unsubscribe />, { path: LINK });
    expect(await screen.findByRole('heading', { name: 'Stop billing emails?' })).toBeVisible();
    expect(calls.map((c) => c.method)).toEqual(['GET']);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe from billing emails' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      NOTIFICATION_MESSAGES.unsubscribed('Billing'),
    );
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/notifications/unsubscribe',
      body: { token: '7.billing.20500.sig' },
    });
    expect(screen.getByRole('link', { name: 'Sign in to your settings' })).toHaveAttribute(
      'href',
      '/client-portal?tab=settings',
    );
  });

  test('an expired link says so, with no button', async () => {
    stubApi({
      'GET /api/notifications/unsubscribe': {
        status: 410,
        body: { message: NOTIFICATION_MESSAGES.unsubscribeExpired },
      },
    });
    renderPage(<Unsubscribe />, { path: LINK });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      NOTIFICATION_MESSAGES.unsubscribeExpired,
    );
    expect(screen.queryByRole('button', { name: /Unsubscribe from/ })).toBeNull();
  });

  test('a link without its token asks nothing of the server', async () => {
    const calls = stubApi({});
    renderPage(<Unsubscribe />, { path: '/unsubscribe' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      NOTIFICATION_MESSAGES.unsubscribeInvalid,
    );
    expect(calls).toEqual([]);
  });

  test('reads in Spanish for a Spanish reader', async () => {
    stubApi({
      'GET /api/notifications/unsubscribe': {
        body: { type: 'pickup_reminder', label: 'Pickup reminders' },
      },
      'POST /api/notifications/unsubscribe': {
        body: { message: NOTIFICATION_MESSAGES.unsubscribed('Pickup reminders') },
      },
    });
    const { user } = renderPage(<Unsubscribe />, { path: LINK, language: 'es' });
    expect(
      await screen.findByRole('heading', {
        name: '¿Dejar de recibir correos de recordatorios de recolección?',
      }),
    ).toBeVisible();
    expect(
      screen.getByText('La noche antes de cada día de recolección, a la hora que usted escoja.'),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: 'Cancelar los correos de recordatorios de recolección' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ya no recibirá correos de recordatorios de recolección.',
    );
    expect(
      screen.getByRole('link', { name: 'Inicie sesión para ver su configuración' }),
    ).toBeVisible();
  });

  test('an expired link says so in Spanish', async () => {
    stubApi({
      'GET /api/notifications/unsubscribe': {
        status: 410,
        body: { message: NOTIFICATION_MESSAGES.unsubscribeExpired },
      },
    });
    renderPage(<Unsubscribe />, { path: LINK, language: 'es' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace para cancelar correos ya venció.',
    );
  });
});
