// Messages to customers (docs/messages.md) as the app reads and writes them: the customer's channel choices
// (messagePrefs/{uid}, in the rules' exact shape) and what Twilio told us of their number (messageNumbers/{uid});
// for staff, what was sent about an order (messages where orderId ==), the day's counts, and the resend callable.
import { COLLECTIONS } from '../../contracts/documents';
import {
  DEFAULT_MESSAGE_PREFS,
  isMessagePrefs,
  type Channel,
  type Delivery,
  type MessageKind,
  type MessagePrefs,
  type MessageStatsDoc,
} from '../../contracts/messages';
import { adminResendConfirmation } from '../callables';
import { getFirebaseDb } from '../firebase';
import { shapedQuery } from './shaped-query';

async function firestore() {
  const [db, fs] = await Promise.all([getFirebaseDb(), import('../sdk/firestore')]);
  return { db, fs };
}

const dateOf = (value: unknown): Date | null =>
  value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate(): Date }).toDate()
    : null;

export async function readMessagePrefs(uid: string): Promise<MessagePrefs> {
  const { db, fs } = await firestore();
  const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.messagePrefs, uid));
  const data = snap.data();
  const prefs = data ? { reminders: data.reminders, offers: data.offers } : null;
  return prefs && isMessagePrefs(prefs) ? (prefs as MessagePrefs) : DEFAULT_MESSAGE_PREFS;
}

export async function saveMessagePrefs(uid: string, prefs: MessagePrefs): Promise<void> {
  const { db, fs } = await firestore();
  await fs.setDoc(fs.doc(db, COLLECTIONS.messagePrefs, uid), {
    reminders: prefs.reminders,
    offers: prefs.offers,
    updatedAt: fs.serverTimestamp(),
  });
}

export interface NumberNotice {
  number: string | null;
  failure: { code: number; channel: Channel; at: Date | null } | null;
  whatsappOff: boolean;
  smsOff: boolean;
}

export async function readNumberNotice(uid: string): Promise<NumberNotice | null> {
  const { db, fs } = await firestore();
  const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.messageNumbers, uid));
  const data = snap.data();
  if (!data) return null;
  const failure = data.failure as { code?: number; channel?: Channel; at?: unknown } | null | undefined;
  return {
    number: typeof data.number === 'string' ? data.number : null,
    failure:
      failure && typeof failure.code === 'number'
        ? { code: failure.code, channel: failure.channel ?? 'sms', at: dateOf(failure.at) }
        : null,
    whatsappOff: data.whatsappOff === true,
    smsOff: data.smsOff === true,
  };
}

export interface SentMessage {
  eventId: string;
  kind: MessageKind;
  createdAt: Date | null;
  deliveries: Partial<Record<Channel, Delivery>>;
}

/** What was sent about `orderId`, newest first (staff, under the rules). */
export async function readOrderMessages(orderId: string): Promise<SentMessage[]> {
  const { db, fs } = await firestore();
  const ref = fs.collection(db, COLLECTIONS.messages);
  const snap = await fs.getDocs(shapedQuery(fs, ref, 'messagesOfOrder', { orderId }));
  return snap.docs
    .map((d) => {
      const data = d.data();
      const deliveries = (data.deliveries ?? {}) as Partial<Record<Channel, Delivery>>;
      return {
        eventId: d.id,
        kind: data.kind as MessageKind,
        createdAt: dateOf(data.createdAt),
        deliveries,
      };
    })
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}

/** The day's counts and cost estimate, or zeros. */
export async function readMessageStats(date: string): Promise<MessageStatsDoc> {
  const { db, fs } = await firestore();
  const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.messageStats, date));
  return { date, ...(snap.data() as Omit<MessageStatsDoc, 'date'> | undefined) };
}

export const resendConfirmation = (orderId: string) => adminResendConfirmation({ orderId });
