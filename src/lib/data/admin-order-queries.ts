// The Orders tab's reads, run by staff under the rules with the client SDK. Every filter is a Firestore query
// (shape adminOrders: one composite index per combination of equality filters, see firestore.indexes.json) with
// cursor paging; the search runs exact-match lookups on the server in parallel (document id, orderId, order code,
// number plate, e-mail) and merges them, so an order is found whether or not its page was loaded.
// The SDK and the database are passed in, so the emulator suites run these exact queries.
import type { DocumentSnapshot, Firestore, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import type * as Sdk from 'firebase/firestore';
import { normalizeNumberPlate } from '../../domain/validation';
import { orderConverter } from '../model/converters';
import { readDocs, type ReadResult, type SkippedDoc } from '../model/read-result';
import {
  COLLECTIONS,
  type AppointmentType,
  type OrderDoc,
  type OrderStatus,
} from '../../contracts/documents';
import { shapedQuery, type QuerySdk } from './shaped-query';

export const ADMIN_ORDERS_PAGE_SIZE = 50;
/** Most matches one search lookup returns (newest appointment first). */
export const ADMIN_SEARCH_LIMIT = 50;

export interface OrdersSdk extends QuerySdk {
  collection: typeof Sdk.collection;
  doc: typeof Sdk.doc;
  getDoc: typeof Sdk.getDoc;
  getDocs: typeof Sdk.getDocs;
  limit: typeof Sdk.limit;
  startAfter: typeof Sdk.startAfter;
}

/** The filters the server applies. `status: 'pending'` is offered by the UI and matches no stored order. */
export interface AdminOrderFilters {
  status?: OrderStatus | 'pending';
  location?: string;
  /** The wash package name (orders store it as serviceName). */
  serviceName?: string;
  appointmentType?: AppointmentType;
  /** Inclusive YYYY-MM-DD bounds on appointmentDate. */
  from?: string;
  to?: string;
}

/** Where the next page starts; opaque to callers. */
export interface AdminOrdersCursor {
  readonly __brand: 'AdminOrdersCursor';
}

export interface AdminOrdersPage {
  orders: OrderDoc[];
  /** Orders of this page the converter could not read (named on screen, never fatal). */
  skipped: SkippedDoc[];
  /** null when there is no further page. */
  next: AdminOrdersCursor | null;
}

/** Converts documents, leaving out (logged and reported) any the converter cannot read instead of failing. */
const readOrders = (docs: readonly DocumentSnapshot<OrderDoc>[]): ReadResult<OrderDoc> =>
  readDocs(docs.map((doc) => ({ id: doc.id, ref: doc.ref, data: () => doc.data()! })));

const ordersRef = (fs: OrdersSdk, db: Firestore) =>
  fs.collection(db, COLLECTIONS.orders).withConverter(orderConverter);

/** One page of orders matching the filters, newest appointment date first. */
export async function queryOrdersPage(
  fs: OrdersSdk,
  db: Firestore,
  filters: AdminOrderFilters,
  after: AdminOrdersCursor | null = null,
  pageSize = ADMIN_ORDERS_PAGE_SIZE,
): Promise<AdminOrdersPage> {
  const range: { '>='?: string; '<='?: string } = {};
  if (filters.from) range['>='] = filters.from;
  if (filters.to) range['<='] = filters.to;
  const q = shapedQuery(
    fs,
    ordersRef(fs, db),
    'adminOrders',
    {
      status: filters.status || undefined,
      location: filters.location || undefined,
      serviceName: filters.serviceName || undefined,
      appointmentType: filters.appointmentType || undefined,
      appointmentDate: filters.from || filters.to ? range : undefined,
    },
    ...(after ? [fs.startAfter(after as unknown as QueryDocumentSnapshot)] : []),
    fs.limit(pageSize),
  );
  const snap = await fs.getDocs(q);
  const last = snap.docs[snap.docs.length - 1];
  return {
    ...(({ items, skipped }) => ({ orders: items, skipped }))(readOrders(snap.docs)),
    next: snap.docs.length === pageSize && last ? (last as unknown as AdminOrdersCursor) : null,
  };
}

export interface SearchPlan {
  /** Document ids to get directly. */
  ids: string[];
  /** orderId values to query (older orders whose document id is not their order id). */
  orderId: string | null;
  orderCode: string | null;
  plates: string[];
  emails: string[];
}

const unique = (values: readonly string[]) => [...new Set(values.filter((v) => v !== ''))];

/**
 * Which exact lookups a search term needs: an id-like term is looked up as a document id (as typed and upper
 * case), a 4-digit term as an order code, a plate-like term as a plate (stored upper case without spaces, older
 * orders as typed in upper case), a term with '@' as an e-mail (as typed and lower case).
 * @example searchPlan(' pdf 1234 ').plates // ['PDF1234', 'PDF 1234']
 */
export function searchPlan(term: string): SearchPlan {
  const t = term.trim();
  const idLike = /^[A-Za-z0-9_-]{1,200}$/.test(t);
  const plate = normalizeNumberPlate(t);
  const plateLike = plate !== null && /^[A-Z0-9-]{2,10}$/.test(plate);
  return {
    ids: idLike ? unique([t, t.toUpperCase()]) : [],
    orderId: /^order-/i.test(t) && idLike ? t.toUpperCase() : null,
    orderCode: /^\d{4}$/.test(t) ? t : null,
    plates: plateLike ? unique([plate, t.toUpperCase().replace(/\s+/g, ' ')]) : [],
    emails: t.includes('@') ? unique([t, t.toLowerCase()]) : [],
  };
}

/** Orders whose id, order code, plate or e-mail equals the term exactly, newest appointment first. */
export async function searchOrders(
  fs: OrdersSdk,
  db: Firestore,
  term: string,
): Promise<ReadResult<OrderDoc>> {
  const plan = searchPlan(term);
  const ref = ordersRef(fs, db);
  const cap = fs.limit(ADMIN_SEARCH_LIMIT);
  const lookups: Promise<readonly DocumentSnapshot<OrderDoc>[]>[] = plan.ids.map((id) =>
    fs.getDoc(fs.doc(ref, id)).then((snap) => (snap.exists() ? [snap] : [])),
  );
  const run = (q: Query<OrderDoc>) =>
    fs.getDocs(q).then((snap) => snap.docs as readonly DocumentSnapshot<OrderDoc>[]);
  if (plan.orderId)
    lookups.push(run(shapedQuery(fs, ref, 'adminOrdersByOrderId', { orderId: plan.orderId }, cap)));
  if (plan.orderCode)
    lookups.push(run(shapedQuery(fs, ref, 'adminOrdersByCode', { orderCode: plan.orderCode }, cap)));
  if (plan.plates.length)
    lookups.push(run(shapedQuery(fs, ref, 'adminOrdersByPlate', { numberPlate: plan.plates }, cap)));
  if (plan.emails.length)
    lookups.push(run(shapedQuery(fs, ref, 'adminOrdersByEmail', { userEmail: plan.emails }, cap)));
  const found = new Map<string, OrderDoc>();
  const read = readOrders((await Promise.all(lookups)).flat());
  for (const order of read.items) found.set(order.id, order);
  const items = [...found.values()].sort(
    (a, b) => b.appointmentDate.localeCompare(a.appointmentDate) || a.id.localeCompare(b.id),
  );
  return { items, skipped: [...new Map(read.skipped.map((s) => [s.id, s])).values()] };
}
