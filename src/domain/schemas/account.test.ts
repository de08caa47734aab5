import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  AdminLoginSchema,
  ChangePasswordFormSchema,
  ForgotPasswordSchema,
  LoginFormSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordFormSchema,
  SignUpEditSchema,
  SignUpSchema,
} from './account.ts';

const VALID_ACCOUNT = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'jordan@example.com',
  phone: '2815550123',
  username: 'jordan',
  password: 'correct-horse',
  address: '2300 Katy Mills Blvd',
  unit: '1204',
  city: 'Katy',
  zip: '77494',
};

/** Field → messages, the shape the API and the forms show. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('signup', () => {
  test.each([
    ['firstName', 'J', 'First name is required'],
    ['lastName', 'R', 'Last name is required'],
    ['email', 'jordan@', 'Invalid email address'],
    ['phone', '281555012', 'Valid phone number is required'],
    ['password', '1234567', 'Password must be at least 8 characters'],
    ['address', '12 B', 'Address is required'],
    ['unit', '', 'Apartment/Unit number is required'],
    ['city', 'K', 'City is required'],
    ['zip', '7749', 'ZIP code is required'],
  ])('%s=%j → %s', (field, value, message) => {
    const expected = { [field]: [message] };
    expect(fieldErrors(RegisterSchema, { ...VALID_ACCOUNT, [field]: value })).toEqual(expected);
    const missing: Record<string, string> = { ...VALID_ACCOUNT };
    delete missing[field];
    expect(fieldErrors(RegisterSchema, missing)).toEqual(expected);
  });

  test('the minimum lengths themselves are accepted', () => {
    const shortest = {
      ...VALID_ACCOUNT,
      firstName: 'Jo',
      lastName: 'Li',
      phone: '2815550123',
      username: 'joe',
      password: '12345678',
      address: '1 Rd.',
      unit: '1',
      city: 'Ky',
      zip: '77494',
    };
    expect(fieldErrors(RegisterSchema, shortest)).toEqual({});
  });

  test('trims text fields (email included) before checking them', () => {
    const parsed = RegisterSchema.parse({
      ...VALID_ACCOUNT,
      firstName: '  Jordan ',
      email: ' jordan@example.com\t',
    });
    expect(parsed.firstName).toBe('Jordan');
    expect(parsed.email).toBe('jordan@example.com');
    expect(fieldErrors(RegisterSchema, { ...VALID_ACCOUNT, firstName: ' J ' })).toEqual({
      firstName: ['First name is required'],
    });
  });

  // Whether we serve it is the server's answer (src/server/modules/service-area).
  test('the ZIP code is five digits, on every form that makes an account', () => {
    const signUp = { ...VALID_ACCOUNT, communityId: 3, agreeToTerms: true };
    for (const schema of [RegisterSchema, SignUpSchema]) {
      for (const zip of ['', '   ', '7749']) {
        expect(fieldErrors(schema, { ...signUp, zip })).toEqual({
          zip: ['ZIP code is required'],
        });
      }
      for (const zip of ['774944', '77494-1234', 'abcde', '77 944']) {
        expect(fieldErrors(schema, { ...signUp, zip })).toEqual({
          zip: ['Enter a 5-digit ZIP code'],
        });
      }
      for (const zip of [' 77494 ', '90210']) {
        expect(fieldErrors(schema, { ...signUp, zip })).toEqual({});
      }
    }
  });

  test('passwords are not trimmed', () => {
    expect(RegisterSchema.parse({ ...VALID_ACCOUNT, password: ' spaced out ' }).password).toBe(
      ' spaced out ',
    );
  });

  test('over-long values are refused', () => {
    expect(fieldErrors(RegisterSchema, { ...VALID_ACCOUNT, firstName: 'x'.repeat(61) })).toEqual({
      firstName: ['Must be at most 60 characters'],
    });
    expect(fieldErrors(RegisterSchema, { ...VALID_ACCOUNT, password: 'x'.repeat(201) })).toEqual({
      password: ['Password must be at most 200 characters'],
    });
  });

  test('a username, when given, has 3 or more characters; without one the email is the login', () => {
    expect(fieldErrors(RegisterSchema, { ...VALID_ACCOUNT, username: 'jo' })).toEqual({
      username: ['Username must be at least 3 characters'],
    });
    const { username: _u, ...withoutUsername } = VALID_ACCOUNT;
    expect(RegisterSchema.safeParse(withoutUsername).success).toBe(true);
  });
});

describe('the one sign-up (/signup and the PayPal information step)', () => {
  const { username: _u, ...account } = VALID_ACCOUNT;
  const form = { ...account, communityId: 3, agreeToTerms: true };

  test('plan defaults to standard, must be a known plan, and terms must be agreed', () => {
    expect(SignUpSchema.parse(form)).toMatchObject({ plan: 'standard', gateCode: '' });
    expect(SignUpSchema.parse({ ...form, plan: 'premium' }).plan).toBe('premium');
    expect(Object.keys(fieldErrors(SignUpSchema, { ...form, plan: 'gold' }))).toEqual(['plan']);
    for (const agreeToTerms of [false, undefined]) {
      expect(fieldErrors(SignUpSchema, { ...form, agreeToTerms })).toEqual({
        agreeToTerms: ['You must agree to the terms and conditions'],
      });
    }
  });

  test('the door is in a listed community or a named one, never neither nor both', () => {
    const { communityId: _c, ...noCommunity } = form;
    expect(fieldErrors(SignUpSchema, noCommunity)).toEqual({
      communityId: [MESSAGES.communityRequired],
    });
    expect(SignUpSchema.safeParse({ ...noCommunity, communityRequest: 'Elm Court' }).success).toBe(
      true,
    );
    expect(fieldErrors(SignUpSchema, { ...form, communityRequest: 'Elm Court' })).toEqual({
      communityRequest: [MESSAGES.communityEitherOr],
    });
    expect(
      fieldErrors(SignUpSchema, { ...noCommunity, communityRequest: 'x'.repeat(121) }),
    ).toEqual({ communityRequest: ['Must be at most 120 characters'] });
    // An account on its own (POST /api/register) may leave the community out.
    expect(RegisterSchema.safeParse(VALID_ACCOUNT).success).toBe(true);
  });

  test('every account field is checked exactly as RegisterSchema checks it', () => {
    const empty = Object.fromEntries(Object.keys(VALID_ACCOUNT).map((k) => [k, '']));
    const { username: _e, ...errors } = fieldErrors(RegisterSchema, empty);
    expect(fieldErrors(SignUpSchema, { ...empty, communityId: 3, agreeToTerms: true })).toEqual({
      ...errors,
      username: ['Username must be at least 3 characters'],
    });
  });

  test('the correction before payment takes the same fields without the password', () => {
    const { password: _p, agreeToTerms: _t, ...edit } = form;
    expect(SignUpEditSchema.parse({ ...edit, subscriptionId: 7 })).toMatchObject({
      subscriptionId: 7,
      communityId: 3,
    });
    expect(fieldErrors(SignUpEditSchema, { ...edit, zip: '123' })).toEqual({
      zip: ['ZIP code is required'],
    });
  });
});

describe('login', () => {
  test('the API accepts an email or a username; the form asks for an email', () => {
    expect(LoginSchema.safeParse({ username: 'jordan', password: 'x' }).success).toBe(true);
    expect(fieldErrors(LoginFormSchema, { username: 'jordan', password: 'x' })).toEqual({
      username: ['Please enter a valid email address'],
    });
    expect(fieldErrors(LoginFormSchema, { username: 'jordan@example.com', password: '' })).toEqual({
      password: ['Password is required'],
    });
  });

  test('admin login requires a username and a password; the key is optional', () => {
    expect(fieldErrors(AdminLoginSchema, { username: '', password: '' })).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
    expect(AdminLoginSchema.safeParse({ username: 'admin', password: 'x' }).success).toBe(true);
  });
});

describe('passwords', () => {
  test('forgot password wants a valid email', () => {
    expect(fieldErrors(ForgotPasswordSchema, { email: 'nope' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  test('reset form: at least 8 characters, and the confirmation must match', () => {
    expect(
      fieldErrors(ResetPasswordFormSchema, { password: 'short', confirmPassword: 'short' }),
    ).toEqual({ password: ['Password must be at least 8 characters'] });
    expect(
      fieldErrors(ResetPasswordFormSchema, { password: 'long-enough', confirmPassword: 'other' }),
    ).toEqual({ confirmPassword: ['Passwords do not match'] });
  });

  test('change-password form: the confirmation must match the new password', () => {
    const value = { currentPassword: 'old-one', newPassword: 'new-password', confirmPassword: 'x' };
    expect(fieldErrors(ChangePasswordFormSchema, value)).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
    expect(fieldErrors(ChangePasswordFormSchema, { ...value, currentPassword: '' })).toEqual({
      currentPassword: ['Current password is required'],
      confirmPassword: ['Passwords do not match'],
    });
  });
});
