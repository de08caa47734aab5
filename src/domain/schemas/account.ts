import { z } from 'zod';
import type { Language } from '../i18n/languages.ts';
import { COMMUNITY_REQUEST_MAX_LENGTH, ZIP_CODE, ZIP_CODE_LENGTH } from '../address.ts';
import { MESSAGES } from '../messages.ts';
import { DEFAULT_PLAN } from '../plans.ts';
import {
  email,
  LanguageSchema,
  optionalText,
  plainString,
  PlanIdSchema,
  recordId,
  text,
} from './fields.ts';

// Each field has one message (docs/product.md#customer-facing-messages); the same objects validate
// the forms and the API payloads.

export const PASSWORD_MIN_LENGTH = 8;

/**
 * Five digits. Whether we serve it is data the server holds (docs/product.md#service-areas), so the
 * server checks that and answers with MESSAGES.zipNotServed on the field.
 */
export const ZipSchema = plainString(MESSAGES.zipInvalid)
  .trim()
  .regex(ZIP_CODE, { message: MESSAGES.zipInvalid });

/**
 * An account's ZIP code: left empty or shorter than five it is required, as the sign-up's message
 * says; five or more characters that are not five digits get ZipSchema's message.
 */
const AccountZipSchema = plainString(MESSAGES.zipRequired)
  .trim()
  .superRefine((zip, ctx) => {
    if (zip.length < ZIP_CODE_LENGTH) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.zipRequired });
    } else if (!ZIP_CODE.test(zip)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.zipInvalid });
    }
  });

const PASSWORD_MAX_LENGTH = 200;

export const PasswordSchema = plainString('Password must be at least 8 characters')
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * The fields of a customer account. The unit is required because the drivers' route sheet needs
 * it at an apartment door; the building and the community say where in the ZIP code that door is
 * (docs/decisions/023-service-area-and-communities-are-data.md): a community listed for the ZIP
 * code (`communityId`) or the name of one that is not listed yet (`communityRequest`). Customers
 * sign in with their email; the username is kept for accounts that have one and, when left out,
 * is the email.
 */
const accountShape = {
  firstName: text(2, 60, 'First name is required'),
  lastName: text(2, 60, 'Last name is required'),
  email: email('Invalid email address'),
  phone: text(10, 30, 'Valid phone number is required'),
  username: text(3, 60, 'Username must be at least 3 characters').optional(),
  password: PasswordSchema,
  address: text(5, 200, 'Address is required'),
  unit: text(1, 30, 'Apartment/Unit number is required'),
  building: optionalText(30).optional(),
  communityId: recordId(MESSAGES.communityRequired).nullable().optional(),
  communityRequest: optionalText(COMMUNITY_REQUEST_MAX_LENGTH).optional(),
  city: text(2, 60, 'City is required'),
  zip: AccountZipSchema,
  // The language the person reads; left out, the browser's (its Accept-Language header).
  language: LanguageSchema.optional(),
};

/**
 * The door is in a listed community or in one the customer names, never both. The server also
 * checks that a listed community is active and in the ZIP code (MESSAGES.communityNotInZip).
 */
export function communityRule(
  required: boolean,
): (v: { communityId?: number | null; communityRequest?: string }, ctx: z.RefinementCtx) => void {
  return (v, ctx) => {
    const listed = v.communityId != null;
    const named = Boolean(v.communityRequest);
    if (listed && named) {
      ctx.addIssue({
        code: 'custom',
        path: ['communityRequest'],
        message: MESSAGES.communityEitherOr,
      });
    } else if (required && !listed && !named) {
      ctx.addIssue({ code: 'custom', path: ['communityId'], message: MESSAGES.communityRequired });
    }
  };
}

/**
 * POST /api/register: an account on its own, for API clients. The community may be given; the
 * sign-up form asks for it (SignUpSchema).
 */
export const RegisterSchema = z.object(accountShape).superRefine(communityRule(false));
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** The plan and the doorstep details a subscription carries (gate code, instructions). */
const doorstepShape = {
  plan: PlanIdSchema.default(DEFAULT_PLAN),
  gateCode: optionalText(30).default(''),
  specialInstructions: optionalText(500).default(''),
};
export const SubscriptionDetailsSchema = z.object(doorstepShape);
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

const agreeToTerms = z
  .boolean({ error: 'You must agree to the terms and conditions' })
  .refine((v) => v, 'You must agree to the terms and conditions');

/**
 * The one sign-up (docs/product.md#sign-up-flow): the information step of /signup and of
 * /paypal-subscribe, and POST /api/subscription-info from a visitor. The account, where the door
 * is, the plan, the doorstep details and the terms; every apartment door is in a community, listed
 * or named.
 */
export const SignUpSchema = z
  .object({ ...accountShape, ...doorstepShape, agreeToTerms })
  .superRefine(communityRule(true));
export type SignUpInput = z.input<typeof SignUpSchema>;
export type SignUp = z.output<typeof SignUpSchema>;

const { password: _password, ...accountWithoutPassword } = accountShape;

/**
 * PUT /api/subscription-info: the same information corrected before payment by the signed-in
 * customer, without the password and the terms (already given). `subscriptionId` names the pending
 * subscription the form was filled from, so an edit that arrives after it was paid is refused.
 */
export const SignUpEditSchema = z
  .object({
    ...accountWithoutPassword,
    ...doorstepShape,
    subscriptionId: recordId('Subscription ID is required').optional(),
  })
  .superRefine(communityRule(true));
export type SignUpEdit = z.output<typeof SignUpEditSchema>;

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

/**
 * Who an account is (docs/product.md#users-and-roles): a customer, office staff, a porter of the
 * crew, who signs in on /login and works from /crew, or a property's manager, who signs in on
 * /login and sees only the communities the office gave them.
 */
export const ROLES = ['customer', 'admin', 'porter', 'manager'] as const;

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
  language: Language;
  createdAt: string;
};
