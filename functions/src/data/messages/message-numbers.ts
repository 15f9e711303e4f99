// messageNumbers/{uid}: what Twilio told us of the customer's number (server-written, the customer reads their own):
// STOP per channel, the last WhatsApp reply (the 24-hour window) and a permanent failure, cleared when the number in
// the profile changes.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import type { Channel, NumberState } from '../../../../src/domain/message-channels';
import { col, toDate } from '../booking-docs';

export const numberRef = (uid: string) => col(COLLECTIONS.messageNumbers).doc(uid);

export interface NumberReading extends NumberState {
  lastInboundAt: Date | null;
}

/** The number's state for `phone` (a failure or STOP recorded for another number no longer counts). */
export async function readNumberState(
  tx: Transaction,
  uid: string,
  phone: string | null,
): Promise<NumberReading> {
  const snap = await tx.get(numberRef(uid));
  const same = snap.exists && snap.get('number') === phone;
  const failure = same ? (snap.get('failure') as { code?: number } | null | undefined) : null;
  return {
    number: phone,
    whatsappOff: same && snap.get('whatsappOff') === true,
    smsOff: same && snap.get('smsOff') === true,
    failedCode: typeof failure?.code === 'number' ? failure.code : null,
    lastInboundAt: same ? (toDate(snap.get('lastInboundAt')) ?? null) : null,
  };
}

/** Marks the number failed for good (writes only). */
export function markNumberFailed(
  tx: Transaction,
  uid: string,
  phone: string,
  failure: { code: number; channel: Channel },
  now: Date,
): void {
  tx.set(
    numberRef(uid),
    { number: phone, failure: { ...failure, at: Timestamp.fromDate(now) } },
    { merge: true },
  );
}
