// Admin users and block records: the Users tab lists every user document and both block collections
// (staff may list them by the rules); unblocking goes through the audited adminUnblockUser callable.
import type { AppointmentType } from '../../domain/types';
import { adminClearLoginLock, adminUnblockUser } from '../callables';
import type { AdminClearLoginLockResponse, AdminUnblockUserResponse } from '../model/account-api';
import { blockConverter, userConverter } from '../model/converters';
import { COLLECTIONS, type BlockDoc, type UserDoc } from '../model/types';
import { getFirebaseDb } from '../firebase';

/** Every users/{uid} document. */
export async function listAdminUsers(): Promise<UserDoc[]> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const snap = await fs.getDocs(fs.collection(db, COLLECTIONS.users).withConverter(userConverter));
  return snap.docs.map((d) => d.data());
}

/** Every free and special block record (expired ones included; the UI compares blockUntil with now). */
export async function listAdminBlocks(): Promise<BlockDoc[]> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const read = async (name: string, type: AppointmentType): Promise<BlockDoc[]> => {
    const snap = await fs.getDocs(fs.collection(db, name).withConverter(blockConverter));
    return snap.docs.map((d) => ({ ...d.data(), type }));
  };
  const [free, special] = await Promise.all([
    read(COLLECTIONS.freeAppointmentBlocks, 'free'),
    read(COLLECTIONS.specialAppointmentBlocks, 'special'),
  ]);
  return [...free, ...special];
}

/** Deletes the user's block record of that type (admin only, audited). */
export function unblockAdminUser(userId: string, type: AppointmentType): Promise<AdminUnblockUserResponse> {
  return adminUnblockUser({ userId, type });
}

/** Lifts every sign-in lock on the account with this email (full admin only, audited). */
export function clearLoginLock(email: string): Promise<AdminClearLoginLockResponse> {
  return adminClearLoginLock({ email });
}
