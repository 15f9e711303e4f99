// What the public booking entry (services page) needs of users/{uid}: is the phone verified?
// The rules let a user get their own document; reads go through the typed converter.
import { getFirebaseDb } from '../firebase';
import { userConverter } from '../model/converters';
import { COLLECTIONS } from '../../contracts/documents';

/**
 * True only when users/{uid} exists and has phoneVerified === true (spec section 6: a customer books only with
 * a verified phone). Rejects when the read fails or the document is malformed.
 * @example if (!(await readPhoneVerified(user.uid))) showPhoneVerificationModal();
 */
export async function readPhoneVerified(uid: string): Promise<boolean> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.users, uid).withConverter(userConverter));
  return snap.data()?.phoneVerified === true;
}
