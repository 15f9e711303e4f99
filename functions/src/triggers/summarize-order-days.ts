import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { summarizeOrderWrite } from '../data/days/day-summary';

/**
 * Every write of an order (create, update, delete) keeps the Dashboard's daily summaries up to date
 * (data/days/day-summary.ts). Retried on failure: each run re-reads the order, so a retry, a duplicate delivery or
 * a late event only rewrites what the order is now. `npm run summaries:rebuild` repairs any drift.
 */
export const summarizeOrderDays = onDocumentWritten(
  { document: 'orders/{orderId}', retry: true },
  async (event) => {
    await summarizeOrderWrite(event.params.orderId, event.data?.before.data(), event.data?.after.data());
  },
);
