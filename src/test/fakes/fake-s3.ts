import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local S3: one bucket, path-style URLs, PutObject, GetObject and DeleteObject, and S3's
// Signature Version 4 check on every request, written from the protocol rather than shared with
// the server's signer, so a signing mistake on either side fails the tests.

export const FAKE_S3 = {
  bucket: 'crew-photos',
  region: 'us-east-2',
  accessKeyId: 'AKIAFAKES3TESTKEY',
  secretAccessKey: 'fake-s3-secret-key-for-tests-only',
} as const;

const MAX_SKEW_MS = 15 * 60_000;

type Stored = { body: Buffer; contentType: string };
type Recorded = { method: string; path: string; status: number };

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

function xmlError(res: ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

/** Why the request's signature is not S3's, or null when it is. */
function signatureProblem(req: IncomingMessage, path: string, body: Buffer): string | null {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'AccessDenied';
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== FAKE_S3.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== FAKE_S3.region) return 'AuthorizationHeaderMalformed';
  const date = String(req.headers['x-amz-date'] ?? '');
  const when = Date.parse(
    date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (Number.isNaN(when) || date.slice(0, 8) !== day) return 'AccessDenied';
  if (Math.abs(Date.now() - when) > MAX_SKEW_MS) return 'RequestTimeTooSkewed';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return 'XAmzContentSHA256Mismatch';
  }
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'AccessDenied';
  const canonicalHeaders = names
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const url = new URL(req.url ?? '/', 'http://fake');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    req.method,
    path,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = `AWS4-HMAC-SHA256\n${date}\n${scope}\n${sha256(canonicalRequest)}`;
  let key = hmac(`AWS4${FAKE_S3.secretAccessKey}`, day!);
  for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex');
  return expected === signature ? null : 'SignatureDoesNotMatch';
}

/** Starts the fake on 127.0.0.1 at a free port; `env` configures the server to use it. */
export async function startFakeS3() {
  const objects = new Map<string, Stored>();
  const requests: Recorded[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '/').split('?')[0]!;
      const method = req.method ?? 'GET';
      const answer = (status: number, code?: string) => {
        requests.push({ method, path, status });
        if (code) return xmlError(res, status, code);
        return undefined;
      };
      const problem = signatureProblem(req, path, body);
      if (problem) return answer(403, problem);
      const prefix = `/${FAKE_S3.bucket}/`;
      if (!path.startsWith(prefix) || path.length === prefix.length) {
        return answer(404, 'NoSuchBucket');
      }
      const key = decodeURIComponent(path.slice(prefix.length));
      if (method === 'PUT') {
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        });
        answer(200);
        res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` });
        return res.end();
      }
      if (method === 'GET') {
        const stored = objects.get(key);
        if (!stored) return answer(404, 'NoSuchKey');
        answer(200);
        res.writeHead(200, {
          'content-type': stored.contentType,
          'content-length': stored.body.length,
        });
        return res.end(stored.body);
      }
      if (method === 'DELETE') {
        objects.delete(key);
        answer(204);
        res.writeHead(204);
        return res.end();
      }
      return answer(405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    objects,
    requests,
    /** The environment that points the server's storage at this fake. */
    env: (overrides: Record<string, string> = {}) => ({
      S3_ENDPOINT: url,
      S3_BUCKET: FAKE_S3.bucket,
      S3_REGION: FAKE_S3.region,
      S3_ACCESS_KEY_ID: FAKE_S3.accessKeyId,
      S3_SECRET_ACCESS_KEY: FAKE_S3.secretAccessKey,
      ...overrides,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
