import type { ContactMessage } from '../../../../domain/schemas/contact';
import { apiPost } from '../../../lib/api-client';

export const sendContactMessage = (input: ContactMessage) =>
  apiPost<{ message: string }>('/api/contact', input);
