import { z } from 'zod';
import { MessageReplySchema } from '../schemas/replies.ts';
import {
  ConfirmWaitlistSchema,
  JoinWaitlistSchema,
  WaitlistNotifyReplySchema,
  WaitlistZipParamsSchema,
  WaitlistZipSchema,
} from '../schemas/waitlist.ts';
import { defineContract } from './contract.ts';

export const joinWaitlist = defineContract({
  method: 'POST',
  path: '/api/waitlist',
  body: JoinWaitlistSchema,
  response: MessageReplySchema,
  status: 202,
  errorReplies: true,
});

export const confirmWaitlist = defineContract({
  method: 'POST',
  path: '/api/waitlist/confirm',
  body: ConfirmWaitlistSchema,
  response: MessageReplySchema,
  errorReplies: true,
});

export const listWaitlist = defineContract({
  method: 'GET',
  path: '/api/admin/waitlist',
  response: z.array(WaitlistZipSchema),
  errorReplies: true,
});

/** A CSV download, so its reply is not JSON. */
export const exportWaitlist = defineContract({
  method: 'GET',
  path: '/api/admin/waitlist.csv',
  errorReplies: true,
});

export const notifyWaitlist = defineContract({
  method: 'POST',
  path: '/api/admin/waitlist/:zip/notify',
  params: WaitlistZipParamsSchema,
  response: WaitlistNotifyReplySchema,
  errorReplies: true,
});
