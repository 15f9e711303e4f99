// userSessions/{uid}: one record per customer saying which booking page (appointment or payment) is open and which
// page load (sessionId) owns it. It is what makes the one-booking-page rule hold across devices, where browser
// storage cannot reach: a page claims the record on entry only when no other page's record is live
// (domain/sessions userSessionConflict; the rules refuse the same takeover, so no transaction is needed), refreshes lastActivity every 15 s
// (appointment) or 30 s (payment) while it still owns it, and deletes it on leave only if it is still its own.
// `expiresAt` (TTL) lets the database drop records of pages that closed without cleaning up.
// Time: timestamp and lastActivity are server timestamps; expiresAt is the server's clock (lib/server-time) plus the
// cleanup delay, and is left out while the offset is unknown (the rules accept a record without it, and the
// scheduled cleanup removes stale records by lastActivity), so nothing the rules check comes from the device's clock.
import type { SessionPage } from '../../domain/sessions';
import { SESSION_TIMINGS, userSessionConflict } from '../../domain/sessions';
import { MESSAGES } from '../../domain/messages';
import { getFirebaseDb } from '../firebase';
import { serverClock, serverNow, serverNowMs } from '../server-time';
import { COLLECTIONS } from '../../contracts/documents';
import type * as FirestoreModule from '../sdk/firestore';

type FirestoreSdk = typeof FirestoreModule;

/** The TTL field: the server's clock plus the cleanup delay, or nothing while the server's clock is unknown. */
function expiry(fs: FirestoreSdk): { expiresAt?: ReturnType<FirestoreSdk['Timestamp']['fromMillis']> } {
  if (serverClock.state().status !== 'measured') return {};
  return { expiresAt: fs.Timestamp.fromMillis(serverNowMs() + SESSION_TIMINGS.globalCleanupMs) };
}

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
    lastActivity: typeof at?.toDate === 'function' ? at.toDate() : serverNow(),
  };
}

export type ClaimOutcome =
  | { status: 'claimed' }
  | { status: 'conflict'; message: string }
  /** The rules refused the record itself (not another page's live session): said as such, never as a conflict. */
  | { status: 'refused'; message: string };

const isDenied = (error: unknown) => (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * Takes the record for this page on entry, unless another page of the customer (another browser or device) holds a
 * live one. The rules make the same decision by the server's clock and refuse the write, so two devices entering
 * at once cannot both win: the refused one reports the conflict. The rules also refuse a malformed record; that
 * refusal is reported as what it is ('refused'), never as another session.
 */
export async function claimUserSession(
  uid: string,
  page: SessionPage,
  sessionId: string,
): Promise<ClaimOutcome> {
  // Staleness and expiresAt are judged by the server's clock: wait (briefly) for this page load's measurement.
  await serverClock.ready();
  const { fs, ref } = await sessionDoc(uid);
  const conflict = { status: 'conflict', message: MESSAGES.session.activeBookingSession } as const;
  const current = readStored((await fs.getDoc(ref)).data());
  if (userSessionConflict({ record: current, sessionId, now: serverNow() })) return conflict;
  const writtenAt = serverNow();
  try {
    await fs.setDoc(ref, {
      userId: uid,
      page,
      timestamp: fs.serverTimestamp(),
      lastActivity: fs.serverTimestamp(),
      sessionId,
      ...expiry(fs),
    });
    return { status: 'claimed' };
  } catch (error) {
    if (!isDenied(error)) throw error;
    return (await liveElsewhere(fs, ref, sessionId, writtenAt))
      ? conflict
      : { status: 'refused', message: MESSAGES.session.sessionRecordRefused };
  }
}

/**
 * After a refused write: whether another page's record was live when it was sent (the rules' takeover refusal).
 * Anything else the rules refused is the record's own shape.
 */
async function liveElsewhere(
  fs: FirestoreSdk,
  ref: Awaited<ReturnType<typeof sessionDoc>>['ref'],
  sessionId: string,
  at: Date,
): Promise<boolean> {
  try {
    const after = readStored((await fs.getDoc(ref)).data());
    return userSessionConflict({ record: after, sessionId, now: at }) !== null;
  } catch {
    return false;
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
    try {
      await fs.updateDoc(ref, { sessionId, lastActivity: fs.serverTimestamp(), ...expiry(fs) });
    } catch (error) {
      if (!isDenied(error)) throw error;
      // Refused although the record named this page a moment ago: either another page took it over just now
      // ('lost'), or the rules refused this write's shape, which is no reason to stop the page (it still owns the
      // record; if the heartbeat keeps failing, the record goes stale and the next touch sees who took it).
      const after = readStored((await fs.getDoc(ref)).data());
      return after && after.sessionId === sessionId ? 'owned' : 'lost';
    }
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
