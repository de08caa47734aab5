import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { NOTIFICATION_MESSAGES, smsDisclosure } from '../../../../domain/notifications';
import { EN, translatorFor } from '../../../../domain/i18n/catalogue';
import type { NotificationSettings } from '../../../../domain/schemas/notifications';
import { renderPage, stubApi, toastRegion } from '../../../test/render';
import { NotificationSettingsCards } from './notification-settings-cards';

const awaitingReply = (phone: string) => EN('portal.notify.awaitingReply', { phone });
const picked = (kinds: string) => EN('portal.notify.picked', { kinds });
const stoppedByReply = (phone: string) => EN('portal.notify.stoppedByReply', { phone });

const SETTINGS: NotificationSettings = {
  reminderTime: '19:00',
  choices: [
    { type: 'pickup_reminder', channel: 'email', enabled: false },
    { type: 'pickup_reminder', channel: 'sms', enabled: false },
    { type: 'holiday_notice', channel: 'email', enabled: true },
    { type: 'holiday_notice', channel: 'sms', enabled: false },
    { type: 'service_update', channel: 'email', enabled: true },
    { type: 'service_update', channel: 'sms', enabled: false },
    { type: 'billing', channel: 'email', enabled: true },
    { type: 'billing', channel: 'sms', enabled: false },
    { type: 'account_security', channel: 'email', enabled: true },
  ],
  texts: { phone: null, on: false, awaitingReply: false, types: [], stoppedByReply: false },
  disclosure: smsDisclosure(EN),
};

const TEXT_SWITCHES = [
  'Pickup reminders by text',
  'Holiday notices by text',
  'Service updates by text',
  'Billing by text',
];

const render = (
  settings: NotificationSettings = SETTINGS,
  extra = {},
  language: 'en' | 'es' = 'en',
) => {
  const calls = stubApi({ 'GET /api/notifications/settings': { body: settings }, ...extra });
  return { ...renderPage(<NotificationSettingsCards />, { language }), calls };
};

describe('notification settings', () => {
  test('the switches, the locked security email and the reminder time are saved together', async () => {
    const { user, calls } = render(SETTINGS, {
      'PUT /api/notifications/settings': ({ body }: { body: unknown }) => ({
        body: { ...SETTINGS, ...(body as object) },
      }),
    });
    const form = within(await screen.findByRole('form', { name: 'Notification choices' }));
    const security = form.getByRole('checkbox', { name: 'Account security by email: always on' });
    expect(security).toBeChecked();
    expect(security).toBeDisabled();
    expect(form.getByText(/Always sent by email/)).toBeInTheDocument();
    expect(form.getByText(EN('portal.notify.textsAfterOptIn'))).toBeInTheDocument();
    // Before texts are on, every text switch is off and cannot be turned on.
    for (const name of TEXT_SWITCHES) {
      const box = form.getByRole('checkbox', { name: `${name}: off until you turn on texts` });
      expect(box).not.toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(form.getByRole('option', { name: '8:30 pm' })).toBeInTheDocument();

    await user.click(form.getByRole('checkbox', { name: 'Pickup reminders by email' }));
    await user.click(form.getByRole('checkbox', { name: 'Billing by email' }));
    await user.selectOptions(form.getByLabelText('Reminder time'), '8 pm');
    await user.click(form.getByRole('button', { name: 'Save notification settings' }));

    expect(await toastRegion().findByText(EN('portal.notify.saved'))).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'PUT')!.body as {
      reminderTime: string;
      choices: { type: string; channel: string; enabled: boolean }[];
    };
    expect(sent.reminderTime).toBe('20:00');
    expect(sent.choices).toContainEqual({
      type: 'pickup_reminder',
      channel: 'email',
      enabled: true,
    });
    expect(sent.choices).toContainEqual({ type: 'billing', channel: 'email', enabled: false });
    expect(sent.choices.filter((c) => c.channel === 'sms')).toEqual([]);
  });

  test('once texts are on, the text switches can be changed and are saved', async () => {
    const on: NotificationSettings = {
      ...SETTINGS,
      choices: SETTINGS.choices.map((c) =>
        c.type === 'pickup_reminder' && c.channel === 'sms' ? { ...c, enabled: true } : c,
      ),
      texts: { ...SETTINGS.texts, phone: '(281) 555-0142', on: true, types: ['pickup_reminder'] },
    };
    const { user, calls } = render(on, {
      'PUT /api/notifications/settings': { body: on },
    });
    const form = within(await screen.findByRole('form', { name: 'Notification choices' }));
    expect(form.getByRole('checkbox', { name: 'Pickup reminders by text' })).toBeChecked();
    expect(form.queryByText(EN('portal.notify.textsAfterOptIn'))).toBeNull();
    await user.click(form.getByRole('checkbox', { name: 'Service updates by text' }));
    await user.click(form.getByRole('button', { name: 'Save notification settings' }));
    expect(await toastRegion().findByText(EN('portal.notify.saved'))).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'PUT')!.body as {
      choices: { type: string; channel: string; enabled: boolean }[];
    };
    expect(sent.choices).toContainEqual({ type: 'service_update', channel: 'sms', enabled: true });
    expect(sent.choices).toContainEqual({ type: 'pickup_reminder', channel: 'sms', enabled: true });
  });

  test("the server's reason shows beside the switch it names", async () => {
    const { user } = render(SETTINGS, {
      'PUT /api/notifications/settings': {
        status: 400,
        body: {
          message: NOTIFICATION_MESSAGES.alwaysSent,
          errors: { 'choices.8.enabled': [NOTIFICATION_MESSAGES.alwaysSent] },
        },
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Notification choices' }));
    await user.click(form.getByRole('button', { name: 'Save notification settings' }));
    expect(await form.findByText(NOTIFICATION_MESSAGES.alwaysSent)).toBeInTheDocument();
  });

  test('turning texts on: nothing starts ticked, the number is checked, then a YES is asked for', async () => {
    const waiting: NotificationSettings = {
      ...SETTINGS,
      texts: {
        phone: '(281) 555-0142',
        on: false,
        awaitingReply: true,
        types: ['pickup_reminder', 'service_update'],
        stoppedByReply: false,
      },
    };
    const { user, calls } = render(SETTINGS, {
      'POST /api/notifications/texts': { body: waiting },
    });
    const form = within(await screen.findByRole('form', { name: 'Turn on texts' }));
    const consent = form.getByRole('checkbox', { name: /Msg & data rates may apply/ });
    expect(consent).not.toBeChecked();
    expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    await user.type(form.getByLabelText('Mobile number'), '555-0142');
    await user.click(form.getByRole('button', { name: 'Turn on texts' }));
    expect(await form.findByText(NOTIFICATION_MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(form.getByText(NOTIFICATION_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(form.getByText(NOTIFICATION_MESSAGES.textTypesRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    for (const kind of ['Pickup reminders', 'Holiday notices', 'Service updates', 'Billing']) {
      expect(form.getByRole('checkbox', { name: new RegExp(`^${kind}`) })).not.toBeChecked();
    }

    await user.clear(form.getByLabelText('Mobile number'));
    await user.type(form.getByLabelText('Mobile number'), '(281) 555-0142');
    await user.click(form.getByRole('checkbox', { name: /^Pickup reminders/ }));
    await user.click(form.getByRole('checkbox', { name: /^Service updates/ }));
    await user.click(consent);
    await user.click(form.getByRole('button', { name: 'Turn on texts' }));
    expect(await toastRegion().findByText(EN('portal.notify.textsSent'))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      phone: '+12815550142',
      types: ['pickup_reminder', 'service_update'],
      consent: true,
    });
    expect(screen.getByText(awaitingReply('(281) 555-0142'))).toBeVisible();
    expect(screen.getByText(picked('Pickup reminders and service updates'))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Turn off texts' })).toBeInTheDocument();
    // Still off in the grid until the YES.
    const choices = within(screen.getByRole('form', { name: 'Notification choices' }));
    expect(
      choices.getByRole('checkbox', {
        name: 'Pickup reminders by text: off until you turn on texts',
      }),
    ).not.toBeChecked();
  });

  test('texts stopped by a STOP reply say so and how to start again', async () => {
    render({
      ...SETTINGS,
      texts: {
        phone: '(281) 555-0142',
        on: false,
        awaitingReply: false,
        types: ['pickup_reminder'],
        stoppedByReply: true,
      },
    });
    expect(await screen.findByText(stoppedByReply('(281) 555-0142'))).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('(281) 555-0142');
  });

  test('a Spanish reader reads the settings, the opt-in and the server’s refusals in Spanish', async () => {
    const spanish: NotificationSettings = {
      ...SETTINGS,
      disclosure: smsDisclosure(translatorFor('es').t),
    };
    const calls = stubApi({
      'GET /api/notifications/settings': { body: spanish },
      'PUT /api/notifications/settings': {
        status: 400,
        body: {
          message: NOTIFICATION_MESSAGES.alwaysSent,
          errors: { 'choices.8.enabled': [NOTIFICATION_MESSAGES.alwaysSent] },
        },
      },
      'POST /api/notifications/texts': {
        status: 403,
        body: { message: NOTIFICATION_MESSAGES.textsNeedSubscription },
      },
    });
    const { user } = renderPage(<NotificationSettingsCards />, { language: 'es' });
    const form = within(await screen.findByRole('form', { name: 'Opciones de notificaciones' }));
    expect(screen.getByRole('heading', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(
      form.getByRole('checkbox', {
        name: 'Seguridad de la cuenta por correo electrónico: siempre activado',
      }),
    ).toBeDisabled();
    expect(
      form.getByRole('checkbox', {
        name: 'Recordatorios de recolección por mensaje de texto: desactivado hasta que active los mensajes de texto',
      }),
    ).toBeDisabled();
    expect(form.getByRole('option', { name: /^8:30\sp\.m\.$/ })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Guardar preferencias' }));
    expect(
      await form.findByText('Los correos de seguridad de la cuenta siempre se envían'),
    ).toBeInTheDocument();

    const texts = within(screen.getByRole('form', { name: 'Activar mensajes de texto' }));
    expect(texts.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/es/privacy-policy',
    );
    await user.type(texts.getByLabelText('Número de celular'), '555');
    await user.click(texts.getByRole('button', { name: 'Activar mensajes de texto' }));
    expect(
      await texts.findByText('Escriba un número de celular de EE. UU., como (281) 555-0142'),
    ).toBeInTheDocument();
    expect(texts.getByText('Elija al menos un tipo de mensaje')).toBeInTheDocument();
    expect(
      texts.getByText('Marque la casilla para aceptar recibir mensajes de texto'),
    ).toBeInTheDocument();

    await user.clear(texts.getByLabelText('Número de celular'));
    await user.type(texts.getByLabelText('Número de celular'), '(281) 555-0142');
    await user.click(texts.getByRole('checkbox', { name: /^Recordatorios de recolección/ }));
    await user.click(texts.getByRole('checkbox', { name: /Pueden aplicarse tarifas/ }));
    await user.click(texts.getByRole('button', { name: 'Activar mensajes de texto' }));
    expect(
      await texts.findByText(
        'Los mensajes de texto son para residentes con una suscripción. Primero elija un plan y luego active los mensajes.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(true);
  });

  test('a Spanish reader waiting to confirm reads the kinds picked as a Spanish list', async () => {
    render(
      {
        ...SETTINGS,
        texts: {
          phone: '(281) 555-0142',
          on: false,
          awaitingReply: true,
          types: ['pickup_reminder', 'holiday_notice', 'billing'],
          stoppedByReply: false,
        },
      },
      {},
      'es',
    );
    expect(
      await screen.findByText(
        'Cuando responda, le enviaremos: Recordatorios de recolección, avisos de días festivos y pagos y facturas.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Desactivar mensajes de texto' })).toBeVisible();
  });
});
