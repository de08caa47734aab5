import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { smsDisclosure } from '../../../../domain/notifications';
import { EN } from '../../../../domain/i18n/catalogue';
import type { CustomerNotifications } from '../../../../domain/schemas/notifications';
import { renderPage, stubApi } from '../../../test/render';
import { CustomerNotificationsDialog } from './customer-notifications-dialog';

const VIEW: CustomerNotifications = {
  customerName: 'Dana Reyes',
  settings: {
    reminderTime: '18:30',
    choices: [
      { type: 'pickup_reminder', channel: 'email', enabled: false },
      { type: 'pickup_reminder', channel: 'sms', enabled: true },
      { type: 'billing', channel: 'email', enabled: false },
      { type: 'account_security', channel: 'email', enabled: true },
    ],
    texts: {
      phone: '(281) 555-0145',
      on: true,
      awaitingReply: false,
      types: ['pickup_reminder'],
      stoppedByReply: false,
    },
    disclosure: smsDisclosure(EN),
  },
  consents: [
    {
      at: '2026-11-24T14:20:00.000Z',
      event: 'opt_in',
      source: 'settings',
      phone: '(281) 555-0145',
      ip: '203.0.113.9',
    },
  ],
  log: [
    {
      at: '2026-11-24T14:21:00.000Z',
      type: 'service_update',
      channel: 'sms',
      recipient: '+12815550145',
      subject: null,
      status: 'undelivered',
      providerStatus: 'undelivered',
    },
    {
      at: '2026-11-23T14:21:00.000Z',
      type: 'holiday_notice',
      channel: 'email',
      recipient: 'dana@example.com',
      subject: 'No pickup Thursday',
      status: 'sent',
      providerStatus: null,
    },
  ],
};

describe("a customer's notifications in the office", () => {
  test('the choices, the consent with its time and IP, and what was sent with its status', async () => {
    const calls = stubApi({ 'GET /api/admin/users/12/notifications': { body: VIEW } });
    const { user } = renderPage(<CustomerNotificationsDialog userId={12} name="Dana Reyes" />);
    // Nothing is asked until the dialog opens.
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Notifications of Dana Reyes' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(/Reminders at 6:30 pm/)).toHaveTextContent(
      'Texts: On, to (281) 555-0145',
    );
    const consent = dialog.getByRole('list', { name: 'Consent history' });
    expect(consent).toHaveTextContent('Agreed to texts · (281) 555-0145 · Account settings');
    expect(consent).toHaveTextContent('from 203.0.113.9');
    const sent = within(dialog.getByRole('list', { name: 'Messages sent' })).getAllByRole(
      'listitem',
    );
    expect(sent[0]).toHaveTextContent(
      'Service updates by text · Not delivered (carrier: undelivered)',
    );
    expect(sent[0]).toHaveTextContent('(281) 555-0145');
    expect(sent[1]).toHaveTextContent('Holiday notices by email · Sent');
    expect(sent[1]).toHaveTextContent('No pickup Thursday · dana@example.com');
  });

  test('a number that has not answered YES yet shows as waiting, not on', async () => {
    const waiting: CustomerNotifications = {
      ...VIEW,
      settings: {
        ...VIEW.settings,
        texts: { ...VIEW.settings.texts, on: false, awaitingReply: true },
      },
    };
    stubApi({ 'GET /api/admin/users/12/notifications': { body: waiting } });
    const { user } = renderPage(<CustomerNotificationsDialog userId={12} name="Dana Reyes" />);
    await user.click(screen.getByRole('button', { name: 'Notifications of Dana Reyes' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(/Reminders at 6:30 pm/)).toHaveTextContent(
      'Texts: Waiting for a YES reply from (281) 555-0145',
    );
  });
});
