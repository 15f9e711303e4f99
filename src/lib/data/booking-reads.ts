// Reads the appointment page needs besides live availability: the caller's profile (phone verification and contact
// number checks) and the caller's own open orders on a date (the "already booked at this time" dialogs).
import { isRebookStateValid } from '../../domain/rebooking';
import { getFirebaseDb } from '../firebase';
import { orderConverter, userConverter } from '../model/converters';
import { COLLECTIONS } from '../../contracts/documents';
import type { AppointmentType, OrderDoc, OrderStatus } from '../../contracts/documents';
import { subscribeMyOpenOrders } from './account-orders';
import { countReads } from './booking-read-counter';
import { shapedQuery } from './shaped-query';

export interface BookingProfile {
  phoneVerified: boolean;
  contact: string | null;
}

/** users/{uid} as the booking checks need it, or null when the profile does not exist. */
export async function readBookingProfile(uid: string): Promise<BookingProfile | null> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.users, uid).withConverter(userConverter));
  countReads('booking-profile', 1);
  const user = snap.data();
  if (!user) return null;
  return { phoneVerified: user.phoneVerified === true, contact: user.contact ? user.contact : null };
}

export interface OwnSlotOrder {
  id: string;
  appointmentTime: string;
  appointmentType: AppointmentType;
  status: OrderStatus;
}

/** The caller's open (confirmed or trading) orders on a date. */
export async function readOwnOpenOrdersOn(uid: string, date: string): Promise<OwnSlotOrder[]> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const snap = await fs.getDocs(
    shapedQuery(
      fs,
      fs.collection(db, COLLECTIONS.orders).withConverter(orderConverter),
      'ordersOfUserOnDate',
      {
        userId: uid,
        appointmentDate: date,
      },
    ),
  );
  countReads('booking-own-orders', snap.size);
  return snap.docs
    .map((d) => d.data())
    .filter((o) => o.status === 'confirmed' || o.status === 'trading')
    .map((o) => ({
      id: o.id,
      appointmentTime: o.appointmentTime,
      appointmentType: o.appointmentType,
      status: o.status,
    }));
}

/**
 * Whether the caller holds a special rebook state valid at `now` (the special fee shows as $0). Display only:
 * confirmBooking decides the price from the same records.
 */
export async function readOwnRebookStateValid(uid: string, now: Date): Promise<boolean> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const snap = await fs.getDocs(
    shapedQuery(fs, fs.collection(db, COLLECTIONS.specialRebookStates), 'rebookStatesOfUser', {
      userId: uid,
    }),
  );
  countReads('booking-rebook-states', snap.size);
  return snap.docs.some((d) => {
    const expiresAt: unknown = d.get('expiresAt');
    return (
      d.get('rebookType') === 'special' &&
      isRebookStateValid(
        {
          expiresAt: expiresAt instanceof fs.Timestamp ? expiresAt.toDate() : new Date(0),
          used: d.get('used') === true,
        },
        now,
      )
    );
  });
}

/**
 * Follows the caller's open orders for the booking page's 3-appointment notice (the account page's query); returns
 * the unsubscribe function.
 */
export function subscribeOwnOpenOrders(
  uid: string,
  onData: (orders: OrderDoc[]) => void,
  onError: (error: Error) => void,
): () => void {
  return subscribeMyOpenOrders(uid, (orders) => onData(orders), onError);
}
