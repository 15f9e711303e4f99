// Wash plans for the plan-use suite (issue 43): plans written directly with the Admin SDK, as a paid checkout leaves
// them (the buying path is another suite's), and what a plan, a customer's orders and a slot hold afterwards.
import '../../scripts/support/admin-emulator-env';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../functions/src/data/admin-sdk';

const DAY_MS = 86_400_000;
let planCounter = 0;

export interface SeedPlanInput {
  userId: string;
  plate?: string;
  serviceId?: string;
  washes?: number;
  perDayCap?: number;
  includesSpecialFee?: boolean;
  status?: 'active' | 'refunded';
  startsAt?: Date;
  endsAt?: Date;
  /** uses[orderId] = { date, state }. */
  uses?: Record<string, { date: string; state: 'reserved' | 'used' | 'forfeited' }>;
}

/** Writes plans/{PLAN-…} as the purchase would: a 30-day COMFORT pass of 8 washes, one a day, unless told. */
export async function seedPlan(input: SeedPlanInput): Promise<string> {
  planCounter += 1;
  const id = `PLAN-test${Date.now()}${planCounter}`;
  const now = Date.now();
  const uses = Object.fromEntries(
    Object.entries(input.uses ?? {}).map(([orderId, u]) => [orderId, { ...u, at: Timestamp.now() }]),
  );
  await db.doc(`plans/${id}`).set({
    userId: input.userId,
    planTypeId: 'comfort-pass-30',
    name: '30-Day Comfort Pass',
    serviceId: input.serviceId ?? 'comfort-wash',
    washes: input.washes ?? 8,
    validityDays: 30,
    perDayCap: input.perDayCap ?? 1,
    includesSpecialFee: input.includesSpecialFee ?? false,
    priceValue: 350,
    plate: input.plate ?? 'PDF1234',
    status: input.status ?? 'active',
    startsAt: Timestamp.fromMillis(input.startsAt?.getTime() ?? now - DAY_MS),
    endsAt: Timestamp.fromMillis(input.endsAt?.getTime() ?? now + 29 * DAY_MS),
    uses,
    checkoutId: `test${planCounter}`,
    transactionId: `test_tx_${planCounter}`,
    paymentProcessor: 'WiPay sandbox',
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  return id;
}

export const planDoc = async (planId: string) => (await db.doc(`plans/${planId}`).get()).data()!;
export const planUses = async (planId: string) =>
  (await planDoc(planId)).uses as Record<string, { date: string; state: string }>;
/** The plan's last write (null: no such plan): equal before and after means the plan was not written. */
export const planWriteTime = async (planId: string) =>
  (await db.doc(`plans/${planId}`).get()).updateTime?.toMillis() ?? null;
export const ordersOf = async (uid: string) =>
  (await db.collection('orders').where('userId', '==', uid).get()).docs.map((d) => ({
    id: d.id,
    ...d.data(),
  }));
export const setPlan = (planId: string, fields: Record<string, unknown>) =>
  db.doc(`plans/${planId}`).update(fields);
