import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { SignUpSchema } from './account.ts';
import { CommunityChoiceSchema, DoorstepDetailsSchema, MoveSchema } from './service-details.ts';

const SIGN_UP = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  email: 'jordan@example.com',
  phone: '2815550123',
  password: 'correct-horse',
  address: '2300 Katy Mills Blvd',
  unit: '1204',
  building: '3',
  communityId: 4,
  city: 'Katy',
  zip: '77494',
  plan: 'standard',
  gateCode: '',
  specialInstructions: '',
  agreeToTerms: true,
};

const MOVE = {
  address: '2300 Katy Mills Blvd',
  unit: '1204',
  building: '3',
  city: 'Katy',
  zip: '77494',
  communityId: 4,
};

const DOORSTEP = { phone: '2815550123', building: '3', unit: '1204' };

/** The message each schema gives for one field's value. */
function messageFor(schema: z.ZodType, value: object, field: string): string | undefined {
  const result = schema.safeParse(value);
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

// The portal's forms take their field rules from the sign-up (docs/product.md#service-details).
describe('the service-detail edits say what the sign-up says', () => {
  test.each([
    ['communityId', 'not-an-id'],
    ['communityId', 0],
    // Neither a listed community nor a named one; then both.
    ['communityId', null],
    ['communityRequest', 'Elm Court'],
    ['communityRequest', 'x'.repeat(121)],
    ['building', 'x'.repeat(31)],
    ['unit', ''],
    ['zip', '7749'],
    ['address', '12 B'],
  ])('a move with %s=%j', (field, value) => {
    const expected = messageFor(SignUpSchema, { ...SIGN_UP, [field]: value }, field);
    expect(expected).toBeDefined();
    expect(messageFor(MoveSchema, { ...MOVE, [field]: value }, field)).toBe(expected);
  });

  test.each([
    ['phone', '281555012'],
    ['building', 'x'.repeat(31)],
    ['gateCode', 'x'.repeat(31)],
    ['specialInstructions', 'x'.repeat(501)],
  ])('the doorstep details with %s=%j', (field, value) => {
    const expected = messageFor(SignUpSchema, { ...SIGN_UP, [field]: value }, field);
    expect(expected).toBeDefined();
    expect(messageFor(DoorstepDetailsSchema, { ...DOORSTEP, [field]: value }, field)).toBe(
      expected,
    );
  });

  test('left out, where the door is reads as empty, not missing', () => {
    expect(CommunityChoiceSchema.parse({})).toEqual({
      building: '',
      communityId: null,
      communityRequest: '',
    });
  });
});
