// The zod pieces the callables' schemas share. Each schema says what one request may carry; anything else is
// refused with invalid-argument by the pipeline (http/pipeline.ts) before a handler runs.
import { z } from 'zod';
import type { EmailRequest } from '../../../src/contracts/account-api';
import { parseIsoDate } from '../../../src/domain/calendar';
import { ADMIN_SELECTION_MAX } from '../../../src/domain/admin-selection';
import { findPackageById, isKnownLocation } from '../../../src/domain/catalogue';
import { APPOINTMENT_TYPES } from '../../../src/domain/types';

/**
 * Whether Firestore takes `id` as a document id. It refuses '.', '..', ids of the form `__…__` (reserved), a '/',
 * the empty string and more than 1,500 bytes; such an id reaching a read fails only after the SDK's retries, as an
 * internal error. Every id a client sends is checked here, so it is refused as invalid-argument before any read.
 */
export function isUsableDocumentId(id: string): boolean {
  if (id === '' || id === '.' || id === '..' || id.includes('/')) return false;
  return !/^__.*__$/s.test(id) && Buffer.byteLength(id, 'utf8') <= 1_500;
}
const RESERVED_ID = 'Not a usable document id';

/** A Firestore-safe document id. */
export const docId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/)
  .refine(isUsableDocumentId, RESERVED_ID);
/** A user id as an admin or the eligibility check names it. */
export const userId = z.string().trim().min(1).max(128).refine(isUsableDocumentId, RESERVED_ID);
/** The client's idempotency key of a paid or confirming request. */
export const requestId = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/)
  .refine(isUsableDocumentId, RESERVED_ID);
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
/** An email, compared and stored in lower case. */
export const email = z.string().trim().toLowerCase().email().max(254);

/** A list of 1..`max` ids a caller names, each checked by `id`. */
export const idList = <T extends z.ZodType>(id: T, max: number) => z.array(id).min(1).max(max);
/** The orders an admin selected on the Orders tab (single row or bulk action). */
export const orderSelection = idList(docId, ADMIN_SELECTION_MAX);

/** Whose block of which appointment type an admin sets or lifts. */
export const blockTarget = { userId, type: appointmentType };
export const orderIdRequest = z.strictObject({ orderId: docId });
export const emailRequest = z.object({ email }) satisfies z.ZodType<EmailRequest>;
/** A request without fields: `{}`, or no data at all (the SDK sends null). */
export const emptyRequest = z.preprocess((data) => data ?? {}, z.strictObject({}));
