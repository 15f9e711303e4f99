// waitlist/: the waitlist of full times (issue 44, docs/waitlist.md).
//   - joining and leaving the line (join-and-leave.ts), judged by the seat gate of slots/ with open entries counted
//     as the bookings they would become;
//   - offering a freed seat as a timed hold to the first eligible customer in line (offer-seats.ts), and settling
//     an offer once its hold left the slot: taken, expired, declined (settle-offers.ts, run by the slot trigger
//     triggers/offer-freed-seats.ts);
//   - telling the customer (offer-notice.ts: one function per message, e-mail and in-app notice for now);
//   - what the account page and the admin see (waitlist-views.ts), over the documents (waitlist-docs.ts).
// It stands on slots/ (the slot transaction, holds, the seat gate) and mail/ (the site's origin for links).
export { joinWaitlist, leaveWaitlist } from './join-and-leave';
export { offerFreedSeats, offerOneSeat } from './offer-seats';
export { afterSlotChange, settleRemovedHold, type SlotDocData } from './settle-offers';
export { adminWaitlistDay, listMyWaitlist } from './waitlist-views';
