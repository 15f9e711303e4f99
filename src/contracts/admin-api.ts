// Request and response types of the admin callables (blocks, analytics, the payments to refund), shared by the client
// (src/lib/data/admin-*.ts) and the functions (functions/src/callables/admin-*.ts). No firebase import.
import type { AppointmentType } from './documents';
import type { AnalyticsResult, AnalyticsTopic } from '../domain/analytics';
import type { DashboardMoney, DashboardTiles } from '../domain/dashboard';
import type {
  AdminClearLoginLockRequest,
  AdminClearLoginLockResponse,
  AdminUnblockUserRequest,
  AdminUnblockUserResponse,
} from './account-api';
import type {
  AdminDeleteOrdersRequest,
  AdminOrdersResponse,
  AdminUpdateOrderStatusRequest,
} from './booking-api';
import { row, type EmptyRequest } from './call-table';

/** Shortest and longest block an admin may set, in days. */
export const BLOCK_DAYS_MIN = 1;
export const BLOCK_DAYS_MAX = 365;
/** Longest block reason, in characters. */
export const BLOCK_REASON_MAX = 200;

// ---- adminBlockUser: invalid-argument, unauthenticated, permission-denied (not a full admin), not-found (no such
//      user). Replaces the block staff gave of that type (a missed appointment's stays beside it); writes auditLog
//      ('block.create') in the same transaction.
export interface AdminBlockUserRequest {
  userId: string;
  type: AppointmentType;
  /** Whole days from now, BLOCK_DAYS_MIN..BLOCK_DAYS_MAX. */
  days: number;
  reason: string;
}
export interface AdminBlockUserResponse {
  /** ISO instant the block ends: this block's end, or a missed appointment's block's when that ends later. */
  blockUntil: string;
  message: string;
}

// ---- adminStaffAmong: invalid-argument (not 1..ADMIN_STAFF_AMONG_MAX user ids), unauthenticated, permission-denied
//      (not a full admin). Which of the users on the Users tab are staff accounts, so the tab offers no Block for
//      them (adminBlockUser refuses them anyway). Reads Auth's custom claims; writes nothing.
export const ADMIN_STAFF_AMONG_MAX = 100;
export interface AdminStaffAmongRequest {
  userIds: string[];
}
export interface AdminStaffAmongResponse {
  /** The given ids whose account carries a staff claim (admin, viewOnlyAdmin, bayAttendant). */
  staffIds: string[];
}

// adminClearLoginLock's request and response are in ./account-api.ts, with the rest of the sign-in protection.

/** The message shown after a block is created. */
export function blockedMessage(type: AppointmentType, days: number): string {
  return `User has been blocked from ${type} appointments for ${days} ${days === 1 ? 'day' : 'days'}.`;
}

/** adminAnalytics: one topic's figures over the business days start..end (YYYY-MM-DD). */
export interface AdminAnalyticsRequest {
  topic: AnalyticsTopic;
  start: string;
  end: string;
}

// ---- adminListNeedsRefund (full and view-only admins): unauthenticated, permission-denied. The checkouts WiPay took
//      money for without an order (status needs-refund), newest first, at most NEEDS_REFUND_LIST_MAX. Writes nothing.
export const NEEDS_REFUND_LIST_MAX = 100;
/** One payment WiPay took without an order: who paid, how much, why no order was made, what WiPay reported since. */
export interface NeedsRefundItem {
  checkoutId: string;
  /** WiPay's transaction id: what staff look up in the merchant portal. */
  transactionId: string | null;
  /** TTD dollars. */
  amount: number;
  purpose: string;
  customerId: string;
  /** The profile's name ('' when none or the account is gone). */
  customerName: string;
  customerEmail: string;
  /** Why no order was made: a refusal reason (e.g. 'phone-not-verified', 'chargeback_pending'). */
  reason: string;
  detail: string;
  /** ISO instant the checkout was closed, or null. */
  closedAt: string | null;
  /** What WiPay reported since: 'refunded' (already refunded, e.g. in the portal), 'disputed', or null. */
  paymentState: 'refunded' | 'disputed' | null;
}
export interface AdminListNeedsRefundResponse {
  items: NeedsRefundItem[];
}

// ---- adminMarkRefundHandled (full admins): invalid-argument, unauthenticated, permission-denied, not-found (no
//      checkout waiting for a refund has that id). Audited ('checkout.refundHandled'); a second call writes nothing
//      and answers handled: false.
export interface AdminMarkRefundHandledRequest {
  checkoutId: string;
}
export interface AdminMarkRefundHandledResponse {
  handled: boolean;
}

/** The callables of the admin panel (the table: callables.ts). */
export const ADMIN_CALLABLES = {
  adminUnblockUser: row.admin<AdminUnblockUserRequest, AdminUnblockUserResponse>(),
  adminClearLoginLock: row.admin<AdminClearLoginLockRequest, AdminClearLoginLockResponse>(),
  adminBlockUser: row.admin<AdminBlockUserRequest, AdminBlockUserResponse>(),
  adminStaffAmong: row.admin<AdminStaffAmongRequest, AdminStaffAmongResponse>(),
  adminUpdateOrderStatus: row.admin<AdminUpdateOrderStatusRequest, AdminOrdersResponse>(),
  adminDeleteOrders: row.admin<AdminDeleteOrdersRequest, AdminOrdersResponse>(),
  adminAnalytics: row.admin<AdminAnalyticsRequest, AnalyticsResult>(),
  adminDashboard: row.admin<EmptyRequest, DashboardTiles & { money?: DashboardMoney }>(),
  adminListNeedsRefund: row.viewOnlyAdmin<EmptyRequest, AdminListNeedsRefundResponse>(),
  adminMarkRefundHandled: row.admin<AdminMarkRefundHandledRequest, AdminMarkRefundHandledResponse>(),
};
