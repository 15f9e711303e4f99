// Which tabs a staff member sees (spec section 6): full admins get every tab and land on Dashboard; view-only
// admins get Orders, Users and the Audit Log (all read-only) and land on Orders.

export const ADMIN_TABS = ['dashboard', 'orders', 'users', 'analytics', 'audit', 'settings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  dashboard: 'Dashboard',
  orders: 'Orders',
  users: 'Users',
  analytics: 'Analytics',
  audit: 'Audit Log',
  settings: 'Settings',
};

export interface StaffRole {
  admin: boolean;
  viewOnlyAdmin: boolean;
}

/** True when the user may open the panel at all. */
export function isStaff(role: StaffRole): boolean {
  return role.admin || role.viewOnlyAdmin;
}

/** A view-only admin is one without the full admin claim. */
export function isViewOnly(role: StaffRole): boolean {
  return !role.admin && role.viewOnlyAdmin;
}

/** The tabs shown, in order. */
export function visibleTabs(role: StaffRole): AdminTab[] {
  if (role.admin) return [...ADMIN_TABS];
  if (role.viewOnlyAdmin) return ['orders', 'users', 'audit'];
  return [];
}

/** The tab opened first. */
export function landingTab(role: StaffRole): AdminTab {
  return role.admin ? 'dashboard' : 'orders';
}

/** Shown at sign-in to an account without either staff claim (our wording; the spec gives none). */
export const NOT_STAFF_NOTE = 'This account does not have access to the admin panel.';

/** Shown when the staff claims could not be read (offline); a Retry reads them again. */
export const CLAIMS_FAILED = 'Could not check your admin access. Check your connection and try again.';
