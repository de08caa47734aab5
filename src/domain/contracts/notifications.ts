import { NoticeRunRequestSchema, NoticeRunSchema } from '../schemas/notice-schedule.ts';
import {
  CustomerNotificationsParamsSchema,
  CustomerNotificationsSchema,
  NotificationPreferencesSchema,
  NotificationSettingsSchema,
  SmsStatusReceiptSchema,
  TextOptInSchema,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
  UnsubscribeSchema,
  UnsubscribeTargetSchema,
} from '../schemas/notifications.ts';
import { MessageReplySchema } from '../schemas/replies.ts';
import { defineContract } from './contract.ts';

export const getNotificationSettings = defineContract({
  method: 'GET',
  path: '/api/notifications/settings',
  response: NotificationSettingsSchema,
  errorReplies: true,
});

export const saveNotificationSettings = defineContract({
  method: 'PUT',
  path: '/api/notifications/settings',
  body: NotificationPreferencesSchema,
  response: NotificationSettingsSchema,
  errorReplies: true,
});

export const turnTextsOn = defineContract({
  method: 'POST',
  path: '/api/notifications/texts',
  body: TextOptInSchema,
  response: NotificationSettingsSchema,
  errorReplies: true,
});

export const turnTextsOff = defineContract({
  method: 'DELETE',
  path: '/api/notifications/texts',
  response: NotificationSettingsSchema,
  errorReplies: true,
});

/** What a one-click unsubscribe link would stop; nothing changes on a GET. */
export const getUnsubscribeTarget = defineContract({
  method: 'GET',
  path: '/api/notifications/unsubscribe',
  query: UnsubscribeSchema,
  response: UnsubscribeTargetSchema,
  errorReplies: true,
});

/** The token comes in the page's JSON body or, from a mail client (RFC 8058), in the address. */
export const unsubscribe = defineContract({
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  query: UnsubscribeQuerySchema,
  body: UnsubscribeBodySchema,
  response: MessageReplySchema,
  errorReplies: true,
});

export const getCustomerNotifications = defineContract({
  method: 'GET',
  path: '/api/admin/users/:id/notifications',
  params: CustomerNotificationsParamsSchema,
  response: CustomerNotificationsSchema,
  errorReplies: true,
});

/** Outside production only: the reminder scheduler run as if it were `at`. */
export const runNoticeScheduler = defineContract({
  method: 'POST',
  path: '/api/admin/dev/notification-scheduler',
  body: NoticeRunRequestSchema,
  response: NoticeRunSchema,
  errorReplies: true,
});

/** Twilio's delivery report; its form body is read after its signature is checked. */
export const smsStatus = defineContract({
  method: 'POST',
  path: '/api/notifications/sms/status',
  response: SmsStatusReceiptSchema,
  errorReplies: true,
});

/** A resident's text reply, answered in TwiML (text/xml), which a JSON schema cannot describe. */
export const smsInbound = defineContract({
  method: 'POST',
  path: '/api/notifications/sms/inbound',
  errorReplies: true,
});
