// Refunds of an order's WiPay payment, staff side: the audited admin callable (full admins only; the server finds
// the payment and asks WiPay) and the order document followed live, so the detail shows what WiPay reports.
import type { AdminRefundOrderResponse } from '../../contracts/payment-api';
import { COLLECTIONS, type OrderDoc } from '../../contracts/documents';
import { adminRefundOrder } from '../callables';
import { getFirebaseDb } from '../firebase';
import { orderConverter } from '../model/converters';
import { subscribeWhenLoaded } from './when-loaded';

/** Asks for a refund of the whole WiPay payment of order `orderId`. */
export function refundOrder(orderId: string): Promise<AdminRefundOrderResponse> {
  return adminRefundOrder({ orderId });
}

/**
 * Follows orders/{orderId} (staff read it under the rules); `onData` gets each version, or null once it is gone or
 * cannot be read. Returns the unsubscribe function (safe to call before the SDK has loaded).
 */
export function followOrder(
  orderId: string,
  onData: (order: OrderDoc | null) => void,
  onError: (error: Error) => void,
): () => void {
  return subscribeWhenLoaded(
    Promise.all([import('../sdk/firestore'), getFirebaseDb()]),
    onError,
    ([fs, db], { fail }) => {
      const ref = fs.doc(db, COLLECTIONS.orders, orderId).withConverter(orderConverter);
      return fs.onSnapshot(
        ref,
        (snap) => {
          try {
            onData(snap.exists() ? snap.data() : null);
          } catch {
            onData(null);
          }
        },
        fail,
      );
    },
  );
}
