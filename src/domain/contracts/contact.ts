import { ContactMessageSchema } from '../schemas/contact.ts';
import { MessageReplySchema } from '../schemas/replies.ts';
import { defineContract } from './contract.ts';

export const sendContactMessage = defineContract({
  method: 'POST',
  path: '/api/contact',
  body: ContactMessageSchema,
  response: MessageReplySchema,
  status: 201,
  errorReplies: true,
});
