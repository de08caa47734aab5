import type { payWithSandboxCard as payCall } from '../../../../domain/contracts/sandbox';
import type { SandboxCardInput } from '../../../../domain/schemas/payments';
import { callApi } from '../../../lib/api-client';

/** Pays the sandbox checkout with the card form's card (test mode only). */
export const payWithSandboxCard = (input: SandboxCardInput) =>
  callApi<typeof payCall>({ method: 'POST', path: '/api/sandbox/card-payments' }, { body: input });
