// confirmBooking: turns the caller's hold into a confirmed order, in one slot transaction. Idempotent per
// (caller, requestId): a retry or double click answers the first call's orderId and writes nothing.
// A special appointment needs its fee: either paid through WiPay (checkout-special.ts calls this writer with
// `paidFee` once the processor confirmed the payment) or waived by a valid special rebook state. A direct call
// for a special with neither is refused (special-fee-unpaid) before anything is written.
import { Timestamp, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { WashPackage } from '../../../src/domain/catalogue';
import { isHoldLive } from '../../../src/domain/holds';
import { MESSAGES } from '../../../src/domain/messages';
import { repeatable } from '../../../src/domain/identifiers';
import { isRebookStateValid } from '../../../src/domain/rebooking';
import { plateConflict } from '../../../src/domain/validation';
import type { ConfirmBookingRequest, ConfirmBookingResponse } from '../../../src/contracts/booking-api';
import type { ActiveBookingDoc, SpecialFeePaid } from '../../../src/contracts/documents';
import { TRADING_RESERVATION, slotKeyOfItem } from '../../../src/contracts/slot-documents';
import { COLLECTIONS } from '../../../src/contracts/documents';
import { bookingRequestsCol, col, ordersCol, readOrder, toDate } from './booking-docs';
import { denied, guardPlateLookup, refuse } from './booking-errors';
import { queueOrderMail } from './order-mail-jobs';
import { readBlock, requireMayTakeSeat } from './booking-preconditions-store';
import { readBookingUser, readUserAppointments, writeBookingState, type BookingUser } from './booking-user';
import { withOrder } from './open-appointments';
import { PAYMENT_TEXT, paymentRecordData, paymentRecordRef } from './card-payment';
import { readPointedHold } from './holds-store';
import { countPlateTry } from './plate-usage-store';
import { buildOrder, signedOrderData } from './order-fields';
import { runBookingTransaction } from './booking-transaction';
import { readSlot, removeHold, toSeat, writeSlot, requireSeat, type SlotState } from './slot-transaction';
import { shapedQuery } from './shaped-query';

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

/**
 * Reads (all before any write) and judges a booking of the caller's hold, exactly as confirmBooking does: the hold
 * is the caller's and of the type asked, the caller may take the seat (requireMayTakeSeat), a seat is still free if
 * the hold ran out, the plate is not booked that day by someone else. Refuses with the spec's messages. Also used by
 * startCheckout('special'), so nobody pays for a booking that would be refused.
 */
export async function checkBooking(
  tx: Transaction,
  uid: string,
  input: Pick<ConfirmBookingInput, 'holdId' | 'appointmentType' | 'numberPlate'>,
  now: Date,
): Promise<CheckedBooking> {
  // Reads, in two parallel rounds: the caller (their lock), the hold and the block of the type asked for; then what
  // follows the lock or needs the hold.
  const [user, hold, block] = await Promise.all([
    readBookingUser(tx, uid),
    readPointedHold(tx, input.holdId),
    readBlock(tx, uid, input.appointmentType),
  ]);
  if (!hold || hold.type === TRADING_RESERVATION) {
    refuse('failed-precondition', 'hold-expired', MESSAGES.booking.failed);
  }
  if (hold.userId !== uid) denied('This hold belongs to someone else.');
  if (hold.appointmentType !== input.appointmentType) {
    refuse('failed-precondition', 'slot-not-bookable', MESSAGES.booking.failed, 'type-mismatch');
  }
  const type = hold.appointmentType;
  const [orders, sameDay, rebookStates, slot] = await Promise.all([
    readUserAppointments(user),
    input.numberPlate
      ? guardPlateLookup(
          tx.get(
            shapedQuery(ordersCol(), 'plateOnDate', {
              appointmentDate: hold.appointmentDate,
              numberPlate: input.numberPlate,
            }),
          ),
        )
      : null,
    type === 'special'
      ? // A plain query, like the repair in readUserAppointments: bookingStates/{uid}, locked above, serialises this user's bookings,
        // and a query inside the transaction would lock the whole collection on the emulator.
        shapedQuery(col(COLLECTIONS.specialRebookStates), 'rebookStatesOfUser', { userId: uid }).get()
      : null,
    readSlot(tx, slotKeyOfItem(hold), now),
  ]);
  const seatContext = { orders, block };

  // Decisions, with the domain: the same gate createHold passed (something may have changed since).
  requireMayTakeSeat(user, seatContext, slotKeyOfItem(hold), now);
  if (!isHoldLive(hold, now)) {
    // The hold ran out: the booking goes through only if a seat is still free (and the slot still offered).
    requireSeat(slot, uid, now);
  }
  const conflict = plateConflict({
    plate: input.numberPlate,
    date: hold.appointmentDate,
    orders: sameDay ? sameDay.docs.map(readOrder) : [],
  });
  if (conflict) refuse('failed-precondition', 'plate-taken', conflict);
  const rebookState =
    rebookStates?.docs.find(
      (d) =>
        d.get('rebookType') === 'special' &&
        isRebookStateValid(
          { expiresAt: toDate(d.get('expiresAt')) ?? new Date(0), used: d.get('used') === true },
          now,
        ),
    ) ?? null;
  return { user, hold, slot, rebookState };
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
    // An earlier answer to this request (read with the caller's lock, in the same round as the gate's first reads).
    const [earlier, checked] = await Promise.all([
      tx.get(requestRef),
      checkBooking(tx, uid, input, now).then(
        (value) => () => value,
        (error: unknown) => () => {
          throw error;
        },
      ),
    ]);
    if (earlier.exists) return { orderId: String(earlier.get('orderId')) };
    const { user, hold, slot, rebookState: waiver } = checked();
    const type = hold.appointmentType;
    // A paid fee is used as paid: a rebook state the customer also holds stays for a later booking.
    const rebookState = paid ? null : waiver;
    if (type === 'special' && !paid && !rebookState) {
      refuse('failed-precondition', 'special-fee-unpaid', MESSAGES.payment.specialFeeUnpaid);
    }
    if (paymentRef && (await tx.get(paymentRef)).exists) {
      refuse(
        'failed-precondition',
        'payment-not-verified',
        PAYMENT_TEXT.paymentNotVerified,
        'reference-used',
      );
    }

    // Writes.
    const order = buildOrder({
      userId: uid,
      userEmail: user.profile.email || tokenEmail || '',
      contact: user.profile.contact ?? '',
      servicePackage: input.servicePackage,
      appointmentType: type,
      location: hold.location,
      appointmentDate: hold.appointmentDate,
      appointmentTime: hold.appointmentTime,
      numberPlate: input.numberPlate,
      rebookStateValid: rebookState !== null,
      now,
      random: ids.replay(),
    });
    const orderId = order.orderId;
    const stored = await signedOrderData(order, {
      specialInstructions: input.specialInstructions ?? '',
      // paymentProcessor: the admin detail offers a WiPay refund of the fee.
      ...(paid && type === 'special' ? { specialFeePaid: paid.fee, paymentProcessor: paid.processor } : {}),
    });
    tx.create(ordersCol().doc(orderId), stored);
    if (paid && paymentRef) {
      tx.create(
        paymentRef,
        paymentRecordData({
          userId: uid,
          orderId,
          purpose: 'special',
          amount: paid.fee.cents / 100,
          processor: paid.processor,
        }),
      );
    }
    removeHold(slot, hold.id);
    slot.orders.set(orderId, toSeat({ id: orderId, ...order }));
    writeSlot(tx, slot, now);
    tx.set(requestRef, {
      userId: uid,
      orderId,
      createdAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromDate(new Date(now.getTime() + REQUEST_RECORD_TTL_MS)),
    });
    writeBookingState(
      tx,
      user,
      {
        holdId: user.state.holdId === hold.id ? null : user.state.holdId,
        appointments: withOrder(user.state.appointments, orderId, order),
      },
      now,
    );
    // The waived fee is not a fee paid: this order gets no `specialFeePaid`, so giving it up earns no new state.
    if (rebookState) tx.delete(rebookState.ref);
    queueOrderMail(tx, { ...order, qrData: stored.qrData }, 'booking', now);
    return { orderId };
  });
}
