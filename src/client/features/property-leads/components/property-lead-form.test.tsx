import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
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

    expect(await toastRegion().findByText(TEXT.sentText)).toBeInTheDocument();
    expect(toastRegion().getByText(TEXT.sentTitle)).toBeInTheDocument();
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
      await toastRegion().findByText(TEXT.failed('Please check the form')),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(TEXT.emailInvalid);
    expect(screen.getByLabelText('Community name')).toHaveValue(LEAD.propertyName);
    expect(screen.getByLabelText('Message (optional)')).toHaveValue(LEAD.message);
    expect(send()).toBeEnabled();
  });
});
