// The simulator's state: one record per hosted-checkout session, exposed the way WiPay's pages show it (the
// fixtures in functions/src/payment/contract): the redirect's query string, the retrieve answer's `data` (a subset
// while incomplete) and a webhook's `data`. Card data is never kept: only the brand and the last four digits.
import { randomInt } from 'node:crypto';
import type { RefundAnswerKind } from './contract';
import { paymentRequestRefusal, type SandboxAccount } from './request-rules';
import { returnHash, type HashAlgorithm } from './signatures';

export type TransactionStatus = 'pending' | 'success' | 'failed' | 'error';
export type RefundState = 'none' | 'pending' | 'refunded' | 'rejected';
export type Outcome = 'approve' | 'decline' | 'error' | 'abandon' | 'expire';
export const OUTCOMES: readonly Outcome[] = ['approve', 'decline', 'error', 'abandon', 'expire'];
/** Faults a real processor has, injected on the way back to the merchant. */
export type Fault =
  | 'none'
  | 'no_redirect'
  | 'duplicate_redirect'
  | 'tampered_total'
  | 'tampered_hash'
  | 'webhook_first'
  | 'no_webhook'
  | 'success_after_expiry'
  /** A later refund of this payment is rejected (a `payment.refund_rejected` event instead of `payment.refunded`). */
  | 'refund_rejected';
export const FAULTS: readonly Fault[] = [
  'none',
  'no_redirect',
  'duplicate_redirect',
  'tampered_total',
  'tampered_hash',
  'webhook_first',
  'no_webhook',
  'success_after_expiry',
  'refund_rejected',
];

/** The faults of one outcome (several may combine: 'tampered_total,no_webhook'). */
export type Faults = ReadonlySet<Fault>;
export const NO_FAULTS: Faults = new Set<Fault>();

/** Faults from a comma-separated list; unknown names are ignored. */
export function parseFaults(value: unknown): Faults {
  const names = typeof value === 'string' ? value.split(',').map((v) => v.trim()) : [];
  return new Set(names.filter((v): v is Fault => FAULTS.includes(v as Fault) && v !== 'none'));
}

export interface Transaction {
  transactionId: string;
  accountNumber: string;
  orderId: string;
  total: string;
  currency: string;
  feeStructure: string;
  origin: string;
  responseUrl: string;
  data: string;
  email: string | null;
  name: string | null;
  createdAt: number;
  expiresAt: number;
  status: TransactionStatus;
  message: string;
  /** 'VISA' etc. and the last four digits, once a card was typed; never the number. */
  card: { brand: string; last4: string } | null;
  completedAt: number | null;
  refund: RefundState;
  /** What a refund request of this payment ends in (the `refund_rejected` fault or the test control sets it). */
  refundOutcome: 'refund' | 'reject';
  /** meta.reason of a rejection. */
  refundRejectReason: string;
  /** The documented answer the next refund request gets instead of the real one (test control), once. */
  forcedRefundAnswer: RefundAnswerKind | null;
}

export type CreateResult =
  { ok: true; transaction: Transaction } | { ok: false; status: number; message: string };

const FEE_LABELS: Record<string, string> = {
  customer_pay: 'Customer Pay',
  merchant_absorb: 'Merchant Absorb',
  split: 'Split',
};
export const MESSAGES = {
  approved: '[1-R00]: Transaction is approved.',
  declined: '[3-RA9]: 3DS authentication failed.',
  error: 'Transaction error.',
  expired: 'Session expired',
} as const;

/** 2026-03-10T08:50:22+00:00, as the retrieve page prints dates. */
const isoDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');
/** 2021-06-16 02:40:01, as the transaction-response page prints them. */
const returnDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
/** 20260310045020 in a sandbox transaction id. */
const stamp = (ms: number) => new Date(ms).toISOString().replace(/\D/g, '').slice(0, 14);
const brandOf = (digits: string) =>
  digits.startsWith('4') ? 'VISA' : digits.startsWith('5') ? 'MASTERCARD' : 'CARD';

export class TransactionBook {
  private readonly byId = new Map<string, Transaction>();
  private counter = 0;

  constructor(
    private readonly accounts: ReadonlyMap<string, SandboxAccount>,
    private readonly sessionMs: number,
    private readonly clock: () => number = Date.now,
    private readonly hashAlgorithm: HashAlgorithm = 'md5',
  ) {}

  account(accountNumber: string): SandboxAccount | undefined {
    return this.accounts.get(accountNumber);
  }

  /** The account whose WAPI key this is, if any. */
  accountOfWapiKey(key: string): SandboxAccount | undefined {
    return [...this.accounts.values()].find((a) => a.wapiKey === key);
  }

  create(fields: Record<string, string>): CreateResult {
    const refusal = paymentRequestRefusal(fields, this.accounts.get(fields.account_number));
    if (refusal) return { ok: false, status: 422, message: refusal };
    const now = this.clock();
    this.counter += 1;
    const transaction: Transaction = {
      // The pages' sandbox form: SB-<n>-<n>-<order_id>-<yyyymmddhhmmss>.
      transactionId: `SB-${this.counter}-${randomInt(10, 99)}-${fields.order_id}-${stamp(now)}`,
      accountNumber: fields.account_number,
      orderId: fields.order_id,
      total: fields.total,
      currency: fields.currency,
      feeStructure: fields.fee_structure,
      origin: fields.origin,
      responseUrl: fields.response_url,
      data: fields.data ?? '',
      email: fields.email || null,
      name: fields.name || null,
      createdAt: now,
      expiresAt: now + this.sessionMs,
      status: 'pending',
      message: '',
      card: null,
      completedAt: null,
      refund: 'none',
      refundOutcome: 'refund',
      refundRejectReason: '',
      forcedRefundAnswer: null,
    };
    this.byId.set(transaction.transactionId, transaction);
    return { ok: true, transaction };
  }

  /** The record, with a pending session past its expiry turned into a failed one (as the lookup reports it). */
  get(transactionId: string): Transaction | undefined {
    const t = this.byId.get(transactionId);
    if (t && t.status === 'pending' && this.clock() >= t.expiresAt) {
      t.status = 'failed';
      t.message = MESSAGES.expired;
      t.completedAt = t.expiresAt;
    }
    return t;
  }

  all(): Transaction[] {
    return [...this.byId.keys()].map((id) => this.get(id)!);
  }

  /**
   * Applies what the tester chose on the checkout page. Only a pending, unexpired session changes, except that the
   * `success_after_expiry` fault approves an expired one. Returns the record as it now stands.
   */
  settle(t: Transaction, outcome: Outcome, cardNumber: string, faults: Faults): Transaction {
    const now = this.clock();
    const current = this.get(t.transactionId)!;
    const ranOut = current.status === 'pending' || current.message === MESSAGES.expired;
    const late = faults.has('success_after_expiry') && outcome === 'approve' && ranOut;
    if (late) {
      t.status = 'pending';
      if (now < t.expiresAt) t.expiresAt = now; // expire it first, then succeed anyway
    }
    if (t.status !== 'pending' || (!late && now >= t.expiresAt)) return this.get(t.transactionId)!;
    if (outcome === 'abandon') return t; // nothing happens; the session runs out on its own
    if (faults.has('refund_rejected')) t.refundOutcome = 'reject';
    const digits = cardNumber.replace(/\D/g, '');
    const number = digits.length >= 4 ? digits : '4111111111111111';
    t.card = { brand: brandOf(number), last4: number.slice(-4) };
    t.completedAt = now;
    if (outcome === 'approve') [t.status, t.message] = ['success', MESSAGES.approved];
    else if (outcome === 'decline') [t.status, t.message] = ['failed', MESSAGES.declined];
    else if (outcome === 'error') [t.status, t.message] = ['error', MESSAGES.error];
    else {
      t.expiresAt = now;
      [t.status, t.message] = ['failed', MESSAGES.expired];
    }
    return t;
  }

  /**
   * The query string WiPay sends the browser back with (transaction-response): always status, transaction_id,
   * order_id, total, currency, date, message, data; card when a card was typed; hash on a success only. `faults`
   * tamper with it as asked.
   */
  redirectParams(t: Transaction, faults: Faults): URLSearchParams {
    const apiKey = this.accounts.get(t.accountNumber)?.apiKey ?? '';
    const total = faults.has('tampered_total') ? (Number(t.total) / 10).toFixed(2) : t.total;
    const params = new URLSearchParams({
      status: t.status === 'pending' ? 'failed' : t.status,
      transaction_id: t.transactionId,
      order_id: t.orderId,
      total,
      currency: t.currency,
      date: returnDate(t.completedAt ?? this.clock()),
      message: t.message || MESSAGES.expired,
      data: t.data,
    });
    if (t.card) params.set('card', `(${t.card.brand}) ... ${t.card.last4}`);
    if (t.status === 'success') {
      const key = faults.has('tampered_hash') ? 'not-the-key' : apiKey;
      params.set('hash', returnHash(t.transactionId, t.total, key, this.hashAlgorithm));
    }
    return params;
  }

  /**
   * The retrieve answer's `data`: the incomplete subset while the session is open, else every field the page lists
   * (its `hash` a SHA-256 over the return hash's fields, as long as the page's; nobody reads it).
   */
  retrieveData(t: Transaction): Record<string, unknown> {
    const common = {
      currency: t.currency,
      data: t.data,
      date: isoDate(t.completedAt ?? t.createdAt),
      fee_structure: FEE_LABELS[t.feeStructure] ?? t.feeStructure,
      order_id: t.orderId,
      total: t.total,
      transaction_id: t.transactionId,
    };
    if (t.status === 'pending')
      return { ...common, status: 'incomplete', status_desc: 'Transaction Incomplete' };
    const apiKey = this.accounts.get(t.accountNumber)?.apiKey ?? '';
    return {
      ...common,
      card: t.card ? `(${t.card.brand}) ... ${t.card.last4}` : null,
      currency_credited: t.currency,
      customer_address: null,
      customer_email: t.email,
      customer_name: t.name,
      customer_phone: null,
      hash: returnHash(t.transactionId, t.total, apiKey, 'sha256'),
      message: t.message,
      origin: t.origin,
      receiver: 'SANDBOX MERCHANT',
      status: t.status,
      status_desc: 'Normal',
      total_credited: t.total,
    };
  }

  /** A payment event's `data`: the same fields, the card masked as the webhook page shows it (XXXXXXXXXXXX1234). */
  eventData(t: Transaction): Record<string, unknown> {
    const data = this.retrieveData(t);
    if ('card' in data) data.card = t.card ? `XXXXXXXXXXXX${t.card.last4}` : null;
    return data;
  }
}
