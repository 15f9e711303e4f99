// redeemPlanAtBay (issue 43): a drive-in wash paid by a wash plan whose signed pass the attendant scanned, with the
// plate of the car in front of them. The pass is verified before any read (a forged one or an order's pass costs one
// signature check); then ONE transaction reads the plan, judges the wash with domain/plans planUseRefusal (now, the
// business date of now, 'drive-in', the plan's package, the typed plate) and writes the drive-in order (checked in by
// the attendant, nothing due: the plan's purchase paid it), the plan's `uses[orderId] = 'used'`, the idempotency
// record and the audit entry. A refusal writes nothing. A second tap with the same requestId answers the first order.
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { businessDate } from '../../../../src/domain/calendar';
import { findPackageById } from '../../../../src/domain/catalogue';
import { repeatable } from '../../../../src/domain/identifiers';
import { normalizeNumberPlate } from '../../../../src/domain/validation';
import type { RedeemPlanAtBayRequest, RedeemPlanAtBayResponse } from '../../../../src/contracts/plan-api';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { verifyPlanPass } from '../../pass/plan-pass';
import { refusePlan } from '../../refusals/booking-errors';
import { writeAudit } from '../audit';
import { bookingRequestsCol, col, ordersCol } from '../booking-docs';
import { runBookingTransaction } from '../slots';
import { planWashesLeft, type PlanDoc, type PlanUseRequest } from '../plans';
import type { Actor } from './admin-orders';
import { refuseVisit } from './bay-visit';
import { buildDriveInOrder } from './drive-in-order';
import { signedOrderData } from './new-order';
import { planOrderFields, readNamedPlan, requirePlanUse, writePlanUse } from './plan-booking';

/** How long an idempotency record is kept (TTL field `expiresAt`), as for confirmBooking. */
const REQUEST_RECORD_TTL_MS = 24 * 3_600_000;

function answerOf(plan: PlanDoc, orderId: string, extraUsed: number): RedeemPlanAtBayResponse {
  const left = planWashesLeft(plan);
  return {
    orderId,
    planName: plan.name,
    serviceName: findPackageById(plan.serviceId)?.name ?? '',
    plate: plan.plate,
    left: Math.max(0, left - extraUsed),
    washes: plan.washes,
  };
}

/** Writes the redeemed drive-in: the order, the plan's wash used, the request record and the audit entry. */
async function writeRedemption(
  tx: Transaction,
  actor: Actor,
  plan: PlanDoc,
  user: DocumentSnapshot,
  requestRef: DocumentReference,
  random: () => number,
  now: Date,
): Promise<RedeemPlanAtBayResponse> {
  const order = buildDriveInOrder({
    userId: plan.userId,
    userEmail: String(user.get('email') ?? ''),
    contact: String(user.get('contact') ?? ''),
    servicePackage: findPackageById(plan.serviceId)!,
    cardholderName: '',
    now,
    random,
  });
  order.price = 0;
  order.numberPlate = plan.plate;
  const stored = await signedOrderData(order, {
    ...planOrderFields(plan, 'free'),
    // Redeemed at the bay: the car is there, checked in as a drive-in scanned at the machine is.
    checkedInAt: Timestamp.fromDate(now),
    checkedInBy: actor.uid,
  });
  tx.create(ordersCol().doc(order.orderId), stored);
  writePlanUse(tx, plan.id, order.orderId, order.appointmentDate, 'used', now);
  tx.set(requestRef, {
    userId: actor.uid,
    orderId: order.orderId,
    planId: plan.id,
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromDate(new Date(now.getTime() + REQUEST_RECORD_TTL_MS)),
  });
  writeAudit(tx, {
    actorUid: actor.uid,
    actorEmail: actor.email,
    action: 'plan.redeem',
    target: `${COLLECTIONS.orders}/${order.orderId}`,
    before: null,
    after: { planId: plan.id, serviceName: order.serviceName, appointmentDate: order.appointmentDate },
  });
  return answerOf(plan, order.orderId, 1);
}

export async function redeemPlanAtBay(
  actor: Actor,
  input: RedeemPlanAtBayRequest,
  now: Date,
): Promise<RedeemPlanAtBayResponse> {
  const signed = await verifyPlanPass(input.pass);
  if (!signed) return refuseVisit('invalid-pass');
  const plate = normalizeNumberPlate(input.numberPlate);
  const requestRef = bookingRequestsCol().doc(`redeem_${actor.uid}_${input.requestId}`);
  const ids = repeatable(Math.random);
  return runBookingTransaction(async (tx) => {
    const [earlier, planRead] = await Promise.all([tx.get(requestRef), readNamedPlan(tx, signed.planId)]);
    if (earlier.exists && earlier.get('planId') === signed.planId && planRead) {
      return answerOf(planRead, String(earlier.get('orderId')), 0);
    }
    if (!planRead) return refusePlan('not-found');
    const use: PlanUseRequest = {
      // The pass stands for its owner: the attendant redeems on the owner's behalf.
      uid: planRead.userId,
      serviceId: planRead.serviceId,
      plate: plate || null,
      at: now,
      date: businessDate(now),
      appointmentType: 'drive-in',
    };
    const plan = requirePlanUse(planRead, use);
    const user = await tx.get(col(COLLECTIONS.users).doc(plan.userId));
    return writeRedemption(tx, actor, plan, user, requestRef, ids.replay(), now);
  });
}
