// deleteMyAccount: removes every trace of a customer server-side, then the Auth user.
//  - open orders (confirmed, trading) are deleted and their seats freed (slot transactions);
//  - past orders (completed, cancelled) are kept for the business, anonymised: no uid, email, phone, plate or
//    cardholder name left (userId becomes DELETED_USER_ID);
//  - holds and reservations are released (slot transactions);
//  - active block records are kept, anonymised, with the hashed phone and verified e-mail (block-identity.ts), so a
//    new account with either inherits them; expired ones are deleted;
//  - profile, session, rebook states, booking state and requests, deletion requests, older-form
//    sessions, plate usage, login-attempt records and phone claims are deleted;
//  - wash plans are kept for the books without the person or the car (userId DELETED_USER_ID, no plate);
//  - contact messages and mail: only what the account itself caused, by uid and order, and by its address only
//    once Auth verified it; e-mails to staff are anonymised, never deleted (data/people/contact-erasure.ts).
import { FieldValue, type DocumentReference, type Query, type WriteBatch } from 'firebase-admin/firestore';
import { serializeQrPayload } from '../../../../src/domain/qr-payload';
import { isOpenStatus } from '../../../../src/domain/types';
import type { DeleteMyAccountResponse } from '../../../../src/contracts/booking-api';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { PLAN_COLLECTIONS } from '../../../../src/contracts/plan-api';
import { adminAuth, db } from '../admin-sdk';
import { keepActiveBlocks } from './block-identity';
import { anonymisedStaffCopy, contactErasure, type AccountEmail } from './contact-erasure';
import { loginAttemptRef } from './login-attempts';
import { PAYMENT_RECORDS } from '../card-payment';
import { BOOKING_COLLECTIONS, col, holdsCol, ordersCol, readHold, readOrder, toDate } from '../booking-docs';
import {
  runBookingTransaction,
  noteOrderChange,
  readSlotOf,
  dropReservations,
  removeHold,
  writeSlot,
} from '../slots';
import { shapedQuery } from '../shaped-query';

/** The shapes of collections keyed by `userId` that the deletion empties. */
type ByUserShape =
  | 'rebookStatesOfUser'
  | 'deletionRequestsOfUser'
  | 'activeSessionsOfUser'
  | 'userSessionsOfUser'
  | 'bookingRequestsOfUser'
  | 'messagesOfUser';

/** The userId written on anonymised orders. */
export const DELETED_USER_ID = 'deleted-user';

/** Applies `write` to every ref, committed in batches of 400 (below Firestore's 500 writes per batch). */
async function inBatches(
  refs: readonly DocumentReference[],
  write: (batch: WriteBatch, ref: DocumentReference) => void,
): Promise<void> {
  for (let i = 0; i < refs.length; i += 400) {
    const batch = db.batch();
    for (const ref of refs.slice(i, i + 400)) write(batch, ref);
    await batch.commit();
  }
}

async function refsOf(query: Query): Promise<DocumentReference[]> {
  return (await query.get()).docs.map((d) => d.ref);
}

/**
 * One order of the deleted user, in its own transaction: an open one is deleted and its seat freed, a closed one
 * kept for the books without the person. Answers true (released), false (anonymised) or null (not theirs now).
 */
async function eraseOrder(uid: string, ref: DocumentReference, now: Date): Promise<boolean | null> {
  return runBookingTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('userId') !== uid) return null;
    const order = readOrder(snap);
    if (!isOpenStatus(order.status)) {
      const anonymous = {
        ...order,
        userId: DELETED_USER_ID,
        userEmail: '',
        contact: '',
        numberPlate: null,
      };
      tx.update(ref, {
        userId: DELETED_USER_ID,
        userEmail: '',
        contact: '',
        numberPlate: null,
        cardholderName: '',
        specialInstructions: '',
        qrData: serializeQrPayload(anonymous),
        qrCodeDataURL: FieldValue.delete(),
        anonymisedAt: FieldValue.serverTimestamp(),
      });
      noteOrderChange(tx, uid, order.id, null);
      return false;
    }
    const slot = await readSlotOf(tx, order, now);
    tx.delete(ref);
    noteOrderChange(tx, uid, order.id, null);
    if (slot) {
      slot.orders.delete(order.id);
      dropReservations(slot, order.id);
      writeSlot(tx, slot, now);
    }
    return true;
  });
}

/** The user's holds go, each in its own transaction with the seat it held. */
async function releaseHolds(uid: string, now: Date): Promise<void> {
  const holds = await shapedQuery(holdsCol(), 'holdsOfUser', { userId: uid }).get();
  for (const doc of holds.docs) {
    await runBookingTransaction(async (tx) => {
      const snap = await tx.get(doc.ref);
      if (!snap.exists) return;
      const hold = readHold(snap);
      const slot = await readSlotOf(tx, hold, now);
      if (slot) {
        removeHold(slot, hold.id);
        writeSlot(tx, slot, now);
      }
      tx.delete(doc.ref);
    });
  }
}

/** The documents that are the user's alone, and those contactErasure found: deleted. */
async function deleteOwnDocuments(
  uid: string,
  email: AccountEmail,
  contactDeletes: readonly DocumentReference[],
): Promise<void> {
  const byUser = (name: string, shape: ByUserShape) => refsOf(shapedQuery(col(name), shape, { userId: uid }));
  const refs: DocumentReference[] = [
    col(COLLECTIONS.users).doc(uid),
    col(COLLECTIONS.userSessions).doc(uid),
    col(BOOKING_COLLECTIONS.bookingStates).doc(uid),
    // The hashed plates the customer named: personal data. A new account needs a new verified phone (7-day
    // cooldown on this one), so deleting it does not reset the plate limit for free.
    col(COLLECTIONS.plateUsage).doc(uid),
    ...(await byUser(COLLECTIONS.specialRebookStates, 'rebookStatesOfUser')),
    ...(await byUser(COLLECTIONS.userDeletionRequests, 'deletionRequestsOfUser')),
    ...(await byUser(COLLECTIONS.activeSessions, 'activeSessionsOfUser')),
    ...(await byUser(COLLECTIONS.userSessions, 'userSessionsOfUser')),
    ...(await byUser(BOOKING_COLLECTIONS.bookingRequests, 'bookingRequestsOfUser')),
    // What was said to the customer, their channel choices and what Twilio told us of their number (docs/messages.md).
    ...(await byUser(COLLECTIONS.messages, 'messagesOfUser')),
    col(COLLECTIONS.messagePrefs).doc(uid),
    col(COLLECTIONS.messageNumbers).doc(uid),
    ...contactDeletes,
    // The account's own sign-in record: Auth gives an address to one account at a time, verified or not.
    ...(email.address ? [loginAttemptRef(email.address)] : []),
  ];
  await inBatches([...new Map(refs.map((r) => [r.path, r])).values()], (batch, ref) => batch.delete(ref));
}

/** What stays after the account (payment records, phone claims) loses its link to the user. */
async function unlinkKeptRecords(uid: string): Promise<void> {
  // A phone claim outlives the account until its cooldown ends (it is keyed by a hash, holds no number): only the
  // link to the deleted account goes, so the number cannot be re-verified by a new account straight away.
  // Payment records stay for the books (a payment and its order), without the link to the person.
  await inBatches(
    await refsOf(shapedQuery(col(PAYMENT_RECORDS), 'paymentRecordsOfUser', { userId: uid })),
    (batch, ref) => batch.update(ref, { userId: DELETED_USER_ID }),
  );
  // A wash plan's terms stay for the books too (their payment, their washes), without the person or the car: no
  // pass of theirs redeems any more (no plate matches) and no reminder goes to nobody (issue 43).
  await inBatches(
    await refsOf(shapedQuery(col(PLAN_COLLECTIONS.plans), 'myPlansOfUser', { userId: uid })),
    (batch, ref) =>
      batch.update(ref, {
        userId: DELETED_USER_ID,
        plate: '',
        reminded: { fiveDays: true, oneDay: true, oneLeft: true },
        anonymisedAt: FieldValue.serverTimestamp(),
      }),
  );
  await inBatches(
    await refsOf(shapedQuery(col(COLLECTIONS.phoneClaims), 'phoneClaimsOfUid', { uid })),
    (batch, ref) => batch.update(ref, { uid: null }),
  );
}

/** Deletes or anonymises all of the user's data; returns what happened to their orders. */
export async function deleteAccountData(
  uid: string,
  email: AccountEmail,
  now: Date,
): Promise<Omit<DeleteMyAccountResponse, 'deleted'>> {
  let releasedOrders = 0;
  let anonymisedOrders = 0;

  const orders = await shapedQuery(ordersCol(), 'ordersOfUser', { userId: uid }).get();
  for (const doc of orders.docs) {
    const open = await eraseOrder(uid, doc.ref, now);
    if (open === true) releasedOrders += 1;
    if (open === false) anonymisedOrders += 1;
  }
  await releaseHolds(uid, now);

  await keepActiveBlocks(uid, email.verified ? email.address : null, now);
  const contact = await contactErasure(
    uid,
    email,
    orders.docs.map((d) => readOrder(d).orderId),
  );
  await deleteOwnDocuments(uid, email, contact.deletes);
  await inBatches(contact.anonymises, (batch, ref) => batch.update(ref, anonymisedStaffCopy()));
  await unlinkKeptRecords(uid);

  try {
    await adminAuth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  return { releasedOrders, anonymisedOrders };
}

/** Seconds since the caller last signed in (token auth_time), or Infinity when unknown. */
export function secondsSinceSignIn(authTime: unknown, now: Date): number {
  const at = typeof authTime === 'number' ? toDate(authTime * 1000) : null;
  return at ? (now.getTime() - at.getTime()) / 1000 : Number.POSITIVE_INFINITY;
}
