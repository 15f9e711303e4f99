// Admin orders: cursor-paginated reads (orderBy appointmentDate desc, 50 a page) and the admin write callables.
// Server-side filters only where firestore.indexes.json has an index for them (status, appointmentDate); the
// other filters (location, wash type, appointment type) and the search box work on the pages already loaded.
import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore';
import type { OrderStatus } from '../../domain/types';
import { adminDeleteOrders, adminUpdateOrderStatus } from '../callables';
import type { AdminOrdersResponse } from '../model/booking-api';
import { orderConverter } from '../model/converters';
import { COLLECTIONS, type OrderDoc } from '../model/types';
import { getFirebaseDb } from '../firebase';

export const ADMIN_ORDERS_PAGE_SIZE = 50;

/** Filters the server applies. `status: 'pending'` is offered by the UI and matches no stored order. */
export interface AdminOrderServerFilters {
  status?: OrderStatus | 'pending';
  /** YYYY-MM-DD */
  appointmentDate?: string;
}

/** Where the next page starts; opaque to callers. */
export interface AdminOrdersCursor {
  readonly __brand: 'AdminOrdersCursor';
}

export interface AdminOrdersPage {
  orders: OrderDoc[];
  /** null when there is no further page. */
  next: AdminOrdersCursor | null;
}

/** One page of orders, newest appointment date first. */
export async function listAdminOrdersPage(
  filters: AdminOrderServerFilters,
  after: AdminOrdersCursor | null = null,
  pageSize = ADMIN_ORDERS_PAGE_SIZE,
): Promise<AdminOrdersPage> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const constraints: QueryConstraint[] = [];
  if (filters.status) constraints.push(fs.where('status', '==', filters.status));
  if (filters.appointmentDate) constraints.push(fs.where('appointmentDate', '==', filters.appointmentDate));
  constraints.push(fs.orderBy('appointmentDate', 'desc'));
  if (after) constraints.push(fs.startAfter(after as unknown as QueryDocumentSnapshot));
  constraints.push(fs.limit(pageSize));
  const ref = fs.collection(db, COLLECTIONS.orders).withConverter(orderConverter);
  const snap = await fs.getDocs(fs.query(ref, ...constraints));
  const last = snap.docs[snap.docs.length - 1];
  return {
    orders: snap.docs.map((d) => d.data()),
    next: snap.docs.length === pageSize && last ? (last as unknown as AdminOrdersCursor) : null,
  };
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
