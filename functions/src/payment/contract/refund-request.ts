// POST {host}/wapi/transactions/{transaction_id}/refund (wapi/transactions/refund-request, WAPIs v2.0.0):
// "Submit a refund request for a completed WiPay transaction. Each transaction can only have one active refund
// request." "No request body required." Scope wapi-transactions-refund-request or wapi-transactions-all; 15 a minute.
// The reference page (createRefundRequest, v2.0.2): "Only transactions with status=success and normal status can be
// refunded. The receiver must have sufficient balance."
import { PAGES } from './sources';

export const REFUND_REQUEST = {
  source: PAGES.refundRequest,
  method: 'POST',
  path: (transactionId: string) => `/wapi/transactions/${encodeURIComponent(transactionId)}/refund`,
  scopes: ['wapi-transactions-refund-request', 'wapi-transactions-all'],
  ratePerMinute: 15,
} as const;

/** What the app makes of each documented answer. */
export type RefundAnswerKind =
  | 'requested'
  | 'unknown-transaction'
  | 'not-refundable-status'
  | 'already-requested'
  | 'already-refunded'
  | 'not-refundable'
  | 'unauthorized'
  | 'forbidden'
  | 'insufficient-funds'
  | 'invalid-scope';

/** Every answer the page lists, status and body exactly as printed, with the kind the client maps it to. */
export const REFUND_ANSWERS: readonly {
  kind: RefundAnswerKind;
  status: number;
  body: { message: string };
}[] = [
  { kind: 'requested', status: 201, body: { message: 'Refund request successfully created.' } },
  { kind: 'unknown-transaction', status: 400, body: { message: 'The selected transaction id is invalid.' } },
  {
    kind: 'not-refundable-status',
    status: 400,
    body: { message: 'The selected transaction id has invalid status.' },
  },
  {
    kind: 'already-requested',
    status: 400,
    body: { message: 'The selected transaction id has an existing refund request.' },
  },
  {
    kind: 'already-refunded',
    status: 400,
    body: { message: 'The selected transaction id has already been refunded.' },
  },
  {
    kind: 'not-refundable',
    status: 400,
    body: { message: 'The selected transaction id cannot be refunded.' },
  },
  { kind: 'unauthorized', status: 401, body: { message: 'Unauthorized' } },
  { kind: 'forbidden', status: 403, body: { message: 'Forbidden' } },
  {
    kind: 'insufficient-funds',
    status: 403,
    body: { message: 'Insufficient funds on WiPay account to request refund.' },
  },
  { kind: 'invalid-scope', status: 403, body: { message: 'Invalid scope(s) provided.' } },
];

export const REFUND_SOURCE = PAGES.refundRequest;
