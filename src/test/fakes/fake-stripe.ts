import { startFakeHttp, type RecordedRequest, type Reply } from './fake-http.ts';

type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  pause_collection: { behavior: string; resumes_at: number | null } | null;
  items: {
    object: 'list';
    data: {
      id: string;
      price: { id: string };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
  metadata: Record<string, string>;
  default_payment_method: string | null;
  latest_invoice: string | null;
};

type FakeSetupIntent = {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string;
  status: string;
  payment_method: string | null;
  metadata: Record<string, string>;
};

/** Stripe's form encoding (`items[0][price]=…`) read back as flat keys. */
export const formOf = (request: RecordedRequest) =>
  Object.fromEntries(new URLSearchParams(request.rawBody));

/**
 * A local Stripe: the REST endpoints our provider calls (prices, customers, subscriptions), with
 * Stripe's idempotency (the same Idempotency-Key replays the first answer) and its error shape.
 */
export async function startFakeStripe() {
  let seq = 0;
  const next = (prefix: string) => `${prefix}_${++seq}`;
  const prices: { id: string; object: 'price'; unit_amount: number; lookup_key: string }[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  const cards = new Map<string, { brand: string; last4: string }>();
  const invoices = new Map<
    string,
    { id: string; object: 'invoice'; status: string; subscription: string }
  >();
  const replays = new Map<string, Reply>();
  const balanceTransactions: { customer: string; amount: number; description: string }[] = [];

  const notFound = (id: string): Reply => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', message: `No such subscription: '${id}'` } },
  });

  function route(request: RecordedRequest): Reply {
    const form = formOf(request);
    const key = `${request.method} ${request.path}`;
    if (key === 'GET /v1/prices') {
      const lookup = request.query.get('lookup_keys[0]');
      return {
        status: 200,
        body: {
          object: 'list',
          url: '/v1/prices',
          has_more: false,
          data: prices.filter((p) => p.lookup_key === lookup),
        },
      };
    }
    if (key === 'POST /v1/prices') {
      const price = {
        id: next('price'),
        object: 'price' as const,
        unit_amount: Number(form.unit_amount),
        lookup_key: form.lookup_key!,
      };
      prices.push(price);
      return { status: 200, body: price };
    }
    if (key === 'POST /v1/customers') {
      return { status: 200, body: { id: next('cus'), object: 'customer', email: form.email } };
    }
    if (key === 'POST /v1/subscriptions') {
      const subscription: FakeSubscription = {
        id: next('sub'),
        object: 'subscription',
        customer: form.customer!,
        status: 'incomplete',
        pause_collection: null,
        items: {
          object: 'list',
          data: [
            {
              id: next('si'),
              price: { id: form['items[0][price]']! },
              // A month from now, as Stripe sets the first period when the subscription is made.
              ...FAKE_PERIOD,
            },
          ],
        },
        metadata: {},
        default_payment_method: null,
        latest_invoice: null,
      };
      subscriptions.set(subscription.id, subscription);
      const invoice = {
        id: next('in'),
        object: 'invoice',
        confirmation_secret: { client_secret: `pi_${seq}_secret_fake`, type: 'payment_intent' },
      };
      return { status: 200, body: { ...subscription, latest_invoice: invoice } };
    }
    if (key === 'POST /v1/setup_intents') {
      const intent: FakeSetupIntent = {
        id: next('seti'),
        object: 'setup_intent',
        client_secret: `seti_${seq}_secret_fake`,
        customer: form.customer!,
        status: 'requires_payment_method',
        payment_method: null,
        metadata: { subscription: form['metadata[subscription]']! },
      };
      setupIntents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const setup = /^\/v1\/setup_intents\/([^/]+)$/.exec(request.path);
    if (setup) {
      const intent = setupIntents.get(setup[1]!);
      return intent ? { status: 200, body: intent } : notFound(setup[1]!);
    }
    const invoicePath = /^\/v1\/invoices\/([^/]+?)(\/pay)?$/.exec(request.path);
    if (invoicePath) {
      const invoice = invoices.get(invoicePath[1]!);
      if (!invoice) return notFound(invoicePath[1]!);
      if (invoicePath[2]) {
        invoice.status = 'paid';
        subscriptions.get(invoice.subscription)!.status = 'active';
      }
      return { status: 200, body: invoice };
    }
    const balance = /^\/v1\/customers\/([^/]+)\/balance_transactions$/.exec(request.path);
    if (balance && request.method === 'POST') {
      const entry = {
        customer: balance[1]!,
        amount: Number(form.amount),
        description: form.description ?? '',
      };
      balanceTransactions.push(entry);
      return {
        status: 200,
        body: { id: next('cbtxn'), object: 'customer_balance_transaction', ...entry },
      };
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(request.path);
    if (match) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return notFound(match[1]!);
      if (form.default_payment_method) {
        subscription.default_payment_method = form.default_payment_method;
      }
      if (request.method === 'GET' && request.query.get('expand[0]') === 'default_payment_method') {
        const method = subscription.default_payment_method;
        const card = method ? cards.get(method) : undefined;
        return {
          status: 200,
          body: {
            ...subscription,
            default_payment_method: card ? { id: method, object: 'payment_method', card } : method,
          },
        };
      }
      if (request.method === 'DELETE') subscription.status = 'canceled';
      if (request.method === 'POST') {
        if ('pause_collection' in form) subscription.pause_collection = null;
        if (form['pause_collection[behavior]']) {
          subscription.pause_collection = {
            behavior: form['pause_collection[behavior]'],
            resumes_at: Number(form['pause_collection[resumes_at]']) || null,
          };
        }
        if (form['items[0][price]']) {
          subscription.items.data[0]!.price = { id: form['items[0][price]'] };
        }
      }
      return { status: 200, body: subscription };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: key } } };
  }

  const http = await startFakeHttp((request) => {
    const idempotencyKey = request.headers['idempotency-key'];
    if (request.method === 'POST' && typeof idempotencyKey === 'string') {
      const replay = replays.get(idempotencyKey);
      if (replay) return replay;
      const reply = route(request);
      replays.set(idempotencyKey, reply);
      return reply;
    }
    return route(request);
  });

  return {
    ...http,
    prices,
    /** The customer balance transactions made (credits are negative amounts). */
    balanceTransactions,
    /** What Stripe would say after the customer pays (active) or Stripe gives up (canceled). */
    setStatus(id: string, status: string) {
      subscriptions.get(id)!.status = status;
    },
    subscription: (id: string) => subscriptions.get(id),
    /** The customer confirms the Payment Element: the setup intent succeeds with this card. */
    confirmSetup(id: string, card: { brand: string; last4: string }) {
      const intent = setupIntents.get(id)!;
      const method = `pm_${intent.id}`;
      cards.set(method, card);
      Object.assign(intent, { status: 'succeeded', payment_method: method });
    },
    setupIntent: (id: string) => setupIntents.get(id),
    /** A renewal invoice Stripe could not collect: open, the subscription's latest. */
    openInvoice(subscription: string, id: string) {
      invoices.set(id, { id, object: 'invoice', status: 'open', subscription });
      subscriptions.get(subscription)!.latest_invoice = id;
    },
    invoice: (id: string) => invoices.get(id),
    /** Sets the billing period Stripe reports for the subscription (seconds since the epoch). */
    setPeriod(id: string, start: number, end: number) {
      Object.assign(subscriptions.get(id)!.items.data[0]!, {
        current_period_start: start,
        current_period_end: end,
      });
    },
  };
}

const NOW_S = Math.floor(Date.now() / 1000);
/** The period the fake gives every new subscription: from now to 30 days on. */
export const FAKE_PERIOD = {
  current_period_start: NOW_S,
  current_period_end: NOW_S + 30 * 24 * 60 * 60,
};
