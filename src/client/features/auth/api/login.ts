import type { LoginInput } from '../../../../domain/schemas/account';
import type { UserReply } from '../../../../domain/schemas/user';
import { apiPost } from '../../../lib/api-client';

export const login = (input: LoginInput) => apiPost<UserReply>('/api/login', input);
