import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for S3 requests, as S3-compatible services (AWS, MinIO, R2, Spaces…)
// verify it: a canonical form of the request, hashed and signed with a key derived from the
// secret, the day, the region and the service.

export type S3Credentials = { accessKeyId: string; secretAccessKey: string };

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as S3 wants it: every byte but A-Z a-z 0-9 - . _ ~ (and / in a path). */
export function uriEncode(value: string, keepSlash: boolean): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c;
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** 20130524T000000Z */
export const amzDate = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/**
 * The headers that sign a request: `x-amz-date`, `x-amz-content-sha256` and `authorization`.
 * `headers` are the other headers to sign (lower-case names); the host is read from the URL.
 */
export function signRequest(request: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  credentials: S3Credentials;
  now: Date;
}): Record<string, string> {
  const date = amzDate(request.now);
  const day = date.slice(0, 8);
  const scope = `${day}/${request.region}/s3/aws4_request`;
  const signed: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': date,
  };
  const names = Object.keys(signed)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(signed).map(([k, v]) => [k.toLowerCase(), v]));
  const query = [...request.url.searchParams]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    request.method,
    // The URL already holds the encoded path, which is what S3 signs.
    request.url.pathname,
    query,
    names.map((name) => `${name}:${lower[name]!.trim().replace(/\s+/g, ' ')}\n`).join(''),
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonical)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${request.credentials.secretAccessKey}`, day), request.region),
  );
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    'x-amz-date': date,
    'x-amz-content-sha256': request.payloadHash,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${request.credentials.accessKeyId}/${scope},` +
      `SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}
