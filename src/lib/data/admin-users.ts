// Admin users and block records. The Users tab reads one page of profiles at a time (a cursor on the document id,
// 50 a page), finds a user by e-mail, phone or membership number with exact-match queries, and reads the block
// records of the users on screen only. Blocking, unblocking and lifting a sign-in lock go through audited callables.
import type { Query, QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore';
import type { AppointmentType } from '../../domain/types';
import { adminClearLoginLock, adminUnblockUser, callable } from '../callables';
import type { AdminClearLoginLockResponse, AdminUnblockUserResponse } from '../../contracts/account-api';
import { blockConverter, userConverter } from '../model/converters';
import { mergeReads, readDocs, type ReadResult, type SkippedDoc } from '../model/read-result';
import { COLLECTIONS, type BlockDoc, type UserDoc } from '../../contracts/documents';
import { getFirebaseDb } from '../firebase';
import { userLookup } from './admin-user-search';
import { shapedQuery } from './shaped-query';

export const ADMIN_USERS_PAGE_SIZE = 50;
/** Firestore answers an `in` filter of at most 30 values. */
const IN_LIMIT = 30;

/** Where the next page starts; opaque to callers. */
export interface AdminUsersCursor {
  readonly __brand: 'AdminUsersCursor';
}

export interface AdminUsersPage extends ReadResult<UserDoc> {
  /** null when there is no further page. */
  next: AdminUsersCursor | null;
}

async function sdk() {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  return { db, fs, users: fs.collection(db, COLLECTIONS.users).withConverter(userConverter) };
}

/** One page of profiles in document-id order (every profile has one, whatever else it lacks). */
export async function listAdminUsersPage(
  after: AdminUsersCursor | null = null,
  pageSize = ADMIN_USERS_PAGE_SIZE,
): Promise<AdminUsersPage> {
  const { fs, users } = await sdk();
  const constraints: QueryConstraint[] = [];
  if (after) constraints.push(fs.startAfter(after as unknown as QueryDocumentSnapshot));
  constraints.push(fs.limit(pageSize));
  const snap = await fs.getDocs(shapedQuery(fs, users, 'usersPage', {}, ...constraints));
  const last = snap.docs[snap.docs.length - 1];
  return {
    ...readDocs(snap.docs),
    next: snap.docs.length === pageSize && last ? (last as unknown as AdminUsersCursor) : null,
  };
}

/** How many profiles exist (an aggregation: about one read per thousand profiles). */
export async function countAdminUsers(): Promise<number> {
  const { fs, users } = await sdk();
  return (await fs.getCountFromServer(users)).data().count;
}

/** The users an e-mail, phone number, membership number or user ID names exactly (up to one page). */
export async function searchAdminUsers(term: string): Promise<ReadResult<UserDoc>> {
  const lookup = userLookup(term);
  if (!lookup) return { items: [], skipped: [] };
  const { db, fs, users } = await sdk();
  const limit = fs.limit(ADMIN_USERS_PAGE_SIZE);
  const run = async (query: Query<UserDoc>) => readDocs((await fs.getDocs(query)).docs);
  let reads: ReadResult<UserDoc>[];
  if (lookup.kind === 'email')
    reads = [await run(shapedQuery(fs, users, 'usersByEmail', { email: lookup.values }, limit))];
  else if (lookup.kind === 'contact')
    reads = [await run(shapedQuery(fs, users, 'usersByContact', { contact: [lookup.value] }, limit))];
  else {
    // A path segment may not contain '/': such a term cannot be a user ID.
    const byId = lookup.uid.includes('/')
      ? null
      : await fs.getDoc(fs.doc(db, COLLECTIONS.users, lookup.uid).withConverter(userConverter));
    const idRead: ReadResult<UserDoc> = byId?.exists()
      ? readDocs([byId as unknown as QueryDocumentSnapshot<UserDoc>])
      : { items: [], skipped: [] };
    const byMember = shapedQuery(
      fs,
      users,
      'usersByMembershipNumber',
      { membershipNumber: lookup.membershipNumbers },
      limit,
    );
    reads = [await run(byMember), idRead];
  }
  const merged = mergeReads(...reads);
  const seen = new Set<string>();
  return {
    items: merged.items.filter((u) => !seen.has(u.id) && !!seen.add(u.id)),
    skipped: dedupe(merged.skipped),
  };
}

const dedupe = (skipped: SkippedDoc[]) => [...new Map(skipped.map((s) => [s.id, s])).values()];

/** The free and special block records (expired ones included) of the given users only. */
export async function listBlocksOf(userIds: readonly string[]): Promise<ReadResult<BlockDoc>> {
  const ids = [...new Set(userIds)].filter((id) => id !== '');
  if (ids.length === 0) return { items: [], skipped: [] };
  const { db, fs } = await sdk();
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IN_LIMIT) chunks.push(ids.slice(i, i + IN_LIMIT));
  const read = async (name: string, type: AppointmentType) => {
    const ref = fs.collection(db, name).withConverter(blockConverter);
    const shape = type === 'free' ? 'freeBlocksOfUsers' : 'specialBlocksOfUsers';
    const snaps = await Promise.all(
      chunks.map((chunk) => fs.getDocs(shapedQuery(fs, ref, shape, { __name__: chunk }))),
    );
    const result = readDocs(snaps.flatMap((s) => s.docs));
    // The collection decides the type; a record whose `type` field disagrees is still shown where it applies.
    return { items: result.items.map((b) => ({ ...b, type })), skipped: result.skipped };
  };
  return mergeReads(
    await read(COLLECTIONS.freeAppointmentBlocks, 'free'),
    await read(COLLECTIONS.specialAppointmentBlocks, 'special'),
  );
}

/** Which of the given users are staff accounts (full admins only): the Users tab offers no Block for them. */
export const staffAmongUsers = callable('adminStaffAmong');

/** Blocks a user from one appointment type for a number of days (full admins only, audited). */
export const blockAdminUser = callable('adminBlockUser');

/** Deletes the user's block record of that type (full admins only, audited). */
export function unblockAdminUser(userId: string, type: AppointmentType): Promise<AdminUnblockUserResponse> {
  return adminUnblockUser({ userId, type });
}

/** Lifts every sign-in lock on the account with this email (full admin only, audited). */
export function clearLoginLock(email: string): Promise<AdminClearLoginLockResponse> {
  return adminClearLoginLock({ email });
}
