import type { ObjectStorage } from './object-storage.ts';
import { sha256Hex, signRequest, uriEncode, type S3Credentials } from './sigv4.ts';

export type S3Settings = S3Credentials & {
  bucket: string;
  region: string;
  /** An S3-compatible service's origin (path-style URLs); without it, AWS's own endpoint. */
  endpoint?: string;
};

const REQUEST_TIMEOUT_MS = 15_000;

/** The error code of S3's XML error body, for the log (never the request's credentials). */
const errorCode = (body: string) => /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? 'no error code';

/**
 * Objects in an S3-compatible bucket through its REST API: PutObject, GetObject and DeleteObject,
 * each signed with Signature Version 4. An endpoint is addressed path-style
 * (`<endpoint>/<bucket>/<key>`), which every S3-compatible service accepts; AWS itself
 * virtual-hosted (`https://<bucket>.s3.<region>.amazonaws.com/<key>`).
 */
export function createS3Storage(settings: S3Settings): ObjectStorage {
  const urlOf = (key: string) => {
    const path = uriEncode(key, true);
    if (settings.endpoint) {
      const base = settings.endpoint.replace(/\/+$/, '');
      return new URL(`${base}/${uriEncode(settings.bucket, false)}/${path}`);
    }
    return new URL(`https://${settings.bucket}.s3.${settings.region}.amazonaws.com/${path}`);
  };

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, type?: string) {
    const url = urlOf(key);
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    const signed = signRequest({
      method,
      url,
      headers,
      payloadHash: sha256Hex(body ?? ''),
      region: settings.region,
      credentials: settings,
      now: new Date(),
    });
    return fetch(url, {
      method,
      headers: { ...headers, ...signed },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }

  const failed = async (what: string, response: Response) =>
    new Error(
      `storage ${what} failed: ${response.status} ${errorCode(await response.text().catch(() => ''))}`,
    );

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const response = await send('PUT', key, body, contentType);
      if (!response.ok) throw await failed('put', response);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await failed('get', response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failed('delete', response);
      await response.arrayBuffer();
    },
  };
}
