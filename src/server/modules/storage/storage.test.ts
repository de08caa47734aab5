import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FAKE_S3, startFakeS3 } from '../../../test/fakes/fake-s3.ts';
import { createFileStorage } from './file-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { sha256Hex, signRequest } from './sigv4.ts';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let dir: string;
beforeAll(async () => {
  s3 = await startFakeS3();
  dir = await mkdtemp(join(tmpdir(), 'storage-test-'));
});
afterAll(async () => {
  await s3?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const bucket = (overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
  createS3Storage({
    endpoint: s3.url,
    bucket: FAKE_S3.bucket,
    region: FAKE_S3.region,
    accessKeyId: FAKE_S3.accessKeyId,
    secretAccessKey: FAKE_S3.secretAccessKey,
    ...overrides,
  });

describe('Signature Version 4', () => {
  test("signs AWS's published GetObject example to its published signature", () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      region: 'us-east-1',
      credentials: {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('an S3-compatible bucket', () => {
  test('puts, gets and deletes an object with signed requests', async () => {
    const storage = bucket();
    const body = Buffer.from([0xff, 0xd8, 0, 1, 2, 0xff, 0xd9]);
    await storage.put('photos/a b+c.jpg', body, 'image/jpeg');
    expect(s3.objects.get('photos/a b+c.jpg')).toEqual({ body, contentType: 'image/jpeg' });
    expect(await storage.get('photos/a b+c.jpg')).toEqual(body);
    await storage.delete('photos/a b+c.jpg');
    expect(s3.objects.has('photos/a b+c.jpg')).toBe(false);
    expect(await storage.get('photos/a b+c.jpg')).toBeNull();
    await storage.delete('photos/a b+c.jpg');
  });

  test('a wrong secret or region is refused by the bucket and stores nothing', async () => {
    const before = s3.requests.length;
    await expect(
      bucket({ secretAccessKey: 'not-the-secret' }).put(
        'photos/x.jpg',
        Buffer.from('x'),
        'image/jpeg',
      ),
    ).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(bucket({ region: 'eu-west-1' }).get('photos/x.jpg')).rejects.toThrow(/403/);
    await expect(bucket({ accessKeyId: 'AKIAOTHER' }).get('photos/x.jpg')).rejects.toThrow(
      /InvalidAccessKeyId/,
    );
    expect(s3.objects.has('photos/x.jpg')).toBe(false);
    expect(s3.requests.slice(before).map((r) => r.status)).toEqual([403, 403, 403]);
  });

  test('an error names the status and S3 code, never the secret', async () => {
    const err = await bucket({ bucket: 'other-bucket' })
      .put('photos/y.jpg', Buffer.from('y'), 'image/jpeg')
      .catch((e: Error) => e);
    expect(String(err)).toMatch(/404 NoSuchBucket/);
    expect(String(err)).not.toContain(FAKE_S3.secretAccessKey);
  });
});

describe('files under the data folder', () => {
  test('puts, gets and deletes an object as a file', async () => {
    const storage = createFileStorage(dir);
    const body = Buffer.from('photo bytes');
    await storage.put('photos/1.jpg', body, 'image/jpeg');
    expect(await readFile(join(dir, 'photos/1.jpg'))).toEqual(body);
    expect(await storage.get('photos/1.jpg')).toEqual(body);
    await storage.delete('photos/1.jpg');
    expect(await storage.get('photos/1.jpg')).toBeNull();
    await storage.delete('photos/1.jpg');
  });

  test('a key cannot reach outside the folder', async () => {
    const storage = createFileStorage(join(dir, 'inner'));
    await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /outside the storage/,
    );
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/outside the storage/);
  });
});
