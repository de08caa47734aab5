import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { translatorFor } from '../../domain/i18n/catalogue';
import { MESSAGES } from '../../domain/messages';
import { ACCOUNT, fillAccountFields, savedSignUp } from '../test/account';
import { CUSTOMER, renderPage, signedInAs, stubApi, toastRegion } from '../test/render';
import Signup from './signup';

const KATY = {
  'GET /api/service-area/77494': {
    body: {
      zip: '77494',
      served: true,
      city: 'Katy',
      communities: [
        { id: 3, name: 'Cinco Ranch Apartments', street: '1 Cinco Blvd' },
        { id: 4, name: 'Grand Parkway Lofts', street: '2 Grand Pkwy' },
      ],
    },
  },
  'GET /api/service-area/90210': {
    body: { zip: '90210', served: false, city: null, communities: [] },
  },
};

describe('/signup', () => {
  test('an empty form shows each field its own message and sends nothing', async () => {
    const calls = stubApi({});
    const { user } = renderPage(<Signup />, { path: '/signup' });
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));

    const messages: Record<string, string> = {
      'First name': 'First name is required',
      'Last name': 'Last name is required',
      Email: 'Invalid email address',
      Phone: 'Valid phone number is required',
      Password: 'Password must be at least 8 characters',
      'Street address': 'Address is required',
      'Apartment / Unit': 'Apartment/Unit number is required',
      City: 'City is required',
      'ZIP code': 'ZIP code is required',
      Community: MESSAGES.communityRequired,
    };
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    for (const [label, message] of Object.entries(messages)) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/I agree to the/)).toHaveAccessibleDescription(
      'You must agree to the terms and conditions',
    );
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  test('a ZIP code we do not serve says so at once and offers the waitlist', async () => {
    stubApi(KATY);
    const { user } = renderPage(<Signup />, { path: '/signup' });
    await user.type(await screen.findByLabelText('ZIP code'), '90210');
    await waitFor(() =>
      expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(MESSAGES.zipNotServed),
    );
    expect(screen.getByRole('link', { name: MESSAGES.joinWaitlist })).toHaveAttribute(
      'href',
      '/waitlist?zip=90210',
    );
    expect(screen.getByRole('combobox', { name: 'Community' })).toBeDisabled();
  });

  test("a link's ZIP code is filled in, its city and communities follow", async () => {
    stubApi(KATY);
    renderPage(<Signup />, { path: '/signup?zip=77494' });
    expect(await screen.findByLabelText('ZIP code')).toHaveValue('77494');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Katy'));
    expect(screen.getByRole('combobox', { name: 'Community' })).toBeEnabled();
  });

  test('the city is not written while the customer is in its field', async () => {
    stubApi(KATY);
    const { user } = renderPage(<Signup />, { path: '/signup' });
    const zip = await screen.findByLabelText('ZIP code');
    await user.click(screen.getByLabelText('City'));
    // The ZIP code arrives (autofill, a paste in another window) while the cursor is in City.
    fireEvent.change(zip, { target: { value: '77494' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Community' })).toBeEnabled());
    expect(screen.getByLabelText('City')).toHaveValue('');
  });

  test('a ZIP code in the link that is not one is left out', async () => {
    stubApi(KATY);
    renderPage(<Signup />, { path: '/signup?zip=7749x' });
    expect(await screen.findByLabelText('ZIP code')).toHaveValue('');
  });

  test('stores everything on the server in one step, then goes to payment', async () => {
    const calls = stubApi({
      ...KATY,
      'POST /api/subscription-info': { status: 201, body: { subscriptionId: 9 } },
    });
    const { user } = renderPage(<Signup />, { path: '/signup?plan=basic' });
    await user.click(await screen.findByRole('radio', { name: /Premium/ }));
    await fillAccountFields(user);
    // The community picker: typed to filter, chosen with the keyboard.
    const community = screen.getByRole('combobox', { name: 'Community' });
    await waitFor(() => expect(community).toBeEnabled());
    await user.type(community, 'grand');
    const list = screen.getByRole('listbox', { name: 'Communities' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Grand Parkway Lofts2 Grand Pkwy', MESSAGES.communityNotListed]);
    await user.keyboard('{Enter}');
    expect(community).toHaveValue('Grand Parkway Lofts');
    await user.type(screen.getByLabelText('Building (optional)'), '7');
    await user.type(screen.getByLabelText('Gate code (optional)'), '1357');
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Now at /subscribe?plan=premium')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/subscription-info',
        body: {
          ...ACCOUNT,
          plan: 'premium',
          building: '7',
          communityId: 4,
          communityRequest: '',
          gateCode: '1357',
          specialInstructions: '',
          agreeToTerms: true,
          language: 'en',
        },
      }),
    ]);
    expect(toastRegion().getByText(MESSAGES.signupSavedTitle)).toBeInTheDocument();
  });

  test("My community isn't listed asks for its name", async () => {
    stubApi(KATY);
    const { user } = renderPage(<Signup />, { path: '/signup' });
    await user.type(await screen.findByLabelText('ZIP code'), '77494');
    const community = screen.getByRole('combobox', { name: 'Community' });
    await waitFor(() => expect(community).toBeEnabled());
    await user.click(community);
    await user.click(screen.getByRole('option', { name: MESSAGES.communityNotListed }));
    await user.type(screen.getByLabelText('Community name'), 'Elm Court');
    expect(screen.getByLabelText('Community name')).toHaveValue('Elm Court');
  });

  test("the server's answer lands under the field it is about", async () => {
    stubApi({
      ...KATY,
      'POST /api/subscription-info': {
        status: 409,
        body: {
          message: 'An account with this email already exists',
          errors: { email: ['An account with this email already exists'] },
        },
      },
    });
    const { user } = renderPage(<Signup />, { path: '/signup' });
    await screen.findByRole('button', { name: 'Continue to Payment' });
    await fillAccountFields(user);
    const community = screen.getByRole('combobox', { name: 'Community' });
    await waitFor(() => expect(community).toBeEnabled());
    await user.click(community);
    await user.click(screen.getByRole('option', { name: /Cinco Ranch/ }));
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );
    expect(toastRegion().getByText('Registration failed')).toBeInTheDocument();
  });

  test('a signed-in customer finds the form filled from the server and corrects it', async () => {
    const info = savedSignUp({ account: { building: '7' }, pending: { gateCode: '1357' } });
    const calls = stubApi({
      ...signedInAs(CUSTOMER),
      ...KATY,
      'GET /api/subscription-info': { body: info },
      'PUT /api/subscription-info': { body: { subscriptionId: 9 } },
    });
    const { user } = renderPage(<Signup />, { path: '/signup' });
    const first = await screen.findByLabelText('First name');
    expect(first).toHaveValue('Jordan');
    expect(screen.getByLabelText('Gate code (optional)')).toHaveValue('1357');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Community' })).toHaveValue(
        'Cinco Ranch Apartments',
      ),
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.clear(first);
    await user.type(first, 'Robin');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText('Now at /subscribe?plan=basic')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      ...info.account,
      firstName: 'Robin',
      plan: 'basic',
      gateCode: '1357',
      subscriptionId: 9,
    });
  });
});

/** The form filled as a Spanish reader sees it: each field by its Spanish label. */
async function fillSpanish(user: UserEvent) {
  const labels: Record<keyof typeof ACCOUNT, string> = {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    password: 'Contraseña',
    address: 'Dirección',
    unit: 'Apartamento / Unidad',
    city: 'Ciudad',
    zip: 'Código postal',
  };
  for (const [field, label] of Object.entries(labels)) {
    await user.type(screen.getByLabelText(label), ACCOUNT[field as keyof typeof ACCOUNT]);
  }
  const community = screen.getByRole('combobox', { name: 'Comunidad' });
  await waitFor(() => expect(community).toBeEnabled());
  await user.click(community);
  await user.click(screen.getByRole('option', { name: /Cinco Ranch/ }));
  await user.click(screen.getByLabelText(/Acepto los/));
}

describe('/signup in Spanish', () => {
  const es = translatorFor('es').t;

  test('every label and each field’s message is in Spanish', async () => {
    stubApi({});
    const { user } = renderPage(<Signup />, { path: '/signup?lang=es', language: 'es' });
    expect(screen.getByRole('heading', { name: 'Regístrese' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escriba su nombre'),
    );
    expect(screen.getByLabelText('Código postal')).toHaveAccessibleDescription(
      'Escriba su código postal',
    );
    expect(screen.getByRole('combobox', { name: 'Comunidad' })).toHaveAccessibleDescription(
      es('signup.error.community'),
    );
    expect(screen.getByLabelText(/Acepto los/)).toHaveAccessibleDescription(
      'Debe aceptar los términos y condiciones',
    );
    expect(screen.getByRole('link', { name: 'Términos del servicio' })).toHaveAttribute(
      'href',
      '/es/terms-of-service',
    );
  });

  test('the account’s language starts as the one on show and is sent as chosen', async () => {
    const calls = stubApi({
      ...KATY,
      'POST /api/subscription-info': { status: 201, body: { subscriptionId: 9 } },
    });
    const { user } = renderPage(<Signup />, { path: '/signup', language: 'es' });
    const language = screen.getByRole('group', { name: 'Idioma' });
    expect(within(language).getByRole('radio', { name: 'Español' })).toBeChecked();
    await fillSpanish(user);
    await user.click(screen.getByRole('button', { name: 'Continuar al pago' }));

    expect(await screen.findByText('Now at /subscribe?plan=standard')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ language: 'es' });
    expect(toastRegion().getByText('Información guardada')).toBeInTheDocument();
  });

  test('a field the server refuses shows its reason in Spanish', async () => {
    stubApi({
      ...KATY,
      'POST /api/subscription-info': {
        status: 409,
        body: { message: MESSAGES.emailTaken, errors: { email: [MESSAGES.emailTaken] } },
      },
    });
    const { user } = renderPage(<Signup />, { path: '/signup', language: 'es' });
    await fillSpanish(user);
    await user.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
        'Ya existe una cuenta con este correo electrónico',
      ),
    );
  });
});
