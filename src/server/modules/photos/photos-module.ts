import type { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contracts from '../../../domain/contracts/photos.ts';
import { PHOTO_MAX_BYTES } from '../../../domain/schemas/crew.ts';
import { PHOTO_MESSAGES } from '../../../domain/schemas/photos.ts';
import type { Database } from '../../db/client.ts';
import { UNATTACHED_PHOTO_HOURS } from '../../../domain/photo-limits.ts';
import { route } from '../../lib/contract-route.ts';
import { HttpError } from '../../lib/errors.ts';
import { requireUser } from '../auth/auth-module.ts';
import type { RateLimiter } from '../rate-limit/rate-limit-module.ts';
import type { ObjectStorage } from '../storage/storage-module.ts';
import { createPhotoRepository } from './photo-repository.ts';
import * as photoService from './photo-service.ts';
import type { PhotoAccess } from './photo-service.ts';
import { createSegmentCounter, REFUSED_UPLOAD, type RefusedUpload } from './jpeg.ts';

// The photos module's public surface (docs/product.md#photos): PUT and GET /api/photos/:id, and
// what other modules ask of photos. Who may send and see them is the caller's PhotoAccess.

export type { PhotoAccess };

/** Photos are read often and never change under their id; only the viewer's browser keeps one. */
const PHOTO_CACHE_CONTROL = 'private, max-age=86400';

/** Fastify's own refusals of a body, in the words of the photo rules. */
const BODY_ERRORS: Record<string, HttpError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new HttpError(415, PHOTO_MESSAGES.notJpeg),
  FST_ERR_CTP_EMPTY_JSON_BODY: new HttpError(415, PHOTO_MESSAGES.notJpeg),
};

/**
 * Reads a photo's body as it arrives, within PHOTO_MAX_BYTES, counting its segments on the way.
 * Past MAX_SEGMENTS it stops reading and hands on REFUSED_UPLOAD, so the rest of a segment bomb
 * never leaves the socket: the reply closes the connection (docs/decisions/058-a-quick-portal.md).
 */
function readPhotoBody(
  request: FastifyRequest,
  payload: Readable,
  done: (error: Error | null, body?: Buffer | RefusedUpload) => void,
) {
  const declared = Number(request.headers['content-length']);
  if (declared > PHOTO_MAX_BYTES) return done(new HttpError(413, PHOTO_MESSAGES.tooLarge));
  const counter = createSegmentCounter();
  const chunks: Buffer[] = [];
  let received = 0;
  const finish = (error: Error | null, body?: Buffer | RefusedUpload) => {
    payload.off('data', onData);
    payload.off('end', onEnd);
    payload.off('error', onEnd);
    done(error, body);
  };
  function onData(chunk: Buffer) {
    received += chunk.length;
    if (received > PHOTO_MAX_BYTES) return finish(new HttpError(413, PHOTO_MESSAGES.tooLarge));
    if (!counter.push(chunk)) {
      payload.pause();
      return finish(null, REFUSED_UPLOAD);
    }
    chunks.push(chunk);
  }
  function onEnd(error?: Error) {
    if (error) return finish(new HttpError(400, PHOTO_MESSAGES.unreadable));
    if (!Number.isNaN(declared) && received !== declared) {
      return finish(new HttpError(400, PHOTO_MESSAGES.unreadable));
    }
    finish(null, Buffer.concat(chunks, received));
  }
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onEnd);
}

/** The JPEG itself, which no JSON schema describes. */
function sendPhoto(reply: FastifyReply, bytes: Buffer) {
  return reply
    .header('content-type', 'image/jpeg')
    .header('cache-control', PHOTO_CACHE_CONTROL)
    .header('content-disposition', 'inline')
    .send(bytes);
}

/**
 * How far back past the unattached hours the sweep looks: runs missed while no server was up are
 * caught up, and an hourly run does not read every photo ever kept.
 */
const SWEEP_LOOKBACK_MS = 7 * 24 * 60 * 60_000;
const SWEEP_BATCH = 200;

const isForeignKeyViolation = (err: unknown) => {
  const cause = (err as { cause?: { code?: string } }).cause;
  return (err as { code?: string }).code === '23503' || cause?.code === '23503';
};

export function createPhotos(deps: { db: Database; storage: ObjectStorage; limiter: RateLimiter }) {
  const repo = createPhotoRepository(deps.db);

  /** Deletes one unattached photo, its row and its object together; false if it is kept. */
  const deleteOne = async (id: string, before: Date) => {
    try {
      return await deps.db.transaction(async (tx) => {
        const key = await createPhotoRepository(tx).deleteUnreferenced(id, before);
        // The object goes only once the row has: a failed delete keeps both for the next run.
        if (key) await deps.storage.delete(key);
        return Boolean(key);
      });
    } catch (err) {
      // A report naming the photo committed meanwhile: it stays.
      if (isForeignKeyViolation(err)) return false;
      throw err;
    }
  };

  return {
    /** A photo's stored bytes, for a document the server makes; null when there is none. */
    async bytes(id: string): Promise<Buffer | null> {
      const photo = await repo.find(id);
      return photo ? deps.storage.get(photo.storageKey) : null;
    },

    /** Who sent each of these photos, by id (unknown ids are left out). */
    uploaders: (ids: readonly string[]) => repo.uploaders(ids),

    /**
     * Deletes the photos sent more than UNATTACHED_PHOTO_HOURS ago that no report and no door's
     * record names (a report given up, a phone that never sent its action): their rows and their
     * stored bytes. Answers how many went.
     */
    async sweepUnattached(now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - UNATTACHED_PHOTO_HOURS * 60 * 60_000);
      const from = new Date(before.getTime() - SWEEP_LOOKBACK_MS);
      let deleted = 0;
      for (;;) {
        const ids = await repo.unreferenced(from, before, SWEEP_BATCH);
        for (const id of ids) if (await deleteOne(id, before)) deleted += 1;
        if (ids.length < SWEEP_BATCH) return deleted;
      }
    },

    async register(parent: FastifyInstance, access: PhotoAccess) {
      const photoDeps: photoService.PhotoDeps = { ...deps, access };
      await parent.register(async (app) => {
        app.addContentTypeParser('image/jpeg', readPhotoBody);
        app.setErrorHandler((error: FastifyError) => {
          throw (error.code && BODY_ERRORS[error.code]) || error;
        });

        route(app, contracts.uploadPhoto, async (request, reply) => {
          const { body } = request;
          // The unread rest of a refused upload would otherwise be read as the next request.
          if (body === REFUSED_UPLOAD) void reply.header('connection', 'close');
          const user = requireUser(request);
          if (!Buffer.isBuffer(body) && body !== REFUSED_UPLOAD) {
            throw new HttpError(415, PHOTO_MESSAGES.notJpeg);
          }
          const { photo, created } = await photoService.upload(
            photoDeps,
            user,
            request.params.id,
            body,
          );
          return reply.code(created ? 201 : 200).send(photo);
        });

        route(app, contracts.getPhoto, async (request, reply) =>
          sendPhoto(
            reply,
            await photoService.read(photoDeps, requireUser(request), request.params.id),
          ),
        );
      });
    },
  };
}
