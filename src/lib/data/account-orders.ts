// The signed-in customer's orders for the account page: open orders (confirmed or trading) live, newest first, and
// the latest 10 past orders (completed or cancelled). Each query filters userId == own uid, as the rules require;
// when the composite index is missing (failed-precondition) it falls back to all of the user's orders, filtered
// and sorted here. An order the converter cannot read is skipped and reported (ReadResult), never fatal.
import type { QueryConstraint } from 'firebase/firestore';
import { getFirebaseDb } from '../firebase';
import { orderConverter } from '../model/converters';
import { readDocs, type ReadResult, type SkippedDoc } from '../model/read-result';
import { COLLECTIONS, OPEN_STATUSES, PAST_STATUSES } from '../../contracts/documents';
import type { OrderDoc, OrderStatus } from '../../contracts/documents';
import { shapedQuery } from './shaped-query';
import { subscribeWhenLoaded } from './when-loaded';

export type AccountOrder = OrderDoc;
export const PAST_ORDERS_LIMIT = 10;

const newestFirst = (a: OrderDoc, b: OrderDoc) => b.createdAt.getTime() - a.createdAt.getTime();
const isIndexError = (error: unknown) => (error as { code?: unknown } | null)?.code === 'failed-precondition';

function pick(orders: OrderDoc[], statuses: readonly OrderStatus[], limit = Infinity): OrderDoc[] {
  return orders
    .filter((o) => statuses.includes(o.status))
    .sort(newestFirst)
    .slice(0, limit);
}

async function ordersOf(uid: string) {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const ref = fs.collection(db, COLLECTIONS.orders).withConverter(orderConverter);
  const base = shapedQuery(fs, ref, 'ordersOfUser', { userId: uid });
  const byStatus = (statuses: readonly OrderStatus[], ...extra: QueryConstraint[]) =>
    shapedQuery(fs, ref, 'ordersOfUserByStatus', { userId: uid, status: statuses }, ...extra);
  return { fs, base, byStatus };
}

/** Where a snapshot came from: `fromCache` is true while the server has not confirmed it (offline, or not yet). */
export interface SyncState {
  fromCache: boolean;
}

/**
 * Follows the user's open orders; `onData` gets them newest first on every change, with the unreadable ones it
 * left out and whether they come from the local cache only. Metadata changes are followed too, so the step from
 * cached to confirmed (and back, when the network goes) is reported. Returns the unsubscribe function (safe to call
 * before the SDK has loaded).
 */
export function subscribeMyOpenOrders(
  uid: string,
  onData: (orders: AccountOrder[], skipped: SkippedDoc[], sync: SyncState) => void,
  onError: (error: Error) => void,
): () => void {
  return subscribeWhenLoaded(ordersOf(uid), onError, ({ fs, base, byStatus }, { fail, cancelled }) => {
    let unsubscribe = () => {};
    const listen = (q: typeof base, fallback: boolean) => {
      unsubscribe = fs.onSnapshot(
        q,
        { includeMetadataChanges: true },
        (snapshot) => {
          const read = readDocs(snapshot.docs);
          onData(pick(read.items, OPEN_STATUSES), read.skipped, {
            fromCache: snapshot.metadata.fromCache,
          });
        },
        (error) => {
          if (!fallback && isIndexError(error) && !cancelled()) listen(base, true);
          else fail(error);
        },
      );
    };
    listen(byStatus(OPEN_STATUSES), false);
    return () => unsubscribe();
  });
}

/** The latest 10 completed or cancelled orders, newest first, and the unreadable ones left out. */
export async function listMyPastOrders(uid: string): Promise<ReadResult<AccountOrder>> {
  const { fs, base, byStatus } = await ordersOf(uid);
  try {
    const snap = await fs.getDocs(byStatus(PAST_STATUSES, fs.limit(PAST_ORDERS_LIMIT)));
    const read = readDocs(snap.docs);
    return { items: pick(read.items, PAST_STATUSES), skipped: read.skipped };
  } catch (error) {
    if (!isIndexError(error)) throw error;
    const read = readDocs((await fs.getDocs(base)).docs);
    return { items: pick(read.items, PAST_STATUSES, PAST_ORDERS_LIMIT), skipped: read.skipped };
  }
}
