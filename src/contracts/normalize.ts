// The one place where stored field values of every shape the spec allows, or an older client wrote, become the
// app's types. Pure TypeScript with no firebase import: the client converters (converters.ts) and the functions'
// readers (functions/src/data) both call these, so a stored shape read on one side is read on the other.
//   toDateValue(v)  Timestamp (client or Admin SDK), {seconds, nanoseconds}, Date, ISO string, epoch millis
//   toPriceValue(v) number, or a numeric string such as '45', '45.00', '$1,045.50'
//   toTextValue(v)  string, or a finite number written as one (an order code stored as 4821)
//   toBoolValue(v)  boolean, or the strings 'true' / 'false'
//   toPaidFeeValue(v) {cents, paymentReference} with whole non-negative cents (a number or numeric string) and a
//                   non-empty reference; anything else is null: no fee paid
//   toOrderDisputeValue(v) {state, transactionId, payerId, at} of a known dispute state, or null: no dispute
import { toPaymentDispute } from '../domain/payment-state';
import type { OrderPaymentDispute, SpecialFeePaid } from './documents';

/** A Date, or null when `value` is none of the date shapes; invalid dates are null too. */
export function toDateValue(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = Number.isFinite(value) ? new Date(value) : null;
  else if (typeof value === 'string') date = parseDateText(value);
  else if (value !== null && typeof value === 'object') date = objectDate(value as Record<string, unknown>);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function parseDateText(text: string): Date | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Millis written as text by a client that stringified every field.
  if (/^\d{10,}$/.test(trimmed)) return new Date(Number(trimmed));
  // Only ISO 8601 (with or without time): other formats parse differently from one engine to the next.
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(trimmed))
    return null;
  return new Date(trimmed);
}

function objectDate(value: Record<string, unknown>): Date | null {
  if (typeof value.toDate === 'function') {
    const date: unknown = (value.toDate as () => unknown).call(value);
    return date instanceof Date ? date : null;
  }
  // A Timestamp that lost its prototype (JSON, a REST export): {seconds, nanoseconds} or {_seconds, _nanoseconds}.
  const seconds = value.seconds ?? value._seconds;
  const nanos = value.nanoseconds ?? value._nanoseconds ?? 0;
  if (typeof seconds === 'number' && typeof nanos === 'number') return new Date(seconds * 1000 + nanos / 1e6);
  return null;
}

/** A finite price, or null. Numeric strings may carry a leading '$' and thousands separators. */
export function toPriceValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const compact = value.trim().replace(/^\$\s*/, '');
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(compact)) return null;
  return Number(compact.replace(/,/g, ''));
}

/** A string, or a finite number as text; null otherwise. */
export function toTextValue(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A boolean, or null. */
export function toBoolValue(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** A fee actually paid ({cents, paymentReference}), or null when `value` is not one: a fee not proven is unpaid. */
export function toPaidFeeValue(value: unknown): SpecialFeePaid | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  const cents = toPriceValue(fields.cents);
  const paymentReference = toTextValue(fields.paymentReference)?.trim() ?? '';
  if (cents === null || !Number.isInteger(cents) || cents < 0 || paymentReference === '') return null;
  return { cents, paymentReference };
}

/** An order's payment dispute, or null when `value` is not one with a known state and a payer: no dispute. */
export function toOrderDisputeValue(value: unknown): OrderPaymentDispute | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  const state = toPaymentDispute(fields.state);
  const payerId = toTextValue(fields.payerId)?.trim() ?? '';
  if (!state || payerId === '') return null;
  return {
    state,
    transactionId: toTextValue(fields.transactionId)?.trim() ?? '',
    payerId,
    at: toDateValue(fields.at) ?? new Date(0),
  };
}
