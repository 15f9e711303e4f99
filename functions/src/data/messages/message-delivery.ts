// Sends a message's phone deliveries that are due, each at most once: a transaction claims the delivery (pending or
// retry, due → sending, one more attempt) before Twilio is called, and another records Twilio's answer. A crash in
// between leaves it 'sending': never sent twice, shown as such to staff (Twilio's Messages API takes no idempotency
// key). Twilio's 429 and 5xx (and no answer) are retried with backoff; a permanent refusal of the number marks it.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../../src/contracts/documents';
import type { DeliveryState } from '../../../../src/contracts/messages';
import type { MessageKind, PhoneChannel } from '../../../../src/domain/message-channels';
import type { MessageFacts } from '../../../../src/domain/message-text';
import { PERMANENT_NUMBER_ERRORS, RETRY_HTTP_STATUSES } from '../../twilio/messaging-contract';
import { createMessage, type CreateResult } from '../../twilio/twilio-client';
import { twilioSettings, type TwilioSettings } from '../../twilio/twilio-settings';
import { db } from '../admin-sdk';
import { col, toDate } from '../booking-docs';
import { messagesCol } from '../message-queue';
import { shapedQuery } from '../shaped-query';
import { manageOrdersUrl } from '../mail';
import { markNumberFailed, readNumberState } from './message-numbers';
import { countMessage } from './message-stats';
import { composeOutbound } from './twilio-outbound';

/** Waits before the 2nd, 3rd, 4th and 5th attempt; after the 5th a retryable refusal is final. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
const PHONE_CHANNELS: readonly PhoneChannel[] = ['whatsapp', 'sms'];

export interface DeliveryDeps {
  settings: () => TwilioSettings | null;
  send: (settings: TwilioSettings, message: Parameters<typeof createMessage>[1]) => Promise<CreateResult>;
}
export const twilioDeps: DeliveryDeps = { settings: twilioSettings, send: (s, m) => createMessage(s, m) };

interface Claim {
  to: string;
  attempts: number;
  kind: MessageKind;
  facts: MessageFacts;
  uid: string;
  lastInboundAt: Date | null;
}

const isWaiting = (state: unknown) => state === 'pending' || state === 'retry';

/** The earliest due time of the deliveries still waiting, after `patch` (null: none). */
function nextPending(deliveries: Record<string, Record<string, unknown>>): Timestamp | null {
  const due = Object.values(deliveries)
    .filter((d) => isWaiting(d.state))
    .map((d) => (d.dueAt as Timestamp | undefined)?.toMillis() ?? 0);
  return due.length ? Timestamp.fromMillis(Math.min(...due)) : null;
}

async function claim(ref: DocumentReference, channel: PhoneChannel, now: Date): Promise<Claim | null> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const deliveries = (snap.get('deliveries') ?? {}) as Record<string, Record<string, unknown>>;
    const delivery = deliveries[channel];
    if (!delivery || !isWaiting(delivery.state)) return null;
    if ((toDate(delivery.dueAt)?.getTime() ?? 0) > now.getTime()) return null;
    const uid = String(snap.get('userId') ?? '');
    const number = await readNumberState(tx, uid, String(delivery.to).replace(/^whatsapp:/, ''));
    const attempts = Number(delivery.attempts ?? 0) + 1;
    const off = channel === 'whatsapp' ? number.whatsappOff : number.smsOff;
    const next = {
      ...delivery,
      state: off ? 'skipped' : 'sending',
      attempts,
      updatedAt: Timestamp.fromDate(now),
    };
    const all = { ...deliveries, [channel]: next };
    tx.update(ref, { [`deliveries.${channel}`]: next, pendingAt: nextPending(all) });
    if (off) return null;
    return {
      to: String(delivery.to),
      attempts,
      kind: snap.get('kind') as MessageKind,
      facts: snap.get('facts') as MessageFacts,
      uid,
      lastInboundAt: number.lastInboundAt,
    };
  });
}

interface Outcome {
  state: DeliveryState;
  ref?: string | null;
  errorCode?: number | null;
  template?: string | null;
  reason?: string;
  dueAt?: Date;
}

function outcomeOf(result: CreateResult, attempts: number, now: Date, template: string | null): Outcome {
  if (result.ok) return { state: 'queued', ref: result.message.sid, errorCode: null, template };
  const retryable = RETRY_HTTP_STATUSES.includes(result.httpStatus) || result.httpStatus === 0;
  const delay = RETRY_DELAYS_MS[attempts - 1];
  if (retryable && delay !== undefined)
    return {
      state: 'retry',
      errorCode: result.code,
      dueAt: new Date(now.getTime() + delay),
      reason: result.message,
    };
  return { state: 'failed', errorCode: result.code, reason: result.message };
}

async function settle(ref: DocumentReference, channel: PhoneChannel, c: Claim, outcome: Outcome, now: Date) {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const deliveries = (snap.get('deliveries') ?? {}) as Record<string, Record<string, unknown>>;
    const { dueAt, ...fields } = outcome;
    const next = {
      ...deliveries[channel],
      ...fields,
      ...(dueAt ? { dueAt: Timestamp.fromDate(dueAt) } : {}),
      updatedAt: Timestamp.fromDate(now),
    };
    tx.update(ref, {
      [`deliveries.${channel}`]: next,
      pendingAt: nextPending({ ...deliveries, [channel]: next }),
    });
    if (outcome.state === 'queued' && outcome.ref) {
      tx.set(col(COLLECTIONS.messageSids).doc(outcome.ref), {
        eventId: ref.id,
        channel,
        at: Timestamp.fromDate(now),
      });
      countMessage(tx, channel, now);
    }
    if (
      outcome.state === 'failed' &&
      outcome.errorCode &&
      PERMANENT_NUMBER_ERRORS.includes(outcome.errorCode)
    ) {
      markNumberFailed(tx, c.uid, c.to.replace(/^whatsapp:/, ''), { code: outcome.errorCode, channel }, now);
    }
  });
}

/** Sends every due phone delivery of message `eventId`. Safe to run any number of times, at once or in turn. */
export async function deliverMessage(
  eventId: string,
  now: Date,
  deps: DeliveryDeps = twilioDeps,
): Promise<void> {
  const ref = messagesCol().doc(eventId);
  for (const channel of PHONE_CHANNELS) {
    const claimed = await claim(ref, channel, now);
    if (!claimed) continue;
    const settings = deps.settings();
    if (!settings) {
      await settle(
        ref,
        channel,
        claimed,
        { state: 'not-configured', reason: 'Twilio is not configured' },
        now,
      );
      continue;
    }
    const link = claimed.facts.link ?? manageOrdersUrl();
    const outbound = composeOutbound({ channel, ...claimed, link, now }, settings);
    if ('refused' in outbound) {
      await settle(ref, channel, claimed, { state: 'failed', reason: outbound.refused }, now);
      continue;
    }
    const result = await deps.send(settings, outbound.message);
    await settle(ref, channel, claimed, outcomeOf(result, claimed.attempts, now, outbound.template), now);
  }
}

/** The scheduled sweep: every message with a delivery due (quiet hours over, a retry's time come). */
export async function deliverDueMessages(now: Date, deps: DeliveryDeps = twilioDeps): Promise<number> {
  const due = await shapedQuery(messagesCol(), 'messagesDue', {
    pendingAt: { '<=': Timestamp.fromDate(now) },
  })
    .limit(200)
    .get();
  for (const message of due.docs) await deliverMessage(message.id, now, deps);
  return due.size;
}
