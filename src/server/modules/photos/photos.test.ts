import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { decode } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../../domain/schemas/crew.ts';
import { PHOTO_MESSAGES, type Photo } from '../../../domain/schemas/photos.ts';
import {
  action,
  assign,
  newCommunity,
  newResident,
  putPhoto,
  signedInPorter,
  syncActions,
  today,
  openCrewTestApp,
  type CrewTestApp,
} from '../../../test/crew.ts';
import { startFakeS3 } from '../../../test/fakes/fake-s3.ts';
import { carriesMetadata, testJpeg, withEmptySegments, withMetadata } from '../../../test/jpeg.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { photos } from '../../db/schema.ts';

let world: CrewTestApp;
let t: TestApp;
let admin: TestClient;
let dataDir: string;

beforeAll(async () => {
  world = await openCrewTestApp('photos');
  ({ t, admin, dataDir } = world);
});
afterAll(() => world?.close());

const storedFile = (id: string) => join(dataDir, 'storage', 'photos', `${id}.jpg`);
const storedFiles = async () =>
  readdir(join(dataDir, 'storage', 'photos')).catch(() => [] as string[]);
const photoRow = async (id: string) =>
  (await t.db.select().from(photos).where(eq(photos.id, id)))[0];

describe('PUT /api/photos/:id', () => {
  test('a porter sends a photo; it is kept without its metadata, under the phone id', async () => {
    const porter = await signedInPorter(t);
    const id = randomUUID();
    const jpeg = testJpeg(64, 48);
    const response = await putPhoto(porter.client, id, withMetadata(jpeg));
    expect(response.statusCode).toBe(201);
    const photo = response.json<Photo>();
    expect(photo).toMatchObject({ id, width: 64, height: 48 });

    const stored = await readFile(storedFile(id));
    expect(photo.bytes).toBe(stored.length);
    expect(carriesMetadata(stored)).toBe(false);
    expect(decode(stored, { useTArray: true }).data).toEqual(
      decode(jpeg, { useTArray: true }).data,
    );

    const read = await porter.client.get(`/api/photos/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toBe('private, max-age=86400');
    expect(read.rawPayload).toEqual(stored);
  });

  test('the same photo again is fine; different bytes under the same id are a 409', async () => {
    const porter = await signedInPorter(t);
    const other = await signedInPorter(t, 'Sky');
    const id = randomUUID();
    const jpeg = testJpeg(40, 30, 3);
    expect((await putPhoto(porter.client, id, jpeg)).statusCode).toBe(201);
    const again = await putPhoto(porter.client, id, jpeg);
    expect(again.statusCode).toBe(200);
    expect(again.json<Photo>()).toMatchObject({ id, width: 40, height: 30 });

    for (const [client, body] of [
      [porter.client, testJpeg(40, 30, 4)],
      [other.client, jpeg],
    ] as const) {
      const taken = await putPhoto(client, id, body);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: PHOTO_MESSAGES.idTaken });
    }
    expect((await photoRow(id))!.uploadedBy).toBe(porter.id);
  });

  test('anything but a whole JPEG within the limits is refused, and nothing is kept', async () => {
    const porter = await signedInPorter(t);
    const before = await storedFiles();
    const jpeg = testJpeg(32, 32);
    const cases: [string, () => ReturnType<typeof putPhoto>, number, string][] = [
      [
        'a PNG sent as a JPEG',
        () => putPhoto(porter.client, randomUUID(), Buffer.from('89504e470d0a1a0a0000', 'hex')),
        415,
        PHOTO_MESSAGES.notJpeg,
      ],
      [
        'a JPEG sent as a PNG',
        () => putPhoto(porter.client, randomUUID(), jpeg, 'image/png'),
        415,
        PHOTO_MESSAGES.notJpeg,
      ],
      [
        'JSON',
        () =>
          porter.client.inject({
            method: 'PUT',
            url: `/api/photos/${randomUUID()}`,
            payload: { photo: 'x' },
          }),
        415,
        PHOTO_MESSAGES.notJpeg,
      ],
      [
        'no body',
        () => porter.client.inject({ method: 'PUT', url: `/api/photos/${randomUUID()}` }),
        415,
        PHOTO_MESSAGES.notJpeg,
      ],
      [
        'a cut-off JPEG',
        () => putPhoto(porter.client, randomUUID(), jpeg.subarray(0, jpeg.length - 40)),
        422,
        PHOTO_MESSAGES.unreadable,
      ],
      [
        'a JPEG of 1.3 million empty segments',
        () => putPhoto(porter.client, randomUUID(), withEmptySegments(jpeg)),
        422,
        PHOTO_MESSAGES.unreadable,
      ],
      [
        'a JPEG too wide',
        () => putPhoto(porter.client, randomUUID(), testJpeg(1601, 8)),
        422,
        PHOTO_MESSAGES.tooWide,
      ],
      [
        'a JPEG too tall',
        () => putPhoto(porter.client, randomUUID(), testJpeg(8, 1700)),
        422,
        PHOTO_MESSAGES.tooWide,
      ],
      [
        'a file too large',
        () =>
          putPhoto(
            porter.client,
            randomUUID(),
            Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES)]),
          ),
        413,
        PHOTO_MESSAGES.tooLarge,
      ],
    ];
    for (const [what, send, status, message] of cases) {
      const response = await send();
      expect(response.statusCode, what).toBe(status);
      expect(response.json(), what).toEqual({ message });
    }
    expect(await storedFiles()).toEqual(before);
    const badId = await putPhoto(porter.client, 'not-a-uuid', jpeg);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(PHOTO_MESSAGES.invalidId);
  });

  test('a segment bomb is refused after its first kilobytes, while the rest is still unsent', async () => {
    const porter = await signedInPorter(t);
    const bomb = withEmptySegments(testJpeg(16, 16));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: `/api/photos/${randomUUID()}`,
      headers: {
        'content-type': 'image/jpeg',
        'content-length': bomb.length,
        cookie: `sid=${porter.client.sid}`,
      },
      agent: false,
    });
    // The server closes the connection on the body it will not read.
    request.on('error', () => {});
    request.write(bomb.subarray(0, 64 * 1024));
    const [response] = (await once(request, 'response')) as [IncomingMessage];
    const reply: Buffer[] = [];
    for await (const chunk of response) reply.push(chunk as Buffer);
    request.destroy();
    expect(response.statusCode).toBe(422);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(Buffer.concat(reply).toString())).toEqual({
      message: PHOTO_MESSAGES.unreadable,
    });
  });

  test('porters and residents send photos, the office does not; without a session it is a 401', async () => {
    const { client: customer } = await newResident(t, (await newCommunity(t)).id);
    expect((await putPhoto(customer, randomUUID(), testJpeg())).statusCode).toBe(201);
    const response = await putPhoto(admin, randomUUID(), testJpeg());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: PHOTO_MESSAGES.uploadNotAllowed });
    expect((await putPhoto(t.client(), randomUUID(), testJpeg())).statusCode).toBe(401);
  });
});

describe('GET /api/photos/:id', () => {
  test("the office, the porter of the route and the door's resident see it; nobody else", async () => {
    const porter = await signedInPorter(t);
    const routeMate = await signedInPorter(t, 'Robin');
    const stranger = await signedInPorter(t, 'Sky');
    const community = await newCommunity(t);
    await assign(t, admin, community.id, porter.id);
    const door = await newResident(t, community.id);
    const neighbour = await newResident(t, community.id, { unit: '102' });

    const id = randomUUID();
    await putPhoto(porter.client, id, testJpeg(20, 20, 5));
    const problem = action(door.pickups[today()]!, {
      outcome: 'problem',
      reason: 'not_sealed',
      photoId: id,
    });
    expect((await syncActions(porter.client, [problem])).json().results[0].result).toBe('applied');
    // The community's days move to another porter: the photo is on their route now.
    await assign(t, admin, community.id, routeMate.id);

    const status = async (client: TestClient) => (await client.get(`/api/photos/${id}`)).statusCode;
    expect(await status(admin)).toBe(200);
    expect(await status(porter.client)).toBe(200);
    expect(await status(routeMate.client)).toBe(200);
    expect(await status(door.client)).toBe(200);
    expect(await status(stranger.client)).toBe(403);
    expect(await status(neighbour.client)).toBe(403);
    expect((await neighbour.client.get(`/api/photos/${id}`)).json()).toEqual({
      message: PHOTO_MESSAGES.notAllowed,
    });
    expect(await status(t.client())).toBe(401);

    // A later correction without the photo: the resident sees the outcome, not the old photo.
    const fixed = await syncActions(routeMate.client, [action(door.pickups[today()]!)]);
    expect(fixed.json().results[0].result).toBe('applied');
    expect(await status(door.client)).toBe(403);
  });

  test('an unknown photo is a 404', async () => {
    const response = await admin.get(`/api/photos/${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PHOTO_MESSAGES.notFound });
    expect((await admin.get('/api/photos/x')).statusCode).toBe(400);
  });
});

// Each test starts an app of its own on the bucket.
describe('photos in an S3-compatible bucket', { timeout: 120_000 }, () => {
  test('are put, read and never written to the data folder', async () => {
    const s3 = await startFakeS3();
    const dir = await mkdtemp(join(tmpdir(), 'photos-s3-'));
    const app = await createTestApp({ env: { ...s3.env(), DATA_DIR: dir } });
    try {
      const porter = await signedInPorter(app);
      const id = randomUUID();
      const upload = await putPhoto(porter.client, id, withMetadata(testJpeg(30, 20)));
      expect(upload.statusCode).toBe(201);
      const object = s3.objects.get(`photos/${id}.jpg`)!;
      expect(object.contentType).toBe('image/jpeg');
      expect(carriesMetadata(object.body)).toBe(false);
      const read = await porter.client.get(`/api/photos/${id}`);
      expect(read.rawPayload).toEqual(object.body);
      expect(await readdir(dir)).not.toContain('storage');
      expect(s3.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['PUT 200', 'GET 200']);
    } finally {
      await app.close();
      await s3.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a bucket that refuses the upload leaves no photo behind', async () => {
    const s3 = await startFakeS3();
    const app = await createTestApp({ env: s3.env({ S3_SECRET_ACCESS_KEY: 'wrong-secret' }) });
    try {
      const porter = await signedInPorter(app);
      const id = randomUUID();
      const logged = await putPhoto(porter.client, id, testJpeg());
      expect(logged.statusCode).toBe(500);
      expect((await app.db.select().from(photos).where(eq(photos.id, id))).length).toBe(0);
      expect(s3.objects.size).toBe(0);
    } finally {
      await app.close();
      await s3.close();
    }
  });
});
