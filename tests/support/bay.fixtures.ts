// Calls and checks shared by the bay suites (bay-check-in.test.ts, bay-attacks.test.ts): attendants, the two bay
// callables, a refusal with its reason, and "nothing was written" (the order's update time and the audit log); and
// the order the bay board suites write by hand (bay-board.test.ts, emulator-triggers.test.ts).
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import {
  BAY_ATTENDANT_CLAIM,
  type BayRefusal,
  type BayResponse,
  type CompleteOrderRequest,
} from '../../src/contracts/bay-api';
import { businessMinutesOfDay } from '../../src/domain/calendar';
import { db } from '../../functions/src/data/admin-sdk';
import { createCustomer, type Customer } from './clients.fixtures';

/** The day `boardOrder` books, and its appointment's instant. */
export const BOARD_DAY = '2026-11-24';
/** A confirmed free appointment on BOARD_DAY at 10:10 AM, as the bay board's trigger reads it, with `fields` over it. */
export const boardOrder = (fields: Record<string, unknown> = {}) => ({
  orderId: 'x',
  userId: 'u1',
  userEmail: 'alice@example.com',
  contact: '+18685550111',
  status: 'confirmed',
  serviceType: 'appointment',
  appointmentDate: BOARD_DAY,
  appointmentTime: '10:10 AM',
  appointmentDateTime: Timestamp.fromDate(new Date('2026-11-24T14:10:00Z')),
  appointmentType: 'free',
  orderCode: '4821',
  serviceName: 'BASIC WASH',
  numberPlate: 'PDF1234',
  location: 'Chaguanas Branch',
  ...fields,
});

export const createAttendant = () => createCustomer({ claims: { [BAY_ATTENDANT_CLAIM]: true } });

export const checkIn = (c: Pick<Customer, 'client'>, request: CompleteOrderRequest) =>
  c.client.call<BayResponse>('checkInOrder', request);
export const complete = (c: Pick<Customer, 'client'>, request: CompleteOrderRequest) =>
  c.client.call<BayResponse>('completeOrder', request);

export const storedOrder = async (id: string) => (await db.doc(`orders/${id}`).get()).data()!;
export const qrOf = async (id: string) => (await storedOrder(id)).qrData as string;

/** Awaits a bay call expected to fail with `code` and `details.reason`; returns the server's sentence. */
export async function expectBayRefusal(
  call: Promise<unknown>,
  code: string,
  reason?: BayRefusal,
): Promise<string> {
  const error = (await call.then(
    () => {
      throw new Error(`expected functions/${code}, but the call succeeded`);
    },
    (e: unknown) => e,
  )) as { code: string; message: string; details?: { reason?: string } };
  expect(error.code).toBe(`functions/${code}`);
  if (reason) expect(error.details?.reason).toBe(reason);
  return error.message.replace(/ \[\d{3}\]$/, '');
}

/** The order's update time and the number of audit entries: equal before and after means nothing was written. */
export async function writesOf(orderId: string) {
  const [order, audit] = await Promise.all([
    db.doc(`orders/${orderId}`).get(),
    db.collection('auditLog').count().get(),
  ]);
  return { updateTime: order.updateTime?.toMillis() ?? null, audits: audit.data().count };
}

/** Business hours with room on both sides for an appointment a few minutes ago (not near midnight or closing). */
export function inOpenHours(now = new Date()): boolean {
  const minute = businessMinutesOfDay(now);
  return minute >= 90 && minute <= 18 * 60 + 30;
}
