// userSessions/{uid}: one record per customer saying which booking page (appointment or payment) is open and which
// page load (sessionId) owns it. It is what makes the one-booking-page rule hold across devices, where browser
// storage cannot reach: a page claims the record on entry only when no other page's record is live
// (domain/sessions userSessionConflict; the rules refuse the same takeover, so no transaction is needed), refreshes lastActivity every 15 s
// (appointment) or 30 s (payment) while it still owns it, and deletes it on leave only if it is still its own.
// `expiresAt` (TTL) lets the database drop records of pages that closed without cleaning up.
import type { SessionPage } from '../../domain/sessions';
import { SESSION_TIMINGS, userSessionConflict } from '../../domain/sessions';
import { MESSAGES } from '../../domain/messages';
import { getFirebaseDb } from '../firebase';
import { COLLECTIONS } from '../../contracts/types';

const ttl = (now: Date) => new Date(now.getTime() + SESSION_TIMINGS.globalCleanupMs);

async function sessionDoc(uid: string) {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  return { fs, ref: fs.doc(db, COLLECTIONS.userSessions, uid) };
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

const isDenied = (error: unknown) => (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * Takes the record for this page on entry, unless another page of the customer (another browser or device) holds a
 * live one. The rules make the same decision by the server's clock and refuse the write, so two devices entering
 * at once cannot both win: the refused one reports the conflict.
 */
export async function claimUserSession(
  uid: string,
  page: SessionPage,
  sessionId: string,
): Promise<ClaimOutcome> {
  const { fs, ref } = await sessionDoc(uid);
  const conflict = { status: 'conflict', message: MESSAGES.session.activeBookingSession } as const;
  const current = readStored((await fs.getDoc(ref)).data());
  if (userSessionConflict({ record: current, sessionId, now: new Date() })) return conflict;
  try {
    await fs.setDoc(ref, {
      userId: uid,
      page,
      timestamp: fs.serverTimestamp(),
      lastActivity: fs.serverTimestamp(),
      sessionId,
      expiresAt: fs.Timestamp.fromDate(ttl(new Date())),
    });
    return { status: 'claimed' };
  } catch (error) {
    if (isDenied(error)) return conflict;
    throw error;
  }
}

/**
 * Refreshes lastActivity while this page still owns the record (the write names this page's sessionId, which the
 * rules refuse over another page's live record). 'lost' when another page took it over after this one went silent
 * (e.g. a sleeping device) or the record is gone; the page must then stop.
 */
export async function touchUserSession(uid: string, sessionId: string): Promise<'owned' | 'lost'> {
  const { fs, ref } = await sessionDoc(uid);
  try {
    const current = readStored((await fs.getDoc(ref)).data());
    if (!current || current.sessionId !== sessionId) return 'lost';
    await fs.updateDoc(ref, {
      sessionId,
      lastActivity: fs.serverTimestamp(),
      expiresAt: fs.Timestamp.fromDate(ttl(new Date())),
    });
    return 'owned';
  } catch (error) {
    if (isDenied(error) || (error as { code?: unknown } | null)?.code === 'not-found') return 'lost';
    throw error;
  }
}

/** Deletes the record on leave if it is still this page's (never another browser's); never throws. */
export async function deleteUserSession(uid: string, page: SessionPage, sessionId: string): Promise<void> {
  try {
    const { fs, ref } = await sessionDoc(uid);
    const current = readStored((await fs.getDoc(ref)).data());
    if (current && current.sessionId === sessionId && current.page === page) await fs.deleteDoc(ref);
  } catch {
    // The TTL field removes it later; staleness lets another page in meanwhile.
  }
}
