import { PHOTO_MESSAGES } from '../../domain/schemas/photos';
import { ApiError } from './api-client';
import { shrinkPhoto } from './shrink-photo';

/**
 * Shrinks the photo in the browser (upright, long side within the limit, no location data) and
 * sends it under a fresh id; answers the id.
 */
export async function uploadPhoto(file: File): Promise<string> {
  let jpeg: Blob;
  try {
    jpeg = await shrinkPhoto(file);
  } catch {
    throw new ApiError(415, '', PHOTO_MESSAGES.unreadable, { photo: [PHOTO_MESSAGES.unreadable] });
  }
  const id = crypto.randomUUID();
  const res = await fetch(`/api/photos/${id}`, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'content-type': 'image/jpeg' },
    body: jpeg,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    const message = body.message ?? PHOTO_MESSAGES.unreadable;
    throw new ApiError(res.status, '', message, { photo: [message] });
  }
  return id;
}
