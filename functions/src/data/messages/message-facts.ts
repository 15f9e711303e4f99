// The language-free facts of a message and where it goes: from the mail job that queued it (the order as it was at
// the event), else from the order as it is; the customer's e-mail and phone number from their profile.
import type { Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import type { MessageFacts } from '../../../../src/domain/message-text';
import { formatPrice } from '../../../../src/domain/pricing';
import { col, ordersCol } from '../booking-docs';
import { mailJobsCol } from '../order-mail-queue';

export interface Recipient {
  email: string | null;
  /** '+1868…' (E.164), or null when the profile has none. */
  phone: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const PHONE = /^\+1868\d{7}$/;

function factsOf(fields: Record<string, unknown>): MessageFacts & { email: string } {
  return {
    serviceName: text(fields.serviceName),
    appointmentDate: text(fields.appointmentDate),
    appointmentTime: text(fields.appointmentTime),
    location: text(fields.location),
    orderCode: text(fields.orderCode),
    ...(typeof fields.price === 'number' ? { amount: formatPrice(fields.price) } : {}),
    email: text(fields.userEmail),
  };
}

/** The facts of message `eventId` about `orderId` (reads: call before the transaction's writes). */
export async function readMessageFacts(
  tx: Transaction,
  eventId: string,
  orderId: string | null,
): Promise<(MessageFacts & { email: string }) | null> {
  const job = await tx.get(mailJobsCol().doc(eventId));
  const fromJob = job.get('order') as Record<string, unknown> | undefined;
  if (fromJob) return factsOf(fromJob);
  if (!orderId) return null;
  const order = await tx.get(ordersCol().doc(orderId));
  return order.exists ? factsOf(order.data()!) : null;
}

export async function readRecipient(tx: Transaction, uid: string): Promise<Recipient> {
  const user = await tx.get(col(COLLECTIONS.users).doc(uid));
  const phone = text(user.get('contact'));
  return { email: text(user.get('email')) || null, phone: PHONE.test(phone) ? phone : null };
}
