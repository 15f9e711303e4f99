// Reads typed fields of one stored document for the converters, tolerantly: every value goes through the
// normalisers of normalize.ts, and a field that still cannot be read throws a MalformedDocumentError naming it.
// Only types are imported from the SDK.
import type { DocumentData, QueryDocumentSnapshot, SnapshotOptions } from 'firebase/firestore';
import { businessDate, businessMinutesOfDay, formatTime12, slotInstant } from '../../domain/calendar';
import {
  toBoolValue,
  toDateValue,
  toOrderDisputeValue,
  toPaidFeeValue,
  toPriceValue,
  toTextValue,
} from '../../contracts/normalize';
import type { OrderPaymentDispute, SpecialFeePaid } from '../../contracts/documents';

export class MalformedDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly field: string,
    expected: string,
  ) {
    super(`Malformed document ${path}: field "${field}" should be ${expected}.`);
    this.name = 'MalformedDocumentError';
  }
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export class DocumentReader {
  private readonly data: DocumentData;
  constructor(
    private readonly snapshot: QueryDocumentSnapshot,
    options?: SnapshotOptions,
  ) {
    // 'estimate' gives pending serverTimestamp() fields a local value instead of null. An `id` key in the body
    // (older clients wrote one) is never read: the document id is.
    this.data = snapshot.data({ serverTimestamps: 'estimate', ...options }) ?? {};
  }
  get id(): string {
    return this.snapshot.id;
  }
  fail(field: string, expected: string): never {
    throw new MalformedDocumentError(this.snapshot.ref.path, field, expected);
  }
  private has(field: string): boolean {
    return this.data[field] !== undefined && this.data[field] !== null;
  }
  /** A string; nothing else is accepted (emails, ids). */
  string(field: string): string {
    const v: unknown = this.data[field];
    return typeof v === 'string' ? v : this.fail(field, 'a string');
  }
  optString(field: string): string | undefined {
    return this.has(field) ? this.string(field) : undefined;
  }
  /** A string, or a number stored where text belongs (an order code written as 4821). */
  text(field: string): string {
    return toTextValue(this.data[field]) ?? this.fail(field, 'text');
  }
  optText(field: string): string | undefined {
    return this.has(field) ? this.text(field) : undefined;
  }
  nullableString(field: string): string | null {
    return this.has(field) ? this.text(field) : null;
  }
  /** A number, or a numeric string such as '45' or '$45.00'. */
  number(field: string): number {
    return toPriceValue(this.data[field]) ?? this.fail(field, 'a number');
  }
  optBoolean(field: string): boolean | undefined {
    if (!this.has(field)) return undefined;
    return toBoolValue(this.data[field]) ?? this.fail(field, 'a boolean');
  }
  /** A Timestamp, Date, ISO string or epoch millis. */
  date(field: string): Date {
    return toDateValue(this.data[field]) ?? this.fail(field, 'a date');
  }
  optDate(field: string): Date | undefined {
    return this.has(field) ? this.date(field) : undefined;
  }
  nullableDate(field: string): Date | null {
    return this.has(field) ? this.date(field) : null;
  }
  /** One of `allowed`, ignoring case and surrounding spaces ('Confirmed ' reads as 'confirmed'). */
  oneOf<T extends string>(field: string, allowed: readonly T[]): T {
    const v: unknown = this.data[field];
    const key = typeof v === 'string' ? v.trim().toLowerCase() : v;
    return allowed.includes(key as T) ? (key as T) : this.fail(field, `one of ${allowed.join(', ')}`);
  }
  optOneOf<T extends string>(field: string, allowed: readonly T[]): T | undefined {
    return this.has(field) ? this.oneOf(field, allowed) : undefined;
  }
  /** A fee actually paid ({cents, paymentReference}); any other value reads as none (a fee not proven is unpaid). */
  optPaidFee(field: string): SpecialFeePaid | undefined {
    return toPaidFeeValue(this.data[field]) ?? undefined;
  }
  /** A payment dispute of an order; anything unreadable is none (the pass is not held by a value we cannot read). */
  optDispute(field: string): OrderPaymentDispute | undefined {
    return toOrderDisputeValue(this.data[field]) ?? undefined;
  }
  record(field: string): Record<string, unknown> | null {
    const v: unknown = this.data[field];
    if (v === null || v === undefined) return null;
    return typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : this.fail(field, 'a map');
  }
  /**
   * A business date 'YYYY-MM-DD'. Older clients stored the appointment day as a Timestamp, millis or a full ISO
   * instant; those become the business date of that instant. Missing, it is taken from `fallback` when given.
   */
  isoDay(field: string, fallback?: Date): string {
    const v: unknown = this.data[field];
    if (typeof v === 'string' && ISO_DAY.test(v.trim())) return v.trim();
    const at = toDateValue(v) ?? (this.has(field) ? null : (fallback ?? null));
    return at ? businessDate(at) : this.fail(field, 'a date YYYY-MM-DD');
  }
  /** A 12-hour time ('7:10 AM'); missing, the business time of `fallback`. */
  time12(field: string, fallback?: Date): string {
    if (this.has(field)) return this.text(field).trim();
    return fallback ? formatTime12(businessMinutesOfDay(fallback)) : this.fail(field, 'a time');
  }
  /** The instant of a stored date; missing, the instant of the business `day` and `time` when they parse. */
  instant(field: string, day: string | undefined, time: string | undefined): Date {
    if (this.has(field) || !day || !time) return this.date(field);
    try {
      return slotInstant(day, time);
    } catch {
      return this.fail(field, 'a date');
    }
  }
}
