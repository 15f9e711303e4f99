// The paged scan both rebuilds start from (the Dashboard's day summaries and the bay board): every order id grouped
// by the day it belongs on, reading only the fields that decide that day.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import type { IsoDate } from '../../../../src/domain/types';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { db } from '../admin-sdk';
import { shapedQuery } from '../shaped-query';

const SCAN_PAGE = 1000;

/** Order ids by day (`dayOf` answers null for an order that belongs on no day), and how many orders were read. */
export async function scanOrderIdsByDay(
  fields: readonly string[],
  dayOf: (id: string, data: DocumentData) => IsoDate | null | undefined,
): Promise<{ days: Map<IsoDate, string[]>; scanned: number }> {
  const days = new Map<IsoDate, string[]>();
  let scanned = 0;
  let last: DocumentSnapshot | undefined;
  for (;;) {
    let page = shapedQuery(db.collection(COLLECTIONS.orders), 'ordersById', {})
      .select(...fields)
      .limit(SCAN_PAGE);
    if (last) page = page.startAfter(last);
    const snap = await page.get();
    for (const doc of snap.docs) {
      const day = dayOf(doc.id, doc.data());
      if (!day) continue;
      const ids = days.get(day);
      if (ids) ids.push(doc.id);
      else days.set(day, [doc.id]);
    }
    scanned += snap.size;
    if (snap.size < SCAN_PAGE) return { days, scanned };
    last = snap.docs[snap.size - 1];
  }
}
