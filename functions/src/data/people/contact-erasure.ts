// What account deletion may remove of the mail and contact messages: only what the account itself caused, and
// never the support inbox's own mail.
//  - An e-mail address counts only when Auth verified it (the token's email_verified). Anyone can sign up with a
//    visitor's address and never verify it; deleting by that address would erase the visitor's messages.
//  - The support inbox's address (CONFIG.contactInbox) is never the customer's: every contact e-mail is addressed
//    to it, so an account holding it (verified or not) deletes nothing by address.
//  - Contact messages the account sent while signed in (uid) or, once verified, under its address (the sender's
//    e-mail) are deleted. Their e-mail to staff is anonymised, not deleted: it is staff's outbox record of a message
//    that reached (or is on its way to) the support inbox, with its delivery state; deleting a queued one would make
//    staff silently lose it, while anonymising removes the reply address, the name and the text and keeps only that
//    a message came and when.
//  - The account's own order e-mails are found by its orders (order id and the account's address), verified or not;
//    with a verified address, every e-mail queued to it goes too.
import { FieldValue, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { CONFIG } from '../../config';
import { db } from '../admin-sdk';
import { col } from '../booking-docs';
import { normaliseEmail } from './login-attempts';
import { shapedQuery } from '../shaped-query';

/** The account's e-mail address as its ID token states it, and whether Auth verified it. */
export interface AccountEmail {
  address: string | null;
  verified: boolean;
}

/** The staff copy of a contact message once its sender deleted their account. */
export const ANONYMISED_CONTACT_MAIL = {
  subject: '[Contact] (removed: the sender deleted their account)',
  text: 'The sender of this message deleted their account; the message was removed.',
  html: '<p>The sender of this message deleted their account; the message was removed.</p>',
} as const;

const isSupportInbox = (address: string): boolean =>
  normaliseEmail(address) === normaliseEmail(CONFIG.contactInbox);

/** The address data may be deleted by: verified, and not the support inbox's. */
export function erasableAddress({ address, verified }: AccountEmail): string | null {
  return verified && address && !isSupportInbox(address) ? address : null;
}

const refsOf = async (query: Query): Promise<DocumentReference[]> =>
  (await query.get()).docs.map((d) => d.ref);

/**
 * Deletes the jobs of e-mails about the given orders not rendered yet (order-mail-jobs.ts: a job gone is never
 * rendered, since the render's own transaction reads the job). Run BEFORE the mail is looked up: a render that
 * committed earlier left its mail for that lookup, one that commits later finds no job and writes nothing.
 */
async function deleteOrderMailJobs(orderIds: readonly string[]): Promise<void> {
  for (let i = 0; i < orderIds.length; i += 30) {
    const orderId = orderIds.slice(i, i + 30);
    const jobs = await shapedQuery(col(COLLECTIONS.mailJobs), 'mailJobsOfOrders', { orderId }).get();
    if (jobs.empty) continue;
    const batch = db.batch();
    for (const job of jobs.docs) batch.delete(job.ref);
    await batch.commit();
  }
}

/**
 * The `mail` documents of the given order ids addressed to `address` (the orders' own e-mails), and the jobs of
 * e-mails about them still there (none once deleteOrderMailJobs ran).
 */
async function orderMail(orderIds: readonly string[], address: string): Promise<DocumentReference[]> {
  const refs: DocumentReference[] = [];
  for (let i = 0; i < orderIds.length; i += 30) {
    const orderId = orderIds.slice(i, i + 30);
    const [mail, jobs] = await Promise.all([
      shapedQuery(col(COLLECTIONS.mail), 'mailOfOrders', { orderId }).get(),
      shapedQuery(col(COLLECTIONS.mailJobs), 'mailJobsOfOrders', { orderId }).get(),
    ]);
    refs.push(...mail.docs.filter((d) => d.get('to') === address).map((d) => d.ref));
    refs.push(...jobs.docs.map((d) => d.ref));
  }
  return refs;
}

export interface ContactErasure {
  /** Contact messages and e-mails to the customer: deleted. */
  deletes: DocumentReference[];
  /** E-mails to staff about the deleted contact messages: anonymised. */
  anonymises: DocumentReference[];
}

/**
 * What deleting `uid` removes of contact messages and mail (see the head of this file). Deletes the jobs of the
 * orders' e-mails not rendered yet itself, before it looks the mail up.
 */
export async function contactErasure(
  uid: string,
  email: AccountEmail,
  orderIds: readonly string[],
): Promise<ContactErasure> {
  const address = erasableAddress(email);
  const ordersMailedTo = email.address && !isSupportInbox(email.address) ? email.address : null;
  // First the jobs not rendered yet, then the lookups (see deleteOrderMailJobs): no e-mail is rendered after.
  if (ordersMailedTo) await deleteOrderMailJobs(orderIds);
  const messages = (
    await Promise.all([
      shapedQuery(col(COLLECTIONS.contactMessages), 'contactMessagesOfUid', { uid }).get(),
      ...(address
        ? [shapedQuery(col(COLLECTIONS.contactMessages), 'contactMessagesByEmail', { email: address }).get()]
        : []),
    ])
  ).flatMap((r) => r.docs);
  const staffCopies = [
    ...messages
      .map((m) => m.get('mailId') as unknown)
      .filter((id): id is string => typeof id === 'string' && id !== '')
      .map((id) => col(COLLECTIONS.mail).doc(id)),
    ...(address ? await refsOf(shapedQuery(col(COLLECTIONS.mail), 'mailReplyTo', { replyTo: address })) : []),
  ];
  const ownMail = [
    ...(ordersMailedTo ? await orderMail(orderIds, ordersMailedTo) : []),
    ...(address ? await refsOf(shapedQuery(col(COLLECTIONS.mail), 'mailTo', { to: address })) : []),
  ];
  const deletes = [...messages.map((m) => m.ref), ...ownMail];
  const deleted = new Set(deletes.map((r) => r.path));
  const unique = [...new Map(staffCopies.map((r) => [r.path, r])).values()];
  const existing = unique.length > 0 ? await db.getAll(...unique) : [];
  const anonymises = existing.filter((s) => s.exists && !deleted.has(s.ref.path)).map((s) => s.ref);
  return { deletes, anonymises };
}

/** The update that anonymises a staff copy (see ANONYMISED_CONTACT_MAIL). */
export const anonymisedStaffCopy = () => ({
  replyTo: FieldValue.delete(),
  message: { ...ANONYMISED_CONTACT_MAIL },
  anonymisedAt: FieldValue.serverTimestamp(),
});
