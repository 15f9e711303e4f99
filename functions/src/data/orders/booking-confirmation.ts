// confirmBooking: turns the caller's hold into a confirmed order, in one slot transaction. Idempotent per
// (caller, requestId): a retry or double click answers the first call's orderId and writes nothing.
// A special appointment needs its fee: either paid through WiPay (checkout-special.ts calls this writer with
// `paidFee` once the processor confirmed the payment) or waived by a valid special rebook state. A direct call
// for a special with neither is refused (special-fee-unpaid) before anything is written.
// A booking with `planId` (issue 43) reads the plan in the gate's first round and judges it with planUseRefusal
// (plan-booking.ts): refused, nothing is written; allowed, the order records the plan and the plan `uses[orderId]`
// = reserved, in this transaction. A plan that includes specials' fee pays it; otherwise the fee rule stands.
import {
  Timestamp,
  type DocumentReference,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { MESSAGES } from '../../../../src/domain/messages';
import { repeatable } from '../../../../src/domain/identifiers';
import type { ConfirmBookingResponse } from '../../../../src/contracts/booking-api';
import type { SpecialFeePaid } from '../../../../src/contracts/documents';
import { bookingRequestsCol, ordersCol } from '../booking-docs';
import { refuse } from '../../refusals/booking-errors';
import { queueOrderMail } from '../order-mail-queue';
import { writeBookingState, withOrder, runBookingTransaction, toSeat, giveHoldSeatTo } from '../slots';
import { PAYMENT_TEXT, paymentRecordData, paymentRecordRef } from '../card-payment';
import { countPlateTry } from './plate-tries';
import { buildOrder, signedOrderData } from './new-order';
import { type ConfirmBookingInput, type CheckedBooking, settle, checkBooking } from './booking-check';
import type { PlanDoc } from '../plans';
import { appointmentUse, planOrderFields, readNamedPlan, requirePlanUse, writePlanUse } from './plan-booking';

/** How long an idempotency record is kept (TTL field `expiresAt`). */
const REQUEST_RECORD_TTL_MS = 24 * 3_600_000;

/** The special fee WiPay confirmed for this booking (checkout-special.ts); the order records it. */
export interface PaidSpecialFee {
  fee: SpecialFeePaid;
  /** For paymentRecords/{paymentReference}: the processor's name. */
  processor: string;
}

/** The booking as decided, for `writeBooking`. */
interface Booking {
  uid: string;
  tokenEmail: string | null;
  input: ConfirmBookingInput;
  checked: CheckedBooking;
  /** The rebook state that waives the fee (null when the fee is paid or none is valid). */
  rebookState: QueryDocumentSnapshot | null;
  paid: PaidSpecialFee | undefined;
  requestRef: DocumentReference;
  paymentRef: DocumentReference | null;
  /** The wash plan that pays for this wash (judged already), or null. */
  plan: PlanDoc | null;
  random: () => number;
  now: Date;
}

/** The fee payment behind a rebook state (WiPay's transaction id), or null for a state written before it was kept. */
function waivedBy(state: QueryDocumentSnapshot | null): string | null {
  const reference: unknown = state?.get('sourcePaymentReference');
  return typeof reference === 'string' && reference !== '' ? reference : null;
}

/** Writes a booking decided by `confirmBooking`: order, payment record, slot, request record, state and mail job. */
async function writeBooking(tx: Transaction, b: Booking): Promise<ConfirmBookingResponse> {
  const { user, hold, slot } = b.checked;
  const { uid, input, paid, now, rebookState } = b;
  const type = hold.appointmentType;
  const order = buildOrder({
    userId: uid,
    userEmail: user.profile.email || b.tokenEmail || '',
    contact: user.profile.contact ?? '',
    servicePackage: input.servicePackage,
    appointmentType: type,
    location: hold.location,
    appointmentDate: hold.appointmentDate,
    appointmentTime: hold.appointmentTime,
    numberPlate: input.numberPlate,
    rebookStateValid: rebookState !== null,
    now,
    random: b.random,
  });
  const orderId = order.orderId;
  // A plan's wash: nothing is taken for it (the plan's purchase paid it; the ledger says so from planId).
  if (b.plan) order.price = 0;
  const stored = await signedOrderData(order, {
    ...(b.plan ? planOrderFields(b.plan, type) : {}),
    specialInstructions: input.specialInstructions ?? '',
    // paymentProcessor: the admin detail offers a WiPay refund of the fee.
    ...(paid && type === 'special' ? { specialFeePaid: paid.fee, paymentProcessor: paid.processor } : {}),
    // The payment whose rebook state waived the fee: its refund or lost chargeback withdraws this order too.
    ...(waivedBy(rebookState) ? { specialFeeWaivedBy: waivedBy(rebookState) } : {}),
  });
  tx.create(ordersCol().doc(orderId), stored);
  if (paid && b.paymentRef) {
    const record = { userId: uid, orderId, purpose: 'special' as const, amount: paid.fee.cents / 100 };
    tx.create(b.paymentRef, paymentRecordData({ ...record, processor: paid.processor }));
  }
  giveHoldSeatTo(tx, slot, hold, toSeat({ id: orderId, ...order }), now);
  tx.set(b.requestRef, {
    userId: uid,
    orderId,
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromDate(new Date(now.getTime() + REQUEST_RECORD_TTL_MS)),
  });
  const holdId = user.state.holdId === hold.id ? null : user.state.holdId;
  writeBookingState(
    tx,
    user,
    { holdId, appointments: withOrder(user.state.appointments, orderId, order) },
    now,
  );
  // The waived fee is not a fee paid: this order gets no `specialFeePaid`, so giving it up earns no new state.
  if (rebookState) tx.delete(rebookState.ref);
  if (b.plan) writePlanUse(tx, b.plan.id, orderId, hold.appointmentDate, 'reserved', now);
  queueOrderMail(tx, { ...order, qrData: stored.qrData }, 'booking', now);
  return { orderId };
}

/** The wash a booking asks its plan to pay for: the hold's time and type, the package and plate asked for. */
function bookingUse(uid: string, input: ConfirmBookingInput, booking: CheckedBooking) {
  const { hold } = booking;
  return appointmentUse(uid, {
    serviceId: input.servicePackage.id,
    plate: input.numberPlate,
    date: hold.appointmentDate,
    time: hold.appointmentTime,
    type: hold.appointmentType,
  });
}

export async function confirmBooking(
  uid: string,
  tokenEmail: string | null,
  input: ConfirmBookingInput,
  now: Date,
  paid?: PaidSpecialFee,
): Promise<ConfirmBookingResponse> {
  // A plate counts against the customer's ceiling of different plates before anything else, whatever follows.
  if (input.numberPlate) await countPlateTry(uid, input.numberPlate, now);
  const requestRef = bookingRequestsCol().doc(`${uid}_${input.requestId}`);
  const paymentRef = paid ? paymentRecordRef(paid.fee.paymentReference) : null;
  // The order's id and code stay the same when the transaction runs again.
  const ids = repeatable(Math.random);
  // The first attempt gives a live hold's seat without reading its slot (checkBooking's `assumeSlot`); any attempt
  // after it (a lost commit, a missing members document) reads the slot.
  let attempts = 0;
  return runBookingTransaction(async (tx) => {
    attempts += 1;
    // An earlier answer to this request and the payment record, read in the same round as the gate's first reads.
    // The plan (issue 43) is read in the same round: one more read, no more rounds.
    const [earlier, used, checked, planRead] = await Promise.all([
      tx.get(requestRef),
      paymentRef ? tx.get(paymentRef) : null,
      settle(checkBooking(tx, uid, input, now, { feePaid: paid !== undefined, assumeSlot: attempts === 1 })),
      readNamedPlan(tx, input.planId),
    ]);
    if (earlier.exists) return { orderId: String(earlier.get('orderId')) };
    const booking = checked();
    const plan = input.planId ? requirePlanUse(planRead, bookingUse(uid, input, booking)) : null;
    // A paid fee (or a plan that pays it) is used as such: a rebook state the customer also holds stays for later.
    const planPaysFee = plan?.includesSpecialFee === true;
    const rebookState = paid || planPaysFee ? null : booking.rebookState;
    if (booking.hold.appointmentType === 'special' && !paid && !rebookState && !planPaysFee) {
      refuse('failed-precondition', 'special-fee-unpaid', MESSAGES.payment.specialFeeUnpaid);
    }
    if (used?.exists) {
      refuse(
        'failed-precondition',
        'payment-not-verified',
        PAYMENT_TEXT.paymentNotVerified,
        'reference-used',
      );
    }
    const random = ids.replay();
    const common = { uid, tokenEmail, input, paid, requestRef, paymentRef, plan, random, now };
    return writeBooking(tx, { ...common, checked: booking, rebookState });
  });
}
