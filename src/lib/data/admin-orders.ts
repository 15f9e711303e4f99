// Admin orders: the Orders tab's server-side filters, cursor paging and exact-match search (admin-order-queries.ts,
// read by staff under the rules) on the app's Firestore, and the audited admin write callables.
import type { OrderStatus } from '../../domain/types';
import { adminDeleteOrders, adminUpdateOrderStatus } from '../callables';
import { getFirebaseDb } from '../firebase';
import type { AdminOrdersResponse } from '../../contracts/booking-api';
import { userConverter } from '../model/converters';
import { readDocs, type ReadResult } from '../model/read-result';
import { COLLECTIONS, type OrderDoc } from '../../contracts/documents';
import { shapedQuery } from './shaped-query';
import {
  queryOrdersPage,
  searchOrders,
  type AdminOrderFilters,
  type AdminOrdersCursor,
  type AdminOrdersPage,
} from './admin-order-queries';

export {
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_SEARCH_LIMIT,
  type AdminOrderFilters,
  type AdminOrdersCursor,
  type AdminOrdersPage,
} from './admin-order-queries';

const sdk = () => Promise.all([import('../sdk/firestore'), getFirebaseDb()]);

/** One page of orders matching the filters, newest appointment date first. */
export async function listAdminOrdersPage(
  filters: AdminOrderFilters,
  after: AdminOrdersCursor | null = null,
): Promise<AdminOrdersPage> {
  const [fs, db] = await sdk();
  return queryOrdersPage(fs, db, filters, after);
}

/** Firestore answers an `in` filter of at most 30 values. */
const IN_LIMIT = 30;

/**
 * The names of the customers of the orders on screen, by uid (orders keep no name); a profile without a name is left
 * out. Reads in chunks of 30 (Firestore's `in` limit), so a page of 50 orders costs at most 50 reads.
 */
export async function customerNamesOf(userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)].filter((id) => id !== '');
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const [fs, db] = await sdk();
  const users = fs.collection(db, COLLECTIONS.users).withConverter(userConverter);
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IN_LIMIT) chunks.push(ids.slice(i, i + IN_LIMIT));
  const snaps = await Promise.all(
    chunks.map((chunk) => fs.getDocs(shapedQuery(fs, users, 'usersByIds', { __name__: chunk }))),
  );
  for (const user of readDocs(snaps.flatMap((s) => s.docs)).items) {
    const name = (user.name || user.displayName || '').trim();
    if (name) names.set(user.id, name);
  }
  return names;
}

/** Orders whose id, order code, number plate or e-mail is exactly the term, whether loaded or not. */
export async function searchAdminOrders(term: string): Promise<ReadResult<OrderDoc>> {
  const [fs, db] = await sdk();
  return searchOrders(fs, db, term);
}

/** Sets a status on 1..150 orders through the audited admin callable (refused for view-only admins). */
export function updateAdminOrderStatus(
  orderIds: string[],
  status: OrderStatus,
): Promise<AdminOrdersResponse> {
  return adminUpdateOrderStatus({ orderIds, status });
}

/** Deletes 1..150 orders through the audited admin callable (refused for view-only admins). */
export function deleteAdminOrders(orderIds: string[]): Promise<AdminOrdersResponse> {
  return adminDeleteOrders({ orderIds });
}
