// orders/: what becomes of an order, from the hold it was to the visit at the bay.
//   - a booking: the gate's reads and decisions (booking-check.ts), the writes (booking-confirmation.ts), the order's
//     fields (new-order.ts; a drive-in's: drive-in-order.ts) and the plates a customer names (plate-tries.ts);
//   - the owner's changes: rebook (order-rebook.ts), give up (order-give-up.ts), trade (trades.ts: offer, cancel,
//     list; trade-reservations.ts: the taker's reservation; trade-transfer.ts: the take-over);
//   - the visit at the bay (bay-visit.ts; by hand and the undo of Washed: bay-manual.ts), missed appointments (no-shows.ts) and their excuse (excuse-no-show.ts);
//   - staff actions on orders (admin-orders.ts), passes signed again (sign-open-passes.ts) and the confirm path's
//     fault drills (fault-drills.ts);
//   - the limits of $0 trades and offers (trade-limits.ts), and what a payment earned that goes back with its money
//     (payment-withdrawal.ts: the order still its payer's, a fee-free special; payments/ asks it);
//   - a wash plan paying for an order (issue 43): the plan judged and its use moved in the order's own transaction
//     (plan-booking.ts: booking, rebook, give-up, the bay, no-shows, staff's changes), and a drive-in redeemed at the
//     bay with the plan's pass (plan-redeem.ts).
// It stands on slots/ (every change of a seat is a slot transaction), people/ (the block a missed appointment gives),
// mail/ (the no-show e-mail) and plans/ (the plan documents and their one rule). What payments/ may use of it is exported here, and only here.
export { writeOrderStatus, type Actor } from './admin-orders';
export { checkBooking } from './booking-check';
export { confirmBooking } from './booking-confirmation';
export { buildDriveInOrder, queueDriveInMail } from './drive-in-order';
export { signedOrderData } from './new-order';
// payment-withdrawal.ts is wholly about a payment's record and what it earned: payments/ may use all of it.
export * from './payment-withdrawal';
export { countPlateTry } from './plate-tries';
export { requireTradeAmount, takeTradingOrder } from './trade-transfer';
export { readTakeContext } from './trade-reservations';
export { reservationsOf } from './trades';
