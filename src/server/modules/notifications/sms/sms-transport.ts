import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** One text to hand to the provider; `statusCallback` is where it reports delivery. */
export type OutgoingText = { to: string; body: string; statusCallback?: string };

/** The provider's id for the text and the status it gave it on acceptance (Twilio: queued). */
export type SentText = { providerMessageId: string; status: string };

export type SmsTransport = {
  send(text: OutgoingText): Promise<SentText>;
  close(): void;
};

/**
 * A text the provider did not take. `retryable` says whether the same text may go through later
 * (too many requests, the provider down, no answer) or never will (an invalid number, a
 * landline, a number that replied STOP to the provider).
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** Twilio's code for a number that replied STOP to the provider: texts to it stop here too. */
export const TWILIO_UNSUBSCRIBED_RECIPIENT = 21610;

/** How long one text may take to hand to the provider before the send counts as failed. */
export const SMS_SEND_TIMEOUT_MS = 15_000;

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a messaging service that picks one. */
  from?: string;
  messagingServiceSid?: string;
  /** Twilio's API host; the tests point it at the fake. */
  apiUrl: string;
};

type TwilioMessage = { sid?: unknown; status?: unknown };
type TwilioError = { code?: unknown; message?: unknown; status?: unknown };

/**
 * Twilio's Messages API over plain HTTPS (the REST resource the official SDK wraps): one form
 * POST per text, basic auth with the account SID and auth token.
 */
export function createTwilioTransport(settings: TwilioSettings): SmsTransport {
  const url = `${settings.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send(text) {
      const form = new URLSearchParams({ To: text.to, Body: text.body });
      if (settings.messagingServiceSid)
        form.set('MessagingServiceSid', settings.messagingServiceSid);
      else if (settings.from) form.set('From', settings.from);
      if (text.statusCallback) form.set('StatusCallback', text.statusCallback);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(SMS_SEND_TIMEOUT_MS),
        });
      } catch (err) {
        // No answer: the text may or may not have been taken; it is tried again.
        throw new SmsSendError(
          `Twilio did not answer: ${err instanceof Error ? err.message : String(err)}`,
          true,
        );
      }
      const answer = (await response.json().catch(() => ({}))) as TwilioMessage & TwilioError;
      if (response.ok && typeof answer.sid === 'string') {
        return {
          providerMessageId: answer.sid,
          status: typeof answer.status === 'string' ? answer.status : 'queued',
        };
      }
      const code = typeof answer.code === 'number' ? answer.code : undefined;
      const message = typeof answer.message === 'string' ? answer.message : response.statusText;
      const retryable = response.status === 429 || response.status >= 500;
      throw new SmsSendError(
        `Twilio refused the text (HTTP ${response.status}${code ? `, error ${code}` : ''}): ${message}`,
        retryable,
        code,
      );
    },
    close: () => {},
  };
}

/**
 * Development transport, like mail's (docs/decisions/018-development-mail-transport.md): without
 * Twilio's keys each text is written to a file under the data folder and logged, so a
 * confirmation text can be read without a phone.
 */
export function createFileSmsTransport(dir: string, log: FastifyBaseLogger): SmsTransport {
  let counter = 0;
  return {
    async send(text) {
      await mkdir(dir, { recursive: true });
      const name = `${Date.now()}-${process.pid}-${++counter}`;
      const file = join(dir, `${name}.txt`);
      await writeFile(file, `To: ${text.to}\n\n${text.body}\n`);
      log.info({ to: text.to, file, body: text.body }, 'text written to file');
      return { providerMessageId: `file-${name}`, status: 'sent' };
    },
    close: () => {},
  };
}
