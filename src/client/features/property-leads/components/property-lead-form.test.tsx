import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { EN, translatorFor } from '../../../../domain/i18n/catalogue';
import type { PlainMessageId } from '../../../../domain/i18n/translate';
import { PROPERTY_LEAD_TEXT as TEXT } from '../../../../domain/property-leads';
import { renderPage, stubApi, toastRegion } from '../../../test/render';
import { PropertyLeadForm } from './property-lead-form';

const LEAD = {
  propertyName: 'Cinco Ranch Commons',
  doors: '240',
  contactName: 'Morgan Ellis',
  email: 'morgan@example.com',
  phone: '281-555-0142',
  message: 'Three buildings, gated.',
};

async function fill(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Community name'), LEAD.propertyName);
  await user.type(screen.getByLabelText('Number of doors'), LEAD.doors);
  await user.type(screen.getByLabelText('Your name'), LEAD.contactName);
  await user.type(screen.getByLabelText('Email'), LEAD.email);
  await user.type(screen.getByLabelText('Phone (optional)'), LEAD.phone);
  await user.type(screen.getByLabelText('Message (optional)'), LEAD.message);
}

const send = () => screen.getByRole('button', { name: 'Send Request' });

describe('property lead form', () => {
  test('names each missing or malformed field under it, and sends nothing', async () => {
    const calls = stubApi({});
    const { user } = renderPage(<PropertyLeadForm />);
    await user.type(screen.getByLabelText('Number of doors'), '9000');
    await user.type(screen.getByLabelText('Email'), 'morgan@');
    await user.type(screen.getByLabelText('Phone (optional)'), '555-0142');
    await user.click(send());

    await waitFor(() =>
      expect(screen.getByLabelText('Community name')).toHaveAccessibleDescription(
        TEXT.propertyNameRequired,
      ),
    );
    expect(screen.getByLabelText('Number of doors')).toHaveAccessibleDescription(TEXT.doorsInvalid);
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
      TEXT.contactNameRequired,
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(TEXT.emailInvalid);
    expect(screen.getByLabelText('Phone (optional)')).toHaveAccessibleDescription(
      TEXT.phoneInvalid,
    );
    expect(screen.getByLabelText('Message (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Community name')).toHaveFocus();
    expect(calls).toEqual([]);

    // A fixed field loses its message as it is typed.
    await user.type(screen.getByLabelText('Community name'), LEAD.propertyName);
    await waitFor(() =>
      expect(screen.getByLabelText('Community name')).not.toHaveAttribute('aria-invalid'),
    );
  });

  test('sends the lead as the schema reads it, thanks the visitor and clears the form', async () => {
    const calls = stubApi({ 'POST /api/property-leads': { status: 201, body: { message: 'ok' } } });
    const { user } = renderPage(<PropertyLeadForm />);
    await fill(user);
    await user.click(send());

    expect(await toastRegion().findByText(EN('site.management.lead.sentText'))).toBeInTheDocument();
    expect(toastRegion().getByText(EN('site.management.lead.sentTitle'))).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { ...LEAD, doors: 240, phone: '(281) 555-0142', website: '' },
    ]);
    expect(screen.getByLabelText('Community name')).toHaveValue('');
  });

  test("a failed send says why and keeps what was typed, with the server's field messages", async () => {
    stubApi({
      'POST /api/property-leads': {
        status: 400,
        body: {
          message: 'Please check the form',
          errors: { email: ['Enter a valid email address'] },
        },
      },
    });
    const { user } = renderPage(<PropertyLeadForm />);
    await fill(user);
    await user.click(send());

    expect(
      await toastRegion().findByText(
        EN('site.management.lead.failed', { reason: 'Please check the form' }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(TEXT.emailInvalid);
    expect(screen.getByLabelText('Community name')).toHaveValue(LEAD.propertyName);
    expect(screen.getByLabelText('Message (optional)')).toHaveValue(LEAD.message);
    expect(send()).toBeEnabled();
  });
});

describe('property lead form on a Spanish page', () => {
  const ES = translatorFor('es').t;
  const field = (id: PlainMessageId) => screen.getByLabelText(ES(id));

  test("labels and names each field in Spanish, the server's messages too", async () => {
    stubApi({
      'POST /api/property-leads': {
        status: 400,
        body: {
          message: TEXT.emailInvalid,
          errors: { email: [TEXT.emailInvalid] },
        },
      },
    });
    const { user } = renderPage(<PropertyLeadForm />, { language: 'es' });
    expect(screen.getByRole('form', { name: ES('site.management.lead.form') })).toBeVisible();
    await user.type(field('site.management.lead.doors'), '9000');
    await user.type(field('site.management.lead.phone'), '555-0142');
    const sendButton = screen.getByRole('button', { name: ES('site.management.lead.send') });
    await user.click(sendButton);

    await waitFor(() =>
      expect(field('site.management.lead.propertyName')).toHaveAccessibleDescription(
        ES('site.management.lead.error.propertyName'),
      ),
    );
    expect(field('site.management.lead.doors')).toHaveAccessibleDescription(
      ES('site.management.lead.error.doors', { min: '1', max: '5,000' }),
    );
    expect(field('site.management.lead.contactName')).toHaveAccessibleDescription(
      ES('site.management.lead.error.contactName'),
    );
    expect(field('site.management.lead.email')).toHaveAccessibleDescription(
      ES('site.management.lead.error.email'),
    );
    expect(field('site.management.lead.phone')).toHaveAccessibleDescription(
      ES('site.management.lead.error.phone'),
    );

    // The server refuses the email: its message and the toast in Spanish.
    await user.clear(field('site.management.lead.doors'));
    await user.clear(field('site.management.lead.phone'));
    await user.type(field('site.management.lead.propertyName'), LEAD.propertyName);
    await user.type(field('site.management.lead.doors'), LEAD.doors);
    await user.type(field('site.management.lead.contactName'), LEAD.contactName);
    await user.type(field('site.management.lead.email'), LEAD.email);
    await user.click(sendButton);
    expect(
      await toastRegion().findByText(
        ES('site.management.lead.failed', { reason: ES('site.management.lead.error.email') }),
      ),
    ).toBeInTheDocument();
    expect(field('site.management.lead.email')).toHaveAccessibleDescription(
      ES('site.management.lead.error.email'),
    );
  });
});
