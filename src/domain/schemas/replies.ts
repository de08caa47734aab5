import { z } from 'zod';

// The small JSON replies many routes share. Each route declares the one it sends, so the server
// writes exactly these fields and the client reads the type inferred from the same schema.

/** Every error reply: a sentence for the screen, and the messages per field on a 400. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A write that has nothing to return but a sentence to show (logout, password changes, contact). */
export const MessageReplySchema = z.object({ message: z.string() });

/** A check that either passes (this reply) or answers an error (the reset link check). */
export const OkReplySchema = z.object({ ok: z.literal(true) });

/** The 4xx replies a route may send, declared beside its success reply. */
export const ERROR_REPLIES = { '4xx': ErrorBodySchema } as const;

/** GET /api/health and GET /api/ready. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'ready', 'unavailable']),
  message: z.string().optional(),
});
