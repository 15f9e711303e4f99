// How WiPay's answers read, each from its fixture in ./contract (convention 12): the retrieve envelope
// {message, data} whose data is a subset while the transaction is incomplete, and the refund request's documented
// statuses and messages. Pure: the client (wipay-client.ts) fetches, these functions read.
import { PAYMENT_REQUEST_RULES, REFUND_ANSWERS, type RefundAnswerKind } from './contract';

/** A transaction as the retrieve answer's `data` gives it (the fields every shape carries, the subset included). */
export interface WiPayTransaction {
  transactionId: string;
  orderId: string;
  /** Lowercase: success | failed | error | incomplete (anything not success, failed or error is still open). */
  status: string;
  total: string;
  currency: string;
  /** False for the incomplete subset (no card, customer, hash or gateway message yet). */
  complete: boolean;
}

export class WiPayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The message of WiPay's error bodies ({"message": "…"}), or ''. */
export const messageOf = (body: unknown): string => (isRecord(body) ? text(body.message).trim() : '');

/**
 * The transaction in a 200 retrieve answer: `{"message": "OK", "data": {…}}`. Fields are read inside `data` only; the
 * ones every shape carries (transaction_id, order_id, status, total, currency) must be there, the others (card,
 * hash, customer_…) may be absent. Throws WiPayError for a body of another shape.
 */
export function readRetrieveAnswer(body: unknown): WiPayTransaction {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) throw new WiPayError('retrieve answer without its data object', 200);
  const transaction = {
    transactionId: text(data.transaction_id),
    orderId: text(data.order_id),
    status: text(data.status).toLowerCase(),
    total: text(data.total),
    currency: text(data.currency),
    complete: 'hash' in data || 'card' in data || 'message' in data,
  };
  if (!transaction.transactionId || !transaction.status || !transaction.total)
    throw new WiPayError('retrieve answer missing transaction_id, status or total', 200);
  return transaction;
}

/** The retrieve page's "unknown transaction" answer: 404, or a 400 saying the id is invalid (contract/retrieve.ts). */
export const isUnknownTransaction = (status: number, body: unknown): boolean =>
  status === 404 || (status === 400 && /transaction id is invalid/i.test(messageOf(body)));

/** What a refund request came to: a documented answer, no answer at all, or one the page does not list. */
export type RefundAnswer =
  | { kind: RefundAnswerKind; status: number; message: string }
  /** A network error, a timeout, 5xx or 429: WiPay did not decide anything. */
  | { kind: 'no-answer'; status: number | null; message: string }
  /** A status or message the refund page does not list. */
  | { kind: 'unrecognised'; status: number; message: string };

/**
 * Maps a refund request's answer to its documented kind (contract/refund-request.ts REFUND_ANSWERS): the status and
 * the exact message together; a 201 is a request made whatever its message, a 401 is always `unauthorized`, and a
 * 403 with an unlisted message is `forbidden`.
 */
export function readRefundAnswer(status: number, body: unknown): RefundAnswer {
  const message = messageOf(body);
  const listed = REFUND_ANSWERS.find((a) => a.status === status && a.body.message === message);
  if (listed) return { kind: listed.kind, status, message };
  if (status === 201) return { kind: 'requested', status, message };
  if (status === 401) return { kind: 'unauthorized', status, message };
  if (status === 403) return { kind: 'forbidden', status, message };
  if (status >= 500 || status === 429 || status === 408) return { kind: 'no-answer', status, message };
  return { kind: 'unrecognised', status, message };
}

/**
 * The customer e-mail the payment request may carry, or null: WiPay takes at most 50 characters, an e-mail shape,
 * and never the merchant's own registered address (contract/payment-request.ts). The e-mail is optional there, so
 * one out of the rules is left out rather than refused.
 */
export function acceptableEmail(email: string | undefined, merchantEmail: string): string | null {
  const value = (email ?? '').trim();
  if (!value || value.length > PAYMENT_REQUEST_RULES.emailMaxLength) return null;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return null;
  if (merchantEmail && value.toLowerCase() === merchantEmail.toLowerCase()) return null;
  return value;
}
