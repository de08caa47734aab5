import type { SandboxCardInput, SandboxCardPayment } from '../../../../domain/schemas/payments';
import { apiPost } from '../../../lib/api-client';

/** Pays the sandbox checkout with the card form's card (test mode only). */
export const payWithSandboxCard = (input: SandboxCardInput) =>
  apiPost<SandboxCardPayment>('/api/sandbox/card-payments', input);
