import { useEffect, useState } from 'react';
import { openAppointmentLimit } from '../../../domain/booking-preconditions';
import type { OpenAppointmentLimit } from '../../../domain/booking-preconditions';
import type { OrderDoc } from '../../../contracts/documents';
import { subscribeOwnOpenOrders } from '../../../lib/data/booking-reads';
import { useServerNow } from '../../../lib/server-time';

/**
 * The 3-appointment limit as soon as the booking page opens (issue 29: not after every field is filled): follows
 * the customer's open orders and judges them with the domain on the server's clock. Null until the orders are read
 * or when they cannot be (the server refuses the hold and the booking anyway).
 */
export function useOpenAppointmentLimit(uid: string | null): OpenAppointmentLimit | null {
  const [orders, setOrders] = useState<{ uid: string; list: OrderDoc[] } | null>(null);
  const now = useServerNow(60_000);
  useEffect(() => {
    if (!uid) return;
    return subscribeOwnOpenOrders(
      uid,
      (list) => setOrders({ uid, list }),
      () => setOrders(null),
    );
  }, [uid]);
  if (!uid || orders?.uid !== uid) return null;
  return openAppointmentLimit({ orders: orders.list, userId: uid, now });
}
