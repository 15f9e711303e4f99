import { useEffect, useState } from 'react';
import { openAppointmentLimit } from '../../../domain/booking-preconditions';
import type { OpenAppointmentLimit } from '../../../domain/booking-preconditions';
import type { OrderDoc } from '../../../contracts/documents';
import { subscribeOwnOpenOrders } from '../../../lib/data/booking-reads';
import { useServerNow } from '../../../lib/server-time';

/**
 * The 3-appointment limit as soon as the booking page opens (issue 29: not after every field is filled): follows
 * the customer's open orders and judges them with the domain on the server's clock. Undefined until the first answer
 * (the page waits for it: a notice arriving after the form was painted pushed every field down, issue 45's
 * Lighthouse CLS 0.12); null when the orders cannot be read (the server refuses the hold and the booking anyway).
 */
export function useOpenAppointmentLimit(uid: string | null): OpenAppointmentLimit | null | undefined {
  const [orders, setOrders] = useState<{ uid: string; list: OrderDoc[] | null } | null>(null);
  const now = useServerNow(60_000);
  useEffect(() => {
    if (!uid) return;
    return subscribeOwnOpenOrders(
      uid,
      (list) => setOrders({ uid, list }),
      () => setOrders({ uid, list: null }),
    );
  }, [uid]);
  if (!uid || orders?.uid !== uid) return undefined;
  if (orders.list === null) return null;
  return openAppointmentLimit({ orders: orders.list, userId: uid, now });
}
