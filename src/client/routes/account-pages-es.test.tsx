import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderPage, stubApi, toastRegion } from '../test/render';
import { ChangeEmailForm } from '../features/account/components/change-email-form';
import ConfirmEmail from './confirm-email';
import ForgotPassword from './forgot-password';
import NotFound from './not-found';
import ResetPassword from './reset-password';

// The account pages a signed-out resident reaches from an email or a link, as a Spanish reader
// sees them: their words, and the server's answers, in Spanish.

const SIGNED_OUT = { 'GET /api/user': { status: 401, body: { message: 'Not signed in' } } };

describe('the account pages in Spanish', () => {
  test('forgot password: asks for the email, checks it, and says the link is on its way', async () => {
    const calls = stubApi({
      ...SIGNED_OUT,
      'POST /api/forgot-password': { body: { message: 'ok' } },
    });
    const { user } = renderPage(<ForgotPassword />, { path: '/forgot-password', language: 'es' });
    expect(
      await screen.findByRole('heading', { name: '¿Olvidó su contraseña?' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'jordan');
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect(await screen.findByText('Escriba un correo electrónico válido')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Correo electrónico'));
    await user.type(screen.getByLabelText('Correo electrónico'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect(await screen.findByText(/Le enviamos un enlace a su correo/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { email: 'jordan@example.com' },
    ]);
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('forgot password: a busy server’s wait is said in Spanish', async () => {
    stubApi({
      ...SIGNED_OUT,
      'POST /api/forgot-password': {
        status: 429,
        body: { message: 'Too many attempts. Please wait 15 minutes and try again.' },
      },
    });
    const { user } = renderPage(<ForgotPassword />, { path: '/forgot-password', language: 'es' });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Espere 15 minutos e intente de nuevo.',
    );
  });

  test('reset password: an expired link says so and offers a new one', async () => {
    stubApi({
      ...SIGNED_OUT,
      'GET /api/reset-password/verify': {
        status: 400,
        body: { message: 'Invalid or expired token' },
      },
    });
    renderPage(<ResetPassword />, { path: '/reset-password?token=old', language: 'es' });
    expect(await screen.findByText('Este enlace no sirve o ya venció.')).toBeInTheDocument();
    expect(screen.getByText('Cada enlace sirve una sola vez y vence en 1 hora.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('reset password: a good link asks for the new password twice, in Spanish', async () => {
    stubApi({
      ...SIGNED_OUT,
      'GET /api/reset-password/verify': { body: { valid: true } },
      'POST /api/reset-password': { body: { message: 'ok' } },
    });
    const { user } = renderPage(<ResetPassword />, {
      path: '/reset-password?token=fresh',
      language: 'es',
    });
    await user.type(await screen.findByLabelText('Contraseña nueva'), 'new-password');
    await user.type(screen.getByLabelText('Confirme la contraseña nueva'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña' }));
    expect(await screen.findByRole('heading', { name: 'Contraseña cambiada' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('confirm email: the change is confirmed with a click and said in Spanish', async () => {
    stubApi({
      'POST /api/account/email/confirm': {
        body: { message: 'Your sign-in email is now new@example.com.', email: 'new@example.com' },
      },
    });
    const { user } = renderPage(<ConfirmEmail />, {
      path: '/confirm-email?token=abc',
      language: 'es',
    });
    await user.click(screen.getByRole('button', { name: 'Confirmar el correo nuevo' }));
    expect(await screen.findByText('Ahora usted inicia sesión con new@example.com.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a su cuenta' })).toHaveAttribute(
      'href',
      '/client-portal',
    );
  });

  test('confirm email: a used link is refused in Spanish', async () => {
    stubApi({
      'POST /api/account/email/confirm': {
        status: 400,
        body: { message: 'This link is invalid or has expired. Ask for a new one in your portal.' },
      },
    });
    const { user } = renderPage(<ConfirmEmail />, {
      path: '/confirm-email?token=used',
      language: 'es',
    });
    await user.click(screen.getByRole('button', { name: 'Confirmar el correo nuevo' }));
    expect(
      await screen.findByText('Este enlace no sirve o ya venció. Pida uno nuevo en su cuenta.'),
    ).toBeVisible();
  });

  test('change email: asks for the password and says where the link went, in Spanish', async () => {
    stubApi({
      'POST /api/account/email': {
        body: {
          message:
            'We sent a confirmation link to new@example.com. Your email changes when you follow it.',
        },
      },
    });
    let sent = '';
    const { user } = renderPage(
      <ChangeEmailForm onSent={(message) => (sent = message)} onCancel={() => {}} />,
      { language: 'es' },
    );
    expect(screen.getByRole('form', { name: 'Cambiar el correo electrónico' })).toBeVisible();
    await user.type(screen.getByLabelText('Correo electrónico nuevo'), 'new@example.com');
    await user.type(screen.getByLabelText('Contraseña actual'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect(await toastRegion().findByText('Revise su correo nuevo')).toBeInTheDocument();
    expect(sent).toBe(
      'Le enviamos un enlace de confirmación a new@example.com. Su correo cambiará cuando lo abra.',
    );
  });

  test('not found: says so in Spanish and leads to the Spanish home page', () => {
    renderPage(<NotFound />, { path: '/nowhere', language: 'es' });
    expect(
      screen.getByRole('heading', { name: '404: no encontramos la página' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
  });
});
