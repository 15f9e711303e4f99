// The visit at the bay (issue 27): what the bay screen, the check-in callables, the no-show job and the bay board
// agree on. Pure TypeScript, no firebase import: the functions import this file too.
//
// Who: the `bayAttendant` claim may use the bay screen (check in, complete, read the bay board) and nothing else of
// the admin panel; full admins may too; view-only admins and customers may not check in or complete.
import type { AppointmentType, ServiceType } from '../domain/types';
import { row } from './call-table';

/** The custom claim of a bay attendant (granted and revoked with `npm run claims`). */
export const BAY_ATTENDANT_CLAIM = 'bayAttendant';

/** Collection of the bay board: one document per business day, `bayBoard/{YYYY-MM-DD}`, written by functions only. */
export const BAY_BOARD_COLLECTION = 'bayBoard';

/** Arrival window around an appointment's start, by the server's clock: 20 minutes early to 45 minutes late. */
export const ARRIVAL_EARLY_MINUTES = 20;
export const ARRIVAL_LATE_MINUTES = 45;

// ---- The signed pass ------------------------------------------------------------------------------------------
// The order's QR text is the spec's JSON `{ type: 'order', orderData: {...12 fields} }` plus a `pass` key:
//   { "type": "order", "orderData": { ... }, "pass": "<compact JWS>" }
// The JWS is signed by the functions only (key in a Functions secret; a generated local file on the emulators) over
// `{ o: orderId, v: passVersion }`. The server writes it into the order's `qrData` whenever it creates or changes the
// order; rebook, trade and cancel-trade bump `passVersion`, so every earlier picture of the code is refused.

/** Fields the visit adds to orders/{id}; all written by functions only. */
export interface OrderVisitFields {
  /** Version of the signed pass; starts at 1, bumped by rebook, trade and cancel-trade. */
  passVersion?: number;
  /** Stored as a Timestamp, read as Date. Set once, by checkInOrder. */
  checkedInAt?: Date;
  /** uid of the staff member or attendant who checked the car in. */
  checkedInBy?: string;
  /** Set by completeOrder (status becomes 'completed'). */
  completedAt?: Date;
  completedBy?: string;
  /** Set by the no-show job when the arrival window closed without a check-in (status becomes 'cancelled'). */
  noShow?: boolean;
  noShowAt?: Date;
  /** Set when staff excuse the miss (the block it caused is lifted). */
  noShowExcusedAt?: Date;
  noShowExcusedBy?: string;
}

// ---- checkInOrder / completeOrder --------------------------------------------------------------------------------
// Callables for full admins and bay attendants. The request is the scanned text, or the order code and number plate
// typed by hand when a screen is cracked or dark. completeOrder also takes `{ orderId }` (the "Washed" button on an
// arrived car of the bay board).
export type BayScanRequest = { qr: string } | { orderCode: string; numberPlate: string };
export type CheckInOrderRequest = BayScanRequest;
export type CompleteOrderRequest = BayScanRequest | { orderId: string };

// ---- checkInManually (issue 46) ----------------------------------------------------------------------------------
// A car whose pass will not scan, or that has no plate (a drive-in), is checked in by its order code plus the
// customer's first name or the last 4 digits of their phone (checked on the server, the tries on one code limited
// per hour), or by a tap on the car in Today's list (`{ orderId }`). Either is audited as manual.
export type CheckInManuallyRequest =
  { orderCode: string; firstName: string } | { orderCode: string; phoneLast4: string } | { orderId: string };

// ---- undoWashed (issue 46) -----------------------------------------------------------------------------------------
// "Washed" can be undone for a minute (UNDO_WASHED_MS, by the server's clock): the car goes back to arrived.
export const UNDO_WASHED_MS = 60_000;
export interface UndoWashedRequest {
  orderId: string;
}

/** What the bay shows of a car, on the scan's answer and on the board alike (no contact details). */
export interface BayCar {
  orderId: string;
  orderCode: string;
  /** The customer's first name, or '' when unknown. */
  firstName: string;
  serviceName: string;
  serviceType: ServiceType;
  appointmentType: AppointmentType;
  numberPlate: string | null;
  /** '' for a drive-in order. */
  appointmentTime: string;
  /** ISO instants. */
  checkedInAt: string | null;
  completedAt: string | null;
  /**
   * What the bay collects, from the order's ledger (src/domain/order-ledger.ts): 'Collect $75.00', 'Paid online:
   * collect nothing', 'Prepaid by plan: nothing to pay' (a wash plan's order, issue 43) or 'Nothing to collect';
   * '' on a board entry written before issue 46.
   */
  collect: string;
  /** The same in cents (what the branch collects); 0 on a board entry written before issue 46. */
  dueCents: number;
}

/** What the attendant sees about the car in front of them. */
export interface BayOrderView extends BayCar {
  appointmentDate: string;
  /** The wash plan that paid for it (issue 43), or null. */
  planName?: string | null;
}

export type BayOutcome = 'checked-in' | 'already-checked-in' | 'completed' | 'already-completed';

export interface BayResponse {
  outcome: BayOutcome;
  /** One plain sentence, e.g. 'Checked in.' or 'Already checked in at 10:42 AM.' */
  message: string;
  order: BayOrderView;
}
export type CheckInOrderResponse = BayResponse;
export type CompleteOrderResponse = BayResponse;

/**
 * Why a scan was refused: the HttpsError's `details.reason` (code failed-precondition, or not-found / invalid-argument
 * where said). The error's message is one plain sentence an attendant can act on, and never shows another customer's
 * data.
 */
export const BAY_REFUSALS = [
  'invalid-pass', // not a pass we signed (forged, damaged, not ours)
  'replaced', // a newer pass exists (rebooked or traded)
  'not-found', // no order with that code and plate (typed entry)
  'other-day', // the appointment is on another day (message names it)
  'too-early', // before the window opens (message: 'come back at 10:20 AM')
  'window-closed', // after the window closed
  'cancelled',
  'traded-away',
  'not-checked-in', // completeOrder before checkInOrder
  'payment-on-hold', // the order's card payment is disputed by its payer (chargeback pending or lost, fraud)
  'undo-too-late', // undoWashed more than a minute after the car was marked washed, or not washed
] as const;
// A wash plan's order whose plan may no longer pay (refunded, ended: issue 43) is refused at check-in with
// failed-precondition, PLAN_TEXT.refusal's sentence and details { reason: 'plan-refused', detail } (booking-api.ts).
export type BayRefusal = (typeof BAY_REFUSALS)[number];

// ---- The bay board -----------------------------------------------------------------------------------------------
// bayBoard/{date}: the day's appointments and drive-ins as the bay screen lists them, kept by a trigger on orders.
// One document a day, so the bay screen's first load is one read and an idle minute none. No contact details.
export type BayBoardState = 'due' | 'arrived' | 'washed' | 'missed' | 'cancelled';

export interface BayBoardEntry extends BayCar {
  /** ISO instant of the appointment; null for drive-in. */
  appointmentAt: string | null;
  state: BayBoardState;
}

export interface BayBoardDoc {
  date: string;
  /** By order id. */
  entries: Record<string, BayBoardEntry>;
  updatedAt: Date;
}

// ---- adminExcuseNoShow ------------------------------------------------------------------------------------------
// Full admins only: excuses a missed appointment; lifts the block the miss caused, and only that cause of the block
// (staff's or another miss's stays); audited ('order.excuse').
export interface AdminExcuseNoShowRequest {
  orderId: string;
}
export interface AdminExcuseNoShowResponse {
  message: string;
}

/** The callables of the visit at the bay (the table: callables.ts). */
export const BAY_CALLABLES = {
  checkInOrder: row.bayAttendant<CheckInOrderRequest, CheckInOrderResponse>('pass'),
  completeOrder: row.bayAttendant<CompleteOrderRequest, CompleteOrderResponse>('pass'),
  checkInManually: row.bayAttendant<CheckInManuallyRequest, CheckInOrderResponse>('pass'),
  undoWashed: row.bayAttendant<UndoWashedRequest, BayResponse>('pass'),
  adminExcuseNoShow: row.admin<AdminExcuseNoShowRequest, AdminExcuseNoShowResponse>(),
};
