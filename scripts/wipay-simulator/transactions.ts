// The simulator's state: one record per hosted-checkout session, the way WiPay's documented endpoints expose it.
// Card data is never kept: only the last four digits, masked as WiPay's `card` field shows them.
import { randomInt } from 'node:crypto';
import { returnHash } from './signatures';

export type TransactionStatus = 'pending' | 'success' | 'failed' | 'error';
export type RefundStatus = 'none' | 'pending' | 'refunded' | 'rejected';
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
  /** A later refund of this payment is rejected (a `refund.rejected` event instead of `refunded`). */
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
  environment: string;
  feeStructure: string;
  origin: string;
  responseUrl: string;
  data: string;
  createdAt: number;
  expiresAt: number;
  status: TransactionStatus;
  message: string;
  card: string;
  completedAt: number | null;
  refund: RefundStatus;
  /** What a refund request of this payment ends in (the `refund_rejected` fault or the test control sets it). */
  refundOutcome: 'refund' | 'reject';
}

/** The fields of the request WiPay's `POST /plugins/payments/request` takes (form-encoded). */
export const REQUIRED_FIELDS = [
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
] as const;

export type CreateResult =
  { ok: true; transaction: Transaction } | { ok: false; status: number; message: string };

export class TransactionBook {
  private readonly byId = new Map<string, Transaction>();
  private counter = 0;

  constructor(
    private readonly accounts: ReadonlyMap<string, string>,
    private readonly sessionMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  apiKeyOf(accountNumber: string): string | undefined {
    return this.accounts.get(accountNumber);
  }

  create(fields: Record<string, string>): CreateResult {
    const missing = REQUIRED_FIELDS.filter((f) => !fields[f]);
    if (missing.length) return { ok: false, status: 422, message: `missing: ${missing.join(', ')}` };
    if (!this.accounts.has(fields.account_number))
      return { ok: false, status: 401, message: 'unknown account_number' };
    if (!/^\d{1,7}\.\d{2}$/.test(fields.total) || Number(fields.total) <= 0)
      return { ok: false, status: 422, message: 'total must be a positive amount with 2 decimals' };
    if (fields.currency !== 'TTD' || fields.country_code !== 'TT')
      return { ok: false, status: 422, message: 'this simulator takes country_code TT and currency TTD' };
    if (!['sandbox', 'live'].includes(fields.environment))
      return { ok: false, status: 422, message: 'environment must be sandbox or live' };
    if (!['customer_pay', 'merchant_absorb', 'split'].includes(fields.fee_structure))
      return { ok: false, status: 422, message: 'unknown fee_structure' };
    if (!/^https?:\/\//.test(fields.response_url))
      return { ok: false, status: 422, message: 'response_url must be an http(s) URL' };
    const now = this.clock();
    this.counter += 1;
    const transaction: Transaction = {
      transactionId: `SB-${this.counter}-${randomInt(100000, 999999)}`,
      accountNumber: fields.account_number,
      orderId: fields.order_id,
      total: fields.total,
      currency: fields.currency,
      environment: fields.environment,
      feeStructure: fields.fee_structure,
      origin: fields.origin,
      responseUrl: fields.response_url,
      data: fields.data ?? '',
      createdAt: now,
      expiresAt: now + this.sessionMs,
      status: 'pending',
      message: 'Pending',
      card: '',
      completedAt: null,
      refund: 'none',
      refundOutcome: 'refund',
    };
    this.byId.set(transaction.transactionId, transaction);
    return { ok: true, transaction };
  }

  /** The record, with a pending session past its expiry turned into a failed one (as the lookup reports it). */
  get(transactionId: string): Transaction | undefined {
    const t = this.byId.get(transactionId);
    if (t && t.status === 'pending' && this.clock() >= t.expiresAt) {
      t.status = 'failed';
      t.message = 'Session expired';
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
    const ranOut = current.status === 'pending' || current.message === 'Session expired';
    const late = faults.has('success_after_expiry') && outcome === 'approve' && ranOut;
    if (late) {
      t.status = 'pending';
      if (now < t.expiresAt) t.expiresAt = now; // expire it first, then succeed anyway
    }
    if (t.status !== 'pending' || (!late && now >= t.expiresAt)) return this.get(t.transactionId)!;
    if (faults.has('refund_rejected')) t.refundOutcome = 'reject';
    const digits = cardNumber.replace(/\D/g, '');
    t.card = `XXXXXXXXXXXX${(digits.length >= 4 ? digits : '4111111111111111').slice(-4)}`;
    t.completedAt = now;
    if (outcome === 'approve') [t.status, t.message] = ['success', 'Transaction approved'];
    else if (outcome === 'decline') [t.status, t.message] = ['failed', 'Transaction declined'];
    else if (outcome === 'error') [t.status, t.message] = ['error', 'Processing error'];
    else if (outcome === 'expire') {
      t.expiresAt = now;
      [t.status, t.message] = ['failed', 'Session expired'];
    } else {
      t.completedAt = null; // abandon: nothing happens; the session runs out on its own
      t.card = '';
    }
    return t;
  }

  /** The query string WiPay sends the browser back with; `faults` tamper with it as asked. */
  redirectParams(t: Transaction, faults: Faults): URLSearchParams {
    const apiKey = this.accounts.get(t.accountNumber) ?? '';
    const hash = t.status === 'success' ? returnHash(t.transactionId, t.total, apiKey) : '';
    const total = faults.has('tampered_total') ? (Number(t.total) / 10).toFixed(2) : t.total;
    return new URLSearchParams({
      status: t.status === 'pending' ? 'failed' : t.status,
      transaction_id: t.transactionId,
      order_id: t.orderId,
      total,
      currency: t.currency,
      card: t.card,
      date: new Date(t.completedAt ?? this.clock()).toISOString().replace('T', ' ').slice(0, 19),
      message: t.message,
      data: t.data,
      hash: faults.has('tampered_hash') && hash ? returnHash(t.transactionId, t.total, 'not-the-key') : hash,
    });
  }

  /** What `GET /wapi/transactions/{id}` answers. */
  lookup(t: Transaction) {
    return {
      transaction_id: t.transactionId,
      order_id: t.orderId,
      status: t.status,
      total: t.total,
      currency: t.currency,
      card: t.card,
      date: t.completedAt === null ? null : new Date(t.completedAt).toISOString(),
      message: t.message,
      data: t.data,
      environment: t.environment,
      refund_status: t.refund,
    };
  }
}
