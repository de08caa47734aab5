import { startFakeHttp, type RecordedRequest, type Reply } from './fake-http.ts';

export const FAKE_PAYPAL_CLIENT = { id: 'fake-client-id', secret: 'fake-client-secret' };
/** The transmission signature the fake's verify-webhook-signature accepts. */
export const GENUINE_PAYPAL_SIGNATURE = 'genuine-signature';

/** The app's PayPal settings for a fake PayPal at `url`: its client, webhook id and plans. */
export function fakePaypalEnv(url: string): Record<string, string> {
  return {
    PAYPAL_CLIENT_ID: FAKE_PAYPAL_CLIENT.id,
    PAYPAL_CLIENT_SECRET: FAKE_PAYPAL_CLIENT.secret,
    PAYPAL_WEBHOOK_ID: 'WH-FAKE',
    PAYPAL_API_BASE: url,
    PAYPAL_PLAN_BASIC: 'P-BASIC',
    PAYPAL_PLAN_STANDARD: 'P-STANDARD',
    PAYPAL_PLAN_PREMIUM: 'P-PREMIUM',
  };
}

/**
 * A local PayPal REST API: OAuth client credentials, billing subscriptions (create, show,
 * suspend, activate, cancel, revise) and webhook signature verification, with PayPal's error
 * shape and PayPal-Request-Id idempotency on create.
 */
export async function startFakePaypal() {
  let seq = 0;
  let tokens = 0;
  const issued = new Set<string>();
  type FakeSubscription = {
    id: string;
    status: string;
    plan_id: string;
    start_time: string;
    billing_info: {
      next_billing_time: string;
      last_payment?: { time: string };
      outstanding_balance: { currency_code: string; value: string };
    };
  };
  const subscriptions = new Map<string, FakeSubscription>();
  const now = Date.now();
  const byRequestId = new Map<string, Reply>();

  const unauthorized: Reply = {
    status: 401,
    body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
  };

  function route(request: RecordedRequest): Reply {
    const key = `${request.method} ${request.path}`;
    if (key === 'POST /v1/oauth2/token') {
      const expected = Buffer.from(`${FAKE_PAYPAL_CLIENT.id}:${FAKE_PAYPAL_CLIENT.secret}`);
      if (request.headers.authorization !== `Basic ${expected.toString('base64')}`) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Bad client' } };
      }
      const token = `A21AA.fake-${++tokens}`;
      issued.add(token);
      return {
        status: 200,
        body: { access_token: token, token_type: 'Bearer', expires_in: 32400 },
      };
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !issued.has(bearer)) return unauthorized;
    const body = request.rawBody ? (JSON.parse(request.rawBody) as Record<string, unknown>) : {};

    if (key === 'POST /v1/billing/subscriptions') {
      const requestId = request.headers['paypal-request-id'];
      const replay = typeof requestId === 'string' ? byRequestId.get(requestId) : undefined;
      if (replay) return replay;
      const id = `I-FAKE${++seq}`;
      subscriptions.set(id, {
        id,
        status: 'APPROVAL_PENDING',
        plan_id: String(body.plan_id),
        start_time: new Date(now).toISOString(),
        billing_info: {
          next_billing_time: new Date(now + 30 * 24 * 60 * 60_000).toISOString(),
          outstanding_balance: { currency_code: 'USD', value: '0.00' },
        },
      });
      const reply: Reply = {
        status: 201,
        body: {
          id,
          status: 'APPROVAL_PENDING',
          links: [
            {
              href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${seq}`,
              rel: 'approve',
              method: 'GET',
            },
            { href: `/v1/billing/subscriptions/${id}`, rel: 'self', method: 'GET' },
          ],
        },
      };
      if (typeof requestId === 'string') byRequestId.set(requestId, reply);
      return reply;
    }
    if (key === 'POST /v1/notifications/verify-webhook-signature') {
      const genuine = body.transmission_sig === GENUINE_PAYPAL_SIGNATURE;
      return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
    }
    const match = /^\/v1\/billing\/subscriptions\/([^/]+)(?:\/(\w+))?$/.exec(request.path);
    const subscription = match ? subscriptions.get(match[1]!) : undefined;
    if (!match || !subscription) {
      return {
        status: 404,
        body: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' },
      };
    }
    const verb = match[2];
    if (!verb && request.method === 'PATCH') {
      // The one patch we send: the outstanding balance.
      for (const op of JSON.parse(request.rawBody) as { path: string; value: unknown }[]) {
        if (op.path === '/billing_info/outstanding_balance') {
          subscription.billing_info.outstanding_balance = op.value as {
            currency_code: string;
            value: string;
          };
        }
      }
      return { status: 204 };
    }
    if (!verb) return { status: 200, body: subscription };
    if (verb === 'capture') {
      const balance = Number(subscription.billing_info.outstanding_balance.value);
      const amount = body.amount as { value: string };
      if (Number(amount.value) > balance) {
        return {
          status: 422,
          body: {
            name: 'UNPROCESSABLE_ENTITY',
            message: 'The amount exceeds the outstanding balance.',
          },
        };
      }
      subscription.billing_info.outstanding_balance.value = (
        balance - Number(amount.value)
      ).toFixed(2);
      return {
        status: 202,
        body: {
          status: 'COMPLETED',
          id: `CAPTURE-${++seq}`,
          amount_with_breakdown: { gross_amount: amount },
        },
      };
    }
    const next = { suspend: 'SUSPENDED', activate: 'ACTIVE', cancel: 'CANCELLED' }[verb];
    if (next) subscription.status = next;
    if (verb === 'revise') {
      subscription.plan_id = String(body.plan_id);
      // With an application context the subscriber is sent to approve the revision.
      const links = body.application_context
        ? [
            {
              href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-R${++seq}`,
              rel: 'approve',
              method: 'GET',
            },
          ]
        : [];
      return { status: 200, body: { plan_id: subscription.plan_id, links } };
    }
    return { status: 204 };
  }

  const http = await startFakeHttp(route);
  return {
    ...http,
    tokenCalls: () => http.sent('POST /v1/oauth2/token').length,
    /** Revokes every token issued so far, as PayPal does when one expires early. */
    revokeTokens: () => issued.clear(),
    setStatus(id: string, status: string) {
      subscriptions.get(id)!.status = status;
    },
    /** What the subscription owes PayPal (dollars, e.g. '35.00'): non-zero after a failed cycle. */
    setBalance(id: string, value: string) {
      subscriptions.get(id)!.billing_info.outstanding_balance.value = value;
    },
    subscription: (id: string) => subscriptions.get(id),
  };
}
