import type { ContactMessage } from '../../../../domain/schemas/contact';
import type { MessageReply } from '../../../../domain/schemas/replies';
import { apiPost } from '../../../lib/api-client';

export const sendContactMessage = (input: ContactMessage) =>
  apiPost<MessageReply>('/api/contact', input);
