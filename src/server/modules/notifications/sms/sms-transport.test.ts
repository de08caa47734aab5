import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  FAKE_TWILIO_ACCOUNT,
  FAKE_TWILIO_FROM,
  FAKE_TWILIO_TOKEN,
  startFakeTwilio,
  type FakeTwilio,
} from '../../../../test/fakes/fake-twilio.ts';
import { nextSendableAt } from './quiet-hours.ts';
import {
  createFileSmsTransport,
  createTwilioTransport,
  SmsSendError,
  type TwilioSettings,
} from './sms-transport.ts';
import { isTwilioSignatureValid, twilioSignature } from './twilio-signature.ts';

let twilio: FakeTwilio;
let settings: TwilioSettings;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  settings = {
    accountSid: FAKE_TWILIO_ACCOUNT,
    authToken: FAKE_TWILIO_TOKEN,
    from: FAKE_TWILIO_FROM,
    apiUrl: twilio.url,
  };
});
afterAll(() => twilio?.close());

const text = {
  to: '+12815550142',
  body: 'Katy Valet Trash: pickup tomorrow, Wednesday. Set your can out by 7 pm.',
  statusCallback: 'https://pickup.example/api/notifications/sms/status',
};

async function refusal(promise: Promise<unknown>): Promise<SmsSendError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsSendError);
  return err as SmsSendError;
}

describe('Twilio transport', () => {
  test("posts the text to the account's Messages resource and keeps Twilio's id", async () => {
    const sent = await createTwilioTransport(settings).send(text);
    expect(sent.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sent.status).toBe('queued');
    const [request] = twilio
      .sent(`POST /2010-04-01/Accounts/${FAKE_TWILIO_ACCOUNT}/Messages.json`)
      .slice(-1);
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.rawBody))).toEqual({
      To: text.to,
      From: FAKE_TWILIO_FROM,
      Body: text.body,
      StatusCallback: text.statusCallback,
    });
    expect(twilio.texts.at(-1)).toMatchObject({ sid: sent.providerMessageId, to: text.to });
  });

  test('a messaging service sends in place of a number', async () => {
    const transport = createTwilioTransport({
      ...settings,
      from: undefined,
      messagingServiceSid: 'MG00000000000000000000000000000001',
    });
    await transport.send(text);
    expect(twilio.texts.at(-1)).toMatchObject({
      from: undefined,
      messagingServiceSid: 'MG00000000000000000000000000000001',
    });
  });

  test('a wrong auth token is refused for good, with Twilio’s code in the error', async () => {
    const err = await refusal(
      createTwilioTransport({ ...settings, authToken: 'not-the-token' }).send(text),
    );
    expect(err.retryable).toBe(false);
    expect(err.code).toBe(20003);
    expect(err.message).toMatch(/HTTP 401, error 20003/);
  });

  test('an invalid number is never retried', async () => {
    const err = await refusal(createTwilioTransport(settings).send({ ...text, to: '+1555' }));
    expect(err).toMatchObject({ retryable: false, code: 21211 });
    expect(err.message).toMatch(/not a valid phone number/);
  });

  test('too many requests and a provider error are tried again', async () => {
    const transport = createTwilioTransport(settings);
    twilio.throttle();
    expect(await refusal(transport.send(text))).toMatchObject({ retryable: true, code: 20429 });
    twilio.failWith(20500, 503);
    expect(await refusal(transport.send(text))).toMatchObject({ retryable: true });
    // Then Twilio takes it.
    expect((await transport.send(text)).status).toBe('queued');
  });

  test('no answer at all is tried again', async () => {
    const closed = await startFakeTwilio();
    await closed.close();
    const err = await refusal(
      createTwilioTransport({ ...settings, apiUrl: closed.url }).send(text),
    );
    expect(err.retryable).toBe(true);
    expect(err.message).toMatch(/Twilio did not answer/);
  });
});

describe('development transport', () => {
  test('writes each text to its own file under the data folder and logs it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sms-'));
    const logged: unknown[][] = [];
    const log = { info: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
    try {
      const transport = createFileSmsTransport(join(dir, 'sms'), log);
      const first = await transport.send(text);
      await transport.send({ to: '+12815550143', body: 'Second' });
      const files = (await readdir(join(dir, 'sms'))).sort();
      expect(files).toHaveLength(2);
      expect(files[0]).toMatch(new RegExp(`^\\d{13}-${process.pid}-\\d+\\.txt$`));
      expect(first.providerMessageId).toBe(`file-${files[0]!.replace('.txt', '')}`);
      const contents = await Promise.all(files.map((f) => readFile(join(dir, 'sms', f), 'utf8')));
      expect(contents).toContain(`To: ${text.to}\n\n${text.body}\n`);
      expect(contents).toContain('To: +12815550143\n\nSecond\n');
      expect(logged[0]).toEqual([
        expect.objectContaining({ to: text.to, file: join(dir, 'sms', files[0]!) }),
        'text written to file',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('Twilio signatures', () => {
  // A request and signature published by Twilio: our signing agrees with theirs.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675309',
    Digits: '1234',
    From: '+14158675309',
    To: '+18005551212',
  };

  test("match Twilio's own example", () => {
    expect(twilioSignature('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  test('fail for another token, URL or parameter, and when missing', () => {
    const signature = twilioSignature('12345', url, params);
    expect(isTwilioSignatureValid('12345', url, params, signature)).toBe(true);
    expect(isTwilioSignatureValid('54321', url, params, signature)).toBe(false);
    expect(isTwilioSignatureValid('12345', `${url}&x=1`, params, signature)).toBe(false);
    expect(isTwilioSignatureValid('12345', url, { ...params, Digits: '1235' }, signature)).toBe(
      false,
    );
    expect(isTwilioSignatureValid('12345', url, params, undefined)).toBe(false);
    expect(isTwilioSignatureValid('12345', url, params, 'short')).toBe(false);
  });
});

describe('quiet hours', () => {
  test('a text due from 9 pm to 8 am Central waits for 8 am; others go now', () => {
    const at = (iso: string) => nextSendableAt(new Date(iso)).toISOString();
    // Noon Central (UTC-6 in November) goes at once.
    expect(at('2026-11-24T18:00:00.000Z')).toBe('2026-11-24T18:00:00.000Z');
    // 8:59 pm goes; 9 pm waits for 8 am the next morning.
    expect(at('2026-11-25T02:59:00.000Z')).toBe('2026-11-25T02:59:00.000Z');
    expect(at('2026-11-25T03:00:00.000Z')).toBe('2026-11-25T14:00:00.000Z');
    // 2 am waits for 8 am the same day.
    expect(at('2026-11-25T08:00:00.000Z')).toBe('2026-11-25T14:00:00.000Z');
    // The night the clocks go forward: 8 am is then at UTC-5.
    expect(at('2026-03-08T04:00:00.000Z')).toBe('2026-03-08T13:00:00.000Z');
  });
});
