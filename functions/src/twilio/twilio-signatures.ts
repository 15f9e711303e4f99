// X-Twilio-Signature, as the security page describes it (messaging-contract/messaging-webhooks.ts SIGNATURE): base64 HMAC-SHA1 of the URL
// followed by every POST parameter's name and value in sorted order, keyed with the auth token. The simulator signs
// with the same function; the check is constant-time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

/** Whether `signature` is Twilio's for this URL and these form parameters. */
export function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!authToken || !signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
