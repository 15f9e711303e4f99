// Which tabs a staff member sees (spec section 6): full admins get every tab and land on Dashboard; view-only
// admins get Orders, Users and the Audit Log (all read-only) and land on Orders. A bay attendant (issue 27) gets the
// Bay screen and nothing else, and lands on it; full admins get the Bay tab too, view-only admins do not.

export const ADMIN_TABS = ['dashboard', 'orders', 'bay', 'users', 'analytics', 'audit', 'settings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  dashboard: 'Dashboard',
  orders: 'Orders',
  bay: 'Bay',
  users: 'Users',
  analytics: 'Analytics',
  audit: 'Audit Log',
  settings: 'Settings',
};

export interface StaffRole {
  admin: boolean;
  viewOnlyAdmin: boolean;
  /** The `bayAttendant` claim (BAY_ATTENDANT_CLAIM): the Bay screen only. Optional so older callers still type. */
  bayAttendant?: boolean;
}

/** True when the user may open the panel at all. */
export function isStaff(role: StaffRole): boolean {
  return role.admin || role.viewOnlyAdmin || role.bayAttendant === true;
}

/** A view-only admin is one without the full admin claim. */
export function isViewOnly(role: StaffRole): boolean {
  return !role.admin && role.viewOnlyAdmin;
}

/** The tabs shown, in order. */
export function visibleTabs(role: StaffRole): AdminTab[] {
  if (role.admin) return [...ADMIN_TABS];
  const tabs: AdminTab[] = role.viewOnlyAdmin ? ['orders', 'users', 'audit'] : [];
  // A view-only admin who is also an attendant gets the Bay screen through the attendant claim, not the other.
  if (role.bayAttendant === true) tabs.push('bay');
  return tabs;
}

/** The tab opened first. */
export function landingTab(role: StaffRole): AdminTab {
  if (role.admin) return 'dashboard';
  return role.viewOnlyAdmin ? 'orders' : 'bay';
}

/** Shown at sign-in to an account without any staff claim (our wording; the spec gives none). */
export const NOT_STAFF_NOTE = 'This account does not have access to the admin panel.';

/** Shown when the staff claims could not be read (offline); a Retry reads them again. */
export const CLAIMS_FAILED = 'Could not check your admin access. Check your connection and try again.';
