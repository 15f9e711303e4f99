// Request and response types of the admin block callables, shared by the client (src/lib/data/admin-users.ts) and
// the functions (functions/src/callables/admin-block-user.ts). No firebase import.
import type { AppointmentType } from './types';

/** Shortest and longest block an admin may set, in days. */
export const BLOCK_DAYS_MIN = 1;
export const BLOCK_DAYS_MAX = 365;
/** Longest block reason, in characters. */
export const BLOCK_REASON_MAX = 200;

// ---- adminBlockUser: invalid-argument, unauthenticated, permission-denied (not a full admin), not-found (no such
//      user). Replaces any block of that type; writes auditLog ('block.create') in the same transaction.
export interface AdminBlockUserRequest {
  userId: string;
  type: AppointmentType;
  /** Whole days from now, BLOCK_DAYS_MIN..BLOCK_DAYS_MAX. */
  days: number;
  reason: string;
}
export interface AdminBlockUserResponse {
  /** ISO instant the block ends. */
  blockUntil: string;
  message: string;
}

// adminClearLoginLock's request and response are in ./account-api.ts, with the rest of the sign-in protection.

/** The message shown after a block is created. */
export function blockedMessage(type: AppointmentType, days: number): string {
  return `User has been blocked from ${type} appointments for ${days} ${days === 1 ? 'day' : 'days'}.`;
}
