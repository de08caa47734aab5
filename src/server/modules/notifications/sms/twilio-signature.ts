import { createHmac, timingSafeEqual } from 'node:crypto';

// Twilio signs each webhook it sends: base64 of HMAC-SHA1 keyed with the account's auth token,
// over the full URL it called followed by every POST parameter's name and value, sorted by name.
// The same function signs in the tests' fake Twilio, so both sides agree by construction and the
// format is checked against Twilio's documented example in twilio-signature.test.ts.

export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((joined, name) => joined + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `signature` is the one Twilio would send for this URL and body. */
export function isTwilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
