// GET {host}/wapi/transactions/{transaction_id} (wapi/transactions/retrieve, WAPIs v2.0.0; the reference page
// wapi/transactions/retrieveTransaction, v2.0.2, has the same envelope and field list).
// "Required Scope wapi-transactions-retrieve, or wapi-transactions-all"; "Rate Limit 60 requests per minute".
import { PAGES } from './sources';

export const RETRIEVE_REQUEST = {
  source: PAGES.retrieve,
  method: 'GET',
  path: (transactionId: string) => `/wapi/transactions/${encodeURIComponent(transactionId)}`,
  headers: { Accept: 'application/json' },
  /** "Send exactly one of Authorization or X-WAPI-Key." */
  auth: 'exactly one of Authorization: Bearer <access_token> | X-WAPI-Key: wapi_(live|test)_<kid>_<secret>',
  scopes: ['wapi-transactions-retrieve', 'wapi-transactions-all'],
  ratePerMinute: 60,
} as const;

/** "The response shape depends on the transaction status." The page's three examples, as printed. */
export const RETRIEVE_ANSWERS = {
  source: PAGES.retrieve,
  /** "Incomplete transactions return a subset of fields." */
  incomplete: {
    message: 'OK',
    data: {
      currency: 'USD',
      data: '{"extra":"data"}',
      date: '2026-03-10T08:50:22+00:00',
      fee_structure: 'Customer Pay',
      order_id: 'yu70fTApIY',
      status: 'incomplete',
      status_desc: 'Transaction Incomplete',
      total: '1.00',
      transaction_id: 'SB-1-10-yu70fTApIY-20260310045020',
    },
  },
  failed: {
    message: 'OK',
    data: {
      card: '(MASTERCARD) ... 0031',
      currency: 'USD',
      currency_credited: 'USD',
      customer_address: null,
      customer_email: 'wapi@test.com',
      customer_name: 'TEST CUSTOMER',
      customer_phone: null,
      data: '{"extra":"data"}',
      date: '2026-03-10T08:53:32+00:00',
      fee_structure: 'Customer Pay',
      hash: '3e2ce314d4ee7683d534d2a590f41a79b7c4c6f2b838d0881299eb810d1df23a',
      message: '[3-RA9]: 3DS authentication failed.',
      order_id: 'yu70fTApIY',
      origin: 'Card payment via Wapi Example plugin',
      receiver: 'TEST MERCHANT',
      status: 'failed',
      status_desc: 'Normal',
      total: '1.00',
      total_credited: '1.00',
      transaction_id: 'SB-1-10-yu70fTApIY-20260310045020',
    },
  },
  /** The success example of wapi/transactions/history (same object as retrieve's `data`, "Completed transactions include the full set"). */
  success: {
    message: 'OK',
    data: {
      card: '(MASTERCARD) ... 0031',
      currency: 'USD',
      currency_credited: 'TTD',
      customer_address: null,
      customer_email: 'wapi@test.com',
      customer_name: 'TEST CUSTOMER',
      customer_phone: null,
      data: '{"extra":"data"}',
      date: '2026-02-03T03:24:53+00:00',
      fee_structure: 'Customer Pay',
      hash: '59492afa9b7dc901a71b4abc4f2a37e2e83da25e46417bb977a5b03cab022b66',
      message: '[1-R00]: Transaction is approved.',
      order_id: 'oId_123-Abc1',
      origin: 'Card payment via Example Origin plugin',
      receiver: 'TEST MERCHANT',
      status: 'success',
      status_desc: 'Normal',
      total: '23.84',
      total_credited: '155.00',
      transaction_id: 'SB-32-55179-oId_123-Abc1-20260202232018',
    },
  },
  /** The reference page's error bodies: `{ "message": "string" }` (401, 404). */
  unauthorized: { message: 'Unauthorized' },
  /** Every field the reference page lists for `data`; nothing named refund_status. */
  fields: [
    'card',
    'currency',
    'currency_credited',
    'customer_address',
    'customer_email',
    'customer_name',
    'customer_phone',
    'data',
    'date',
    'fee_structure',
    'hash',
    'message',
    'order_id',
    'origin',
    'receiver',
    'status',
    'status_desc',
    'total',
    'total_credited',
    'transaction_id',
  ],
  silent:
    'The pages name no 404 body for an unknown id; the reference page shows two error bodies {"message": "string"}. ' +
    'An unknown transaction is read as 404 or as a 400 whose message says the id is invalid.',
} as const;

/** The history page: a sandbox transaction id starts "SB-" (every sandbox example does); live examples are not shown. */
export const SANDBOX_TRANSACTION_PREFIX = { source: PAGES.retrieve, prefix: 'SB-' } as const;
