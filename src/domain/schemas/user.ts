import { z } from 'zod';
import { ROLES, type User } from './account.ts';
import { LanguageSchema } from './fields.ts';

/** GET /api/user and the admin Users tab: the user as the API returns it, and nothing more. */
export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  unit: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  role: z.enum(ROLES),
  language: LanguageSchema,
  createdAt: z.string(),
}) satisfies z.ZodType<User>;

/** PUT /api/user/language: the language every message to the signed-in person is written in. */
export const SetLanguageSchema = z.object({ language: LanguageSchema });

/** POST /api/admin-login: the greeting and the signed-in admin. */
export const AdminLoginReplySchema = z.object({ message: z.string(), user: UserSchema });

/** The user as the client reads it from a reply. */
export type UserReply = z.infer<typeof UserSchema>;
