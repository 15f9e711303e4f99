// slots/: the slot mechanism every booking mutation goes through, and what decides who may take a seat.
//   - the booking transaction (booking-transaction.ts) and one slot read and written in it (slot-transaction.ts,
//     slot-writes.ts, its members document slot-members.ts), the bookable dates opened (slot-openings.ts) and the
//     expired holds and sessions swept (cleanup-expired.ts);
//   - holds (slot-holds.ts: createHold, releaseHold) and each customer's ceilings on taking seats (seat-throttles.ts);
//   - the seat gate every seat-taking path passes (seat-gate.ts), deciding on the customer as the booking path reads
//     them under their lock (booking-user.ts: profile, booking state, open appointments kept by
//     open-appointments-rules.ts; booking-state-repair.ts rebuilds them).
// It stands on the core of data/ alone. What the other rooms may use of it is exported here, and only here.
export { runBookingTransaction } from './booking-transaction';
export {
  noteOrderChange,
  readBookingUser,
  readUserAndOwnOrder,
  readUserAppointments,
  requireBookableProfile,
  writeBookingState,
  type BookingUser,
} from './booking-user';
export { withOrder } from './open-appointments-rules';
export { readBlock, readSeatContext, requireMayTakeSeat } from './seat-gate';
export { commitSeatTime, readSeatThrottle, readSeatTime, requireSeatTime } from './seat-throttles';
export { holdData, newHoldId, placeHold, readPointedHold, releaseHold, slotIdOfHold } from './slot-holds';
export {
  assumedSlotOf,
  readMembersVersion,
  readSlot,
  readSlotFrom,
  readSlotOf,
  readSlots,
  seatCheck,
  toSeat,
  type SlotState,
} from './slot-transaction';
export {
  dropReservations,
  giveHoldSeatTo,
  removeHold,
  requireSeat,
  setOrderStatus,
  writeSlot,
} from './slot-writes';
