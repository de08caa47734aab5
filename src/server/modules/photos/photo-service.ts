import { createHash } from 'node:crypto';
import { PHOTO_MAX_BYTES, PHOTO_MAX_LONG_SIDE } from '../../../domain/schemas/crew.ts';
import { PHOTO_MESSAGES, type Photo } from '../../../domain/schemas/photos.ts';
import type { Database } from '../../db/client.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/auth-module.ts';
import type { ObjectStorage } from '../storage/storage-module.ts';
import { readJpeg } from './jpeg.ts';
import { createPhotoRepository, type PhotoRow } from './photo-repository.ts';

/**
 * Who may send and see photos besides the office: the crew's module says it for the porters and
 * the residents of their doors; other features (residents' reports) add their own rules here.
 */
export type PhotoAccess = {
  canUpload(user: UserRow): boolean;
  /** Whether `user` may see the photo; admins and the one who sent it always may. */
  canView(photoId: string, user: UserRow): Promise<boolean>;
};

const toPhoto = (row: PhotoRow): Photo => ({
  id: row.id,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
});

const keyOf = (id: string) => `photos/${id}.jpg`;

export function createPhotoService(deps: {
  db: Database;
  storage: ObjectStorage;
  access: PhotoAccess;
}) {
  const repo = createPhotoRepository(deps.db);

  /** The same photo sent again is fine; anything else under a taken id is a 409. */
  const replayOf = (existing: PhotoRow, user: UserRow, sha256: string): Photo => {
    if (existing.uploadedBy !== user.id || existing.sha256 !== sha256) {
      throw conflict(PHOTO_MESSAGES.idTaken);
    }
    return toPhoto(existing);
  };

  return {
    /**
     * Checks and keeps a photo under the phone's id: a whole JPEG within the limits, stored
     * without its metadata. `created` is false when the same photo was already here.
     */
    async upload(
      user: UserRow,
      id: string,
      body: Buffer,
    ): Promise<{ photo: Photo; created: boolean }> {
      if (!deps.access.canUpload(user)) throw forbidden(PHOTO_MESSAGES.uploadNotAllowed);
      if (body.length > PHOTO_MAX_BYTES) throw new HttpError(413, PHOTO_MESSAGES.tooLarge);
      const jpeg = readJpeg(body);
      if (!jpeg.ok) {
        throw jpeg.problem === 'not_jpeg'
          ? new HttpError(415, PHOTO_MESSAGES.notJpeg)
          : new HttpError(422, PHOTO_MESSAGES.unreadable);
      }
      if (Math.max(jpeg.width, jpeg.height) > PHOTO_MAX_LONG_SIDE) {
        throw new HttpError(422, PHOTO_MESSAGES.tooWide);
      }
      const sha256 = createHash('sha256').update(body).digest('hex');
      const existing = await repo.find(id);
      if (existing) return { photo: replayOf(existing, user, sha256), created: false };

      const row: PhotoRow = {
        id,
        storageKey: keyOf(id),
        contentType: 'image/jpeg',
        bytes: jpeg.stripped.length,
        width: jpeg.width,
        height: jpeg.height,
        sha256,
        uploadedBy: user.id,
        createdAt: new Date(),
      };
      // The row and the object commit together: the object is written only by the request whose
      // row won the id, and a failed write leaves no row pointing at nothing.
      const created = await deps.db.transaction(async (tx) => {
        if (!(await createPhotoRepository(tx).insert(row))) return false;
        await deps.storage.put(row.storageKey, jpeg.stripped, row.contentType);
        return true;
      });
      if (created) return { photo: toPhoto(row), created: true };
      const winner = await repo.find(id);
      return { photo: replayOf(winner!, user, sha256), created: false };
    },

    /** The photo's bytes for someone allowed to see it. */
    async read(user: UserRow, id: string): Promise<Buffer> {
      const photo = await repo.find(id);
      if (!photo) throw notFound(PHOTO_MESSAGES.notFound);
      const allowed =
        user.role === 'admin' ||
        photo.uploadedBy === user.id ||
        (await deps.access.canView(id, user));
      if (!allowed) throw forbidden(PHOTO_MESSAGES.notAllowed);
      const bytes = await deps.storage.get(photo.storageKey);
      if (!bytes) throw new Error(`photo ${id} has no stored object`);
      return bytes;
    },
  };
}
