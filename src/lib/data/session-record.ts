// userSessions/{uid}: one record per customer saying which booking page (appointment or payment) is open and which
// page load (sessionId) owns it. It is what makes the one-booking-page rule hold across devices, where browser
// storage cannot reach: a page claims the record on entry only when no other page's record is live
// (domain/sessions userSessionConflict; the rules refuse the same takeover), refreshes lastActivity every 15 s
// (appointment) or 30 s (payment) while it still owns it, and deletes it on leave only if it is still its own.
// `expiresAt` (TTL) lets the database drop records of pages that closed without cleaning up.
import type { SessionPage } from '../../domain/sessions';
import { SESSION_TIMINGS, userSessionConflict } from '../../domain/sessions';
import { MESSAGES } from '../../domain/messages';
import { getFirebaseDb } from '../firebase';
import { COLLECTIONS } from '../model/types';

const ttl = (now: Date) => new Date(now.getTime() + SESSION_TIMINGS.globalCleanupMs);

async function sessionDoc(uid: string) {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  return { db, fs, ref: fs.doc(db, COLLECTIONS.userSessions, uid) };
}

interface StoredSession {
  page: string;
  sessionId: string;
  lastActivity: Date;
}

function readStored(data: Record<string, unknown> | undefined): StoredSession | null {
  if (!data) return null;
  const at = data.lastActivity as { toDate?: () => Date } | null | undefined;
  return {
    page: typeof data.page === 'string' ? data.page : '',
    sessionId: typeof data.sessionId === 'string' ? data.sessionId : '',
    // A pending server timestamp reads as null: it was written just now.
    lastActivity: typeof at?.toDate === 'function' ? at.toDate() : new Date(),
  };
}

export type ClaimOutcome = { status: 'claimed' } | { status: 'conflict'; message: string };

/**
 * Takes the record for this page on entry, unless another page of the customer (another tab or device) holds a live
 * one. A refusal by the rules (same decision, judged by the server's clock) is a conflict too.
 */
export async function claimUserSession(
  uid: string,
  page: SessionPage,
  sessionId: string,
): Promise<ClaimOutcome> {
  const { db, fs, ref } = await sessionDoc(uid);
  try {
    return await fs.runTransaction(db, async (tx) => {
      const current = readStored((await tx.get(ref)).data());
      const message = userSessionConflict({ record: current, sessionId, now: new Date() });
      if (message) return { status: 'conflict', message } as const;
      tx.set(ref, {
        userId: uid,
        page,
        timestamp: fs.serverTimestamp(),
        lastActivity: fs.serverTimestamp(),
        sessionId,
        expiresAt: fs.Timestamp.fromDate(ttl(new Date())),
      });
      return { status: 'claimed' } as const;
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied')
      return { status: 'conflict', message: MESSAGES.session.activeBookingSession };
    throw error;
  }
}

/**
 * Refreshes lastActivity while this page still owns the record. 'lost' when another page took it over (this page
 * went silent past its live limit, e.g. a sleeping device) or it is gone; the page must then stop.
 */
export async function touchUserSession(uid: string, sessionId: string): Promise<'owned' | 'lost'> {
  const { db, fs, ref } = await sessionDoc(uid);
  return fs.runTransaction(db, async (tx) => {
    const current = readStored((await tx.get(ref)).data());
    if (!current || current.sessionId !== sessionId) return 'lost';
    tx.update(ref, { lastActivity: fs.serverTimestamp(), expiresAt: fs.Timestamp.fromDate(ttl(new Date())) });
    return 'owned';
  });
}

/** Deletes the record on leave if it is still this page's (never another tab's or device's); never throws. */
export async function deleteUserSession(uid: string, page: SessionPage, sessionId: string): Promise<void> {
  try {
    const { db, fs, ref } = await sessionDoc(uid);
    await fs.runTransaction(db, async (tx) => {
      const current = readStored((await tx.get(ref)).data());
      if (current && current.sessionId === sessionId && current.page === page) tx.delete(ref);
    });
  } catch {
    // The TTL field removes it later; staleness lets another page in meanwhile.
  }
}
