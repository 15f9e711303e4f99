// A block record's causes at the Firestore boundary (the rules: src/domain/block-causes.ts). Stored as
//   { userId, type, reason, blockUntil, updatedAt, phoneHashes?, causes: { <id>: { until, reason, by, at, orderId? } } }
// where blockUntil and reason are those of the cause that ends last, so every reader of blockUntil (eligibility,
// the booking gate, account deletion, the Users tab, the rules) is unchanged. Records written before causes existed
// are read as one cause. Writers: adminBlockUser (the staff cause), the no-show job (a miss's), adminExcuseNoShow
// (removes a miss's); adminUnblockUser deletes the record, every cause with it.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { AppointmentType } from '../../../../src/contracts/documents';
import {
  blockEnd,
  legacyCauseId,
  STAFF_CAUSE,
  type BlockCause,
  type BlockCauses,
} from '../../../../src/domain/block-causes';
import { toDate } from '../booking-docs';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function readCause(value: unknown): BlockCause | null {
  if (value === null || typeof value !== 'object') return null;
  const c = value as Record<string, unknown>;
  const until = toDate(c.until);
  if (!until) return null;
  return {
    until,
    reason: text(c.reason),
    by: text(c.by),
    at: toDate(c.at) ?? until,
    ...(typeof c.orderId === 'string' && c.orderId ? { orderId: c.orderId } : {}),
  };
}

/**
 * The causes of a block record, tolerantly: its `causes` map (entries without a readable end are skipped), or, for a
 * record written before causes existed (or whose map has nothing readable), its single end as one cause
 * (legacyCauseId). A missing record or one without a readable end has none.
 */
export function readBlockCauses(snap: DocumentSnapshot | null): BlockCauses {
  if (!snap?.exists) return {};
  const stored = snap.get('causes') as unknown;
  if (stored !== null && typeof stored === 'object' && !Array.isArray(stored)) {
    const causes = Object.entries(stored as Record<string, unknown>)
      .map(([id, value]) => [id, readCause(value)] as const)
      .filter((entry): entry is readonly [string, BlockCause] => entry[1] !== null);
    if (causes.length > 0) return Object.fromEntries(causes);
  }
  const until = toDate(snap.get('blockUntil'));
  if (!until) return {};
  const reason = text(snap.get('reason'));
  const noShowOrderId = text(snap.get('noShowOrderId')) || null;
  const id = legacyCauseId({ reason, noShowOrderId });
  const cause: BlockCause = { until, reason, by: '', at: toDate(snap.get('updatedAt')) ?? until };
  return { [id]: id !== STAFF_CAUSE && noShowOrderId ? { ...cause, orderId: noShowOrderId } : cause };
}

function storedCause(cause: BlockCause) {
  return {
    until: Timestamp.fromDate(cause.until),
    reason: cause.reason,
    by: cause.by,
    at: Timestamp.fromDate(cause.at),
    ...(cause.orderId ? { orderId: cause.orderId } : {}),
  };
}

export interface BlockRecordTarget {
  ref: DocumentReference;
  /** Whether the record exists, as read in this transaction. */
  exists: boolean;
  userId: string;
  type: AppointmentType;
  /** The account's verified number, collected by the record (block-identity.ts); null adds none. */
  phoneHash: string | null;
  now: Date;
}

/**
 * Writes `causes` as the record (blockUntil and reason: the cause that ends last; the old `noShowOrderId` marker
 * removed), or deletes the record when no cause is left. Call after every read of the transaction. Answers the
 * block's end, or null when it was lifted.
 */
export function writeBlockCauses(
  tx: Transaction,
  target: BlockRecordTarget,
  causes: BlockCauses,
): Date | null {
  const { ref, exists, userId, type, phoneHash, now } = target;
  const end = blockEnd(causes);
  if (!end) {
    if (exists) tx.delete(ref);
    return null;
  }
  const record = {
    userId,
    type,
    reason: end.cause.reason,
    blockUntil: Timestamp.fromDate(end.cause.until),
    updatedAt: Timestamp.fromDate(now),
    causes: Object.fromEntries(Object.entries(causes).map(([id, c]) => [id, storedCause(c)])),
    ...(phoneHash ? { phoneHashes: FieldValue.arrayUnion(phoneHash) } : {}),
  };
  // update replaces the whole `causes` map (a merge would keep a removed cause); other fields (phoneHashes, an
  // inherited record's hashes) stay.
  if (exists) tx.update(ref, { ...record, noShowOrderId: FieldValue.delete() });
  else tx.set(ref, record);
  return end.cause.until;
}
