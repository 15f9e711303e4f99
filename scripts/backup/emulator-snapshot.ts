// Everything the emulators hold, as plain JSON that compares with deep equality: every Auth user (as the Admin SDK
// lists it, password hash and custom claims included) and every Firestore document at any depth (subcollections
// too), by path, with Timestamps, references, GeoPoints and bytes written out. Used by the restore drill on both
// sides of the export, the wipe and the import.
import '../support/admin-emulator-env';
import { DocumentReference, GeoPoint, Timestamp, type CollectionReference } from 'firebase-admin/firestore';
import { adminAuth as auth, db } from '../../functions/src/data/admin-sdk';

export interface Snapshot {
  users: Record<string, unknown>;
  documents: Record<string, unknown>;
}

function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Timestamp) return { $timestamp: `${value.seconds}.${value.nanoseconds}` };
  if (value instanceof DocumentReference) return { $ref: value.path };
  if (value instanceof GeoPoint) return { $geo: [value.latitude, value.longitude] };
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return { $bytes: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(plain);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, plain(v)]),
  );
}

async function collectDocs(collections: CollectionReference[], out: Record<string, unknown>): Promise<void> {
  for (const collection of collections) {
    // listDocuments also finds documents that exist only as parents of subcollections.
    for (const ref of await collection.listDocuments()) {
      const snap = await ref.get();
      if (snap.exists) out[ref.path] = plain(snap.data());
      await collectDocs(await ref.listCollections(), out);
    }
  }
}

export async function takeSnapshot(): Promise<Snapshot> {
  const users: Record<string, unknown> = {};
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) users[user.uid] = plain(user.toJSON());
    pageToken = page.pageToken;
  } while (pageToken);
  const documents: Record<string, unknown> = {};
  await collectDocs(await db.listCollections(), documents);
  return { users, documents };
}

/** The figures the drill prints: Auth users and the documents of each kind the business cannot lose. */
export function countsOf(snapshot: Snapshot): Record<string, number> {
  const paths = Object.keys(snapshot.documents);
  const top = (path: string) => path.split('/')[0];
  const count = (...collections: string[]) => paths.filter((p) => collections.includes(top(p))).length;
  return {
    'auth users': Object.keys(snapshot.users).length,
    'user profiles': count('users'),
    orders: count('orders'),
    blocks: count('freeAppointmentBlocks', 'specialAppointmentBlocks'),
    'daily summaries': count('dashboardDays', 'dashboardDayOrders'),
    'audit entries': count('auditLog'),
    'all documents': paths.length,
  };
}

/**
 * A user without tokensValidAfterTime: an import creates the account afresh, which revokes sessions begun before it
 * (signed-in devices sign in again after a restore). That time may only move forward; it is checked on its own.
 */
function comparable(kind: 'users' | 'documents', value: unknown): string | undefined {
  if (kind !== 'users' || value === undefined) return JSON.stringify(value);
  const { tokensValidAfterTime: _revoked, ...rest } = value as Record<string, unknown>;
  return JSON.stringify(rest);
}

const validAfter = (user: unknown) =>
  Date.parse(String((user as { tokensValidAfterTime?: unknown }).tokensValidAfterTime ?? ''));

/** Differences between two snapshots, one line each (empty when equal). */
export function differences(expected: Snapshot, actual: Snapshot): string[] {
  const out: string[] = [];
  for (const [uid, user] of Object.entries(expected.users)) {
    if (actual.users[uid] && validAfter(actual.users[uid]) < validAfter(user))
      out.push(`users ${uid}: tokensValidAfterTime moved back`);
  }
  for (const kind of ['users', 'documents'] as const) {
    const keys = new Set([...Object.keys(expected[kind]), ...Object.keys(actual[kind])]);
    for (const key of [...keys].sort()) {
      const a = comparable(kind, expected[kind][key]);
      const b = comparable(kind, actual[kind][key]);
      if (a === undefined) out.push(`${kind} ${key}: not in the backup, present after the restore`);
      else if (b === undefined) out.push(`${kind} ${key}: missing after the restore`);
      else if (a !== b) out.push(`${kind} ${key}: differs\n  before: ${a}\n  after:  ${b}`);
    }
  }
  return out;
}
