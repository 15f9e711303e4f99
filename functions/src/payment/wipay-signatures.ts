// The two integrity checks of a WiPay payment (the simulator in scripts/wipay-simulator computes them on its own):
//   return hash:       md5(transaction_id + total + api_key), lowercase hex, on a successful redirect
//   webhook signature: X-WiPay-Webhook-Signature: sha256=<hex HMAC-SHA256 of the raw body, webhook secret>
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

export function wipayReturnHash(transactionId: string, total: string, apiKey: string): string {
  return createHash('md5').update(`${transactionId}${total}${apiKey}`, 'utf8').digest('hex');
}

/** True when `hash` is the return hash of this transaction and total (compared in constant time). */
export function isValidReturnHash(
  transactionId: string,
  total: string,
  hash: string,
  apiKey: string,
): boolean {
  return /^[0-9a-f]{32}$/.test(hash) && sameText(hash, wipayReturnHash(transactionId, total, apiKey));
}

/** True when `header` is 'sha256=' + the HMAC-SHA256 of exactly `rawBody` with `secret`. */
export function isValidWebhookSignature(rawBody: Buffer | string, header: unknown, secret: string): boolean {
  if (typeof header !== 'string' || !secret) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
  return sameText(header.trim(), expected);
}

/** WiPay totals: two decimals, '45.00'. */
export const wipayTotal = (dollars: number): string => dollars.toFixed(2);
