// POST {host}/plugins/payments/request: the hosted checkout's creation (payments-api/payment-request, v1.0.11).
import { PAGES } from './sources';

/** The body's rules, field by field, as the page's schema states them. */
export const PAYMENT_REQUEST_RULES = {
  source: PAGES.paymentRequest,
  /** "Authentication: None — requests are identified by account_number" */
  authentication: 'none',
  contentType: 'application/x-www-form-urlencoded',
  /** "Accept: application/json — Only for JSON response mode" */
  jsonAccept: 'application/json',
  required: [
    'account_number',
    'country_code',
    'currency',
    'environment',
    'fee_structure',
    'method',
    'order_id',
    'origin',
    'response_url',
    'total',
  ],
  countryCode: /^[A-Z]{2}$/,
  countries: ['BB', 'GD', 'GY', 'JM', 'TT'],
  currency: /^[A-Z]{3}$/,
  environments: ['live', 'sandbox'],
  feeStructures: ['customer_pay', 'merchant_absorb', 'split'],
  /** "The legacy value credit_card is deprecated and should not be used for new integrations." Value in "credit_card_co". */
  methods: ['credit_card_co'],
  deprecatedMethods: ['credit_card'],
  /** "Alphanumeric, hyphens, and underscores. Must not begin or end with - or _. Recommended max length: 16." */
  orderId: /^(?![_-])[a-zA-Z0-9_-]+(?<![_-])$/,
  orderIdRecommendedMaxLength: 16,
  /** origin: same pattern, "1 <= length <= 32" */
  origin: /^(?![_-])[a-zA-Z0-9_-]+(?<![_-])$/,
  originMaxLength: 32,
  /** response_url: "Format uri", "1 <= length <= 255" */
  responseUrlMaxLength: 255,
  /** total: "Transaction amount (2 decimal places)." */
  total: /^\d+\.\d{2}$/,
  /** email: "Must differ from the merchant's registered email." "Format email", "length <= 50" */
  emailMaxLength: 50,
  /** data: "JSON string of custom data to pass through to the response." "length <= 4096" */
  dataMaxLength: 4096,
  /** name: "Customer full name (alternative to fname+lname)." "length <= 60" */
  nameMaxLength: 60,
  /** version: "length <= 16" */
  versionMaxLength: 16,
} as const;

/** A request this app sends, valid under every rule above (the sandbox account; a 16-character order id). */
export const PAYMENT_REQUEST_EXAMPLE = {
  source: PAGES.paymentRequest,
  form: {
    account_number: '1234567890',
    country_code: 'TT',
    currency: 'TTD',
    environment: 'sandbox',
    fee_structure: 'merchant_absorb',
    method: 'credit_card_co',
    order_id: 'c7Qm2ZkV9xR4pL8a',
    origin: 'chaguanas-wash',
    response_url: 'https://wash.example/payment/return',
    total: '45.00',
    data: '{"checkoutId":"c7Qm2ZkV9xR4pL8a"}',
    email: 'alice@demo.test',
  },
} as const;

/**
 * The JSON-mode answer. The page says the API "returns a URL to WiPay's Hosted Payment Page" (payments-api) but the
 * JSON example itself was not in the text read; the shape below ({message, url, transaction_id}) is the one WiPay's
 * v1.0.7 PDF ("Responses > JSON") and public integrations show. Only the sandbox smoke run proves it.
 */
export const PAYMENT_REQUEST_ANSWER = {
  source: PAGES.paymentsOverview,
  silent: 'JSON example not transcribed from the page; proven by the smoke run only',
  body: {
    message: 'OK',
    url: 'https://ttsb.wipayfinancial.com/plugins/payments/hpp/c7Qm2ZkV9xR4pL8a',
    transaction_id: 'SB-1-10-c7Qm2ZkV9xR4pL8a-20261127120000',
  },
} as const;
