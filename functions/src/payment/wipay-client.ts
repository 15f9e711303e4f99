// WiPay's server API as its pages publish it (./contract, convention 12): create a hosted checkout (Payments API,
// no credential: the account number identifies the merchant), retrieve a transaction and request its refund (WAPI,
// with exactly one credential header: X-WAPI-Key and the WAPI key). The Payments API key is never sent: it only
// recomputes the return hash (wipay-signatures.ts). No key goes into a URL, a log or a document.
import { HOSTS, PAYMENT_REQUEST_RULES, REFUND_REQUEST, RETRIEVE_REQUEST } from './contract';
import {
  acceptableEmail,
  isUnknownTransaction,
  messageOf,
  readRefundAnswer,
  readRetrieveAnswer,
  WiPayError,
  type RefundAnswer,
  type WiPayTransaction,
} from './wipay-answers';
import type { WiPaySettings } from './wipay-settings';

export { WiPayError, type RefundAnswer, type WiPayTransaction } from './wipay-answers';

export interface CheckoutRequest {
  /** Ours: the checkout id, echoed back as order_id (at most 16 of [A-Za-z0-9_-], not starting or ending in - or _). */
  orderId: string;
  /** '45.00' */
  total: string;
  responseUrl: string;
  /** Echoed back unchanged on the return. */
  data: string;
  /** Sent only when WiPay would take it (acceptableEmail). */
  email?: string;
  name?: string;
}

/** The hosted checkout's origin field: ours, within the page's pattern and 32 characters. */
export const WIPAY_ORIGIN = 'chaguanas-wash';
const TIMEOUT_MS = 10_000;
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

type Fetch = typeof fetch;

export class WiPayClient {
  constructor(
    private readonly settings: WiPaySettings,
    private readonly fetchImpl: Fetch = (...args) => fetch(...args),
  ) {}

  /** The one credential header of a WAPI call, and JSON answers. */
  private wapiHeaders(): Record<string, string> {
    return { ...RETRIEVE_REQUEST.headers, 'X-WAPI-Key': this.settings.wapiKey };
  }

  /** The form of POST /plugins/payments/request, within every rule of the payment-request page. */
  checkoutForm(request: CheckoutRequest): URLSearchParams {
    const s = this.settings;
    const rules = PAYMENT_REQUEST_RULES;
    if (!rules.orderId.test(request.orderId) || request.orderId.length > rules.orderIdRecommendedMaxLength)
      throw new WiPayError(`order_id out of WiPay's rules: ${request.orderId}`, null);
    if (request.responseUrl.length > rules.responseUrlMaxLength || !rules.total.test(request.total))
      throw new WiPayError('response_url or total out of range', null);
    if (request.data.length > rules.dataMaxLength) throw new WiPayError('data too long', null);
    const form = new URLSearchParams({
      account_number: s.accountNumber,
      country_code: 'TT',
      currency: 'TTD',
      environment: s.environment,
      fee_structure: s.feeStructure,
      method: rules.methods[0],
      order_id: request.orderId,
      origin: WIPAY_ORIGIN,
      response_url: request.responseUrl,
      total: request.total,
      data: request.data,
    });
    const email = acceptableEmail(request.email, s.merchantEmail);
    if (email) form.set('email', email);
    const name = request.name?.trim();
    if (name && name.length <= rules.nameMaxLength) form.set('name', name);
    return form;
  }

  /** POST /plugins/payments/request (JSON mode); answers the hosted page's URL and WiPay's transaction id. */
  async createCheckout(request: CheckoutRequest): Promise<{ url: string; transactionId: string }> {
    const response = await this.fetchImpl(`${this.settings.host}${HOSTS.paymentRequestPath}`, {
      method: 'POST',
      headers: {
        Accept: PAYMENT_REQUEST_RULES.jsonAccept,
        'Content-Type': PAYMENT_REQUEST_RULES.contentType,
      },
      body: this.checkoutForm(request),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const url = text(body.url);
    if (!response.ok || !/^https?:\/\//.test(url))
      throw new WiPayError(`checkout not created: ${messageOf(body) || response.status}`, response.status);
    return { url, transactionId: text(body.transaction_id) };
  }

  /**
   * GET /wapi/transactions/{id}: the authority on a payment, read from the answer's `data`. null when WiPay does not
   * know the id (404, or 400 "The selected transaction id is invalid."); a refused key (401/403) or any other
   * failure throws WiPayError.
   */
  async lookup(transactionId: string): Promise<WiPayTransaction | null> {
    const response = await this.fetchImpl(`${this.settings.host}${RETRIEVE_REQUEST.path(transactionId)}`, {
      method: RETRIEVE_REQUEST.method,
      headers: this.wapiHeaders(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    if (isUnknownTransaction(response.status, body)) return null;
    if (response.status !== 200)
      throw new WiPayError(`lookup failed: ${response.status} ${messageOf(body)}`.trim(), response.status);
    return readRetrieveAnswer(body);
  }

  /**
   * POST /wapi/transactions/{id}/refund (no body; the whole payment; the outcome follows as a webhook). Never
   * throws: answers the documented kind of WiPay's answer (wipay-answers.ts), or no-answer when none came.
   */
  async refund(transactionId: string): Promise<RefundAnswer> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.settings.host}${REFUND_REQUEST.path(transactionId)}`, {
        method: REFUND_REQUEST.method,
        headers: this.wapiHeaders(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return {
        kind: 'no-answer',
        status: null,
        message: error instanceof Error ? error.message : 'no answer',
      };
    }
    return readRefundAnswer(response.status, await response.json().catch(() => null));
  }
}
