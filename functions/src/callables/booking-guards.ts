// Shared steps of the booking callables, in the order of the conventions: parse input (invalid-argument),
// require auth (unauthenticated), check role (permission-denied). Plus the shared zod pieces of their schemas.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { parseIsoDate } from '../../../src/domain/calendar';
import { findPackageById, isKnownLocation } from '../../../src/domain/catalogue';
import { APPOINTMENT_TYPES } from '../../../src/domain/types';

/** A Firestore-safe document id. */
export const docId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);
/** YYYY-MM-DD and a real calendar day: '2026-02-30' is invalid-argument here, not a RangeError (internal) later. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((date) => {
    try {
      parseIsoDate(date);
      return true;
    } catch {
      return false;
    }
  }, 'No such calendar day');
export const time12 = z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/);
export const appointmentType = z.enum(APPOINTMENT_TYPES);
export const location = z.string().refine(isKnownLocation, 'Unknown location');
export const serviceId = z.string().refine((id) => findPackageById(id) !== undefined, 'Unknown service');
export const orderIdRequest = z.strictObject({ orderId: docId });

/** Parses the request data or answers invalid-argument naming the first problem. */
export function parseRequest<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
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
  token: Record<string, unknown>;
}

/** The signed-in caller, or unauthenticated. */
export function requireCaller(request: CallableRequest<unknown>): Caller {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  const token = request.auth.token as unknown as Record<string, unknown>;
  return { uid: request.auth.uid, email: typeof token.email === 'string' ? token.email : null, token };
}

/** A full admin (claim admin === true); view-only admins and customers get permission-denied. */
export function requireAdmin(request: CallableRequest<unknown>): Caller {
  const caller = requireCaller(request);
  if (caller.token.admin !== true)
    throw new HttpsError('permission-denied', 'Administrator access is required.');
  return caller;
}
