// userSessions/{uid}: one record per customer saying which booking page (appointment or payment) is open, written
// by the owner's browser: set on page entry, lastActivity refreshed every 15 s (appointment) or 30 s (payment),
// deleted on leave. `expiresAt` (TTL) lets the database drop records of tabs that closed without cleaning up.
import type { SessionPage } from '../../domain/sessions';
import { SESSION_TIMINGS } from '../../domain/sessions';
import { getFirebaseDb } from '../firebase';
import { COLLECTIONS } from '../model/types';

const ttl = (now: Date) => new Date(now.getTime() + SESSION_TIMINGS.globalCleanupMs);

/** Writes the record on page entry. */
export async function setUserSession(uid: string, page: SessionPage, sessionId: string): Promise<void> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const now = new Date();
  await fs.setDoc(fs.doc(db, COLLECTIONS.userSessions, uid), {
    userId: uid,
    page,
    timestamp: fs.serverTimestamp(),
    lastActivity: fs.serverTimestamp(),
    sessionId,
    expiresAt: fs.Timestamp.fromDate(ttl(now)),
  });
}

/** Refreshes lastActivity (merge update). */
export async function touchUserSession(uid: string): Promise<void> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  await fs.updateDoc(fs.doc(db, COLLECTIONS.userSessions, uid), {
    lastActivity: fs.serverTimestamp(),
    expiresAt: fs.Timestamp.fromDate(ttl(new Date())),
  });
}

/** Deletes the record on leave; never throws. */
export async function deleteUserSession(uid: string): Promise<void> {
  try {
    const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
    await fs.deleteDoc(fs.doc(db, COLLECTIONS.userSessions, uid));
  } catch {
    // The TTL field removes it later.
  }
}
