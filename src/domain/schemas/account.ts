import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { DEFAULT_PLAN } from '../plans.ts';
import { email, optionalText, plainString, PlanIdSchema, text } from './fields.ts';

// Each field has one message (docs/product.md#customer-facing-messages); the same objects validate
// the forms and the API payloads.

export const PASSWORD_MIN_LENGTH = 8;

/**
 * Five digits. Whether we serve it is data the server holds (docs/product.md#service-areas), so the
 * server checks that and answers with MESSAGES.zipNotServed on the field.
 */
export const ZipSchema = plainString(MESSAGES.zipInvalid)
  .trim()
  .regex(/^\d{5}$/, { message: MESSAGES.zipInvalid });

const PASSWORD_MAX_LENGTH = 200;

/** The longest community name a customer may type under "My community isn't listed". */
export const COMMUNITY_REQUEST_MAX_LENGTH = 120;

export const PasswordSchema = plainString('Password must be at least 8 characters')
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * The fields of a customer account, one rule set for every way an account is made: POST
 * /api/register (the /signup page) and the PayPal checkout's first step. The unit is required
 * because the drivers' route sheet needs it at an apartment door; the username is free text, since
 * customers sign in with their email. The ZIP code must be one we serve: an account outside the
 * service area could pay for pickups nobody would make.
 */
export const RegisterSchema = z.object({
  firstName: text(2, 60, 'First name is required'),
  lastName: text(2, 60, 'Last name is required'),
  email: email('Invalid email address'),
  phone: text(10, 30, 'Valid phone number is required'),
  username: text(3, 60, 'Username must be at least 3 characters'),
  password: PasswordSchema,
  address: text(5, 200, 'Address is required'),
  unit: text(1, 30, 'Apartment/Unit number is required'),
  city: text(2, 60, 'City is required'),
  zip: ZipSchema,
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** The plan and the doorstep details a subscription carries (gate code, instructions). */
export const SubscriptionDetailsSchema = z.object({
  plan: PlanIdSchema.default(DEFAULT_PLAN),
  gateCode: optionalText(30).default(''),
  specialInstructions: optionalText(500).optional(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

/** The /signup form: the account plus the plan and the doorstep details kept for the payment step. */
export const SignupFormSchema = RegisterSchema.extend(SubscriptionDetailsSchema.shape).extend({
  agreeToTerms: z
    .boolean({ error: 'You must agree to the terms and conditions' })
    .refine((v) => v, 'You must agree to the terms and conditions'),
});

/** The server accepts an email or a username (docs/decisions/002-sessions-and-passwords.md). */
export const LoginSchema = z.object({
  username: text(1, 254, 'Email or username is required'),
  password: plainString('Password is required')
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** The /login form asks for the email. */
export const LoginFormSchema = LoginSchema.extend({
  username: email('Please enter a valid email address'),
});

export const AdminLoginSchema = z.object({
  username: text(1, 254, 'Username is required'),
  password: plainString('Password is required')
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH),
  adminKey: plainString().max(200).optional(),
});
export type AdminLoginInput = z.infer<typeof AdminLoginSchema>;

export const ForgotPasswordSchema = z.object({
  email: email('Please enter a valid email address'),
});

export const ResetPasswordSchema = z.object({
  token: plainString('No reset token provided').min(1, 'No reset token provided').max(200),
  password: PasswordSchema,
});

const confirmMatches = <T extends { confirmPassword: string }>(
  value: T,
  password: string,
  ctx: z.RefinementCtx,
) => {
  if (value.confirmPassword !== password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
  }
};

export const ResetPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: plainString() })
  .superRefine((v, ctx) => confirmMatches(v, v.password, ctx));

export const VerifyResetTokenQuerySchema = z.object({
  token: plainString('No reset token provided').min(1, 'No reset token provided').max(200),
});

export const ChangePasswordSchema = z.object({
  currentPassword: plainString('Current password is required')
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH),
  newPassword: PasswordSchema,
});

export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  confirmPassword: plainString(),
}).superRefine((v, ctx) => confirmMatches(v, v.newPassword, ctx));

export const ROLES = ['customer', 'admin'] as const;

/** What kind of home a waitlist signup lives in. */
export const HOME_KINDS = ['apartment', 'house'] as const;
export type HomeKind = (typeof HOME_KINDS)[number];
export type Role = (typeof ROLES)[number];

/** The user as the API returns it. */
export type User = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
  role: Role;
  createdAt: string;
};
