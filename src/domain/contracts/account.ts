import { MessageReplySchema } from '../schemas/replies.ts';
import {
  ChangeEmailSchema,
  ConfirmEmailReplySchema,
  ConfirmEmailSchema,
  DoorstepDetailsSchema,
  MoveSchema,
  ServiceDetailsSchema,
  ServiceHistoryParamsSchema,
  ServiceHistorySchema,
} from '../schemas/service-details.ts';
import { defineContract } from './contract.ts';

export const getServiceDetails = defineContract({
  method: 'GET',
  path: '/api/account/service-details',
  response: ServiceDetailsSchema,
  errorReplies: true,
});

export const updateDoorstep = defineContract({
  method: 'POST',
  path: '/api/account/doorstep',
  body: DoorstepDetailsSchema,
  response: ServiceDetailsSchema,
  errorReplies: true,
});

export const moveAddress = defineContract({
  method: 'POST',
  path: '/api/account/move',
  body: MoveSchema,
  response: ServiceDetailsSchema,
  errorReplies: true,
});

export const changeEmail = defineContract({
  method: 'POST',
  path: '/api/account/email',
  body: ChangeEmailSchema,
  response: MessageReplySchema,
  errorReplies: true,
});

/** No session needed: the link may be opened on another device; the token is the proof. */
export const confirmEmail = defineContract({
  method: 'POST',
  path: '/api/account/email/confirm',
  body: ConfirmEmailSchema,
  response: ConfirmEmailReplySchema,
  errorReplies: true,
});

/** The office's view of one customer's changes of door and email. */
export const getServiceHistory = defineContract({
  method: 'GET',
  path: '/api/admin/users/:id/service-history',
  params: ServiceHistoryParamsSchema,
  response: ServiceHistorySchema,
  errorReplies: true,
});
