// The bay's manual ways (issue 46): a car whose pass will not scan, or that has no plate (a drive-in), is named by
// its order code plus the customer's first name or the last 4 digits of their phone, or by a tap on Today's list;
// the check-in itself is checkInOrder's (bay-visit.ts: same verdict, same transaction), audited with how the car was
// named. The tries on one code are limited per hour by the callable (callables/check-in-manually.ts), so the last 4
// digits of a phone cannot be guessed through it. A wrong name or number is 'not-found' like an unknown code: nothing
// is revealed. "Washed" can be undone for a minute by the server's clock (undoWashed), back to arrived.
import { FieldValue } from 'firebase-admin/firestore';
import { BAY_TEXT, firstNameOf } from '../../../../src/domain/bay';
import { businessDate } from '../../../../src/domain/calendar';
import {
  UNDO_WASHED_MS,
  type BayResponse,
  type CheckInManuallyRequest,
} from '../../../../src/contracts/bay-api';
import { COLLECTIONS, type OrderDoc } from '../../../../src/contracts/documents';
import { writeOrderStatus, type Actor } from './admin-orders';
import { answer, firstNameIn, readVisit, refuseVisit, type Located } from './bay-visit';
import { writeAudit } from '../audit';
import { col, ordersCol, readOrder } from '../booking-docs';
import { runBookingTransaction, readSlotOf, writeSlot } from '../slots';
import { shapedQuery } from '../shaped-query';
import { movePlanUse, readNamedPlan } from './plan-booking';

const digits = (text: unknown) => (typeof text === 'string' ? text.replace(/\D/g, '') : '');
const sameName = (a: string, b: string) => a !== '' && a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** Whether the typed first name or last 4 digits are the order's customer's (profile name; order or profile phone). */
async function customerMatches(order: OrderDoc, input: CheckInManuallyRequest): Promise<boolean> {
  const profile = order.userId ? await col(COLLECTIONS.users).doc(order.userId).get() : null;
  if ('firstName' in input) {
    const name = firstNameOf(profile?.get('name') ?? profile?.get('displayName'));
    return sameName(name, input.firstName.trim().split(/\s+/)[0] ?? '');
  }
  if (!('phoneLast4' in input)) return false;
  const phones = [order.contact, profile?.get('contact')].map(digits).filter((p) => p.length >= 4);
  return phones.some((p) => p.endsWith(input.phoneLast4));
}

/** The order a manual check-in names, or 'not-found' with the manual sentence. */
export async function locateManually(input: CheckInManuallyRequest, now: Date): Promise<Located> {
  if ('orderId' in input) return { orderId: input.orderId, pass: null, manual: 'list' };
  const today = businessDate(now);
  const snap = await shapedQuery(ordersCol(), 'bayOrdersByCode', {
    orderCode: input.orderCode,
    appointmentDate: today,
  }).get();
  const open = snap.docs
    .map(readOrder)
    .sort((a, b) => Number(b.status === 'confirmed') - Number(a.status === 'confirmed'));
  for (const order of open) {
    if (await customerMatches(order, input))
      return { orderId: order.id, pass: null, manual: 'firstName' in input ? 'code+name' : 'code+phone' };
  }
  return refuseVisit('not-found', BAY_TEXT.notFoundManual);
}

/** Puts a car marked washed less than a minute ago back to arrived (status confirmed), audited ('order.undoComplete'). */
export async function undoWashed(actor: Actor, orderId: string, now: Date): Promise<BayResponse> {
  return runBookingTransaction(async (tx) => {
    const snap = await tx.get(ordersCol().doc(orderId));
    if (!snap.exists) return refuseVisit('not-found');
    const order = readVisit(snap);
    const [firstName, slot, plan] = await Promise.all([
      firstNameIn(tx, order.userId),
      readSlotOf(tx, order, now),
      readNamedPlan(tx, order.planId),
    ]);
    const age = order.completedAt ? now.getTime() - order.completedAt.getTime() : Infinity;
    if (order.status !== 'completed' || !(age >= 0 && age <= UNDO_WASHED_MS))
      return refuseVisit('undo-too-late');
    writeOrderStatus(tx, snap.ref, order, slot, 'confirmed', {
      completedAt: FieldValue.delete(),
      completedBy: FieldValue.delete(),
    });
    if (slot) writeSlot(tx, slot, now);
    // A plan's wash consumed by the completion is reserved again.
    movePlanUse(tx, plan, order, 'reserved', now);
    writeAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: 'order.undoComplete',
      target: `${COLLECTIONS.orders}/${order.id}`,
      before: { status: 'completed', completedAt: order.completedAt?.toISOString() ?? null },
      after: { status: 'confirmed' },
    });
    const back = { ...order, status: 'confirmed' as const, completedAt: undefined };
    return answer({ ok: true, outcome: 'checked-in', message: BAY_TEXT.undone }, back, firstName, now);
  });
}
