// The caller as the booking path sees them, read inside the transaction: profile (phone verified, contact),
// per-user booking state (serialisation point, live hold/reservation ids, give-up log) and their orders.
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { MESSAGES, UI_TEXT } from '../../../../src/domain/messages';
import { isDriveInOrder } from '../../../../src/domain/types';
import type { OrderLike } from '../../../../src/domain/types';
import type { OrderDoc, UserDoc } from '../../../../src/contracts/documents';
import { bookingStatesCol, ordersCol, readOrder, usersCol } from '../booking-docs';
import { denied, notFound, refuse } from '../../refusals/booking-errors';
import { runBookingTransaction } from './booking-transaction';
import {
  appointmentEntry,
  mapOfOrders,
  ordersOfMap,
  pruned,
  readAppointmentMap,
  type AppointmentMap,
} from './open-appointments-rules';
import { shapedQuery } from '../shaped-query';

export interface BookingUser {
  uid: string;
  profile: Pick<UserDoc, 'email' | 'contact' | 'phoneVerified'> | null;
  state: BookingStateDoc;
  stateRef: DocumentReference;
}

/** Reads users/{uid} and bookingStates/{uid}. Writing the state later makes concurrent calls of one user serial. */
export async function readBookingUser(tx: Transaction, uid: string): Promise<BookingUser> {
  const stateRef = bookingStatesCol().doc(uid);
  const [userSnap, stateSnap] = await Promise.all([tx.get(usersCol().doc(uid)), tx.get(stateRef)]);
  const data = userSnap.data();
  const profile = data
    ? {
        email: typeof data.email === 'string' ? data.email : '',
        contact: typeof data.contact === 'string' ? data.contact : undefined,
        phoneVerified: data.phoneVerified === true,
      }
    : null;
  return { uid, profile, state: readBookingState(stateSnap), stateRef };
}

/**
 * All appointment orders of the user (any status), by a query: the repair of the appointment map
 * (`readUserAppointments`). Drive-in purchases count toward no appointment rule.
 * Takes the user as read by `readBookingUser` in the same transaction: that read locks bookingStates/{uid}, which
 * every booking mutation of the user goes through, so a plain query is enough (a query inside the transaction
 * would lock the whole orders collection on the emulator and make different customers' bookings abort each other).
 */
export async function readUserOrders(user: BookingUser): Promise<OrderDoc[]> {
  const snap = await shapedQuery(ordersCol(), 'ordersOfUser', { userId: user.uid }).get();
  return snap.docs.map(readOrder).filter((order) => !isDriveInOrder(order));
}

/** Booking needs a profile with a verified phone; `needContact` also needs the contact number on it. */
export function requireBookableProfile(
  user: BookingUser,
  needContact: boolean,
): asserts user is BookingUser & { profile: NonNullable<BookingUser['profile']> } {
  if (!user.profile) refuse('failed-precondition', 'profile-missing', MESSAGES.contactNumber.profileNotFound);
  if (!user.profile.phoneVerified) {
    refuse('failed-precondition', 'phone-not-verified', UI_TEXT.phoneVerificationRequired);
  }
  if (needContact && !user.profile.contact) {
    refuse('failed-precondition', 'contact-missing', MESSAGES.contactNumber.missing);
  }
}

/**
 * The caller's appointments as the seat gate reads them (open-appointments-rules.ts): from bookingStates/{uid}, read with
 * the user, when its map is whole (no query); otherwise from a query of their orders, and the rebuilt map is kept
 * in `user.state`, so the path's `writeBookingState` stores it.
 */
export async function readUserAppointments(user: BookingUser): Promise<OrderLike[]> {
  if (user.state.appointmentsKnown) return ordersOfMap(user.uid, user.state.appointments);
  const orders = await readUserOrders(user);
  user.state.appointments = mapOfOrders(orders);
  user.state.appointmentsKnown = true;
  return orders;
}

/**
 * Builds the caller's appointment map ahead of their first booking, as that booking's own transaction would
 * (`readUserAppointments`: a query of their orders, stored whole in bookingStates/{uid}), so the booking reads no
 * query. Run when a phone number is verified; a state whose map is whole already is left alone. Answers whether it
 * wrote the state.
 */
export function primeBookingState(uid: string, now: Date): Promise<boolean> {
  return runBookingTransaction(async (tx) => {
    const user = await readBookingUser(tx, uid);
    if (user.state.appointmentsKnown) return false;
    await readUserAppointments(user);
    writeBookingState(tx, user, {}, now);
    return true;
  });
}

/**
 * Writes the booking state (always written by a mutation, so the per-user document serialises the user), whole: the
 * appointment map pruned of what no longer matters at `now`.
 */
export function writeBookingState(
  tx: Transaction,
  user: BookingUser,
  patch: Partial<BookingStateDoc>,
  now: Date,
): void {
  const next = { ...user.state, ...patch };
  tx.set(
    user.stateRef,
    { ...next, appointments: pruned(next.appointments, now), updatedAt: now },
    { merge: false },
  );
}

/**
 * The caller's booking user and one of their own orders, both read in the transaction (in parallel): an order that
 * does not exist is not-found, someone else's is permission-denied.
 */
export async function readUserAndOwnOrder(
  tx: Transaction,
  uid: string,
  orderId: string,
): Promise<{ user: BookingUser; orderSnap: DocumentSnapshot; order: OrderDoc }> {
  const [user, orderSnap] = await Promise.all([readBookingUser(tx, uid), tx.get(ordersCol().doc(orderId))]);
  if (!orderSnap.exists) notFound(MESSAGES.admin.orderNotFound);
  const order = readOrder(orderSnap);
  if (order.userId !== uid) denied('This order belongs to someone else.');
  return { user, orderSnap, order };
}

/**
 * Keeps the owner's map true for a change of one order, written blind in `writer` (a transaction or batch that
 * changes the order): `order` as it is after the change, or null when it is deleted or no longer theirs.
 */
export function noteOrderChange(
  writer: Transaction | WriteBatch,
  userId: string,
  orderId: string,
  order: OrderLike | null,
): void {
  if (!userId) return;
  const entry = order && order.userId === userId ? appointmentEntry(order) : null;
  (writer as WriteBatch).set(
    bookingStatesCol().doc(userId),
    { appointments: { [orderId]: entry ?? FieldValue.delete() } },
    { merge: true },
  );
}

export interface BookingStateDoc {
  holdId: string | null;
  reservationId: string | null;
  /** Epoch millis of the user's give-ups (pruned to the domain's rolling window when written). */
  deletions: number[];
  /** Order id -> what the seat gate needs of it (open-appointments-rules.ts). */
  appointments: AppointmentMap;
  /** The map is whole (else the booking path rebuilds it from a query of the orders). */
  appointmentsKnown: boolean;
}

export function readBookingState(snapshot: DocumentSnapshot): BookingStateDoc {
  const data = snapshot.data() ?? {};
  const deletions = Array.isArray(data.deletions)
    ? (data.deletions as unknown[]).filter((d): d is number => typeof d === 'number')
    : [];
  const { map, whole } = readAppointmentMap(data.appointments);
  return {
    holdId: typeof data.holdId === 'string' ? data.holdId : null,
    reservationId: typeof data.reservationId === 'string' ? data.reservationId : null,
    deletions,
    appointments: map,
    appointmentsKnown: data.appointmentsKnown === true && whole,
  };
}
