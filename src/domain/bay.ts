/**
 * The visit at the bay (issue 27): whether a scanned or typed order may be checked in or completed now, and the one
 * plain sentence the attendant reads for every answer. Pure: every input, the server's `now` included, is an
 * argument; the arrival window's minutes come from src/contracts/bay-api.ts through the caller.
 *
 * API:
 *   passVerdict({ signed, scanned, order }) -> 'ok' | 'invalid-pass' | 'replaced' | 'traded-away'
 *   checkInVerdict(order, now, window)      -> { ok: true, outcome } | { ok: false, reason, message }
 *   completeVerdict(order)                  -> the same for completion
 *   arrivalOpensAt(order, window), arrivalClosesAt(order, window), firstNameOf(name), BAY_TEXT
 *
 * Business time is America/Port_of_Spain (domain/calendar). The window is [start - early, start + late], both ends
 * included (the customer is told 'arrive by 11:45 AM'), and never past closing time: the spec's arrival window of a
 * special appointment (domain/arrival.ts), applied to free appointments too.
 */
import { CLOSING_MINUTES } from './arrival';
import { businessDate, businessMinutesOfDay, formatDisplayDate, formatTime12, slotInstant } from './calendar';
import { MONEY_TEXT } from './messages';
import { isPassOnHold, type OrderDisputeFacts } from './payment-state';
import type { OrderStatus, ServiceType } from './types';

/** Minutes before and after an appointment's start in which the car may be checked in. */
export interface ArrivalWindow {
  earlyMinutes: number;
  lateMinutes: number;
}

/** The facts of an order the bay decides on. */
export interface VisitOrder {
  status: OrderStatus;
  serviceType: ServiceType;
  appointmentDate: string;
  appointmentDateTime: Date;
  checkedInAt?: Date | null;
  completedAt?: Date | null;
  /** Who holds the order: a dispute holds the pass only while its payer does (domain/payment-state). */
  userId?: string;
  paymentDispute?: OrderDisputeFacts | null;
}

/** Refusals decided here; the pass refusals come from passVerdict; 'not-found' from the typed lookup. */
export type VisitRefusal =
  | 'undo-too-late'
  | 'invalid-pass'
  | 'replaced'
  | 'not-found'
  | 'other-day'
  | 'too-early'
  | 'window-closed'
  | 'cancelled'
  | 'traded-away'
  | 'not-checked-in'
  | 'payment-on-hold';

export type VisitOutcome = 'checked-in' | 'already-checked-in' | 'completed' | 'already-completed';

export type VisitVerdict =
  { ok: true; outcome: VisitOutcome; message: string } | { ok: false; reason: VisitRefusal; message: string };

/** The clock time of an instant in business time, e.g. '10:42 AM'. */
export const businessClock = (at: Date): string => formatTime12(businessMinutesOfDay(at));

/** Every sentence the attendant reads (ours: the spec has none for the bay). */
export const BAY_TEXT = {
  checkedIn: 'Checked in.',
  alreadyCheckedIn: (at: Date) => `Already checked in at ${businessClock(at)}.`,
  completed: 'Washed: the order is completed.',
  alreadyCompleted: (at: Date | null | undefined) =>
    at ? `Already completed at ${businessClock(at)}.` : 'This order is already completed.',
  'invalid-pass': 'This is not a valid pass: ask the customer to open the code in their account.',
  replaced:
    'This code was replaced by a newer one after a rebook or trade: ask the customer for the current code.',
  'not-found': 'No appointment today has that order code and number plate.',
  'other-day': (date: string) => `This appointment is on ${formatDisplayDate(date)}, not today.`,
  'too-early': (opensAt: Date) => `Too early: come back at ${businessClock(opensAt)}.`,
  'window-closed': 'The arrival window of this appointment has closed.',
  cancelled: 'This appointment was cancelled.',
  'traded-away': 'This appointment was traded to another customer, so this code is no longer valid.',
  'not-checked-in': 'This car is not checked in yet: scan or enter its code to check it in first.',
  'payment-on-hold': MONEY_TEXT.passOnHold,
  // Issue 46: the manual check-in and the undo of "Washed".
  notFoundManual:
    'No appointment or drive-in today has that order code with that first name or phone number.',
  checkedInManually: 'Checked in by hand.',
  undone: 'Washed undone: the car is back to arrived.',
  'undo-too-late': 'Too late to undo: "Washed" can be undone for one minute only.',
} as const;

const MINUTE_MS = 60_000;

function requireWindow(window: ArrivalWindow): void {
  for (const value of [window.earlyMinutes, window.lateMinutes]) {
    if (!Number.isFinite(value) || value < 0)
      throw new RangeError(`arrival window minutes must be >= 0, got ${value}`);
  }
}

/** @example arrivalOpensAt({ appointmentDateTime: 10:40 AM }, { earlyMinutes: 20, … }) // 10:20 AM */
export function arrivalOpensAt(order: Pick<VisitOrder, 'appointmentDateTime'>, window: ArrivalWindow): Date {
  requireWindow(window);
  return new Date(order.appointmentDateTime.getTime() - window.earlyMinutes * MINUTE_MS);
}

/**
 * The last instant of the window: `lateMinutes` after the start, or closing time (7:00 PM) if sooner.
 * @example arrivalClosesAt(10:40 AM on 2026-11-25, { lateMinutes: 45, … }) // 11:25 AM
 */
export function arrivalClosesAt(
  order: Pick<VisitOrder, 'appointmentDateTime' | 'appointmentDate'>,
  window: ArrivalWindow,
): Date {
  requireWindow(window);
  const late = order.appointmentDateTime.getTime() + window.lateMinutes * MINUTE_MS;
  const closing = slotInstant(order.appointmentDate, formatTime12(CLOSING_MINUTES)).getTime();
  return new Date(Math.min(late, closing));
}

const refuse = (reason: VisitRefusal, message: string): VisitVerdict => ({ ok: false, reason, message });

/**
 * What a scan of a signed pass says about the stored order, before status and time are looked at.
 * `signed` is the verified JWS payload (null when the signature did not verify); `scanned` the QR's unsigned JSON.
 * An earlier version is 'traded-away' when the code names an owner the order no longer has, else 'replaced'.
 * @example passVerdict({ signed: { orderId: 'A', version: 1 }, scanned: { orderId: 'A', userId: 'u' },
 *   order: { orderId: 'A', userId: 'u', passVersion: 2 } }) // 'replaced'
 */
export function passVerdict(input: {
  signed: { orderId: string; version: number } | null;
  scanned: { orderId: string; userId: string };
  order: { orderId: string; userId: string; passVersion: number } | null;
}): 'ok' | 'invalid-pass' | 'replaced' | 'traded-away' {
  const { signed, scanned, order } = input;
  if (!signed || !order || signed.orderId !== scanned.orderId || signed.orderId !== order.orderId)
    return 'invalid-pass';
  if (signed.version > order.passVersion) return 'invalid-pass';
  if (signed.version < order.passVersion) return scanned.userId !== order.userId ? 'traded-away' : 'replaced';
  return 'ok';
}

/**
 * Cancelled, already completed, or its payment disputed by the payer who holds it: the answers shared by check-in and
 * completion.
 */
function closedVerdict(order: VisitOrder): VisitVerdict | null {
  if (order.status === 'cancelled') return refuse('cancelled', BAY_TEXT.cancelled);
  if (order.status === 'completed')
    return { ok: true, outcome: 'already-completed', message: BAY_TEXT.alreadyCompleted(order.completedAt) };
  if (isPassOnHold({ userId: order.userId ?? '', paymentDispute: order.paymentDispute }))
    return refuse('payment-on-hold', BAY_TEXT['payment-on-hold']);
  return null;
}

/**
 * Whether the car may be checked in at `now`: not cancelled, not done, on its day, inside its arrival window (a
 * drive-in order: any time on its purchase day). A second scan answers 'already-checked-in' whatever the time.
 * @example checkInVerdict(order at 10:40 AM today, 10:19 AM, { earlyMinutes: 20, lateMinutes: 45 })
 *   // { ok: false, reason: 'too-early', message: 'Too early: come back at 10:20 AM.' }
 */
export function checkInVerdict(order: VisitOrder, now: Date, window: ArrivalWindow): VisitVerdict {
  const closed = closedVerdict(order);
  if (closed) return closed;
  if (order.checkedInAt)
    return { ok: true, outcome: 'already-checked-in', message: BAY_TEXT.alreadyCheckedIn(order.checkedInAt) };
  if (order.appointmentDate !== businessDate(now))
    return refuse('other-day', BAY_TEXT['other-day'](order.appointmentDate));
  if (order.serviceType === 'appointment') {
    const opensAt = arrivalOpensAt(order, window);
    if (now.getTime() < opensAt.getTime()) return refuse('too-early', BAY_TEXT['too-early'](opensAt));
    if (now.getTime() > arrivalClosesAt(order, window).getTime())
      return refuse('window-closed', BAY_TEXT['window-closed']);
  }
  return { ok: true, outcome: 'checked-in', message: BAY_TEXT.checkedIn };
}

/** Whether the wash may be marked done: only a checked-in order that is not cancelled; a second time answers so. */
export function completeVerdict(order: VisitOrder): VisitVerdict {
  const closed = closedVerdict(order);
  if (closed) return closed;
  if (!order.checkedInAt) return refuse('not-checked-in', BAY_TEXT['not-checked-in']);
  return { ok: true, outcome: 'completed', message: BAY_TEXT.completed };
}

/** The first word of a profile name, '' when none. @example firstNameOf('  Alice  Baptiste ') // 'Alice' */
export function firstNameOf(name: unknown): string {
  if (typeof name !== 'string') return '';
  return name.trim().split(/\s+/)[0] ?? '';
}
