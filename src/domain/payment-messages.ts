import { CANCEL_TEXT } from './cancellation.ts';
import {
  isPaymentDue,
  subscriptionStatusLabel,
  type SubscriptionStatus,
} from './subscription-status.ts';

// Payment and subscription texts (docs/product.md#customer-facing-messages), shared by client,
// server and tests.
export const PAYMENT_MESSAGES = {
  stripeNotReady: 'Stripe is not initialized yet. Please try again.',
  cardGoesToStripe: 'Card details go straight to Stripe, never to our servers.',
  paymentFailedTitle: 'Payment Failed',
  paymentNotReadyTitle: 'Payment Not Ready',
  paymentNotReadyText: 'The payment form could not be prepared. Please retry.',
  emptyClientSecret: 'The payment service returned no payment details.',
  initFailed: 'Failed to initialize payment',
  serviceUnavailable: 'Payment service unavailable',
  missingKeysNote:
    'Online payments are not configured on this server: the payment provider keys are missing. Please contact us to subscribe.',
  paymentSuccessfulToast: 'Payment Successful',
  subscriptionSuccessTitle: 'Subscription Successful!',
  subscriptionSuccessText: 'Your doorstep trash pickup service is now active',
  nextStepsTitle: 'What happens next',
  firstPickupLabel: 'Your first pickup',
  firstPickupInAccount: 'Your first pickup date is in your subscription.',
  bagsOutText: (bags: number, by: string) =>
    `Put up to ${bags} sealed bags outside your door by ${by} on each pickup day.`,
  confirmationEmailText: 'An email confirmation will follow shortly.',
  viewSubscription: 'View My Subscription',
  existingSubscriptionText: 'Your subscription and its pickups are in your account.',
  paypalCreateFailed: 'Failed to create subscription',
  paypalNoApprovalUrl: 'No approval URL found in PayPal response',
  subscriptionErrorTitle: 'Subscription Error',
  infoSaveFailed: 'There was a problem saving your information. Please try again.',
  noSubscriptionId: 'We could not tell which payment this page is for.',
  fetchDetailsFailed: 'Failed to fetch subscription details',
  anErrorOccurred: 'An error occurred',
  paymentNotCompleted: 'Your payment was not completed and no charge was made.',
  cardDeclined: 'Your card was declined.',
  /** Said once, beside the form, after a decline's own words (docs/product.md#payment-flow). */
  declineNextStep: (paypalOffered: boolean) =>
    paypalOffered ? 'Try another card, or pay with PayPal.' : 'Try another card.',
  payWithPaypalInstead: 'Pay with PayPal instead',
  nonTestCard: 'Your card was declined. Your request was in test mode, but used a non test card.',
  testModeNote: 'Test mode: no real charge is made.',
  cancelledText: 'Your subscription has been cancelled.',
  alreadyOnPlan: (plan: string) => `You are already on the ${plan} plan.`,
  pauseAllowanceUsed: (days: number) =>
    `You have used all ${days} pause days for this year. Your pickups continue; contact us if you need a longer break.`,
  subscriptionNotFound: 'Subscription not found',
  /** A sign-up's PayPal approval asked for again once it is paid, or after. */
  alreadyStatus: (status: SubscriptionStatus) =>
    `This subscription is already ${subscriptionStatusLabel(status)}.`,
  cardNotSaved: 'Your card could not be saved. Please try again.',
  paymentMethodCancelled:
    'This subscription is cancelled, so there is no payment method to update.',
  paymentMethodOffline:
    'This subscription is not paid online. Please contact us to change how you pay.',
  paymentMethodUnchangedTitle: 'Your payment method was not changed',
  paymentDueFirst:
    'Your last payment did not go through. Update your payment method first; then you can change your subscription.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  invalidSignature: 'Invalid webhook signature',
  invalidWebhookEvent: 'Invalid webhook event',
} as const;

/** Why the server refuses a status change, by action; the portal shows each in its reader's language. */
export const TRANSITION_REFUSALS: Record<string, string> = {
  pause: 'Only an active subscription can be paused',
  resume: 'Only a paused subscription can be resumed',
  cancel: 'Only a current subscription can be cancelled',
  'change-plan': 'Only an active or paused subscription can change plans',
};

/** The 409 a forbidden status change gets (the server's status machine). */
export function transitionRefused(action: string, status: SubscriptionStatus): string {
  if (isPaymentDue(status) && action !== 'cancel') return PAYMENT_MESSAGES.paymentDueFirst;
  if (action === 'cancel' && status === 'cancelled') return CANCEL_TEXT.alreadyCancelled;
  return `${TRANSITION_REFUSALS[action] ?? 'This change is not allowed'}; this one is ${subscriptionStatusLabel(status)}.`;
}
