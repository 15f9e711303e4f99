// WiPay's server API, as its documentation and open-source integrations describe it (README 'Payments' lists what
// is uncertain): create a hosted checkout, look a transaction up, refund it. The API key stays here: it goes in
// the X-WAPI-Key header and never into a URL, a log or a document.
import type { WiPaySettings } from './wipay-settings';

export interface CheckoutRequest {
  /** Ours: the checkout id, echoed back as order_id. */
  orderId: string;
  /** '45.00' */
  total: string;
  responseUrl: string;
  /** Echoed back unchanged on the return. */
  data: string;
  email?: string;
  name?: string;
}

export interface WiPayTransaction {
  transactionId: string;
  orderId: string;
  status: string;
  total: string;
  currency: string;
  refundStatus: string;
}

export class WiPayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export class WiPayClient {
  constructor(private readonly settings: WiPaySettings) {}

  /** POST /plugins/payments/request; answers the hosted page's URL and WiPay's transaction id. */
  async createCheckout(request: CheckoutRequest): Promise<{ url: string; transactionId: string }> {
    const s = this.settings;
    const form = new URLSearchParams({
      account_number: s.accountNumber,
      country_code: 'TT',
      currency: 'TTD',
      environment: s.environment,
      fee_structure: s.feeStructure,
      method: 'credit_card',
      order_id: request.orderId,
      origin: 'chaguanas-wash',
      response_url: request.responseUrl,
      total: request.total,
      data: request.data,
    });
    if (request.email) form.set('email', request.email);
    if (request.name) form.set('name', request.name);
    const response = await fetch(`${s.host}/plugins/payments/request`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const url = text(body.url);
    if (!response.ok || !/^https?:\/\//.test(url))
      throw new WiPayError(`checkout not created: ${text(body.message) || response.status}`, response.status);
    return { url, transactionId: text(body.transaction_id) };
  }

  /** GET /wapi/transactions/{id}: the authority on a payment. null when WiPay does not know the id. */
  async lookup(transactionId: string): Promise<WiPayTransaction | null> {
    const response = await fetch(
      `${this.settings.host}/wapi/transactions/${encodeURIComponent(transactionId)}`,
      {
        headers: { Accept: 'application/json', 'X-WAPI-Key': this.settings.apiKey },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
    );
    if (response.status === 404) return null;
    if (!response.ok) throw new WiPayError(`lookup failed: ${response.status}`, response.status);
    const body = (await response.json()) as Record<string, unknown>;
    return {
      transactionId: text(body.transaction_id),
      orderId: text(body.order_id),
      status: text(body.status).toLowerCase(),
      total: text(body.total),
      currency: text(body.currency),
      refundStatus: text(body.refund_status),
    };
  }

  /** POST /wapi/transactions/{id}/refund: full amount, asynchronous (a `refunded` webhook follows). */
  async refund(transactionId: string): Promise<void> {
    const response = await fetch(
      `${this.settings.host}/wapi/transactions/${encodeURIComponent(transactionId)}/refund`,
      {
        method: 'POST',
        headers: { Accept: 'application/json', 'X-WAPI-Key': this.settings.apiKey },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
    );
    if (!response.ok) throw new WiPayError(`refund refused: ${response.status}`, response.status);
  }
}
