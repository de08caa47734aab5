import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { EN } from '../../domain/i18n/catalogue';
import { MESSAGES } from '../../domain/messages';
import { renderPage, stubApi } from '../test/render';
import WaitlistConfirm from './waitlist-confirm';

const LINK = '/waitlist/confirm?token=abc123';

describe('/waitlist/confirm', () => {
  test('opening the link confirms nothing; the click does', async () => {
    const calls = stubApi({
      'POST /api/waitlist/confirm': { body: { message: MESSAGES.waitlistConfirmedText } },
    });
    const { user } = renderPage(<WaitlistConfirm />, { path: LINK });
    const confirm = await screen.findByRole('button', { name: EN('waitlist.confirm.button') });
    expect(screen.getByRole('heading', { name: EN('waitlist.confirm.title') })).toBeVisible();
    expect(calls).toEqual([]);

    await user.click(confirm);
    expect(
      await screen.findByRole('heading', { name: EN('waitlist.confirmed.title') }),
    ).toBeVisible();
    expect(screen.getByText(MESSAGES.waitlistConfirmedText)).toBeVisible();
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/waitlist/confirm', { token: 'abc123' }],
    ]);
  });

  test('a link that does not work says why and offers the waitlist again', async () => {
    stubApi({
      'POST /api/waitlist/confirm': {
        status: 400,
        body: { message: MESSAGES.waitlistInvalidToken },
      },
    });
    const { user } = renderPage(<WaitlistConfirm />, { path: LINK });
    await user.click(await screen.findByRole('button', { name: EN('waitlist.confirm.button') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.waitlistInvalidToken);
    expect(screen.getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
  });

  test('a link without its code offers the waitlist, no button', async () => {
    const calls = stubApi({});
    renderPage(<WaitlistConfirm />, { path: '/waitlist/confirm' });
    expect(await screen.findByRole('alert')).toHaveTextContent(EN('waitlist.confirm.noToken'));
    expect(screen.queryByRole('button', { name: EN('waitlist.confirm.button') })).toBeNull();
    expect(screen.getByRole('link', { name: 'Join the Waitlist' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("reads in Spanish for a Spanish reader, the server's refusal too", async () => {
    stubApi({
      'POST /api/waitlist/confirm': {
        status: 400,
        body: { message: MESSAGES.waitlistInvalidToken },
      },
    });
    const { user } = renderPage(<WaitlistConfirm />, { path: LINK, language: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Confirme su lugar en la lista de espera' }),
    ).toBeVisible();
    expect(screen.getByText('Usted entra en la lista de espera cuando confirma.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirmar mi lugar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace de confirmación no es válido o ya venció.',
    );
    expect(screen.getByRole('link', { name: 'Únase a la lista de espera' })).toHaveAttribute(
      'href',
      '/waitlist?lang=es',
    );
  });
});
