import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { translatorFor } from '../../../../domain/i18n/catalogue';
import { MESSAGES } from '../../../../domain/messages';
import { PER_IP_LIMIT } from '../../../../domain/rate-limits';
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

  test('a send that never reaches the server says so in words, not the browser’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = renderPage(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(
      await toastRegion().findByText(
        'Failed to send message: no connection. Check your internet and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE.message);
  });
});

describe('contact form on a Spanish page', () => {
  const ES = translatorFor('es').t;
  const fillInSpanish = async (user: ReturnType<typeof renderPage>['user']) => {
    await user.type(screen.getByLabelText(ES('site.contact.name')), MESSAGE.name);
    await user.type(screen.getByLabelText(ES('site.contact.email')), MESSAGE.email);
    await user.type(screen.getByLabelText(ES('site.contact.subject')), MESSAGE.subject);
    await user.type(screen.getByLabelText(ES('site.contact.message')), MESSAGE.message);
  };
  const send = () => screen.getByRole('button', { name: ES('site.contact.send') });

  test('names each missing field in Spanish', async () => {
    stubApi({});
    const { user } = renderPage(<ContactForm />, { language: 'es' });
    await user.type(screen.getByLabelText(ES('site.contact.email')), 'jordan@');
    await user.click(send());

    await waitFor(() =>
      expect(screen.getByLabelText(ES('site.contact.name'))).toHaveAccessibleDescription(
        ES('site.contact.error.name'),
      ),
    );
    expect(screen.getByLabelText(ES('site.contact.email'))).toHaveAccessibleDescription(
      ES('site.contact.error.email'),
    );
    expect(screen.getByLabelText(ES('site.contact.subject'))).toHaveAccessibleDescription(
      ES('site.contact.error.subject'),
    );
    expect(screen.getByLabelText(ES('site.contact.message'))).toHaveAccessibleDescription(
      ES('site.contact.error.message'),
    );
  });

  test('says it is sending, then thanks the visitor, in Spanish', async () => {
    let answer: (reply: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderPage(<ContactForm />, { language: 'es' });
    await fillInSpanish(user);
    await user.click(send());

    expect(await screen.findByRole('button', { name: ES('site.form.sending') })).toBeDisabled();
    answer(new Response(JSON.stringify({ message: 'sent' }), { status: 201 }));
    expect(await toastRegion().findByText(ES('site.contact.sentTitle'))).toBeInTheDocument();
    expect(toastRegion().getByText(ES('site.contact.sentText'))).toBeInTheDocument();
  });

  test('too many messages from one address are refused in Spanish, with the wait', async () => {
    stubApi({
      'POST /api/contact': {
        status: 429,
        body: { message: MESSAGES.tooManyAttempts(PER_IP_LIMIT.windowMinutes) },
      },
    });
    const { user } = renderPage(<ContactForm />, { language: 'es' });
    await fillInSpanish(user);
    await user.click(send());

    const reason = ES('auth.error.tooManyAttempts', { minutes: PER_IP_LIMIT.windowMinutes });
    expect(reason).toContain('Espere 10 minutos');
    expect(
      await toastRegion().findByText(ES('site.contact.failed', { reason })),
    ).toBeInTheDocument();
  });

  test("a failed send says why in Spanish, the server's reason too", async () => {
    stubApi({ 'POST /api/contact': { status: 500, body: { message: MESSAGES.internalError } } });
    const { user } = renderPage(<ContactForm />, { language: 'es' });
    await fillInSpanish(user);
    await user.click(send());

    expect(await toastRegion().findByText(ES('site.form.failedTitle'))).toBeInTheDocument();
    expect(
      toastRegion().getByText(
        ES('site.contact.failed', { reason: ES('site.form.error.internal') }),
      ),
    ).toBeInTheDocument();
  });
});
