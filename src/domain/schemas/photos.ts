import { z } from 'zod';
import { PHOTO_MAX_BYTES, PHOTO_MAX_LONG_SIDE } from './crew.ts';

// Photos (docs/product.md#photos): sent by the phone as the raw JPEG under an id it chose, read
// back only by those allowed to see them.

export const PHOTO_MESSAGES = {
  notJpeg: 'Send the photo as a JPEG image',
  unreadable: 'This photo could not be read. Please take it again.',
  tooLarge: `This photo is too large: at most ${PHOTO_MAX_BYTES / (1024 * 1024)} MB`,
  tooWide: `This photo is too large: at most ${PHOTO_MAX_LONG_SIDE} pixels on its long side`,
  idTaken: 'A different photo was already sent under this id',
  invalidId: 'This photo could not be found',
  uploadNotAllowed: 'Your account cannot send photos',
  notFound: 'This photo could not be found',
  notAllowed: "You don't have access to this photo",
} as const;

/** PUT and GET /api/photos/:id: the id the phone chose for the photo. */
export const PhotoParamsSchema = z.object({ id: z.uuid({ error: PHOTO_MESSAGES.invalidId }) });

/** What PUT /api/photos/:id answers: the photo as stored (after its metadata was removed). */
export const PhotoSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type Photo = z.infer<typeof PhotoSchema>;
