// The no-show job's core (run every 5 minutes by triggers/mark-no-shows.ts, and directly by tests with an explicit
// `now`: the emulator runs no schedules). An appointment still open when its arrival window closed, without a
// check-in, is marked missed: status 'cancelled' with noShow: true and noShowAt (domain/no-show.ts). A missed FREE
// appointment blocks free appointments for NO_SHOW_BLOCK_DAYS: it adds its own cause, `noShow_<orderId>`, to
// freeAppointmentBlocks/{uid} beside any other (staff's, another miss's), and the record ends with the cause that
// ends last (block-records.ts), so an excuse lifts this miss's cause alone; the customer gets one e-mail
// (`mail/no-show-<orderId>`); the miss is audited. Each miss is one slot transaction that re-reads the order and
// decides again, so a second, late or concurrent run finds it marked and changes nothing.
//   The seat: a missed order stops occupying its slot like any cancelled one (the slot is past, so nobody can take
// it), and the slot's documents are rewritten from it in the same commit, as an admin's status change does.
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { ARRIVAL_LATE_MINUTES } from '../../../../src/contracts/bay-api';
import { COLLECTIONS, OPEN_STATUSES, type OrderDoc } from '../../../../src/contracts/documents';
import {
  isNoShow,
  NO_SHOW_LOOKBACK_DAYS,
  noShowBlockUntil,
  noShowMailId,
} from '../../../../src/domain/no-show';
import {
  blockEnd,
  liveCauses,
  noShowBlockReason,
  noShowCauseId,
  withCause,
} from '../../../../src/domain/block-causes';
import { manageOrdersUrl, noShowMailText } from '../mail';
import { writeAudit } from '../audit';
import { readBlockCauses, writeBlockCauses, currentPhoneHash, blockRef } from '../people';
import { col, ordersCol, readOrder, toDate } from '../booking-docs';
import { keptQrData } from '../../pass/order-pass';
import {
  runBookingTransaction,
  noteOrderChange,
  readSlotOf,
  dropReservations,
  setOrderStatus,
  writeSlot,
} from '../slots';
import { shapedQuery } from '../shaped-query';
import { messagesCol, queueMessageFact } from '../message-queue';
import { movePlanUse, readNamedPlan } from './plan-booking';

/** Who the audit log names for the job's own changes. */
export const NO_SHOW_ACTOR = 'system:markNoShows';

export interface NoShowRunResult {
  /** Orders marked missed by this run. */
  missed: number;
  /** Of those, how many applied (or lengthened) a free-appointment block. */
  blocked: number;
  /** Candidates found marked, checked in or changed by the time their transaction ran. */
  skipped: number;
}

const DAY_MS = 86_400_000;

function facts(order: OrderDoc, data: Record<string, unknown>) {
  return {
    status: order.status,
    serviceType: order.serviceType,
    appointmentAt: order.appointmentDateTime,
    checkedInAt: toDate(data.checkedInAt),
    noShow: data.noShow === true,
  };
}

/** The e-mail about the miss, as a `mail` document in the Trigger Email format. */
function mailDoc(order: OrderDoc, blockUntil: Date | null) {
  const message = noShowMailText(order, blockUntil, { manageUrl: manageOrdersUrl() });
  return {
    to: order.userEmail,
    message,
    orderId: order.orderId,
    kind: 'no-show',
    createdAt: FieldValue.serverTimestamp(),
  };
}

/**
 * Adds the miss's own cause to the free block record (read as `blockSnap` in this transaction), even under a longer
 * block: staff may shorten theirs later, and the miss must still count. Answers the cause, the block's end and
 * whether this miss lengthened it.
 */
function addMissCause(
  tx: Transaction,
  blockSnap: DocumentSnapshot,
  order: OrderDoc,
  now: Date,
  phoneHash: string | null,
): { causeId: string; blockUntil: Date; lengthened: boolean } {
  const causes = readBlockCauses(blockSnap);
  const before = blockEnd(liveCauses(causes, now))?.cause.until ?? null;
  const until = noShowBlockUntil(order, now, null)!;
  const causeId = noShowCauseId(order.id);
  const cause = {
    until,
    reason: noShowBlockReason(order.orderId),
    by: NO_SHOW_ACTOR,
    at: now,
    orderId: order.id,
  };
  const target = {
    ref: blockSnap.ref,
    exists: blockSnap.exists,
    userId: order.userId,
    type: 'free' as const,
    phoneHash,
    now,
  };
  const blockUntil = writeBlockCauses(tx, target, withCause(causes, causeId, cause, now))!;
  return { causeId, blockUntil, lengthened: noShowBlockUntil(order, now, before) !== null };
}

/** Marks order `orderId` missed if it still is at `now`, in one transaction; answers what it did. */
async function markOne(
  orderId: string,
  now: Date,
  phoneHash: string | null,
): Promise<'missed' | 'blocked' | 'skipped'> {
  return runBookingTransaction(async (tx: Transaction) => {
    const ref = ordersCol().doc(orderId);
    const snap = await tx.get(ref);
    if (!snap.exists) return 'skipped';
    const order = readOrder(snap);
    if (!isNoShow(facts(order, snap.data()!), now, ARRIVAL_LATE_MINUTES)) return 'skipped';
    const mailRef = col(COLLECTIONS.mail).doc(noShowMailId(order.id));
    const factRef = messagesCol().doc(noShowMailId(order.id));
    const [blockSnap, mailSnap, slot, factSnap, plan] = await Promise.all([
      order.appointmentType === 'free' && order.userId
        ? tx.get(blockRef('free', order.userId))
        : Promise.resolve(null),
      tx.get(mailRef),
      readSlotOf(tx, order, now),
      tx.get(factRef),
      readNamedPlan(tx, order.planId),
    ]);

    tx.update(ref, {
      status: 'cancelled',
      noShow: true,
      noShowAt: Timestamp.fromDate(now),
      // The status changes, the pass stays (same order, same owner): the bay refuses it by status.
      qrData: keptQrData({ ...order, status: 'cancelled' }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    noteOrderChange(tx, order.userId, order.id, { ...order, status: 'cancelled' });
    if (slot) {
      setOrderStatus(slot, order, 'cancelled');
      dropReservations(slot, order.id);
      writeSlot(tx, slot, now);
    }
    // A wash plan's reserved wash is forfeited, as the published no-show penalty says (issue 43).
    movePlanUse(tx, plan, order, 'forfeited', now);
    const missBlock = blockSnap ? addMissCause(tx, blockSnap, order, now, phoneHash) : null;
    if (!factSnap.exists) {
      queueMessageFact(
        tx,
        { eventId: factRef.id, kind: 'no-show', orderId: order.id, userId: order.userId },
        now,
      );
    }
    if (!mailSnap.exists && order.userEmail) {
      tx.create(mailRef, mailDoc(order, missBlock?.blockUntil ?? null));
    }
    writeAudit(tx, {
      actorUid: NO_SHOW_ACTOR,
      actorEmail: null,
      action: 'order.noShow',
      target: `${COLLECTIONS.orders}/${order.id}`,
      before: { status: order.status },
      after: {
        status: 'cancelled',
        noShow: true,
        appointmentDate: order.appointmentDate,
        appointmentTime: order.appointmentTime,
        appointmentType: order.appointmentType,
        blockUntil: missBlock?.lengthened ? Timestamp.fromDate(missBlock.blockUntil) : null,
        blockCause: missBlock?.causeId ?? null,
      },
    });
    return missBlock?.lengthened ? 'blocked' : 'missed';
  });
}

/**
 * Marks every appointment missed whose arrival window closed by `now` (looking back NO_SHOW_LOOKBACK_DAYS, so a
 * job that was down catches up), each in its own transaction. Safe to run twice, late or concurrently.
 */
export async function markNoShows(now: Date): Promise<NoShowRunResult> {
  const closedBy = new Date(now.getTime() - ARRIVAL_LATE_MINUTES * 60_000);
  const since = new Date(now.getTime() - NO_SHOW_LOOKBACK_DAYS * DAY_MS);
  const candidates = await shapedQuery(ordersCol(), 'noShowsDue', {
    status: OPEN_STATUSES,
    appointmentDateTime: { '>': Timestamp.fromDate(since), '<=': Timestamp.fromDate(closedBy) },
  }).get();
  const result: NoShowRunResult = { missed: 0, blocked: 0, skipped: 0 };
  for (const candidate of candidates.docs) {
    const order = readOrder(candidate);
    if (!isNoShow(facts(order, candidate.data()), now, ARRIVAL_LATE_MINUTES)) {
      result.skipped += 1;
      continue;
    }
    // The block keeps the account's verified number, so deleting the account does not shed it (block-identity.ts).
    const phoneHash =
      order.appointmentType === 'free' && order.userId ? await currentPhoneHash(order.userId) : null;
    const outcome = await markOne(candidate.id, now, phoneHash);
    if (outcome === 'skipped') result.skipped += 1;
    else result.missed += 1;
    if (outcome === 'blocked') result.blocked += 1;
  }
  return result;
}
