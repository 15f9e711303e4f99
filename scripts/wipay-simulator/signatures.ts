// The integrity checks WiPay's integrations rely on, written here independently of functions/src/payment so a
// mistake on one side shows up as a failing test instead of two copies agreeing on it.
//   return hash:       md5 | sha256 (the WIPAY_RETURN_HASH setting) of transaction_id + total + API key, lowercase
//                      hex, sent with a successful redirect
//   webhook signature: X-WiPay-Webhook-Signature: sha256=<hex HMAC-SHA256 of the raw body with the webhook secret>
import { createHash, createHmac } from 'node:crypto';

export type HashAlgorithm = 'md5' | 'sha256';

/** hash(transactionId + total + apiKey) as lowercase hex, e.g. returnHash('SB-1-2', '45.00', '123'). */
export function returnHash(
  transactionId: string,
  total: string,
  apiKey: string,
  algorithm: HashAlgorithm = 'md5',
): string {
  return createHash(algorithm).update(`${transactionId}${total}${apiKey}`, 'utf8').digest('hex');
}

/** The header value for a webhook body: 'sha256=' + hex HMAC-SHA256(secret, rawBody). */
export function webhookSignature(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** WiPay totals are decimal strings with two places: 45 -> '45.00'. */
export function formatTotal(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`not an amount: ${amount}`);
  return amount.toFixed(2);
}
