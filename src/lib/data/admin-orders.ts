// Admin orders: the Orders tab's server-side filters, cursor paging and exact-match search (admin-order-queries.ts,
// read by staff under the rules) on the app's Firestore, and the audited admin write callables.
import type { OrderStatus } from '../../domain/types';
import { adminDeleteOrders, adminUpdateOrderStatus } from '../callables';
import { getFirebaseDb } from '../firebase';
import type { AdminOrdersResponse } from '../../contracts/booking-api';
import type { ReadResult } from '../model/read-result';
import type { OrderDoc } from '../../contracts/types';
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
