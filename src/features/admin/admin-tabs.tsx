import type { ComponentType } from 'react';
import type { StaffRole } from './admin-roles';
import { AnalyticsTab } from './analytics/analytics-tab';
import { AuditTab } from './audit/audit-tab';
import { BayScreen } from './bay/bay-screen';
import { DashboardTab } from './analytics/dashboard-tab';
import { NeedsRefundTab } from './orders/needs-refund-tab';
import { OrdersTab } from './orders/orders-tab';
import { PlansTab } from './plans/plans-tab';
import { SettingsTab } from './settings-tab';
import { UsersTab } from './users/users-tab';

// The admin panel's tabs, one row each (spec section 6): the panel renders this table in order, so a new tab is one
// row here plus its component file. Full admins (`admin`) see the tabs that list them and land on the first one;
// view-only admins (`viewOnlyAdmin`) get Orders, Users, the Audit Log and Payments to refund (all read-only) and land
// on Orders. A bay
// attendant (`bayAttendant`, issue 27) gets the Bay screen and nothing else, and lands on it; full admins get the Bay
// tab too, view-only admins do not.

/** A staff claim that may open a tab. */
export type TabAudience = 'admin' | 'viewOnlyAdmin' | 'bayAttendant';

export interface AdminTabRow {
  /** Used in the tab's element ids (`admin-tab-<id>`, `admin-panel-<id>`). */
  id: string;
  label: string;
  seenBy: readonly TabAudience[];
  /** Rendered only while the tab is open; `viewOnly` is true for a view-only admin. */
  Panel: ComponentType<{ viewOnly: boolean }>;
}

export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Dashboard', seenBy: ['admin'], Panel: DashboardTab },
  { id: 'orders', label: 'Orders', seenBy: ['admin', 'viewOnlyAdmin'], Panel: OrdersTab },
  { id: 'bay', label: 'Bay', seenBy: ['admin', 'bayAttendant'], Panel: () => <BayScreen /> },
  { id: 'users', label: 'Users', seenBy: ['admin', 'viewOnlyAdmin'], Panel: UsersTab },
  { id: 'analytics', label: 'Analytics', seenBy: ['admin'], Panel: AnalyticsTab },
  { id: 'audit', label: 'Audit Log', seenBy: ['admin', 'viewOnlyAdmin'], Panel: AuditTab },
  { id: 'settings', label: 'Settings', seenBy: ['admin'], Panel: SettingsTab },
  // Issue 39: what WiPay took without an order, for staff to refund (after the spec's seven).
  { id: 'refunds', label: 'Payments to refund', seenBy: ['admin', 'viewOnlyAdmin'], Panel: NeedsRefundTab },
  // Issue 43: wash plans' catalogue, figures and refunds (view-only admins read them).
  { id: 'plans', label: 'Plans', seenBy: ['admin', 'viewOnlyAdmin'], Panel: PlansTab },
] as const satisfies readonly AdminTabRow[];

export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

function tabsSeenBy(audience: TabAudience): AdminTab[] {
  return ADMIN_TABS.filter((row) => (row.seenBy as readonly TabAudience[]).includes(audience)).map(
    (row) => row.id,
  );
}

/** The row of a tab id. */
export function adminTab(id: AdminTab): AdminTabRow {
  return ADMIN_TABS.find((row) => row.id === id) ?? ADMIN_TABS[0];
}

/** The tabs shown, in order: the full admin's, or the view-only admin's followed by the attendant's. */
export function visibleTabs(role: StaffRole): AdminTab[] {
  if (role.admin) return tabsSeenBy('admin');
  const tabs = role.viewOnlyAdmin ? tabsSeenBy('viewOnlyAdmin') : [];
  // A view-only admin who is also an attendant gets the Bay screen through the attendant claim, not the other.
  if (role.bayAttendant === true) tabs.push(...tabsSeenBy('bayAttendant').filter((id) => !tabs.includes(id)));
  return tabs;
}

/** The tab opened first: the first one shown. */
export function landingTab(role: StaffRole): AdminTab {
  return visibleTabs(role)[0] ?? ADMIN_TABS[0].id;
}
