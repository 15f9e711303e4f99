// The two integrity checks of a WiPay payment (the simulator in scripts/wipay-simulator computes them on its own):
//   return hash:       WIPAY_RETURN_HASH(transaction_id + total + API Key), lowercase hex, on a successful redirect
//                      (md5 by default, sha256 by setting: contract/transaction-response.ts RETURN_HASH)
//   webhook signature: X-WiPay-Webhook-Signature: sha256=<hex HMAC-SHA256 of the raw body, webhook secret>
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ReturnHashAlgorithm } from './wipay-settings';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

const HEX_LENGTH: Record<ReturnHashAlgorithm, number> = { md5: 32, sha256: 64 };

export function wipayReturnHash(
  transactionId: string,
  total: string,
  apiKey: string,
  algorithm: ReturnHashAlgorithm = 'md5',
): string {
  return createHash(algorithm).update(`${transactionId}${total}${apiKey}`, 'utf8').digest('hex');
}

/** True when `hash` is the return hash of this transaction and total by `algorithm` (compared in constant time). */
export function isValidReturnHash(
  transactionId: string,
  total: string,
  hash: string,
  apiKey: string,
  algorithm: ReturnHashAlgorithm = 'md5',
): boolean {
  return (
    new RegExp(`^[0-9a-f]{${HEX_LENGTH[algorithm]}}$`).test(hash) &&
    sameText(hash, wipayReturnHash(transactionId, total, apiKey, algorithm))
  );
}

/** True when `header` is 'sha256=' + the HMAC-SHA256 of exactly `rawBody` with `secret`. */
export function isValidWebhookSignature(rawBody: Buffer | string, header: unknown, secret: string): boolean {
  if (typeof header !== 'string' || !secret) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
  return sameText(header.trim(), expected);
}

/** WiPay totals: two decimals, '45.00'. */
export const wipayTotal = (dollars: number): string => dollars.toFixed(2);
