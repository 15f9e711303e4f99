// messageStats/{business date}: how many messages went out per channel that day and what they cost, estimated from
// the per-message prices (MESSAGE_PRICE_SMS_USD / MESSAGE_PRICE_WHATSAPP_USD, else the dated defaults of
// twilio/messaging-contract/messaging-prices.ts). Counted when Twilio accepts a message (201), e-mails when queued.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import { businessDate } from '../../../../src/domain/calendar';
import type { Channel } from '../../../../src/domain/message-channels';
import { PRICE_DEFAULTS } from '../../twilio/messaging-contract';
import { col } from '../booking-docs';

function priceUsd(channel: Channel): number {
  if (channel === 'email') return 0;
  const name = channel === 'sms' ? 'MESSAGE_PRICE_SMS_USD' : 'MESSAGE_PRICE_WHATSAPP_USD';
  const configured = Number(process.env[name]);
  if (process.env[name] && Number.isFinite(configured) && configured >= 0) return configured;
  return channel === 'sms' ? PRICE_DEFAULTS.smsUsd : PRICE_DEFAULTS.whatsappUsd;
}

/** Counts one message on `channel` (writes only). */
export function countMessage(tx: Transaction, channel: Channel, now: Date): void {
  const date = businessDate(now);
  tx.set(
    col(COLLECTIONS.messageStats).doc(date),
    { date, [channel]: FieldValue.increment(1), costUsd: FieldValue.increment(priceUsd(channel)) },
    { merge: true },
  );
}
