import type { login as contract } from '../../../../domain/contracts/auth';
import type { LoginInput } from '../../../../domain/schemas/account';
import { callApi } from '../../../lib/api-client';

export const login = (input: LoginInput) =>
  callApi<typeof contract>({ method: 'POST', path: '/api/login' }, { body: input });
