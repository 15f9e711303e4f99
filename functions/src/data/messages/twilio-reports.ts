// What Twilio reports, after the webhook checked its signature (triggers/twilio-webhooks.ts):
//   - a status callback moves the delivery forward (queued < sent < delivered; failed/undelivered are final, with
//     Twilio's ErrorCode), never back: callbacks may come out of order; a permanent code marks the number;
//   - a customer's reply opens WhatsApp's 24-hour window, and an opt-out keyword (STOP…) turns that channel off for
//     every account with that number (an opt-in keyword turns it back on).
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import type { DeliveryState } from '../../../../src/contracts/messages';
import { optKeyword, type PhoneChannel } from '../../../../src/domain/message-channels';
import { PERMANENT_NUMBER_ERRORS } from '../../twilio/messaging-contract';
import { db } from '../admin-sdk';
import { col } from '../booking-docs';
import { messagesCol } from '../message-queue';
import { shapedQuery } from '../shaped-query';
import { markNumberFailed, numberRef } from './message-numbers';

const RANK: Partial<Record<DeliveryState, number>> = { sending: 0, queued: 1, sent: 2, delivered: 3 };
const FINAL: readonly DeliveryState[] = ['failed', 'undelivered'];

/** Twilio's MessageStatus as a delivery state (null: not one that moves a delivery). */
function stateOf(status: string): DeliveryState | null {
  if (['accepted', 'queued', 'sending', 'scheduled'].includes(status)) return 'queued';
  if (status === 'sent') return 'sent';
  if (status === 'delivered' || status === 'read') return 'delivered';
  if (status === 'failed' || status === 'undelivered') return status;
  return null;
}

export type StatusResult = 'recorded' | 'unknown-message' | 'ignored';

export async function recordDeliveryStatus(params: Record<string, string>, now: Date): Promise<StatusResult> {
  const sid = params.MessageSid ?? '';
  const state = stateOf(params.MessageStatus ?? '');
  if (!sid || !state) return 'ignored';
  const index = await col(COLLECTIONS.messageSids).doc(sid).get();
  if (!index.exists) return 'unknown-message';
  const channel = index.get('channel') as PhoneChannel;
  const ref = messagesCol().doc(String(index.get('eventId')));
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const delivery = snap.get(`deliveries.${channel}`) as
      { state: DeliveryState; ref?: string; to: string } | undefined;
    if (!delivery || delivery.ref !== sid || FINAL.includes(delivery.state)) return 'ignored';
    const forward = FINAL.includes(state) || (RANK[state] ?? 0) > (RANK[delivery.state] ?? 0);
    if (!forward) return 'ignored';
    const code = Number(params.ErrorCode);
    const errorCode = Number.isInteger(code) && code > 0 ? code : null;
    tx.update(ref, {
      [`deliveries.${channel}.state`]: state,
      [`deliveries.${channel}.errorCode`]: errorCode,
      [`deliveries.${channel}.updatedAt`]: Timestamp.fromDate(now),
    });
    if (errorCode && PERMANENT_NUMBER_ERRORS.includes(errorCode)) {
      const uid = String(snap.get('userId') ?? '');
      markNumberFailed(tx, uid, delivery.to.replace(/^whatsapp:/, ''), { code: errorCode, channel }, now);
    }
    return 'recorded';
  });
}

export interface InboundResult {
  channel: PhoneChannel;
  keyword: 'out' | 'in' | null;
  accounts: number;
}

/** A reply from a customer's phone: the window, and STOP / START for that channel. */
export async function recordInboundMessage(
  params: Record<string, string>,
  now: Date,
): Promise<InboundResult> {
  const from = params.From ?? '';
  const channel: PhoneChannel = from.startsWith('whatsapp:') ? 'whatsapp' : 'sms';
  const number = from.replace(/^whatsapp:/, '');
  const keyword = optKeyword(params.Body ?? '');
  if (!/^\+\d{8,15}$/.test(number)) return { channel, keyword, accounts: 0 };
  const users = await shapedQuery(col(COLLECTIONS.users), 'usersByContact', { contact: [number] }).get();
  const batch = db.batch();
  for (const user of users.docs) {
    batch.set(
      numberRef(user.id),
      {
        number,
        ...(channel === 'whatsapp' ? { lastInboundAt: Timestamp.fromDate(now) } : {}),
        ...(keyword ? { [channel === 'whatsapp' ? 'whatsappOff' : 'smsOff']: keyword === 'out' } : {}),
        ...(keyword === 'in' ? { failure: null } : {}),
      },
      { merge: true },
    );
  }
  if (users.size) await batch.commit();
  return { channel, keyword, accounts: users.size };
}
