// Account deletion from the account page: the request record (userDeletionRequests, spec section 3), then the
// deleteMyAccount callable, which removes the profile, open orders, holds and the Auth user server-side.
import { deleteMyAccount } from '../callables';
import type { DeleteMyAccountResponse } from '../../contracts/booking-api';
import { getFirebaseDb } from '../firebase';
import { COLLECTIONS } from '../../contracts/documents';

/**
 * Records the request and deletes the account's data; the caller must have signed in within 5 minutes. The rules
 * allow one request per account, at userDeletionRequests/{uid}: a retry after a failed deletion finds the first
 * one and does not write another.
 */
export async function deleteMyAccountData(uid: string): Promise<DeleteMyAccountResponse> {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  const request = fs.doc(db, COLLECTIONS.userDeletionRequests, uid);
  if (!(await fs.getDoc(request)).exists()) {
    await fs.setDoc(request, { userId: uid, timestamp: fs.serverTimestamp() });
  }
  return deleteMyAccount({});
}
