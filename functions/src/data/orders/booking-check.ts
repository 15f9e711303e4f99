// The gate of a booking of the caller's hold, judged on reads made before anything is written: confirmBooking runs it
// in its transaction (booking-confirmation.ts), and startCheckout('special') before anything is charged, so nobody
// pays for a booking that would be refused.
import type { QueryDocumentSnapshot, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import type { WashPackage } from '../../../../src/domain/catalogue';
import { isHoldLive } from '../../../../src/domain/holds';
import { MESSAGES } from '../../../../src/domain/messages';
import { isRebookStateValid } from '../../../../src/domain/rebooking';
import { plateConflict } from '../../../../src/domain/validation';
import type { ConfirmBookingRequest } from '../../../../src/contracts/booking-api';
import { type ActiveBookingDoc, COLLECTIONS } from '../../../../src/contracts/documents';
import { TRADING_RESERVATION, slotDocId, slotKeyOfItem } from '../../../../src/contracts/slot-documents';
import { col, ordersCol, readOrder, toDate } from '../booking-docs';
import { denied, guardPlateLookup, refuse } from '../../refusals/booking-errors';
import {
  readBlock,
  requireMayTakeSeat,
  readBookingUser,
  readUserAppointments,
  type BookingUser,
  readPointedHold,
  slotIdOfHold,
  assumedSlotOf,
  readMembersVersion,
  readSlotFrom,
  type SlotState,
  requireSeat,
} from '../slots';
import { shapedQuery } from '../shaped-query';
import { isWithdrawn, paymentRef, readPaymentRecord } from './payment-withdrawal';

export interface ConfirmBookingInput extends Omit<ConfirmBookingRequest, 'serviceId' | 'numberPlate'> {
  servicePackage: WashPackage;
  /** Normalised plate, or null. */
  numberPlate: string | null;
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
export function settle<T>(promise: Promise<T>): Promise<() => T> {
  return promise.then(
    (value) => () => value,
    (error: unknown) => () => {
      throw error;
    },
  );
}

/** The orders booked on `date` with `plate` (a query in the transaction), for the one-plate-a-day rule. */
export function ordersWithPlate(tx: Transaction, date: string, plate: string) {
  return guardPlateLookup(
    tx.get(shapedQuery(ordersCol(), 'plateOnDate', { appointmentDate: date, numberPlate: plate })),
  );
}

/**
 * The gate's reads that need only the request, started in one round: the caller (their lock), the hold, the block
 * of the type asked for, and, from the slot the hold's id names (`slotIdOfHold`), that slot's members and the
 * plate's orders on its date. Whatever the hold turns out not to match is read again after it.
 */
export function firstRound(
  tx: Transaction,
  uid: string,
  input: Pick<ConfirmBookingInput, 'holdId' | 'appointmentType' | 'numberPlate'>,
  { withSlot = true }: { withSlot?: boolean } = {},
) {
  const slotId = slotIdOfHold(input.holdId);
  const date = slotId?.split('_')[0] ?? null;
  return Promise.all([
    readBookingUser(tx, uid),
    readPointedHold(tx, input.holdId),
    readBlock(tx, uid, input.appointmentType),
    slotId && withSlot ? readMembersVersion(slotId) : null,
    date && input.numberPlate ? settle(ordersWithPlate(tx, date, input.numberPlate)) : null,
    date,
  ] as const);
}

/** Refuses a hold that is gone, a trade reservation, someone else's hold or a hold of another type. */
export function requireOwnHold(
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
export async function validRebookState(
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
 * special) and a map to repair follow the lock in a second round. `feePaid`: the special's fee is paid (WiPay
 * confirmed it), so no rebook state can waive it and none is looked for (`rebookState` is null): one query fewer
 * for every paid special (issue 45's profile: on the emulator a query scans every document). `assumeSlot`: a hold
 * found live (of the current id form) is not followed by its slot's members document (`assumedSlotOf`, for
 * confirmBooking's first attempt: the answered `slot` can only give the hold's seat to its order); a hold that ran
 * out reads it in a second round.
 */
export async function checkBooking(
  tx: Transaction,
  uid: string,
  input: Pick<ConfirmBookingInput, 'holdId' | 'appointmentType' | 'numberPlate'>,
  now: Date,
  { feePaid = false, assumeSlot = false }: { feePaid?: boolean; assumeSlot?: boolean } = {},
): Promise<CheckedBooking> {
  const [user, hold, block, early, platedEarly, hintedDate] = await firstRound(tx, uid, input, {
    withSlot: !assumeSlot,
  });
  requireOwnHold(hold, uid, input.appointmentType);
  const assumed =
    assumeSlot && isHoldLive(hold, now) && slotIdOfHold(hold.id) === slotDocId(slotKeyOfItem(hold));
  const plate = input.numberPlate;
  const [orders, sameDay, rebookStates, slot] = await Promise.all([
    readUserAppointments(user),
    plate && platedEarly && hintedDate === hold.appointmentDate
      ? platedEarly()
      : plate
        ? ordersWithPlate(tx, hold.appointmentDate, plate)
        : null,
    hold.appointmentType === 'special' && !feePaid
      ? // A plain query, like the repair in readUserAppointments: bookingStates/{uid}, locked above, serialises
        // this user's bookings, and a query inside the transaction would lock the whole collection on the emulator.
        shapedQuery(col(COLLECTIONS.specialRebookStates), 'rebookStatesOfUser', { userId: uid }).get()
      : null,
    assumed ? assumedSlotOf(slotKeyOfItem(hold), hold) : readSlotFrom(tx, early, slotKeyOfItem(hold), now),
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
