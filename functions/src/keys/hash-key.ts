// The one way a personal value (an e-mail, a phone number, a plate, a network address) becomes a document key: a
// SHA-256 of its kind and value, so no such value is stored in clear. It stands under http/ and data/: both key
// documents with it (rate limits and the caller's address above, lockouts, claims, blocks and plates below).
import { createHash } from 'node:crypto';

/** Stable document key for personal values (emails, phone numbers) so they are not stored in clear. */
export function hashKey(kind: string, value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('hex');
}
