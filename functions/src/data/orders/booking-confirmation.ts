// confirmBooking: turns the caller's hold into a confirmed order, in one slot transaction. Idempotent per
// (caller, requestId): a retry or double click answers the first call's orderId and writes nothing.
// A special appointment needs its fee: either paid through WiPay (checkout-special.ts calls this writer with
// `paidFee` once the processor confirmed the payment) or waived by a valid special rebook state. A direct call
// for a special with neither is refused (special-fee-unpaid) before anything is written.
import {
  Timestamp,
  type DocumentReference,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { WashPackage } from '../../../../src/domain/catalogue';
import { isHoldLive } from '../../../../src/domain/holds';
import { MESSAGES } from '../../../../src/domain/messages';
import { repeatable } from '../../../../src/domain/identifiers';
import { isRebookStateValid } from '../../../../src/domain/rebooking';
import { plateConflict } from '../../../../src/domain/validation';
import type { ConfirmBookingRequest, ConfirmBookingResponse } from '../../../../src/contracts/booking-api';
import type { ActiveBookingDoc, SpecialFeePaid } from '../../../../src/contracts/documents';
import { TRADING_RESERVATION, slotKeyOfItem } from '../../../../src/contracts/slot-documents';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { bookingRequestsCol, col, ordersCol, readOrder, toDate } from '../booking-docs';
import { denied, guardPlateLookup, refuse } from '../../refusals/booking-errors';
import { queueOrderMail } from '../mail/order-mail-jobs';
import { readBlock, requireMayTakeSeat } from '../slots/seat-gate';
import {
  readBookingUser,
  readUserAppointments,
  writeBookingState,
  type BookingUser,
} from '../slots/booking-user';
import { withOrder } from '../slots/open-appointments-rules';
import { PAYMENT_TEXT, paymentRecordData, paymentRecordRef } from '../card-payment';
import { readPointedHold, slotIdOfHold } from '../slots/slot-holds';
import { countPlateTry } from './plate-tries';
import { buildOrder, signedOrderData } from './new-order';
import { runBookingTransaction } from '../slots/booking-transaction';
import {
  giveHoldSeatTo,
  readMembersVersion,
  readSlotFrom,
  toSeat,
  requireSeat,
  type SlotState,
} from '../slots/slot-transaction';
import { shapedQuery } from '../shaped-query';
import { isWithdrawn, paymentRef, readPaymentRecord } from './payment-withdrawal';

/** How long an idempotency record is kept (TTL field `expiresAt`). */
const REQUEST_RECORD_TTL_MS = 24 * 3_600_000;

export interface ConfirmBookingInput extends Omit<ConfirmBookingRequest, 'serviceId' | 'numberPlate'> {
  servicePackage: WashPackage;
  /** Normalised plate, or null. */
  numberPlate: string | null;
}

/** The special fee WiPay confirmed for this booking (checkout-special.ts); the order records it. */
export interface PaidSpecialFee {
  fee: SpecialFeePaid;
  /** For paymentRecords/{paymentReference}: the processor's name. */
  processor: string;
}

/** What the gate read and decided for a booking, before anything is written. */
export interface CheckedBooking {
  user: BookingUser & { profile: NonNullable<BookingUser['profile']> };
  hold: ActiveBookingDoc;
  slot: SlotState;
  /** A valid special rebook state of the caller (waives the special fee), or null. */
  rebookState: QueryDocumentSnapshot | null;
}

/** A promise's outcome kept for later, so that a refusal read early is raised in the order the rules are judged. */
function settle<T>(promise: Promise<T>): Promise<() => T> {
  return promise.then(
    (value) => () => value,
    (error: unknown) => () => {
      throw error;
    },
  );
}

/** The orders booked on `date` with `plate` (a query in the transaction), for the one-plate-a-day rule. */
function ordersWithPlate(tx: Transaction, date: string, plate: string) {
  return guardPlateLookup(
    tx.get(shapedQuery(ordersCol(), 'plateOnDate', { appointmentDate: date, numberPlate: plate })),
  );
}

/**
 * The gate's reads that need only the request, started in one round: the caller (their lock), the hold, the block
 * of the type asked for, and, from the slot the hold's id names (`slotIdOfHold`), that slot's members and the
 * plate's orders on its date. Whatever the hold turns out not to match is read again after it.
 */
function firstRound(
  tx: Transaction,
  uid: string,
  input: Pick<ConfirmBookingInput, 'holdId' | 'appointmentType' | 'numberPlate'>,
) {
  const slotId = slotIdOfHold(input.holdId);
  const date = slotId?.split('_')[0] ?? null;
  return Promise.all([
    readBookingUser(tx, uid),
    readPointedHold(tx, input.holdId),
    readBlock(tx, uid, input.appointmentType),
    slotId ? readMembersVersion(slotId) : null,
    date && input.numberPlate ? settle(ordersWithPlate(tx, date, input.numberPlate)) : null,
    date,
  ] as const);
}

/** Refuses a hold that is gone, a trade reservation, someone else's hold or a hold of another type. */
function requireOwnHold(
  hold: ActiveBookingDoc | null,
  uid: string,
  type: ConfirmBookingInput['appointmentType'],
): asserts hold is ActiveBookingDoc {
  if (!hold || hold.type === TRADING_RESERVATION) {
    refuse('failed-precondition', 'hold-expired', MESSAGES.booking.failed);
  }
  if (hold.userId !== uid) denied('This hold belongs to someone else.');
  if (hold.appointmentType !== type) {
    refuse('failed-precondition', 'slot-not-bookable', MESSAGES.booking.failed, 'type-mismatch');
  }
}

/**
 * The first valid special rebook state among the caller's (it waives the special fee), or null. A state whose fee
 * payment was refunded, charged back or is disputed (its paymentRecords/{sourcePaymentReference}, read here in the
 * transaction so a refund recorded meanwhile conflicts with this booking) waives nothing (issue 39).
 */
async function validRebookState(
  tx: Transaction,
  states: QuerySnapshot | null,
  now: Date,
): Promise<QueryDocumentSnapshot | null> {
  const valid = (states?.docs ?? []).filter(
    (d) =>
      d.get('rebookType') === 'special' &&
      isRebookStateValid(
        { expiresAt: toDate(d.get('expiresAt')) ?? new Date(0), used: d.get('used') === true },
        now,
      ),
  );
  for (const state of valid) {
    const reference: unknown = state.get('sourcePaymentReference');
    if (typeof reference !== 'string' || reference === '') return state;
    if (!isWithdrawn(readPaymentRecord(await tx.get(paymentRef(reference))))) return state;
  }
  return null;
}

/**
 * Reads (all before any write) and judges a booking of the caller's hold, exactly as confirmBooking does: the hold
 * is the caller's and of the type asked, the caller may take the seat (requireMayTakeSeat), a seat is still free if
 * the hold ran out, the plate is not booked that day by someone else. Refuses with the spec's messages. Also used by
 * startCheckout('special'), so nobody pays for a booking that would be refused.
 *   A hold of the current form is judged on one round of reads (`firstRound`); the caller's rebook states (a
 * special) and a map to repair follow the lock in a second round.
 */
export async function checkBooking(
  tx: Transaction,
  uid: string,
  input: Pick<ConfirmBookingInput, 'holdId' | 'appointmentType' | 'numberPlate'>,
  now: Date,
): Promise<CheckedBooking> {
  const [user, hold, block, early, platedEarly, hintedDate] = await firstRound(tx, uid, input);
  requireOwnHold(hold, uid, input.appointmentType);
  const plate = input.numberPlate;
  const [orders, sameDay, rebookStates, slot] = await Promise.all([
    readUserAppointments(user),
    plate && platedEarly && hintedDate === hold.appointmentDate
      ? platedEarly()
      : plate
        ? ordersWithPlate(tx, hold.appointmentDate, plate)
        : null,
    hold.appointmentType === 'special'
      ? // A plain query, like the repair in readUserAppointments: bookingStates/{uid}, locked above, serialises
        // this user's bookings, and a query inside the transaction would lock the whole collection on the emulator.
        shapedQuery(col(COLLECTIONS.specialRebookStates), 'rebookStatesOfUser', { userId: uid }).get()
      : null,
    readSlotFrom(tx, early, slotKeyOfItem(hold), now),
  ]);

  // Decisions, with the domain: the same gate createHold passed (something may have changed since).
  requireMayTakeSeat(user, { orders, block }, slotKeyOfItem(hold), now);
  // The hold ran out: the booking goes through only if a seat is still free (and the slot still offered).
  if (!isHoldLive(hold, now)) requireSeat(slot, uid, now);
  const conflict = plateConflict({
    plate,
    date: hold.appointmentDate,
    orders: sameDay ? sameDay.docs.map(readOrder) : [],
  });
  if (conflict) refuse('failed-precondition', 'plate-taken', conflict);
  return { user, hold, slot, rebookState: await validRebookState(tx, rebookStates, now) };
}

/** The booking as decided, for `writeBooking`. */
interface Booking {
  uid: string;
  tokenEmail: string | null;
  input: ConfirmBookingInput;
  checked: CheckedBooking;
  /** The rebook state that waives the fee (null when the fee is paid or none is valid). */
  rebookState: QueryDocumentSnapshot | null;
  paid: PaidSpecialFee | undefined;
  requestRef: DocumentReference;
  paymentRef: DocumentReference | null;
  random: () => number;
  now: Date;
}

/** The fee payment behind a rebook state (WiPay's transaction id), or null for a state written before it was kept. */
function waivedBy(state: QueryDocumentSnapshot | null): string | null {
  const reference: unknown = state?.get('sourcePaymentReference');
  return typeof reference === 'string' && reference !== '' ? reference : null;
}

/** Writes a booking decided by `confirmBooking`: order, payment record, slot, request record, state and mail job. */
async function writeBooking(tx: Transaction, b: Booking): Promise<ConfirmBookingResponse> {
  const { user, hold, slot } = b.checked;
  const { uid, input, paid, now, rebookState } = b;
  const type = hold.appointmentType;
  const order = buildOrder({
    userId: uid,
    userEmail: user.profile.email || b.tokenEmail || '',
    contact: user.profile.contact ?? '',
    servicePackage: input.servicePackage,
    appointmentType: type,
    location: hold.location,
    appointmentDate: hold.appointmentDate,
    appointmentTime: hold.appointmentTime,
    numberPlate: input.numberPlate,
    rebookStateValid: rebookState !== null,
    now,
    random: b.random,
  });
  const orderId = order.orderId;
  const stored = await signedOrderData(order, {
    specialInstructions: input.specialInstructions ?? '',
    // paymentProcessor: the admin detail offers a WiPay refund of the fee.
    ...(paid && type === 'special' ? { specialFeePaid: paid.fee, paymentProcessor: paid.processor } : {}),
    // The payment whose rebook state waived the fee: its refund or lost chargeback withdraws this order too.
    ...(waivedBy(rebookState) ? { specialFeeWaivedBy: waivedBy(rebookState) } : {}),
  });
  tx.create(ordersCol().doc(orderId), stored);
  if (paid && b.paymentRef) {
    const record = { userId: uid, orderId, purpose: 'special' as const, amount: paid.fee.cents / 100 };
    tx.create(b.paymentRef, paymentRecordData({ ...record, processor: paid.processor }));
  }
  giveHoldSeatTo(tx, slot, hold, toSeat({ id: orderId, ...order }), now);
  tx.set(b.requestRef, {
    userId: uid,
    orderId,
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromDate(new Date(now.getTime() + REQUEST_RECORD_TTL_MS)),
  });
  const holdId = user.state.holdId === hold.id ? null : user.state.holdId;
  writeBookingState(
    tx,
    user,
    { holdId, appointments: withOrder(user.state.appointments, orderId, order) },
    now,
  );
  // The waived fee is not a fee paid: this order gets no `specialFeePaid`, so giving it up earns no new state.
  if (rebookState) tx.delete(rebookState.ref);
  queueOrderMail(tx, { ...order, qrData: stored.qrData }, 'booking', now);
  return { orderId };
}

export async function confirmBooking(
  uid: string,
  tokenEmail: string | null,
  input: ConfirmBookingInput,
  now: Date,
  paid?: PaidSpecialFee,
): Promise<ConfirmBookingResponse> {
  // A plate counts against the customer's ceiling of different plates before anything else, whatever follows.
  if (input.numberPlate) await countPlateTry(uid, input.numberPlate, now);
  const requestRef = bookingRequestsCol().doc(`${uid}_${input.requestId}`);
  const paymentRef = paid ? paymentRecordRef(paid.fee.paymentReference) : null;
  // The order's id and code stay the same when the transaction runs again.
  const ids = repeatable(Math.random);
  return runBookingTransaction(async (tx) => {
    // An earlier answer to this request and the payment record, read in the same round as the gate's first reads.
    const [earlier, used, checked] = await Promise.all([
      tx.get(requestRef),
      paymentRef ? tx.get(paymentRef) : null,
      settle(checkBooking(tx, uid, input, now)),
    ]);
    if (earlier.exists) return { orderId: String(earlier.get('orderId')) };
    const booking = checked();
    // A paid fee is used as paid: a rebook state the customer also holds stays for a later booking.
    const rebookState = paid ? null : booking.rebookState;
    if (booking.hold.appointmentType === 'special' && !paid && !rebookState) {
      refuse('failed-precondition', 'special-fee-unpaid', MESSAGES.payment.specialFeeUnpaid);
    }
    if (used?.exists) {
      refuse(
        'failed-precondition',
        'payment-not-verified',
        PAYMENT_TEXT.paymentNotVerified,
        'reference-used',
      );
    }
    const random = ids.replay();
    const common = { uid, tokenEmail, input, paid, requestRef, paymentRef, random, now };
    return writeBooking(tx, { ...common, checked: booking, rebookState });
  });
}
