// Staff accounts, as Auth's custom claims say: full admins, view-only admins and bay attendants. The booking blocks
// are a customer's penalty; a staff account is never their target (adminBlockUser refuses it).
import { BAY_ATTENDANT_CLAIM } from '../../../../src/contracts/bay-api';
import { adminAuth } from '../admin-sdk';

const STAFF_CLAIMS = ['admin', 'viewOnlyAdmin', BAY_ATTENDANT_CLAIM] as const;

/** True when the account `uid` carries any staff claim; false for customers and for uids Auth does not know. */
export async function isStaffAccount(uid: string): Promise<boolean> {
  const user = await adminAuth.getUser(uid).catch((error: unknown) => {
    if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') return null;
    throw error;
  });
  const claims = user?.customClaims ?? {};
  return STAFF_CLAIMS.some((claim) => claims[claim] === true);
}

/** The uids among `uids` (at most 100, Auth's getUsers limit) whose account carries any staff claim. */
export async function staffAmong(uids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(uids)];
  if (unique.length === 0) return [];
  const { users } = await adminAuth.getUsers(unique.map((uid) => ({ uid })));
  return users
    .filter((user) => STAFF_CLAIMS.some((claim) => (user.customClaims ?? {})[claim] === true))
    .map((user) => user.uid);
}
