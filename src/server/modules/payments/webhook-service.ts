import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages.ts';
import type { PaymentProviderName, WebhookReceipt } from '../../../domain/schemas/payments.ts';
import { displayName } from '../../../domain/person-name.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { enqueueMail } from '../mail/mail-module.ts';
import type { SubscriptionLifecycle } from '../subscriptions/subscriptions-module.ts';
import { createCheckoutRepository } from './checkout-repository.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { paymentFailedMail } from './payment-mail.ts';
import {
  ProviderError,
  WebhookPayloadError,
  WebhookSignatureError,
  type ProviderSubscription,
  type SubscriptionProvider,
} from './provider.ts';
import type { ProviderRegistry } from './providers.ts';

export type WebhookService = ReturnType<typeof createWebhookService>;

/** A provider failure during a delivery answers 503, so the provider delivers the event again. */
const retryLater = (err: unknown) =>
  err instanceof ProviderError ? new HttpError(503, PAYMENT_MESSAGES.providerUnavailable) : err;

export function createWebhookService(deps: {
  db: Database;
  providers: ProviderRegistry;
  lifecycle: SubscriptionLifecycle;
  appUrl: string;
  onMailQueued: () => void;
}) {
  const events = createPaymentRepository(deps.db);

  /** Provider truth for the event's subscription, fetched before the transaction opens. */
  async function currentState(
    provider: SubscriptionProvider,
    ref: string | null,
  ): Promise<ProviderSubscription | null> {
    if (!ref) return null;
    try {
      return await provider.fetchSubscription(ref);
    } catch (err) {
      // A subscription the provider does not know is not ours to act on.
      if (err instanceof ProviderError && err.status === 404) return null;
      throw retryLater(err);
    }
  }

  return {
    /**
     * Verifies, de-duplicates by event id and applies one delivery. Every write (the event claim,
     * the payment, the status, the email) commits together or not at all. The subscription's
     * state comes from a fresh fetch, never from the event, so deliveries arriving out of order
     * cannot move it backwards.
     */
    async receive(
      name: PaymentProviderName,
      rawBody: Buffer,
      headers: IncomingHttpHeaders,
    ): Promise<WebhookReceipt> {
      const provider = deps.providers.byName(name);
      if (!provider) throw notFound(PAYMENT_MESSAGES.serviceUnavailable);
      let event;
      try {
        event = await provider.parseWebhook(rawBody, headers);
      } catch (err) {
        if (err instanceof WebhookSignatureError)
          throw badRequest(PAYMENT_MESSAGES.invalidSignature);
        // Sent again, it would fail again: a 400 and nothing written.
        if (err instanceof WebhookPayloadError) {
          throw badRequest(PAYMENT_MESSAGES.invalidWebhookEvent, err.fieldErrors);
        }
        throw retryLater(err);
      }
      if (await events.wasProcessed(name, event.id)) return { received: true, duplicate: true };
      const truth = await currentState(provider, event.subscriptionRef);

      let mailQueued = false;
      const fresh = await deps.db.transaction(async (tx) => {
        if (!(await createPaymentRepository(tx).claimEvent(name, event.id, event.type))) {
          return false;
        }
        const row = event.subscriptionRef
          ? await createCheckoutRepository(tx).lockByRef(name, event.subscriptionRef)
          : undefined;
        if (!row) return true;
        const { payment } = event;
        if (payment) {
          const recorded = await createPaymentRepository(tx).recordPayment({
            subscriptionId: row.id,
            amountCents: payment.amountCents,
            status: payment.status,
            providerRef: payment.ref,
          });
          if (recorded && payment.status === 'failed') {
            const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
            if (user) {
              await enqueueMail(
                tx,
                paymentFailedMail(
                  user.email,
                  displayName(user),
                  row.plan,
                  payment.amountCents || row.priceCents,
                  payment.message,
                  deps.appUrl,
                ),
              );
              mailQueued = true;
            }
          }
        }
        if (truth) {
          const applied = await deps.lifecycle.applyProviderStatus(tx, row, truth.status);
          mailQueued ||= applied.mailQueued;
        }
        return true;
      });
      if (mailQueued) deps.onMailQueued();
      return { received: true, duplicate: !fresh };
    },
  };
}
