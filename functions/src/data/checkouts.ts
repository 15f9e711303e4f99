// checkouts/{id}: one WiPay hosted-checkout session, started by startCheckout for one customer and one purchase at
// the price the server decided. Server-only (the rules' catch-all denies clients). No card data: WiPay's page takes
// the card; we keep its transaction id.
//   { userId, purpose, serviceId, amount, total, status: pending | paid | failed, transactionId, orderId,
//     payerName, createdAt, expiresAt, updatedAt } and, for a trade, { tradeOrderId, reservationId }
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { CheckoutPurpose } from '../../../src/contracts/payment-api';
import { col } from './booking-docs';

export const CHECKOUTS = 'checkouts';
export const checkoutsCol = () => col(CHECKOUTS);

export type CheckoutStatus = 'pending' | 'paid' | 'failed';

export interface CheckoutDoc {
  id: string;
  userId: string;
  purpose: CheckoutPurpose;
  serviceId: string;
  /** TTD dollars, the catalogue's price. */
  amount: number;
  /** The same as WiPay writes it: '45.00'. */
  total: string;
  status: CheckoutStatus;
  transactionId: string | null;
  orderId: string | null;
  payerName: string;
  expiresAt: Date;
  /** Trade: the trading order the payment takes over (checkout-trade.ts); null otherwise. */
  tradeOrderId: string | null;
}

export function readCheckout(snapshot: DocumentSnapshot): CheckoutDoc | null {
  if (!snapshot.exists) return null;
  const d = snapshot.data()!;
  return {
    id: snapshot.id,
    userId: String(d.userId),
    purpose: d.purpose as CheckoutPurpose,
    serviceId: String(d.serviceId),
    amount: Number(d.amount),
    total: String(d.total),
    status: d.status as CheckoutStatus,
    transactionId: typeof d.transactionId === 'string' ? d.transactionId : null,
    orderId: typeof d.orderId === 'string' ? d.orderId : null,
    payerName: String(d.payerName ?? ''),
    expiresAt: (d.expiresAt as Timestamp).toDate(),
    tradeOrderId: typeof d.tradeOrderId === 'string' ? d.tradeOrderId : null,
  };
}

export const toTimestamp = (date: Date) => Timestamp.fromDate(date);
