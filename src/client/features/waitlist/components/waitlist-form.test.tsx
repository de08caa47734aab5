import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../../../domain/messages';
import { renderPage, stubApi } from '../../../test/render';
import { WaitlistForm } from './waitlist-form';

describe('the waitlist form', () => {
  test('reads in Spanish for a Spanish reader and sends Spanish as the language', async () => {
    const calls = stubApi({
      'POST /api/waitlist': { status: 202, body: { message: MESSAGES.waitlistCheckEmailText } },
    });
    const { user } = renderPage(<WaitlistForm zip="60601" kind={undefined} />, {
      path: '/waitlist',
      language: 'es',
    });
    await user.click(screen.getByRole('button', { name: 'Unirme a la lista de espera' }));
    expect(await screen.findByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Escriba un correo electrónico válido',
    );
    expect(screen.getByText('Escoja apartamento o casa')).toBeVisible();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com');
    await user.click(screen.getByRole('radio', { name: 'Casa' }));
    await user.click(screen.getByRole('button', { name: 'Unirme a la lista de espera' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Revise su correo para confirmar');
    expect(calls.map((c) => c.body)).toEqual([
      { email: 'lucia@example.com', zip: '60601', kind: 'house', language: 'es' },
    ]);
  });

  test("shows the server's refusal under the ZIP code in Spanish", async () => {
    stubApi({
      'POST /api/waitlist': {
        status: 409,
        body: {
          message: MESSAGES.waitlistZipServed,
          errors: { zip: [MESSAGES.waitlistZipServed] },
        },
      },
    });
    const { user } = renderPage(<WaitlistForm zip="77494" kind="apartment" />, {
      path: '/waitlist',
      language: 'es',
    });
    await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.com');
    await user.click(screen.getByRole('button', { name: 'Unirme a la lista de espera' }));
    await screen.findByText(/Buenas noticias/);
    expect(screen.getByLabelText('Código postal')).toHaveAccessibleDescription(
      'Buenas noticias: ya damos servicio en este código postal. Regístrese para empezar el servicio.',
    );
  });
});
