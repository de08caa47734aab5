import type { sendContactMessage as contract } from '../../../../domain/contracts/contact';
import type { ContactMessage } from '../../../../domain/schemas/contact';
import { callApi } from '../../../lib/api-client';

export const sendContactMessage = (input: ContactMessage) =>
  callApi<typeof contract>({ method: 'POST', path: '/api/contact' }, { body: input });
