// users/{uid} as the auth and account pages read and write it. Every write keeps to the rules' shape: the client
// never verifies a phone itself (contact, phoneVerified true, phoneVerifiedAt are written only by the
// claimPhoneNumber callable, which enforces the cooldown); it may only mark the phone unverified.
import { membershipNumber } from '../../domain/identifiers';
import { getFirebaseDb } from '../firebase';
import { userConverter } from '../model/converters';
import { COLLECTIONS } from '../../contracts/documents';
import type { UserDoc } from '../../contracts/documents';

export type Profile = UserDoc;

async function userRef(uid: string) {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  return { fs, ref: fs.doc(db, COLLECTIONS.users, uid) };
}

/** users/{uid}, or null when it does not exist. */
export async function readProfile(uid: string): Promise<Profile | null> {
  const { fs, ref } = await userRef(uid);
  const snap = await fs.getDoc(ref.withConverter(userConverter));
  return snap.data() ?? null;
}

/**
 * The profile of a new email account whose phone was just verified by SMS: the number waits in pendingContact
 * until claimPhoneNumber (called next) accepts it and sets contact and phoneVerified.
 */
export async function createSignUpProfile(input: {
  uid: string;
  email: string;
  name: string;
  area: string;
  contact: string;
}): Promise<void> {
  const { fs, ref } = await userRef(input.uid);
  await fs.setDoc(ref, {
    email: input.email,
    name: input.name,
    displayName: input.name,
    area: input.area,
    contact: '',
    pendingContact: input.contact,
    membershipNumber: membershipNumber(input.uid, Math.random),
    profileCompleted: true,
    phoneVerified: false,
    phoneVerifiedAt: null,
    createdAt: fs.serverTimestamp(),
  });
}

/**
 * Creates users/{uid} when it is missing (Google sign-in, or an account whose profile was never written): empty
 * area and contact, phone not verified. Returns true when it created one.
 */
export async function ensureProfile(input: {
  uid: string;
  email: string;
  name: string | null;
}): Promise<boolean> {
  const { fs, ref } = await userRef(input.uid);
  const snap = await fs.getDoc(ref);
  if (snap.exists()) return false;
  await fs.setDoc(ref, {
    email: input.email,
    ...(input.name ? { name: input.name, displayName: input.name } : {}),
    area: '',
    contact: '',
    pendingContact: null,
    membershipNumber: membershipNumber(input.uid, Math.random),
    profileCompleted: false,
    phoneVerified: false,
    phoneVerifiedAt: null,
    createdAt: fs.serverTimestamp(),
  });
  return true;
}

export async function updateArea(uid: string, area: string): Promise<void> {
  const { fs, ref } = await userRef(uid);
  await fs.updateDoc(ref, { area });
}

export async function setMembershipNumber(uid: string): Promise<string> {
  const { fs, ref } = await userRef(uid);
  const value = membershipNumber(uid, Math.random);
  await fs.updateDoc(ref, { membershipNumber: value });
  return value;
}

/** Contact change, before the SMS code: the phone is no longer verified and the new number waits in pendingContact. */
export async function markContactPending(uid: string, pendingContact: string): Promise<void> {
  const { fs, ref } = await userRef(uid);
  await fs.updateDoc(ref, { pendingContact, phoneVerified: false });
}
