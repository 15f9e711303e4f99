import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { afterSlotChange, type SlotDocData } from '../data/waitlist/settle-offers';

/**
 * The waitlist's one hook on seats (issue 44): every write of a public slot document (a give-up, a rebook away, a
 * cancelled trade, a refund, an admin's change, an expired hold swept by any writer or the cleanup, a confirmation)
 * settles the offers whose holds left the slot and offers the seats it freed to the line (data/waitlist/). Retried:
 * each step reads what is there and does nothing twice.
 */
export const offerFreedSeats = onDocumentWritten(
  { document: 'slots/{slotId}', retry: true },
  async (event) => {
    const before = event.data?.before.data() as SlotDocData | undefined;
    const after = event.data?.after.data() as SlotDocData | undefined;
    await afterSlotChange(before, after, new Date());
  },
);
