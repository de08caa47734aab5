import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderPage, stubApi, toastRegion } from '../../../test/render';
import { ContactForm } from './contact-form';

const MESSAGE = {
  name: 'Jordan Rivera',
  email: 'jordan@example.com',
  subject: 'Gate code',
  message: 'The gate code changed to #1234.',
};

async function fill(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Name'), MESSAGE.name);
  await user.type(screen.getByLabelText('Email'), MESSAGE.email);
  await user.type(screen.getByLabelText('Subject'), MESSAGE.subject);
  await user.type(screen.getByLabelText('Message'), MESSAGE.message);
}

describe('contact form', () => {
  test('every field is required and the email must be valid', async () => {
    const calls = stubApi({});
    const { user } = renderPage(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'jordan@');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required'),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  test('sends the message, thanks the visitor and clears the form', async () => {
    const calls = stubApi({ 'POST /api/contact': { body: { message: 'sent' } } });
    const { user } = renderPage(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await toastRegion().findByText('Message Sent!')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([{ ...MESSAGE, website: '' }]);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  test('a failed send says why and keeps what was typed', async () => {
    stubApi({ 'POST /api/contact': { status: 503, body: { message: 'Mail is down' } } });
    const { user } = renderPage(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(
      await toastRegion().findByText('Failed to send message: Mail is down'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE.message);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
