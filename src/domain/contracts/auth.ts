import {
  AdminLoginSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyResetTokenQuerySchema,
} from '../schemas/account.ts';
import { MessageReplySchema, OkReplySchema } from '../schemas/replies.ts';
import { AdminLoginReplySchema, SetLanguageSchema, UserSchema } from '../schemas/user.ts';
import { defineContract } from './contract.ts';

export const fetchUser = defineContract({
  method: 'GET',
  path: '/api/user',
  response: UserSchema,
  errorReplies: true,
});

/** The language every message to the signed-in person is written in; the user as saved. */
export const setLanguage = defineContract({
  method: 'PUT',
  path: '/api/user/language',
  body: SetLanguageSchema,
  response: UserSchema,
  errorReplies: true,
});

export const register = defineContract({
  method: 'POST',
  path: '/api/register',
  body: RegisterSchema,
  response: UserSchema,
  status: 201,
  errorReplies: true,
});

export const login = defineContract({
  method: 'POST',
  path: '/api/login',
  body: LoginSchema,
  response: UserSchema,
  errorReplies: true,
});

export const adminLogin = defineContract({
  method: 'POST',
  path: '/api/admin-login',
  body: AdminLoginSchema,
  response: AdminLoginReplySchema,
  errorReplies: true,
});

export const logout = defineContract({
  method: 'POST',
  path: '/api/logout',
  response: MessageReplySchema,
  errorReplies: true,
});

export const forgotPassword = defineContract({
  method: 'POST',
  path: '/api/forgot-password',
  body: ForgotPasswordSchema,
  response: MessageReplySchema,
  errorReplies: true,
});

export const verifyResetToken = defineContract({
  method: 'GET',
  path: '/api/reset-password/verify',
  query: VerifyResetTokenQuerySchema,
  response: OkReplySchema,
  errorReplies: true,
});

export const resetPassword = defineContract({
  method: 'POST',
  path: '/api/reset-password',
  body: ResetPasswordSchema,
  response: MessageReplySchema,
  errorReplies: true,
});

export const changePassword = defineContract({
  method: 'POST',
  path: '/api/change-password',
  body: ChangePasswordSchema,
  response: MessageReplySchema,
  errorReplies: true,
});
