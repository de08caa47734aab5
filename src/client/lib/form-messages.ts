import { useContext } from 'react';
import { CANCEL_TEXT } from '../../domain/cancellation';
import { DOOR_NOTICE_TEXT } from '../../domain/door-notices';
import { formatHoldDay, HOLD_MESSAGES } from '../../domain/holds';
import { MESSAGES } from '../../domain/messages';
import { NOTIFICATION_MESSAGES } from '../../domain/notifications';
import { PAYMENT_MESSAGES, TRANSITION_REFUSALS } from '../../domain/payment-messages';
import { PHOTO_LIMIT_MESSAGES } from '../../domain/photo-limits';
import { CREW_NOTE_MAX_LENGTH } from '../../domain/schemas/crew';
import { PHOTO_MESSAGES } from '../../domain/schemas/photos';
import { TICKET_MESSAGES } from '../../domain/schemas/tickets';
import type { PlainMessageId, Translator } from '../../domain/i18n/translate';
import { SUBSCRIPTION_STATUSES, subscriptionStatusLabel } from '../../domain/subscription-status';
import { formatsIn } from './formats';
import { SiteTextContext } from './site-text-context';

// The words a resident's form shows when a field or the server refuses it
// (docs/decisions/063-one-message-catalogue.md). The schemas are shared with the server, whose API
// answers in English, so their messages stay English there; a form shows each one in the
// reader's language through its message id. A message with no id here shows as it is.

/** Every English message a resident's form can show, by its id in the catalogue. */
export const FORM_MESSAGE_IDS: Readonly<Record<string, PlainMessageId>> = {
  // Log in, passwords and the sign-in email, and what the server answers them.
  'Please enter a valid email address': 'auth.error.emailInvalid',
  'Password is required': 'auth.error.passwordRequired',
  'Current password is required': 'auth.error.currentPasswordRequired',
  'Passwords do not match': 'auth.error.passwordsDiffer',
  'No reset token provided': 'auth.reset.noToken',
  [MESSAGES.loginFailedDefault]: 'auth.error.invalidLogin',
  [MESSAGES.currentPasswordWrong]: 'auth.error.currentPasswordWrong',
  [MESSAGES.resetInvalidToken]: 'auth.reset.invalidToken',
  [MESSAGES.emailSameAsCurrent]: 'auth.changeEmail.same',
  [MESSAGES.emailChangeLinkInvalid]: 'auth.confirmEmail.invalid',
  [MESSAGES.unexpectedError]: 'auth.error.unexpected',
  [MESSAGES.forgotAccepted]: 'auth.forgot.accepted',
  [MESSAGES.resetSuccessText]: 'auth.reset.doneText',
  [MESSAGES.passwordChangedText]: 'auth.changePassword.doneText',
  [MESSAGES.loggedOutText]: 'auth.logout.done',
  // What any request can meet: a lost session, a fault, a busy server.
  [MESSAGES.notAuthenticated]: 'appError.notAuthenticated',
  [MESSAGES.internalError]: 'appError.internal',
  [MESSAGES.serverBusy]: 'appError.busy',
  'First name is required': 'signup.error.firstName',
  'Last name is required': 'signup.error.lastName',
  'Invalid email address': 'signup.error.email',
  'Valid phone number is required': 'signup.error.phone',
  'Password must be at least 8 characters': 'signup.error.password',
  'Address is required': 'signup.error.address',
  'Apartment/Unit number is required': 'signup.error.unit',
  'City is required': 'signup.error.city',
  [MESSAGES.zipRequired]: 'signup.error.zipRequired',
  [MESSAGES.zipInvalid]: 'signup.error.zipInvalid',
  [MESSAGES.zipNotServed]: 'signup.zipNotServed',
  [MESSAGES.communityRequired]: 'signup.error.community',
  [MESSAGES.communityEitherOr]: 'signup.error.communityEitherOr',
  [MESSAGES.communityNotInZip]: 'signup.error.communityNotInZip',
  'You must agree to the terms and conditions': 'signup.error.terms',
  [MESSAGES.emailTaken]: 'signup.error.emailTaken',
  [MESSAGES.usernameTaken]: 'signup.error.usernameTaken',
  [MESSAGES.crewCannotSubscribe]: 'signup.error.crewAccount',
  [MESSAGES.validationFailed]: 'signup.error.fields',
  [MESSAGES.signupAlreadyPaid]: 'signup.error.alreadyPaid',
  'Card number is required': 'pay.error.cardNumberRequired',
  'Your card number is incomplete.': 'pay.error.cardNumber',
  'Expiry date is required': 'pay.error.expiryRequired',
  'Your card’s expiration date is incomplete.': 'pay.error.expiry',
  'Security code is required': 'pay.error.cvcRequired',
  'Your card’s security code is incomplete.': 'pay.error.cvc',
  [PAYMENT_MESSAGES.cardDeclined]: 'pay.error.declined',
  [PAYMENT_MESSAGES.nonTestCard]: 'pay.error.nonTestCard',
  [PAYMENT_MESSAGES.serviceUnavailable]: 'pay.unavailableTitle',
  [PAYMENT_MESSAGES.initFailed]: 'pay.error.initFailed',
  [PAYMENT_MESSAGES.emptyClientSecret]: 'pay.error.noDetails',
  [PAYMENT_MESSAGES.fetchDetailsFailed]: 'pay.error.fetchDetails',
  [PAYMENT_MESSAGES.anErrorOccurred]: 'pay.error.other',
  [PAYMENT_MESSAGES.paypalCreateFailed]: 'pay.paypal.createFailed',
  [PAYMENT_MESSAGES.paypalNoApprovalUrl]: 'pay.paypal.noApprovalUrl',
  // What the portal's subscription dialogs check, and the server's reasons for refusing them.
  [HOLD_MESSAGES.pickStart]: 'portal.hold.pickStart',
  [HOLD_MESSAGES.pickReturn]: 'portal.hold.pickReturn',
  [HOLD_MESSAGES.returnBeforeStart]: 'portal.hold.returnBeforeStart',
  [HOLD_MESSAGES.startInPast]: 'portal.hold.startInPast',
  [HOLD_MESSAGES.tooFarAhead]: 'portal.hold.tooFarAhead',
  [HOLD_MESSAGES.notFound]: 'portal.hold.notFound',
  [HOLD_MESSAGES.onlyActive]: 'portal.hold.onlyActive',
  [CANCEL_TEXT.noteTooLong]: 'portal.cancel.noteTooLong',
  [CANCEL_TEXT.unknownReason]: 'portal.cancel.unknownReason',
  [CANCEL_TEXT.noteNeedsOther]: 'portal.cancel.noteNeedsOther',
  [CANCEL_TEXT.alreadyCancelled]: 'portal.cancel.alreadyCancelled',
  [PAYMENT_MESSAGES.paymentDueFirst]: 'portal.refused.paymentDueFirst',
  [PAYMENT_MESSAGES.subscriptionNotFound]: 'portal.refused.notFound',
  [PAYMENT_MESSAGES.paymentMethodCancelled]: 'portal.billing.methodCancelled',
  [PAYMENT_MESSAGES.paymentMethodOffline]: 'portal.billing.methodOffline',
  [PAYMENT_MESSAGES.providerUnavailable]: 'portal.billing.providerUnavailable',
  [PAYMENT_MESSAGES.cardNotSaved]: 'portal.billing.cardNotSaved',
  [PAYMENT_MESSAGES.stripeNotReady]: 'pay.stripeNotReady',
  [MESSAGES.waitlistKindRequired]: 'waitlist.error.kind',
  [MESSAGES.waitlistZipServed]: 'waitlist.error.zipServed',
  [MESSAGES.waitlistInvalidToken]: 'waitlist.confirm.invalid',
  [MESSAGES.waitlistCheckEmailText]: 'waitlist.checkEmailText',
  [MESSAGES.waitlistConfirmedText]: 'waitlist.confirmed.text',
  [NOTIFICATION_MESSAGES.unsubscribeInvalid]: 'unsubscribe.invalid',
  [NOTIFICATION_MESSAGES.unsubscribeExpired]: 'unsubscribe.expired',
  // The portal's settings: service details and notifications.
  [MESSAGES.doorstepNeedsPlan]: 'portal.service.doorstepNeedsPlan',
  [NOTIFICATION_MESSAGES.phoneInvalid]: 'portal.notify.error.phone',
  [NOTIFICATION_MESSAGES.consentRequired]: 'portal.notify.error.consent',
  [NOTIFICATION_MESSAGES.reminderTimeInvalid]: 'portal.notify.error.reminderTime',
  [NOTIFICATION_MESSAGES.typeUnknown]: 'portal.notify.error.type',
  [NOTIFICATION_MESSAGES.channelUnknown]: 'portal.notify.error.channel',
  [NOTIFICATION_MESSAGES.alwaysSent]: 'portal.notify.error.alwaysSent',
  [NOTIFICATION_MESSAGES.securityEmailOnly]: 'portal.notify.error.emailOnly',
  [NOTIFICATION_MESSAGES.choiceRepeated]: 'portal.notify.error.repeated',
  [NOTIFICATION_MESSAGES.textsNotOn]: 'portal.notify.error.textsNotOn',
  [NOTIFICATION_MESSAGES.textTypesRequired]: 'portal.notify.error.types',
  [NOTIFICATION_MESSAGES.textTypeRepeated]: 'portal.notify.error.typeRepeated',
  [NOTIFICATION_MESSAGES.textsNeedSubscription]: 'portal.notify.error.needSubscription',
  [NOTIFICATION_MESSAGES.textsNumberBusy]: 'portal.notify.error.numberBusy',
  // A problem report, a dispute of a notice, and the photo sent with either.
  [TICKET_MESSAGES.kindRequired]: 'portal.problem.error.kind',
  [TICKET_MESSAGES.noteTooLong]: 'portal.problem.error.noteTooLong',
  [TICKET_MESSAGES.invalidPhoto]: 'portal.problem.error.photo',
  [TICKET_MESSAGES.pickupNotFound]: 'portal.problem.error.pickupNotFound',
  [TICKET_MESSAGES.notYet]: 'portal.problem.error.notYet',
  [TICKET_MESSAGES.tooOld]: 'portal.problem.error.tooOld',
  [TICKET_MESSAGES.disputeNeedsProblem]: 'portal.problem.error.disputeNeedsProblem',
  [TICKET_MESSAGES.cancelledPickup]: 'portal.problem.error.cancelled',
  [TICKET_MESSAGES.alreadyReported]: 'portal.problem.error.alreadyReported',
  [DOOR_NOTICE_TEXT.disputeNoteRequired]: 'portal.notices.error.note',
  [DOOR_NOTICE_TEXT.disputeClosed]: 'portal.notices.error.closed',
  [DOOR_NOTICE_TEXT.alreadyDisputed]: 'portal.notices.error.already',
  [DOOR_NOTICE_TEXT.cannotDisputeThanks]: 'portal.notices.error.thanks',
  [DOOR_NOTICE_TEXT.noticeNotFound]: 'portal.notices.error.notFound',
  [`Keep it under ${CREW_NOTE_MAX_LENGTH} characters`]: 'portal.notices.error.noteTooLong',
  [PHOTO_MESSAGES.notJpeg]: 'portal.photo.error.notJpeg',
  [PHOTO_MESSAGES.unreadable]: 'portal.photo.error.unreadable',
  [PHOTO_MESSAGES.tooLarge]: 'portal.photo.error.tooLarge',
  [PHOTO_MESSAGES.tooWide]: 'portal.photo.error.tooWide',
  [PHOTO_MESSAGES.idTaken]: 'portal.photo.error.idTaken',
  [PHOTO_MESSAGES.notFound]: 'portal.photo.error.notFound',
  [PHOTO_MESSAGES.uploadNotAllowed]: 'portal.photo.error.notAllowed',
  [PHOTO_MESSAGES.notAllowed]: 'portal.photo.error.noAccess',
  [PHOTO_LIMIT_MESSAGES.perMinute]: 'portal.photo.error.perMinute',
  [PHOTO_LIMIT_MESSAGES.nothingToReport]: 'portal.photo.error.nothingToReport',
};

/** The server's answers that carry a number or an address, matched whatever it is. */
const TOO_MANY_ATTEMPTS = /^Too many attempts\. Please wait (\d+) minutes and try again\.$/;
const EMAIL_CHANGE_SENT =
  /^We sent a confirmation link to (.+)\. Your email changes when you follow it\.$/;
const EMAIL_CHANGED = /^Your sign-in email is now (.+)\.$/;

/** The server's answers above in the reader's language, or undefined for any other message. */
function accountAnswer(words: Translator, message: string): string | undefined {
  const wait = TOO_MANY_ATTEMPTS.exec(message);
  if (wait) return words.t('auth.error.tooManyAttempts', { minutes: Number(wait[1]) });
  const sent = EMAIL_CHANGE_SENT.exec(message);
  if (sent) return words.t('auth.changeEmail.sent', { email: sent[1]! });
  const changed = EMAIL_CHANGED.exec(message);
  if (changed) return words.t('auth.confirmEmail.done', { email: changed[1]! });
  return undefined;
}

/** The schemas' "Must be at most 30 characters", whatever the number. */
const TOO_LONG = /^Must be at most (\d+) characters$/;

/** The server's actions by the name `portal.refused.transition` gives each. */
const ACTIONS: Record<string, string> = {
  pause: 'pause',
  resume: 'resume',
  cancel: 'cancel',
  'change-plan': 'changePlan',
};
const REFUSED_CHANGE = new RegExp(
  `^(${Object.values(TRANSITION_REFUSALS).join('|')}); this one is (.+)\\.$`,
);
const ALLOWANCE_USED = /^You have used all (\d+) pause days for this year\./;
const NO_HOLD_DAYS = /^You have no hold days left in (\d{4})\./;
const HOLD_TOO_LONG = /^That hold is (\d+) days, but you have (\d+) hold days? left in (\d{4})\.$/;
const OVERLAPS =
  /^These dates overlap your hold (\w+ \d+) – (\w+ \d+)\. Choose other dates or change that hold\.$/;
const ALREADY_ON_PLAN = /^You are already on the (\w+) plan\.$/;
const ALREADY_STATUS = /^This subscription is already (.+)\.$/;

/** The month names the server writes a hold's days with ("Dec 20"), January first. */
const HOLD_MONTHS = Array.from(
  { length: 12 },
  (_, month) => formatHoldDay(`2000-${String(month + 1).padStart(2, '0')}-01`).split(' ')[0],
);

/**
 * A hold's day as the server wrote it ("Dec 20") in the reader's day format ("20 dic"); a day it
 * cannot read stays as it is. The year is a leap year's, for Feb 29: the format shows none.
 */
function holdDayIn(language: Translator['language'], english: string): string {
  const [month, day] = english.split(' ');
  const index = HOLD_MONTHS.indexOf(month);
  if (index === -1 || !day) return english;
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatsIn(language).day(`2000-${pad(index + 1)}-${pad(Number(day))}`);
}

/** A subscription status as the server names it ("past due"), by its id. */
const statusNamed = (label: string) =>
  SUBSCRIPTION_STATUSES.find((s) => subscriptionStatusLabel(s) === label);

/**
 * The server's reasons that carry a value (a status, a number of days, a plan), in the reader's
 * language with the value kept; undefined for any other message.
 */
function reasonWithValue({ language, t }: Translator, message: string): string | undefined {
  const change = REFUSED_CHANGE.exec(message);
  if (change) {
    const action = Object.keys(TRANSITION_REFUSALS).find(
      (a) => TRANSITION_REFUSALS[a] === change[1],
    );
    const status = statusNamed(change[2] ?? '');
    return t('portal.refused.transition', {
      action: ACTIONS[action ?? ''] ?? 'other',
      status: status ? t('portal.status', { status }) : (change[2] ?? ''),
    });
  }
  const used = ALLOWANCE_USED.exec(message);
  if (used) return t('portal.refused.allowanceUsed', { days: Number(used[1]) });
  const none = NO_HOLD_DAYS.exec(message);
  if (none) return t('portal.hold.tooLong', { left: 0, days: 0, year: none[1] ?? '' });
  const long = HOLD_TOO_LONG.exec(message);
  if (long) {
    return t('portal.hold.tooLong', {
      days: Number(long[1]),
      left: Number(long[2]),
      year: long[3] ?? '',
    });
  }
  const overlap = OVERLAPS.exec(message);
  if (overlap) {
    return t('portal.hold.overlaps', {
      from: holdDayIn(language, overlap[1]!),
      to: holdDayIn(language, overlap[2]!),
    });
  }
  const plan = ALREADY_ON_PLAN.exec(message);
  if (plan) return t('portal.refused.alreadyOnPlan', { plan: plan[1] ?? '' });
  const already = ALREADY_STATUS.exec(message);
  const alreadyIn = already ? statusNamed(already[1]!) : undefined;
  if (alreadyIn)
    return t('pay.error.alreadyStatus', { status: t('portal.status', { status: alreadyIn }) });
  return undefined;
}

/** The photo limits' messages, whatever their numbers (domain/photo-limits.ts). */
const PHOTOS_PER_DAY = /^You have sent (\d+) photos today, the most we take in a day\./;
const PHOTO_BYTES_PER_DAY = /^Your photos today add up to (\d+) MB, the most we take in a day\./;
const PHOTOS_WAITING = /^You have already sent (\d+) photos that are not on a report\./;

/** The photo limits' messages in the reader's language, or undefined for any other message. */
function photoLimit({ t }: Translator, message: string): string | undefined {
  const perDay = PHOTOS_PER_DAY.exec(message);
  if (perDay) return t('portal.photo.error.perDay', { count: Number(perDay[1]) });
  const bytes = PHOTO_BYTES_PER_DAY.exec(message);
  if (bytes) return t('portal.photo.error.bytesPerDay', { size: Number(bytes[1]) });
  const waiting = PHOTOS_WAITING.exec(message);
  if (waiting) return t('portal.photo.error.waiting', { count: Number(waiting[1]) });
  return undefined;
}

/** A form's message in the reader's language, when the catalogue has it. */
export function formMessage(words: Translator, message: string): string {
  if (words.language === 'en') return message;
  const id = FORM_MESSAGE_IDS[message];
  if (id) return words.t(id);
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return words.t('signup.error.tooLong', { max: Number(tooLong[1]) });
  return (
    accountAnswer(words, message) ??
    reasonWithValue(words, message) ??
    photoLimit(words, message) ??
    message
  );
}

/** A form's message, and nothing for no message. */
type FormMessage = {
  (message: string): string;
  (message: string | undefined): string | undefined;
};

/**
 * `formMessage` in the language on show; the message as it is outside any page's words (a
 * component rendered alone).
 */
export function useFormMessage(): FormMessage {
  const words = useContext(SiteTextContext);
  return ((message: string | undefined) =>
    message === undefined || !words ? message : formMessage(words, message)) as FormMessage;
}
