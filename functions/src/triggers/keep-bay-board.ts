import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { boardOrderWrite } from '../data/days/bay-board';

/**
 * Every write of an order (create, update, delete) keeps the bay board of its day true (data/days/bay-board.ts).
 * Retried on failure: each run re-reads the order, so a retry, a duplicate delivery or a late event only rewrites
 * what the order is now. `npm run bayboard:rebuild` repairs any drift.
 */
export const keepBayBoard = onDocumentWritten(
  { document: 'orders/{orderId}', retry: true },
  async (event) => {
    await boardOrderWrite(event.params.orderId, event.data?.before.data(), event.data?.after.data());
  },
);
