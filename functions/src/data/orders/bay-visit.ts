// The visit at the bay (issue 27): checkInOrder and completeOrder. The scanned pass is verified before any read
// (a forged one costs one signature check); a typed order code + number plate is looked up among today's orders.
// Each answer is decided by domain/bay on the order read in the transaction that writes it, so two scans at once
// check in once; a refusal throws inside the transaction and nothing is written. Completion takes the status path
// of the admin dropdown (admin-orders.ts writeOrderStatus), so the slot documents and the Dashboard's trigger see
// the same change. Every check-in and completion is audited; no answer carries contact details. An order whose card
// payment its holder disputes (data/payments/payment-disputes.ts) is refused as 'payment-on-hold' until the dispute is released.
// A wash plan's order (issue 43) re-reads its plan at check-in (refunded or ended: 'plan-refused', PLAN_TEXT's
// sentence) and turns its wash 'used' at completion, in the same transaction.
import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  BAY_TEXT,
  checkInVerdict,
  completeVerdict,
  firstNameOf,
  passVerdict,
  type VisitOrder,
  type VisitRefusal,
  type VisitVerdict,
} from '../../../../src/domain/bay';
import { businessDate } from '../../../../src/domain/calendar';
import { ledgerLines, orderLedger, paymentsOnOrder } from '../../../../src/domain/order-ledger';
import { parseQrPayload } from '../../../../src/domain/qr-payload';
import { normalizeNumberPlate } from '../../../../src/domain/validation';
import {
  ARRIVAL_EARLY_MINUTES,
  ARRIVAL_LATE_MINUTES,
  type BayOrderView,
  type BayRefusal,
  type BayResponse,
  type CompleteOrderRequest,
} from '../../../../src/contracts/bay-api';
import { COLLECTIONS, type OrderDoc } from '../../../../src/contracts/documents';
import { currentPassVersion, verifyPass } from '../../pass/order-pass';
import { writeOrderStatus, type Actor } from './admin-orders';
import { writeAudit } from '../audit';
import { col, ordersCol, readOrder, toDate } from '../booking-docs';
import { runBookingTransaction, readSlotOf, writeSlot } from '../slots';
import { shapedQuery } from '../shaped-query';
import { movePlanUse, readNamedPlan, requirePlanAtBay } from './plan-booking';

const WINDOW = { earlyMinutes: ARRIVAL_EARLY_MINUTES, lateMinutes: ARRIVAL_LATE_MINUTES };

/** The HttpsError code of each refusal: a pass that is not ours is bad input, an unknown code not found. */
const REFUSAL_CODES: Record<BayRefusal, 'failed-precondition' | 'not-found' | 'invalid-argument'> = {
  'invalid-pass': 'invalid-argument',
  replaced: 'failed-precondition',
  'not-found': 'not-found',
  'other-day': 'failed-precondition',
  'too-early': 'failed-precondition',
  'window-closed': 'failed-precondition',
  cancelled: 'failed-precondition',
  'traded-away': 'failed-precondition',
  'not-checked-in': 'failed-precondition',
  'payment-on-hold': 'failed-precondition',
  'undo-too-late': 'failed-precondition',
};

export function refuseVisit(reason: VisitRefusal & BayRefusal, message?: string): never {
  const fixed = BAY_TEXT[reason];
  throw new HttpsError(REFUSAL_CODES[reason], message ?? (typeof fixed === 'string' ? fixed : reason), {
    reason,
  });
}

/** The order with the visit fields domain/bay decides on. */
export type VisitDoc = OrderDoc & VisitOrder & { completedBy?: string };

export function readVisit(snap: DocumentSnapshot): VisitDoc {
  const order = readOrder(snap);
  return {
    ...order,
    checkedInAt: toDate(snap.get('checkedInAt')) ?? undefined,
    completedAt: toDate(snap.get('completedAt')) ?? undefined,
  };
}

/** How the scan names its order: a verified pass (with the scanned owner), or an order id found or given. */
export type Located = {
  orderId: string;
  pass: { version: number; scannedUserId: string } | null;
  /** How a car without a scanned pass was named by hand (bay-manual.ts): audited as a manual check-in. */
  manual?: 'code+name' | 'code+phone' | 'list';
};

/** Reads and verifies the scanned text: not JSON of ours, no pass or a bad signature are all 'invalid-pass'. */
async function locateByPass(qr: string): Promise<Located> {
  let payload;
  try {
    payload = parseQrPayload(qr);
  } catch {
    return refuseVisit('invalid-pass');
  }
  const signed = payload.pass ? await verifyPass(payload.pass) : null;
  if (!signed || signed.orderId !== payload.orderData.orderId) return refuseVisit('invalid-pass');
  return {
    orderId: signed.orderId,
    pass: { version: signed.version, scannedUserId: payload.orderData.userId },
  };
}

/**
 * Today's order with this code and plate (the plate normalised like the booking's). A right code with a wrong
 * plate, or an order without a plate (drive-in), is 'not-found' like an unknown code: nothing is revealed.
 */
async function locateByCode(orderCode: string, numberPlate: string, now: Date): Promise<Located> {
  const plate = normalizeNumberPlate(numberPlate);
  const today = businessDate(now);
  const snap = plate
    ? await shapedQuery(ordersCol(), 'bayOrdersByCode', { orderCode, appointmentDate: today }).get()
    : null;
  const matches = (snap?.docs ?? []).map(readOrder).filter((o) => o.numberPlate === plate);
  // A plate has one open appointment a day (domain/validation plateConflict); an open one wins over a closed one.
  const order = matches.find((o) => o.status === 'confirmed' || o.status === 'trading') ?? matches[0];
  if (!order) return refuseVisit('not-found');
  return { orderId: order.id, pass: null };
}

export function locateOrder(input: CompleteOrderRequest, now: Date): Promise<Located> {
  if ('qr' in input) return locateByPass(input.qr);
  if ('orderCode' in input) return locateByCode(input.orderCode, input.numberPlate, now);
  return Promise.resolve({ orderId: input.orderId, pass: null });
}

/** The order in the transaction, checked against the scanned pass (deleted order or forged version: invalid). */
export async function readLocated(tx: Transaction, located: Located): Promise<VisitDoc> {
  const snap = await tx.get(ordersCol().doc(located.orderId));
  const order = snap.exists ? readVisit(snap) : null;
  if (!order) return located.pass ? refuseVisit('invalid-pass') : refuseVisit('not-found');
  if (located.pass) {
    const verdict = passVerdict({
      signed: { orderId: located.orderId, version: located.pass.version },
      scanned: { orderId: located.orderId, userId: located.pass.scannedUserId },
      order: { orderId: order.orderId, userId: order.userId, passVersion: currentPassVersion(order) },
    });
    if (verdict !== 'ok') refuseVisit(verdict);
  }
  return order;
}

export async function firstNameIn(tx: Transaction, uid: string): Promise<string> {
  if (!uid) return '';
  const user = await tx.get(col(COLLECTIONS.users).doc(uid));
  return firstNameOf(user.get('name') ?? user.get('displayName'));
}

function collectOf(order: VisitDoc, now: Date) {
  const ledger = orderLedger(order, paymentsOnOrder(order), now);
  return { collect: ledgerLines(ledger).bay, dueCents: ledger.dueAtBranchCents };
}

/**
 * What the attendant sees: no e-mail, no phone, no other customer's data; and what to collect, from the order's
 * ledger (the payment fields the order records are written in the same transaction as its payment record).
 */
export function bayOrderView(order: VisitDoc, firstName: string, now: Date): BayOrderView {
  return {
    orderId: order.orderId,
    orderCode: order.orderCode,
    firstName,
    serviceName: order.serviceName,
    serviceType: order.serviceType,
    appointmentType: order.appointmentType,
    numberPlate: order.numberPlate,
    appointmentDate: order.appointmentDate,
    appointmentTime: order.serviceType === 'drive-in' ? '' : order.appointmentTime,
    checkedInAt: order.checkedInAt?.toISOString() ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    ...collectOf(order, now),
    planName: order.planId ? (order.planName ?? null) : null,
  };
}

export function answer(verdict: VisitVerdict, order: VisitDoc, firstName: string, now: Date): BayResponse {
  if (!verdict.ok) return refuseVisit(verdict.reason, verdict.message);
  return { outcome: verdict.outcome, message: verdict.message, order: bayOrderView(order, firstName, now) };
}

/** Records the arrival once: checkedInAt/checkedInBy by the server's clock, audited ('order.checkIn'). */
export async function checkInOrder(actor: Actor, located: Located, now: Date): Promise<BayResponse> {
  return runBookingTransaction(async (tx) => {
    const order = await readLocated(tx, located);
    const [firstName, plan] = await Promise.all([
      firstNameIn(tx, order.userId),
      readNamedPlan(tx, order.planId),
    ]);
    const verdict = checkInVerdict(order, now, WINDOW);
    if (!verdict.ok || verdict.outcome !== 'checked-in') return answer(verdict, order, firstName, now);
    // A plan order: the plan must still pay for it (a refunded or ended plan is refused, nothing written).
    requirePlanAtBay(plan, order);
    const ref = ordersCol().doc(order.id);
    const manual = located.manual ? { checkedInManually: located.manual } : {};
    tx.update(ref, {
      checkedInAt: Timestamp.fromDate(now),
      checkedInBy: actor.uid,
      ...manual,
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: 'order.checkIn',
      target: `${COLLECTIONS.orders}/${order.id}`,
      before: { status: order.status, checkedInAt: null },
      after: { status: order.status, checkedInAt: now.toISOString(), ...manual },
    });
    const said = located.manual ? { ...verdict, message: BAY_TEXT.checkedInManually } : verdict;
    return answer(said, { ...order, checkedInAt: now }, firstName, now);
  });
}

/** Marks a checked-in order washed: status 'completed', completedAt/completedBy, audited ('order.complete'). */
export async function completeOrder(actor: Actor, located: Located, now: Date): Promise<BayResponse> {
  return runBookingTransaction(async (tx) => {
    const order = await readLocated(tx, located);
    const [firstName, slot, plan] = await Promise.all([
      firstNameIn(tx, order.userId),
      readSlotOf(tx, order, now),
      readNamedPlan(tx, order.planId),
    ]);
    const verdict = completeVerdict(order);
    if (!verdict.ok || verdict.outcome !== 'completed') return answer(verdict, order, firstName, now);
    // The plan's wash is consumed with the completion.
    movePlanUse(tx, plan, order, 'used', now);
    const ref = ordersCol().doc(order.id);
    writeOrderStatus(tx, ref, order, slot, 'completed', {
      completedAt: Timestamp.fromDate(now),
      completedBy: actor.uid,
    });
    if (slot) writeSlot(tx, slot, now);
    writeAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: 'order.complete',
      target: `${COLLECTIONS.orders}/${order.id}`,
      before: { status: order.status },
      after: { status: 'completed', completedAt: now.toISOString() },
    });
    return answer(verdict, { ...order, status: 'completed', completedAt: now }, firstName, now);
  });
}
