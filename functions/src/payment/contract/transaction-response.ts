// The redirect to response_url (payments-api/transaction-response, v1.0.9): a GET with the result appended as a
// URL-encoded query string. "This is the critical security mechanism": the hash, recomputed with the API Key.
import { PAGES } from './sources';

/**
 * The page's own example: "https://example.com/response?status=success&transaction_id=SB-12-1-oid_123-20210616024001&total=12.05&..."
 * Parameters the page lists include card (conditionally absent; "(VISA) ... 1234"), currency, customer_address,
 * customer_company, customer_email (conditionally absent), customer_name, and the ones below.
 */
export const RETURN_PARAMETERS = {
  source: PAGES.transactionResponse,
  always: ['status', 'transaction_id', 'order_id', 'total', 'currency', 'date', 'message', 'data'],
  conditionallyAbsent: ['card', 'customer_address', 'customer_company', 'customer_email', 'hash'],
  statuses: ['success', 'failed', 'error'],
} as const;

/**
 * The hash. The Payments API FAQ: the API Key "is used exclusively on your server to verify Transaction Response
 * data by re-calculating the response hash ... A transaction is considered verified only when the re-calculated hash
 * exactly matches the hash parameter in the response." The text read does not spell the formula out; WiPay's PDF
 * v1.0.7 and every public integration compute md5(transaction_id + total + API Key), lowercase hex (32). The WAPI
 * pages' examples carry 64-hex `hash` values (a SHA-256 length) on the retrieve answer. So the algorithm is one
 * setting, WIPAY_RETURN_HASH = md5 | sha256 (default md5), over the same three fields; the smoke run decides.
 */
export const RETURN_HASH = {
  source: [PAGES.paymentsFaq, PAGES.transactionResponse, PAGES.retrieve],
  silent: 'formula not spelled out on the pages read; algorithm is the WIPAY_RETURN_HASH setting',
  fields: ['transaction_id', 'total', 'apiKey'] as const,
  algorithms: ['md5', 'sha256'] as const,
  defaultAlgorithm: 'md5' as const,
  /** With the sandbox API Key 123, computed independently by Python's hashlib (md5) and Node's crypto (sha256). */
  vector: {
    transaction_id: 'SB-12-1-oid_123-20210616024001',
    total: '12.05',
    apiKey: '123',
    md5: '9820301a701f68ad7dc5c843cac775f8',
    sha256: 'a736edf7596005bce79a36ee87d82aec78edb7c6f59068b603f8785c115e9635',
  },
} as const;

/** Returns for the three outcomes, in the page's form (the success example extended with the listed parameters). */
export const RETURN_EXAMPLES = {
  source: PAGES.transactionResponse,
  success: {
    status: 'success',
    transaction_id: 'SB-12-1-oid_123-20210616024001',
    order_id: 'oid_123',
    total: '12.05',
    currency: 'TTD',
    card: '(VISA) ... 1111',
    date: '2021-06-16 02:40:01',
    message: '[1-R00]: Transaction is approved.',
    data: '{"extra":"data"}',
    hash: '9820301a701f68ad7dc5c843cac775f8',
  },
  failed: {
    status: 'failed',
    transaction_id: 'SB-12-1-oid_123-20210616024001',
    order_id: 'oid_123',
    total: '12.05',
    currency: 'TTD',
    card: '(MASTERCARD) ... 0031',
    date: '2021-06-16 02:40:01',
    message: '[3-RA9]: 3DS authentication failed.',
    data: '{"extra":"data"}',
  },
  error: {
    status: 'error',
    transaction_id: 'SB-12-1-oid_123-20210616024001',
    order_id: 'oid_123',
    total: '12.05',
    currency: 'TTD',
    date: '2021-06-16 02:40:01',
    message: 'Transaction error.',
    data: '{"extra":"data"}',
  },
} as const;
