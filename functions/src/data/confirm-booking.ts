// confirmBooking: turns the caller's hold into a confirmed order, in one slot transaction. Idempotent per
// (caller, requestId): a retry or double click answers the first call's orderId and writes nothing.
import { Timestamp } from 'firebase-admin/firestore';
import type { WashPackage } from '../../../src/domain/catalogue';
import { isHoldLive } from '../../../src/domain/holds';
import { MESSAGES } from '../../../src/domain/messages';
import { repeatable } from '../../../src/domain/identifiers';
import { isRebookStateValid } from '../../../src/domain/rebooking';
import { plateConflict } from '../../../src/domain/validation';
import type { ConfirmBookingRequest, ConfirmBookingResponse } from '../../../src/contracts/booking-api';
import { TRADING_RESERVATION } from '../../../src/contracts/slots';
import { COLLECTIONS } from '../../../src/contracts/types';
import { bookingRequestsCol, col, ordersCol, readOrder, toDate } from './booking-docs';
import { denied, guardPlateLookup, refuse } from './booking-errors';
import { queueOrderMail } from './order-mail-jobs';
import { readBlock, requireMayTakeSeat } from './booking-preconditions';
import { readBookingUser, readUserAppointments, writeBookingState } from './booking-user';
import { withOrder } from './open-appointments';
import { readPointedHold } from './holds';
import { countPlateTry } from './plate-usage';
import { buildOrder, signedOrderData } from './order-fields';
import { runBookingTransaction } from './booking-transaction';
import { readSlot, removeHold, toSeat, writeSlot, requireSeat } from './slot-transaction';
import { slotKeyOfItem } from '../../../src/contracts/slots';
import { shapedQuery } from './shaped-query';

/** How long an idempotency record is kept (TTL field `expiresAt`). */
const REQUEST_RECORD_TTL_MS = 24 * 3_600_000;

export interface ConfirmBookingInput extends Omit<ConfirmBookingRequest, 'serviceId' | 'numberPlate'> {
  servicePackage: WashPackage;
  /** Normalised plate, or null. */
  numberPlate: string | null;
}

export async function confirmBooking(
  uid: string,
  tokenEmail: string | null,
  input: ConfirmBookingInput,
  now: Date,
): Promise<ConfirmBookingResponse> {
  // A plate counts against the customer's ceiling of different plates before anything else, whatever follows.
  if (input.numberPlate) await countPlateTry(uid, input.numberPlate, now);
  const requestRef = bookingRequestsCol().doc(`${uid}_${input.requestId}`);
  // The order's id and code stay the same when the transaction runs again.
  const ids = repeatable(Math.random);
  return runBookingTransaction(async (tx) => {
    // Reads (all before any write), in two parallel rounds: the caller (their lock), an earlier answer to this
    // request, the hold and the block of the type asked for; then what follows the lock or needs the hold.
    const [user, earlier, hold, block] = await Promise.all([
      readBookingUser(tx, uid),
      tx.get(requestRef),
      readPointedHold(tx, input.holdId),
      readBlock(tx, uid, input.appointmentType),
    ]);
    if (earlier.exists) return { orderId: String(earlier.get('orderId')) };

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
    const stored = await signedOrderData(order, { specialInstructions: input.specialInstructions ?? '' });
    tx.create(ordersCol().doc(orderId), stored);
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
