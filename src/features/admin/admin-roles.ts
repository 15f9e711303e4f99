// The staff claims (spec section 6). Which tabs each claim sees is the table in admin-tabs.tsx.

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

/** Shown at sign-in to an account without any staff claim (our wording; the spec gives none). */
export const NOT_STAFF_NOTE = 'This account does not have access to the admin panel.';

/** Shown when the staff claims could not be read (offline); a Retry reads them again. */
export const CLAIMS_FAILED = 'Could not check your admin access. Check your connection and try again.';
