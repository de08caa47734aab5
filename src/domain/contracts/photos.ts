import { PhotoParamsSchema, PhotoSchema } from '../schemas/photos.ts';
import { defineContract } from './contract.ts';

// The photo's body is the JPEG itself, sent and answered as bytes, which no JSON schema describes.

/** Answers 201 when the photo is new, 200 when the same photo was already here. */
export const uploadPhoto = defineContract({
  method: 'PUT',
  path: '/api/photos/:id',
  params: PhotoParamsSchema,
  response: PhotoSchema,
  status: [200, 201],
  errorReplies: true,
});

/** Served through the API to those allowed, never from a public address. */
export const getPhoto = defineContract({
  method: 'GET',
  path: '/api/photos/:id',
  params: PhotoParamsSchema,
  errorReplies: true,
});
