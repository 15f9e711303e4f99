// Every Firestore query the app and the functions run, described as data: collection, equality and `in` filters,
// optional equality filters (each subset is its own query), one range field and the sort order. The query builders
// on both sides (src/lib/data/shaped-query.ts, functions/src/data/shaped-query.ts) build queries only from these
// shapes, and query-shapes.test.ts checks firestore.indexes.json against them: every shape has the index it needs
// and every composite index serves a shape. Pure TypeScript, no firebase import (the functions import it too).

export type Direction = 'asc' | 'desc';
export type RangeOp = '<' | '<=' | '>' | '>=';

export interface QueryShape {
  collection: string;
  /** `field == value` on every run. */
  equality?: readonly string[];
  /** `field in [values]` on every run (indexed like an equality). */
  membership?: readonly string[];
  /** `field == value` that a run may add or leave out. */
  optionalEquality?: readonly string[];
  /** The one field a run may bound with <, <=, >, >=. */
  range?: string;
  orderBy?: readonly (readonly [field: string, direction: Direction])[];
}

export const QUERY_SHAPES = {
  // Admin Orders tab (client, staff read under the rules): filters, date range, newest appointment first.
  adminOrders: {
    collection: 'orders',
    optionalEquality: ['status', 'location', 'serviceName', 'appointmentType'],
    range: 'appointmentDate',
    orderBy: [['appointmentDate', 'desc']],
  },
  // Admin search (client): exact order code, plate, e-mail or orderId, run in parallel.
  adminOrdersByCode: {
    collection: 'orders',
    equality: ['orderCode'],
    orderBy: [['appointmentDate', 'desc']],
  },
  adminOrdersByPlate: {
    collection: 'orders',
    membership: ['numberPlate'],
    orderBy: [['appointmentDate', 'desc']],
  },
  adminOrdersByEmail: {
    collection: 'orders',
    membership: ['userEmail'],
    orderBy: [['appointmentDate', 'desc']],
  },
  adminOrdersByOrderId: { collection: 'orders', equality: ['orderId'] },
  // Dashboard: the 10 newest orders (client); the daily summaries of the business month by document id (functions).
  recentOrders: { collection: 'orders', orderBy: [['createdAt', 'desc']] },
  dashboardDays: { collection: 'dashboardDays', range: '__name__' },
  // The summaries' rebuild (functions): every order, paged by document id.
  ordersById: { collection: 'orders', orderBy: [['__name__', 'asc']] },
  analyticsOrders: { collection: 'orders', range: 'appointmentDate' },
  // Customer reads (client, filtered by the caller's uid as the rules require).
  daySlots: { collection: 'slots', equality: ['date', 'location', 'appointmentType'] },
  ordersOfUser: { collection: 'orders', equality: ['userId'] },
  ordersOfUserOnDate: { collection: 'orders', equality: ['userId', 'appointmentDate'] },
  ordersOfUserByStatus: {
    collection: 'orders',
    equality: ['userId'],
    membership: ['status'],
    orderBy: [['createdAt', 'desc']],
  },
  // Booking transactions (functions).
  slotOrders: {
    collection: 'orders',
    equality: ['appointmentDate', 'location', 'appointmentType', 'appointmentTime'],
  },
  slotHolds: {
    collection: 'activeBookings',
    equality: ['appointmentDate', 'location', 'appointmentType', 'appointmentTime'],
  },
  plateOnDate: { collection: 'orders', equality: ['appointmentDate', 'numberPlate'] },
  // The bay's typed entry (functions): today's orders with the order code the attendant typed (the plate is compared
  // after the read, so a wrong plate and an unknown code answer alike).
  bayOrdersByCode: { collection: 'orders', equality: ['orderCode', 'appointmentDate'] },
  freeOrdersOfUser: { collection: 'orders', equality: ['userId', 'appointmentType'] },
  ordersByStatus: { collection: 'orders', equality: ['status'] },
  holdsByType: { collection: 'activeBookings', equality: ['type'] },
  holdsOfUser: { collection: 'activeBookings', equality: ['userId'] },
  rebookStatesOfUser: { collection: 'specialRebookStates', equality: ['userId'] },
  // A refund or lost chargeback (functions, data/orders/payment-withdrawal.ts): the specials whose fee that payment waived.
  ordersWaivedByPayment: { collection: 'orders', equality: ['specialFeeWaivedBy'] },
  // Reminders (functions): open orders whose appointment starts within the next hour.
  remindersDue: { collection: 'orders', membership: ['status'], range: 'appointmentDateTime' },
  // No-show job (functions): open orders whose arrival window closed lately (the reminders' index serves it).
  noShowsDue: { collection: 'orders', membership: ['status'], range: 'appointmentDateTime' },
  // Cleanup (functions).
  expiredHolds: { collection: 'activeBookings', range: 'expiresAt' },
  staleUserSessions: { collection: 'userSessions', range: 'lastActivity' },
  staleActiveSessions: { collection: 'activeSessions', range: 'lastActivity' },
  expiredRebookStates: { collection: 'specialRebookStates', range: 'expiresAt' },
  expiredBookingRequests: { collection: 'bookingRequests', range: 'expiresAt' },
  // Payments (functions): WiPay checkouts still pending after their session, for the reconciliation job.
  pendingCheckouts: { collection: 'checkouts', equality: ['status'], range: 'expiresAt' },
  // Admin "Payments to refund" (functions): checkouts WiPay took money for without an order (status needs-refund).
  checkoutsByStatus: { collection: 'checkouts', equality: ['status'] },
  // Account deletion (functions): everything keyed by the user or their e-mail.
  deletionRequestsOfUser: { collection: 'userDeletionRequests', equality: ['userId'] },
  activeSessionsOfUser: { collection: 'activeSessions', equality: ['userId'] },
  userSessionsOfUser: { collection: 'userSessions', equality: ['userId'] },
  bookingRequestsOfUser: { collection: 'bookingRequests', equality: ['userId'] },
  contactMessagesOfUid: { collection: 'contactMessages', equality: ['uid'] },
  contactMessagesByEmail: { collection: 'contactMessages', equality: ['email'] },
  mailTo: { collection: 'mail', equality: ['to'] },
  mailReplyTo: { collection: 'mail', equality: ['replyTo'] },
  mailOfOrders: { collection: 'mail', membership: ['orderId'] },
  mailJobsOfOrders: { collection: 'mailJobs', membership: ['orderId'] },
  // The cleanup job (functions): e-mail jobs of an order traded again, held until due (data/mail/trade-mail.ts).
  heldMailJobsDue: { collection: 'mailJobs', range: 'heldUntil' },
  // The repair of the appointment maps (functions): every booking state, paged by document id.
  bookingStatesById: { collection: 'bookingStates', orderBy: [['__name__', 'asc']] },
  paymentRecordsOfUser: { collection: 'paymentRecords', equality: ['userId'] },
  // adminRefundOrder (functions, in its transaction): the payments naming one order.
  paymentRecordsOfOrder: { collection: 'paymentRecords', equality: ['orderId'] },
  // adminDashboard (functions): the money taken online and refunded since the start of the business day (issue 46),
  // summed by aggregation queries (issue 45): the records taken, the state-only ones among them, the refunded ones.
  paymentRecordsTakenSince: { collection: 'paymentRecords', range: 'createdAt' },
  paymentRecordsStateOnlySince: { collection: 'paymentRecords', equality: ['stateOnly'], range: 'createdAt' },
  paymentRecordsRefundedSince: {
    collection: 'paymentRecords',
    equality: ['refundStatus'],
    range: 'refundedAt',
  },
  phoneClaimsOfUid: { collection: 'phoneClaims', equality: ['uid'] },
  // Admin Users tab (client): profiles paged by document id; exact lookups; the block records of the users shown.
  usersPage: { collection: 'users', orderBy: [['__name__', 'asc']] },
  usersByEmail: { collection: 'users', membership: ['email'] },
  usersByContact: { collection: 'users', membership: ['contact'] },
  // Messages (docs/messages.md): what was said about an order (admin order detail; server) and the deliveries due.
  messagesOfOrder: { collection: 'messages', equality: ['orderId'] },
  messagesDue: { collection: 'messages', range: 'pendingAt' },
  messagesOfUser: { collection: 'messages', equality: ['userId'] },
  usersByMembershipNumber: { collection: 'users', membership: ['membershipNumber'] },
  // Admin Orders tab (client): the names of the customers of the orders on screen.
  usersByIds: { collection: 'users', membership: ['__name__'] },
  freeBlocksOfUsers: { collection: 'freeAppointmentBlocks', membership: ['__name__'] },
  specialBlocksOfUsers: { collection: 'specialAppointmentBlocks', membership: ['__name__'] },
  // The waitlist (functions, issue 44): a day's line of one type by joining time, a customer's entries, a day's
  // entries and offers for the admin.
  waitlistLine: {
    collection: 'waitlistEntries',
    equality: ['date', 'location', 'type', 'status'],
    orderBy: [['joinedAt', 'asc']],
  },
  waitlistOfUser: { collection: 'waitlistEntries', equality: ['userId'] },
  waitlistOfDay: { collection: 'waitlistEntries', equality: ['date'] },
  waitlistOffersOfDay: { collection: 'waitlistOffers', equality: ['date'] },
  // Admin Audit Log tab (client): newest first, by actor (e-mail or uid), target and a range of days.
  auditLog: {
    collection: 'auditLog',
    optionalEquality: ['actorEmail'],
    range: 'at',
    orderBy: [['at', 'desc']],
  },
  auditLogByActorUid: {
    collection: 'auditLog',
    equality: ['actorUid'],
    range: 'at',
    orderBy: [['at', 'desc']],
  },
  auditLogOfTargets: {
    collection: 'auditLog',
    membership: ['target'],
    optionalEquality: ['actorEmail'],
    range: 'at',
    orderBy: [['at', 'desc']],
  },
  auditLogOfTargetsByActorUid: {
    collection: 'auditLog',
    membership: ['target'],
    equality: ['actorUid'],
    range: 'at',
    orderBy: [['at', 'desc']],
  },
  // Blocks kept after an account's deletion, found again by the hashed phone or e-mail of a new account.
  freeBlocksByPhoneHash: { collection: 'freeAppointmentBlocks', equality: ['phoneHash'] },
  freeBlocksByEmailHash: { collection: 'freeAppointmentBlocks', equality: ['emailHash'] },
  specialBlocksByPhoneHash: { collection: 'specialAppointmentBlocks', equality: ['phoneHash'] },
  specialBlocksByEmailHash: { collection: 'specialAppointmentBlocks', equality: ['emailHash'] },
  // listMyPlans (functions, issue 43): the caller's wash plans (data/plans/plan-views.ts).
  myPlansOfUser: { collection: 'plans', equality: ['userId'] },
  // Wash plans' sale (functions, issue 43, docs/plans.md): the catalogue, the active terms by end (the reminders'
  // job), the newest plans (staff's figures) and a term's renewal; a buyer's terms (the renewal's start) are
  // myPlansOfUser's.
  planTypesAll: { collection: 'planTypes', orderBy: [['__name__', 'asc']] },
  plansEndingAfter: {
    collection: 'plans',
    equality: ['status'],
    range: 'endsAt',
    orderBy: [['endsAt', 'asc']],
  },
  plansNewest: { collection: 'plans', orderBy: [['createdAt', 'desc']] },
  plansRenewing: { collection: 'plans', equality: ['renews'] },
} as const satisfies Record<string, QueryShape>;

export type ShapeName = keyof typeof QUERY_SHAPES;
type Shape<N extends ShapeName> = (typeof QUERY_SHAPES)[N];
type FieldsOf<S, K extends string> = S extends { [P in K]: readonly (infer F)[] } ? F : never;
type RangeOf<S> = S extends { range: infer F extends string } ? F : never;

/** What one run of a shape filters on: equality values, `in` lists, range bounds (undefined leaves an optional out). */
export type ShapeValues<N extends ShapeName> = {
  [F in FieldsOf<Shape<N>, 'equality'>]: unknown;
} & { [F in FieldsOf<Shape<N>, 'membership'>]: readonly unknown[] } & {
  [F in FieldsOf<Shape<N>, 'optionalEquality'>]?: unknown;
} & { [F in RangeOf<Shape<N>>]?: Partial<Record<RangeOp, unknown>> };

export interface QueryFilter {
  field: string;
  op: '==' | 'in' | RangeOp;
  value: unknown;
}

export interface QueryPlan {
  collection: string;
  filters: QueryFilter[];
  orderBy: [string, Direction][];
}

/**
 * The concrete filters of one run of a shape. Throws a RangeError for a missing required value or an empty `in`.
 * @example planQuery('plateOnDate', { appointmentDate: '2026-11-23', numberPlate: 'PBX1' }).filters.length // 2
 */
export function planQuery<N extends ShapeName>(name: N, values: ShapeValues<N>): QueryPlan {
  const shape: QueryShape = QUERY_SHAPES[name];
  const given = values as Record<string, unknown>;
  const filters: QueryFilter[] = [];
  for (const field of shape.equality ?? []) {
    if (given[field] === undefined) throw new RangeError(`${name}: ${field} is required`);
    filters.push({ field, op: '==', value: given[field] });
  }
  for (const field of shape.membership ?? []) {
    const list = given[field];
    if (!Array.isArray(list) || list.length === 0 || list.length > 30) {
      throw new RangeError(`${name}: ${field} needs 1 to 30 values`);
    }
    filters.push({ field, op: 'in', value: list });
  }
  for (const field of shape.optionalEquality ?? []) {
    if (given[field] !== undefined) filters.push({ field, op: '==', value: given[field] });
  }
  if (shape.range && given[shape.range] !== undefined) {
    const bounds = given[shape.range] as Partial<Record<RangeOp, unknown>>;
    for (const op of ['>', '>=', '<', '<='] as const) {
      if (bounds[op] !== undefined) filters.push({ field: shape.range, op, value: bounds[op] });
    }
  }
  return {
    collection: shape.collection,
    filters,
    orderBy: (shape.orderBy ?? []).map(([field, direction]) => [field, direction]),
  };
}
