// Housekeeping run every 5 minutes by triggers/cleanup.ts (and directly by tests: the emulator runs no schedules):
// expired holds (removed from their slot documents), stale userSessions (no activity for 10 minutes), expired
// specialRebookStates, and expired idempotency records. Firestore TTL policies on `expiresAt` are a backstop.
import { Timestamp, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { SESSION_TIMINGS } from '../../../../src/domain/sessions';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { db } from '../admin-sdk';
import { BOOKING_COLLECTIONS, col, holdsCol, readHold } from '../booking-docs';
import { runBookingTransaction } from './booking-transaction';
import { readSlot } from './slot-transaction';
import { writeSlot } from './slot-writes';
import { slotKeyOrNull } from '../../../../src/contracts/slot-documents';
import { shapedQuery } from '../shaped-query';

const PAGE = 300;

export interface CleanupResult {
  holds: number;
  sessions: number;
  rebookStates: number;
  bookingRequests: number;
}

async function deleteMatching(query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.limit(PAGE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < PAGE) return deleted;
  }
}

/** Deletes expired holds slot by slot, rewriting each slot document in the same transaction. */
async function cleanupHolds(now: Date): Promise<number> {
  const expired = await shapedQuery(holdsCol(), 'expiredHolds', {
    expiresAt: { '<=': Timestamp.fromDate(now) },
  }).get();
  const bySlot = new Map<string, { key: ReturnType<typeof slotKeyOrNull>; refs: DocumentReference[] }>();
  for (const doc of expired.docs) {
    const key = slotKeyOrNull(readHold(doc));
    const id = key ? JSON.stringify(key) : `orphan:${doc.id}`;
    const entry = bySlot.get(id) ?? { key, refs: [] };
    entry.refs.push(doc.ref);
    bySlot.set(id, entry);
  }
  let deleted = 0;
  for (const { key, refs } of bySlot.values()) {
    if (key) {
      // readSlot finds the slot's expired holds; writeSlot deletes them and rewrites the counts.
      deleted += await runBookingTransaction(async (tx) => {
        const state = await readSlot(tx, key, now);
        writeSlot(tx, state, now);
        return state.expiredHoldIds.length;
      });
    } else {
      const batch = db.batch();
      for (const ref of refs) batch.delete(ref);
      await batch.commit();
      deleted += refs.length;
    }
  }
  return deleted;
}

export async function cleanupExpired(now: Date): Promise<CleanupResult> {
  const staleBefore = Timestamp.fromDate(new Date(now.getTime() - SESSION_TIMINGS.globalCleanupMs));
  const nowTs = Timestamp.fromDate(now);
  const holds = await cleanupHolds(now);
  const sessions = await deleteMatching(
    shapedQuery(col(COLLECTIONS.userSessions), 'staleUserSessions', { lastActivity: { '<': staleBefore } }),
  );
  await deleteMatching(
    shapedQuery(col(COLLECTIONS.activeSessions), 'staleActiveSessions', {
      lastActivity: { '<': staleBefore },
    }),
  );
  const rebookStates = await deleteMatching(
    shapedQuery(col(COLLECTIONS.specialRebookStates), 'expiredRebookStates', { expiresAt: { '<=': nowTs } }),
  );
  const bookingRequests = await deleteMatching(
    shapedQuery(col(BOOKING_COLLECTIONS.bookingRequests), 'expiredBookingRequests', {
      expiresAt: { '<=': nowTs },
    }),
  );
  return { holds, sessions, rebookStates, bookingRequests };
}
