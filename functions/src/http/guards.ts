// The fixed steps every callable takes, in order: parse input (invalid-argument), require auth
// (unauthenticated), check role (permission-denied).
import { createHash } from 'node:crypto';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';

/** Parses the payload or answers invalid-argument with the first problem found. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new HttpsError('invalid-argument', `Invalid request. ${where}${issue?.message ?? ''}`.trim());
  }
  return parsed.data;
}

export interface Caller {
  uid: string;
  email: string | null;
  phoneNumber: string | null;
  admin: boolean;
  viewOnlyAdmin: boolean;
}

/** The signed-in caller, or unauthenticated. */
export function requireAuth(request: CallableRequest): Caller {
  const auth = request.auth;
  if (!auth) throw new HttpsError('unauthenticated', 'You must be signed in.');
  const token = auth.token as Record<string, unknown>;
  return {
    uid: auth.uid,
    email: typeof token.email === 'string' ? token.email : null,
    phoneNumber: typeof token.phone_number === 'string' ? token.phone_number : null,
    admin: token.admin === true,
    viewOnlyAdmin: token.viewOnlyAdmin === true,
  };
}

export const isStaff = (caller: Caller): boolean => caller.admin || caller.viewOnlyAdmin;

/** Full admins only (a view-only admin is refused). */
export function requireAdmin(caller: Caller): void {
  if (!caller.admin) throw new HttpsError('permission-denied', 'Administrator access is required.');
}

/** Stable document key for personal values (emails, phone numbers) so they are not stored in clear. */
export function hashKey(kind: string, value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('hex');
}
