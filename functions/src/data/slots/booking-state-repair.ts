// The repair of the appointment maps in bookingStates/{uid} (open-appointments-rules.ts): marks every map as not whole,
// so the next booking mutation of each customer rebuilds theirs from a query of their orders, in its transaction.
// Safe while the app runs: a booking transaction that read a state and this write wait for each other, and a map
// marked after it was read is rebuilt by the next booking.
import { db } from '../admin-sdk';
import { bookingStatesCol } from '../booking-docs';
import { shapedQuery } from '../shaped-query';

const PAGE = 400;

/** Marks every customer's appointment map to be rebuilt; answers how many states it marked. */
export async function markAppointmentMapsStale(): Promise<number> {
  let marked = 0;
  let after: string | null = null;
  for (;;) {
    let page = shapedQuery(bookingStatesCol(), 'bookingStatesById', {}).limit(PAGE);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    if (snap.empty) return marked;
    const batch = db.batch();
    for (const doc of snap.docs) batch.set(doc.ref, { appointmentsKnown: false }, { merge: true });
    await batch.commit();
    marked += snap.size;
    after = snap.docs[snap.docs.length - 1]!.id;
  }
}
