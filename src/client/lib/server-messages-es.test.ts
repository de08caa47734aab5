import { describe, expect, it } from 'vitest';
import { CANCEL_TEXT } from '../../domain/cancellation';
import { DOOR_NOTICE_TEXT } from '../../domain/door-notices';
import { HOLD_MESSAGES } from '../../domain/holds';
import { translatorFor } from '../../domain/i18n/catalogue';
import { MESSAGES } from '../../domain/messages';
import { NOTIFICATION_MESSAGES } from '../../domain/notifications';
import { PAYMENT_MESSAGES } from '../../domain/payment-messages';
import { PHOTO_LIMIT_MESSAGES } from '../../domain/photo-limits';
import { PHOTO_MESSAGES } from '../../domain/schemas/photos';
import { TICKET_MESSAGES } from '../../domain/schemas/tickets';
import { formMessage } from './form-messages';

// Every message the server can send a resident reads in Spanish on a Spanish page
// (docs/decisions/063-one-message-catalogue.md, "Field messages"). Each module's messages are
// taken whole, so a message added to one is checked until it is named below as not a resident's.
// SERVICE_AREA_TEXT (domain/messages.ts) is the office's alone and is left out whole.

const MODULES = {
  MESSAGES,
  HOLD_MESSAGES,
  PAYMENT_MESSAGES,
  NOTIFICATION_MESSAGES,
  CANCEL_TEXT,
  DOOR_NOTICE_TEXT,
  TICKET_MESSAGES,
  PHOTO_MESSAGES,
  PHOTO_LIMIT_MESSAGES,
};

/**
 * What the office, a property manager, the crew's guards and the payment providers' webhooks
 * read: English by decision ("The office's own screens stay in English", and the manager's,
 * docs/decisions/063-one-message-catalogue.md).
 */
const OFFICE_ONLY = new Set([
  'MESSAGES.adminOnly',
  'MESSAGES.adminKeyInvalid',
  'MESSAGES.notAdmin',
  'MESSAGES.adminUseAdminLogin',
  'MESSAGES.adminLoginFailedTitle',
  'MESSAGES.adminLoginFailedDefault',
  'MESSAGES.adminLoginSuccessTitle',
  'MESSAGES.accessDeniedTitle',
  'MESSAGES.accessDeniedText',
  'MESSAGES.crewOnly',
  'MESSAGES.managerOnly',
  'MESSAGES.customerNotFound',
  'MESSAGES.serviceHistoryFailed',
  'MESSAGES.serviceHistoryEmpty',
  'MESSAGES.todayOpenTooOften',
  'MESSAGES.todayStreamsFull',
  'PAYMENT_MESSAGES.invalidSignature',
  'PAYMENT_MESSAGES.invalidWebhookEvent',
  'NOTIFICATION_MESSAGES.callbackUnsigned',
  'CANCEL_TEXT.officeHeading',
  'CANCEL_TEXT.officeIntro',
  'CANCEL_TEXT.noReason',
  'CANCEL_TEXT.officeEmpty',
  'CANCEL_TEXT.officeLoadFailed',
  'CANCEL_TEXT.inTheirWords',
  'CANCEL_TEXT.monthTotal',
  ...[
    'alreadyDecided',
    'notAwaitingApproval',
    'notDisputed',
    'waiveReasonRequired',
    'decisionNoteRequired',
    'lowerStepInvalid',
    'feeOutOfBounds',
    'feeBoundsInvalid',
    'boundsOfficeOnly',
    'windowDaysInvalid',
    'stepsInvalid',
    'exemptionReasonRequired',
    'exemptionExists',
    'exemptionNotFound',
    'doorNotFound',
    'ladderSaved',
    'approved',
    'waived',
    'lowered',
    'disputeUpheld',
    'disputeWithdrawn',
    'monthInvalid',
  ].map((key) => `DOOR_NOTICE_TEXT.${key}`),
  ...[
    'ticketNotFound',
    'alreadyResolved',
    'resolutionRequired',
    'returnDateRequired',
    'returnDateRange',
    'returnDateTaken',
    'creditAmount',
    'reasonRequired',
    'resolved',
  ].map((key) => `TICKET_MESSAGES.${key}`),
]);

/**
 * The resident's pages' own words (titles, toasts, notes), which they show from the catalogue by
 * their own ids; the server sends none of them, or sends an answer the page replaces with its
 * own (the contact form's thanks, the unsubscribe page's), or a not-found for an address the
 * app never asks.
 */
const PAGE_WORDS = new Set([
  ...[
    'loginFailedTitle',
    'loginFormFallback',
    'loginSuccessTitle',
    'welcomeBack',
    'registrationFailedTitle',
    'registrationFailedDefault',
    'registrationSuccessTitle',
    'registrationSuccessText',
    'logoutFailedTitle',
    'logoutFailedDefault',
    'loggedOutTitle',
    'signupSavedTitle',
    'signupErrorTitle',
    'signupErrorText',
    'forgotSent',
    'forgotFailed',
    'resetVerifyError',
    'resetFailed',
    'resetSuccessTitle',
    'passwordChangedTitle',
    'passwordChangeFailed',
    'subscriptionsLoadFailed',
    'contactSentText',
    'notFound',
    'communityNotListed',
    'joinWaitlist',
    'nothingChanged',
    'emailChangeSentTitle',
    'emailChangeFailed',
    'emailChangeConfirming',
    'signupUpdatedTitle',
    'unfinishedSignUpTitle',
    'unfinishedSignUpEmpty',
    'unfinishedSignUpText',
    'continueToPayment',
  ].map((key) => `MESSAGES.${key}`),
  ...['billingNote', 'scheduledTitle', 'scheduledText', 'startedText', 'cancelledText'].map(
    (key) => `HOLD_MESSAGES.${key}`,
  ),
  ...[
    'cardGoesToStripe',
    'paymentFailedTitle',
    'paymentNotReadyTitle',
    'paymentNotReadyText',
    'missingKeysNote',
    'paymentSuccessfulToast',
    'subscriptionSuccessTitle',
    'subscriptionSuccessText',
    'nextStepsTitle',
    'firstPickupLabel',
    'firstPickupInAccount',
    'bagsOutText',
    'confirmationEmailText',
    'viewSubscription',
    'existingSubscriptionText',
    'subscriptionErrorTitle',
    'infoSaveFailed',
    'noSubscriptionId',
    'paymentNotCompleted',
    'declineNextStep',
    'payWithPaypalInstead',
    'testModeNote',
    'cancelledText',
    'paymentMethodUnchangedTitle',
  ].map((key) => `PAYMENT_MESSAGES.${key}`),
  'NOTIFICATION_MESSAGES.unsubscribed',
  'TICKET_MESSAGES.reported',
]);

/** Values for the messages that take some, as the server fills them in. */
const SAMPLES: Record<string, unknown[]> = {
  'MESSAGES.tooManyAttempts': [15],
  'MESSAGES.emailChangeSent': ['new@example.com'],
  'MESSAGES.emailChanged': ['new@example.com'],
  'HOLD_MESSAGES.overlaps': [{ startsOn: '2026-12-20', returnsOn: '2027-01-04' }],
  'HOLD_MESSAGES.tooLong': [20, 3, 2027],
  'PAYMENT_MESSAGES.alreadyOnPlan': ['Premium'],
  'PAYMENT_MESSAGES.pauseAllowanceUsed': [30],
  'PAYMENT_MESSAGES.alreadyStatus': ['active'],
  'PHOTO_LIMIT_MESSAGES.perDay': [10],
  'PHOTO_LIMIT_MESSAGES.bytesPerDay': [50 * 1024 * 1024],
  'PHOTO_LIMIT_MESSAGES.waiting': [20],
};

describe('the server’s messages to a resident', () => {
  it('each read in Spanish on a Spanish page', () => {
    const es = translatorFor('es');
    const english: string[] = [];
    for (const [module, messages] of Object.entries(MODULES)) {
      for (const [key, message] of Object.entries(messages as Record<string, unknown>)) {
        const name = `${module}.${key}`;
        if (OFFICE_ONLY.has(name) || PAGE_WORDS.has(name)) continue;
        const text =
          typeof message === 'function'
            ? SAMPLES[name] && (message as (...values: unknown[]) => unknown)(...SAMPLES[name])
            : message;
        if (typeof text !== 'string' || formMessage(es, text) === text) english.push(name);
      }
    }
    expect(english).toEqual([]);
  });

  it('names only messages that exist', () => {
    const names = Object.entries(MODULES).flatMap(([module, messages]) =>
      Object.keys(messages).map((key) => `${module}.${key}`),
    );
    for (const name of [...OFFICE_ONLY, ...PAGE_WORDS, ...Object.keys(SAMPLES)]) {
      expect(names).toContain(name);
    }
  });
});
