import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
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
    const confirm = await screen.findByRole('button', { name: MESSAGES.waitlistConfirmButton });
    expect(screen.getByRole('heading', { name: MESSAGES.waitlistConfirmTitle })).toBeVisible();
    expect(calls).toEqual([]);

    await user.click(confirm);
    expect(
      await screen.findByRole('heading', { name: MESSAGES.waitlistConfirmedTitle }),
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
    await user.click(await screen.findByRole('button', { name: MESSAGES.waitlistConfirmButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.waitlistInvalidToken);
    expect(screen.getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute(
      'href',
      '/waitlist',
    );
  });

  test('a link without its code offers the waitlist, no button', async () => {
    const calls = stubApi({});
    renderPage(<WaitlistConfirm />, { path: '/waitlist/confirm' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.waitlistNoToken);
    expect(screen.queryByRole('button', { name: MESSAGES.waitlistConfirmButton })).toBeNull();
    expect(screen.getByRole('link', { name: 'Join the Waitlist' })).toBeVisible();
    expect(calls).toEqual([]);
  });
});
