import { createHash } from 'node:crypto';
import { PHOTO_MAX_BYTES, PHOTO_MAX_LONG_SIDE } from '../../../domain/schemas/crew.ts';
import { PHOTO_MESSAGES, type Photo } from '../../../domain/schemas/photos.ts';
import type { Database } from '../../db/client.ts';
import {
  PHOTO_ALLOWANCES,
  PHOTO_LIMIT_MESSAGES,
  type PhotoAllowance,
} from '../../../domain/photo-limits.ts';
import { conflict, forbidden, HttpError, notFound, tooManyRequests } from '../../lib/errors.ts';
import type { RateLimiter } from '../rate-limit/rate-limit-module.ts';
import type { UserRow } from '../auth/auth-module.ts';
import type { ObjectStorage } from '../storage/storage-module.ts';
import { readJpeg, REFUSED_UPLOAD, type RefusedUpload } from './jpeg.ts';
import { createPhotoRepository, type PhotoRow, type PhotoUsage } from './photo-repository.ts';

/**
 * Who may send and see photos besides the office: the crew's module says it for the porters and
 * the residents of their doors; other features (residents' reports) add their own rules here.
 */
export type PhotoAccess = {
  canUpload(user: UserRow): boolean;
  /** Whether a resident has a pickup to report on now: the only thing their photos are for. */
  hasReportablePickup(userId: number): Promise<boolean>;
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

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;
const secondsUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / 1000));

/** An account that may send photos has one of these allowances (src/domain/photo-limits.ts). */
const allowanceOf = (user: UserRow): PhotoAllowance =>
  user.role === 'porter' ? PHOTO_ALLOWANCES.porter : PHOTO_ALLOWANCES.customer;

/**
 * The 429 of the first allowance this photo would pass, with how long until the oldest photo it
 * counts leaves the last 24 hours (or, for waiting photos, is deleted unattached).
 */
function overAllowance(allowance: PhotoAllowance, usage: PhotoUsage, bytes: number) {
  const dayAfter = (at: Date | null) => secondsUntil((at?.getTime() ?? Date.now()) + DAY_MS);
  if (usage.count >= allowance.perDay) {
    return tooManyRequests(PHOTO_LIMIT_MESSAGES.perDay(allowance.perDay), dayAfter(usage.oldestAt));
  }
  if (usage.bytes + bytes > allowance.bytesPerDay) {
    return tooManyRequests(
      PHOTO_LIMIT_MESSAGES.bytesPerDay(allowance.bytesPerDay),
      dayAfter(usage.oldestAt),
    );
  }
  if (usage.waiting >= allowance.waiting) {
    return tooManyRequests(
      PHOTO_LIMIT_MESSAGES.waiting(allowance.waiting),
      dayAfter(usage.oldestWaitingAt),
    );
  }
  return undefined;
}

/** What the photo functions work with, made once in photos-module.ts. */
export type PhotoDeps = {
  db: Database;
  storage: ObjectStorage;
  access: PhotoAccess;
  limiter: RateLimiter;
};

/** The same photo sent again is fine; anything else under a taken id is a 409. */
function replayOf(existing: PhotoRow, user: UserRow, sha256: string): Photo {
  if (existing.uploadedBy !== user.id || existing.sha256 !== sha256) {
    throw conflict(PHOTO_MESSAGES.idTaken);
  }
  return toPhoto(existing);
}

/**
 * Checks and keeps a photo under the phone's id: a whole JPEG within the limits, stored
 * without its metadata. `created` is false when the same photo was already here. A body
 * refused as it arrived is unreadable, after the same checks of who sends it.
 */
export async function upload(
  deps: PhotoDeps,
  user: UserRow,
  id: string,
  body: Buffer | RefusedUpload,
): Promise<{ photo: Photo; created: boolean }> {
  const repo = createPhotoRepository(deps.db);
  if (!deps.access.canUpload(user)) throw forbidden(PHOTO_MESSAGES.uploadNotAllowed);
  const allowance = allowanceOf(user);
  await deps.limiter.consume(
    { name: 'photo', max: allowance.perMinute, windowMs: MINUTE_MS },
    String(user.id),
    PHOTO_LIMIT_MESSAGES.perMinute,
  );
  if (body === REFUSED_UPLOAD) throw new HttpError(422, PHOTO_MESSAGES.unreadable);
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
  if (user.role === 'customer' && !(await deps.access.hasReportablePickup(user.id))) {
    throw forbidden(PHOTO_LIMIT_MESSAGES.nothingToReport);
  }

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
    const photos = createPhotoRepository(tx);
    await photos.lockUploader(user.id);
    const refusal = overAllowance(
      allowance,
      await photos.usage(user.id, new Date(Date.now() - DAY_MS)),
      row.bytes,
    );
    if (refusal) throw refusal;
    if (!(await photos.insert(row))) return false;
    await deps.storage.put(row.storageKey, jpeg.stripped, row.contentType);
    return true;
  });
  if (created) return { photo: toPhoto(row), created: true };
  const winner = await repo.find(id);
  return { photo: replayOf(winner!, user, sha256), created: false };
}

/** The photo's bytes for someone allowed to see it. */
export async function read(deps: PhotoDeps, user: UserRow, id: string): Promise<Buffer> {
  const repo = createPhotoRepository(deps.db);
  const photo = await repo.find(id);
  if (!photo) throw notFound(PHOTO_MESSAGES.notFound);
  const allowed =
    user.role === 'admin' || photo.uploadedBy === user.id || (await deps.access.canView(id, user));
  if (!allowed) throw forbidden(PHOTO_MESSAGES.notAllowed);
  const bytes = await deps.storage.get(photo.storageKey);
  if (!bytes) throw new Error(`photo ${id} has no stored object`);
  return bytes;
}
