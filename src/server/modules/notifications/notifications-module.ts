// The notifications module's public surface (docs/decisions/041-notifications.md): every part of
// the product sends residents' messages through `Notifier.notify`, which applies the resident's
// choices, writes the log and queues each channel.

export { createNotifier } from './notifier.ts';
export type { NotificationMessage, Notifier, Queued } from './notifier.ts';

// The text channel (sms/): the sender that drains the queue, its transports, and Twilio's
// delivery and reply callbacks.
export { startSms } from './sms/sms-channel.ts';
export { startSmsSender } from './sms/sms-sender.ts';
export { IMMEDIATE_TEXT_KEY_PREFIX } from './sms/sms-queue-repository.ts';
export { createTwilioTransport } from './sms/sms-transport.ts';
export { registerSmsWebhooks } from './sms/sms-webhook-routes.ts';
/** How Twilio signs its callbacks (the tests' fake Twilio signs the same way). */
export { twilioSignature } from './sms/twilio-signature.ts';
export type { SmsSender } from './sms/sms-sender.ts';
export type { SmsTransport, TwilioSettings } from './sms/sms-transport.ts';
