import { randomBytes } from 'node:crypto';
import { twilioSignature } from '../../server/modules/notifications/notifications-module.ts';
import { startFakeHttp, type RecordedRequest, type Reply } from './fake-http.ts';

export const FAKE_TWILIO_ACCOUNT = 'AC00000000000000000000000000000001';
export const FAKE_TWILIO_TOKEN = 'fake-twilio-auth-token';
export const FAKE_TWILIO_FROM = '+12815550100';

/** The environment that points the app's Twilio transport at the fake. */
export const fakeTwilioEnv = (url: string) => ({
  TWILIO_ACCOUNT_SID: FAKE_TWILIO_ACCOUNT,
  TWILIO_AUTH_TOKEN: FAKE_TWILIO_TOKEN,
  TWILIO_FROM_NUMBER: FAKE_TWILIO_FROM,
  TWILIO_API_URL: url,
});

export type FakeText = {
  sid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
  statusCallback: string | undefined;
};

/** A signed form post, as Twilio sends its callbacks. */
export type SignedCallback = {
  url: string;
  headers: Record<string, string>;
  payload: string;
  params: Record<string, string>;
};

/** The app's answer to a callback: its HTTP status and body (TwiML for a reply). */
export type CallbackAnswer = { status: number; body: string };

/** Delivers a callback to the app (over HTTP by default; tests may inject it instead). */
export type Deliver = (callback: SignedCallback) => Promise<CallbackAnswer>;

const postForm: Deliver = async (callback) => {
  const response = await fetch(callback.url, {
    method: 'POST',
    headers: callback.headers,
    body: callback.payload,
  });
  return { status: response.status, body: await response.text() };
};

/** Twilio's error body: its code, a sentence, the HTTP status and where the code is explained. */
const twilioError = (status: number, code: number, message: string): Reply => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A local Twilio: the Messages resource our transport posts to, with Twilio's basic auth, its
 * checks of To, From and Body and its error shape, and the callbacks Twilio makes afterwards
 * (delivery reports and residents' replies), signed with the auth token as Twilio signs them.
 */
export async function startFakeTwilio(options: { accountSid?: string; authToken?: string } = {}) {
  const accountSid = options.accountSid ?? FAKE_TWILIO_ACCOUNT;
  const authToken = options.authToken ?? FAKE_TWILIO_TOKEN;
  const texts: FakeText[] = [];
  const bySid = new Map<string, FakeText>();
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  function createMessage(request: RecordedRequest): Reply {
    if (request.headers.authorization !== expectedAuth) {
      return twilioError(401, 20003, 'Authenticate');
    }
    const form = new URLSearchParams(request.rawBody);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? undefined;
    const messagingServiceSid = form.get('MessagingServiceSid') ?? undefined;
    const body = form.get('Body') ?? '';
    if (!E164.test(to)) {
      return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (!from && !messagingServiceSid) {
      return twilioError(400, 21603, "A 'From' phone number is required.");
    }
    if (from && !E164.test(from)) {
      return twilioError(400, 21212, `The 'From' number ${from} is not a valid phone number.`);
    }
    if (!body) return twilioError(400, 21602, 'Message body is required.');
    if (body.length > 1600) {
      return twilioError(
        400,
        21617,
        'The concatenated message body exceeds the 1600 character limit.',
      );
    }
    const text: FakeText = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to,
      from,
      messagingServiceSid,
      body,
      statusCallback: form.get('StatusCallback') ?? undefined,
    };
    texts.push(text);
    bySid.set(text.sid, text);
    const now = new Date().toUTCString();
    return {
      status: 201,
      body: {
        sid: text.sid,
        account_sid: accountSid,
        to,
        from: from ?? null,
        messaging_service_sid: messagingServiceSid ?? null,
        body,
        status: 'queued',
        num_segments: String(Math.ceil(body.length / 153) || 1),
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: now,
        date_updated: now,
        date_sent: null,
        error_code: null,
        error_message: null,
        price: null,
        uri: `${messagesPath.replace('.json', '')}/${text.sid}.json`,
      },
    };
  }

  const http = await startFakeHttp((request) => {
    if (request.method === 'POST' && request.path === messagesPath) return createMessage(request);
    return twilioError(404, 20404, `The requested resource ${request.path} was not found`);
  });

  /** Signs `params` for `url` with the account's auth token. */
  function sign(url: string, params: Record<string, string>): SignedCallback {
    return {
      url,
      params,
      payload: new URLSearchParams(params).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(authToken, url, params),
      },
    };
  }

  return {
    ...http,
    /** The texts Twilio accepted, in order. */
    texts,
    /** The next `times` sends fail with this Twilio error code and HTTP status. */
    failWith(code: number, status = 400, times = 1) {
      http.failNext(
        'POST /2010-04-01/',
        twilioError(status, code, `Fake Twilio error ${code}`),
        times,
      );
    },
    /** The next `times` sends are refused as too many requests (HTTP 429). */
    throttle(times = 1) {
      http.failNext('POST /2010-04-01/', twilioError(429, 20429, 'Too Many Requests'), times);
    },
    sign,
    /**
     * Reports a text's progress to its StatusCallback, one signed callback per status (queued →
     * sent → delivered, or undelivered with a carrier error). Returns the app's answer to each.
     */
    async report(
      sid: string,
      statuses: string[] = ['sent', 'delivered'],
      deliver: Deliver = postForm,
    ): Promise<CallbackAnswer[]> {
      const text = bySid.get(sid);
      if (!text?.statusCallback) throw new Error(`no status callback for ${sid}`);
      const answers: CallbackAnswer[] = [];
      for (const status of statuses) {
        const params: Record<string, string> = {
          AccountSid: accountSid,
          ApiVersion: '2010-04-01',
          From: text.from ?? FAKE_TWILIO_FROM,
          MessageSid: sid,
          MessageStatus: status,
          SmsSid: sid,
          SmsStatus: status,
          To: text.to,
        };
        if (status === 'undelivered' || status === 'failed') params.ErrorCode = '30003';
        answers.push(await deliver(sign(text.statusCallback, params)));
      }
      return answers;
    },
    /** A resident texts `body` from `from`; Twilio posts it, signed, to the inbound webhook `url`. */
    async receive(
      url: string,
      from: string,
      body: string,
      deliver: Deliver = postForm,
    ): Promise<CallbackAnswer> {
      const sid = `SM${randomBytes(16).toString('hex')}`;
      return deliver(
        sign(url, {
          AccountSid: accountSid,
          ApiVersion: '2010-04-01',
          Body: body,
          From: from,
          MessageSid: sid,
          NumMedia: '0',
          NumSegments: '1',
          SmsMessageSid: sid,
          SmsSid: sid,
          SmsStatus: 'received',
          To: FAKE_TWILIO_FROM,
        }),
      );
    },
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
