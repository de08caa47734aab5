import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { CUSTOMER, renderPage, stubApi, toastRegion } from '../test/render';
import Login from './login';

describe('/login', () => {
  test('asks for an email and a password before sending anything', async () => {
    const calls = stubApi({});
    const { user } = renderPage(<Login />, { path: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'jordan');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    // The resolver validates asynchronously: the first message is awaited.
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(calls).toEqual([]);
  });

  test('signs in, greets the customer by first name and opens the profile', async () => {
    const calls = stubApi({ 'POST /api/login': { body: CUSTOMER } });
    const { user } = renderPage(<Login />, { path: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Now at /profile')).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/login',
        body: { username: 'jordan@example.com', password: 'correct-horse' },
      }),
    ]);
    expect(toastRegion().getByText('Welcome back, Jordan!')).toBeInTheDocument();
  });

  test('a porter lands on the crew app, a page of its own that the browser loads', async () => {
    stubApi({ 'POST /api/login': { body: { ...CUSTOMER, role: 'porter' } } });
    const load = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = renderPage(<Login />, { path: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'crew-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('/crew'));
    expect(screen.queryByText('Now at /crew')).not.toBeInTheDocument();
  });

  test("a refused sign-in shows the server's reason and keeps the form", async () => {
    stubApi({
      'POST /api/login': { status: 401, body: { message: 'Invalid username or password' } },
    });
    const { user } = renderPage(<Login />, { path: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(toastRegion().getByText('Login failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('jordan@example.com');
  });
});

describe('/login for a Spanish reader', () => {
  test('asks in Spanish and says in Spanish what is missing', async () => {
    stubApi({});
    const { user } = renderPage(<Login />, { path: '/login', language: 'es' });
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.type(screen.getByLabelText('Correo electrónico'), 'jordan');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(await screen.findByText('Escriba un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Escriba su contraseña',
    );
  });

  test("shows the server's refusal, and the welcome, in Spanish", async () => {
    let refuse = true;
    stubApi({
      'POST /api/login': () =>
        refuse
          ? { status: 401, body: { message: 'Invalid username or password' } }
          : { body: CUSTOMER },
    });
    const { user } = renderPage(<Login />, { path: '/login', language: 'es' });
    await user.type(screen.getByLabelText('Correo electrónico'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El correo o la contraseña no son correctos',
    );
    expect(toastRegion().getByText('No pudo iniciar sesión')).toBeInTheDocument();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Now at /profile')).toBeInTheDocument();
    expect(toastRegion().getByText('¡Hola de nuevo, Jordan!')).toBeInTheDocument();
  });
});
