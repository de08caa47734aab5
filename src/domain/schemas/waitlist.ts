import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { HOME_KINDS, ZipSchema } from './account.ts';
import { email, LanguageSchema, plainString } from './fields.ts';

// The waitlist (docs/product.md#waitlist): one schema per payload, for the form and the route.

/** How long a confirmation link works after it was sent. */
export const WAITLIST_LINK_DAYS = 7;

export const HomeKindSchema = z.enum(HOME_KINDS, { error: MESSAGES.waitlistKindRequired });

/** POST /api/waitlist, and the /waitlist form. */
export const JoinWaitlistSchema = z.object({
  email: email(MESSAGES.waitlistEmailInvalid),
  zip: ZipSchema,
  kind: HomeKindSchema,
  // The language the visitor reads the form in, which both of the waitlist's emails are written
  // in; left out, the browser's (its Accept-Language header).
  language: LanguageSchema.optional(),
});
export type JoinWaitlistInput = z.infer<typeof JoinWaitlistSchema>;

/** POST /api/waitlist/confirm: the token from the emailed link (newToken: 43 characters). */
export const ConfirmWaitlistSchema = z.object({
  token: plainString(MESSAGES.waitlistInvalidToken)
    .min(1, MESSAGES.waitlistInvalidToken)
    .max(200, MESSAGES.waitlistInvalidToken),
});

/** GET /api/admin/waitlist: one row per ZIP code with people waiting. */
export const WaitlistZipSchema = z.object({
  zip: z.string(),
  /** Whether we serve the ZIP code now. */
  served: z.boolean(),
  /** Confirmed and not emailed yet: the people "Email everyone waiting" writes to. */
  waiting: z.number().int(),
  /** Joined but have not followed their link yet. */
  unconfirmed: z.number().int(),
  /** Of the waiting ones, how many live in an apartment and how many in a house. */
  apartments: z.number().int(),
  houses: z.number().int(),
  /** Already told we serve their ZIP code. */
  emailed: z.number().int(),
});
export type WaitlistZip = z.infer<typeof WaitlistZipSchema>;

/** POST /api/admin/waitlist/:zip/notify */
export const WaitlistZipParamsSchema = z.object({ zip: ZipSchema });

export const WaitlistNotifyReplySchema = z.object({ message: z.string(), emailed: z.number() });
export type WaitlistNotifyReply = z.infer<typeof WaitlistNotifyReplySchema>;
