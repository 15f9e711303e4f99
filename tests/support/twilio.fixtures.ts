// The local Twilio simulator as the emulator tier sees it (scripts/twilio-simulator on 127.0.0.1:4520, started by
// scripts/emulators.mjs), the settings the functions use on the emulators, and small readers of messages/{id}.
import { db } from '../../functions/src/data/admin-sdk';
import { twilioDeps, type DeliveryDeps } from '../../functions/src/data/messages/message-delivery';
import { twilioSignature } from '../../functions/src/twilio/twilio-signatures';
import {
  SIMULATOR_ACCOUNT_SID,
  SIMULATOR_AUTH_TOKEN,
  type TwilioSettings,
} from '../../functions/src/twilio/twilio-settings';

export const TWILIO_SIM = 'http://127.0.0.1:4520';
export const FUNCTIONS_BASE = 'http://127.0.0.1:5001/demo-chaguanas-wash/us-central1';
export const WHATSAPP_FROM = 'whatsapp:+18685550100';

export const localTwilio: TwilioSettings = {
  base: TWILIO_SIM,
  accountSid: SIMULATOR_ACCOUNT_SID,
  authToken: SIMULATOR_AUTH_TOKEN,
  whatsappFrom: WHATSAPP_FROM,
  smsFrom: '+18685550100',
  messagingServiceSid: '',
  webhookBase: FUNCTIONS_BASE,
  templates: {
    booking: `HX${'1'.repeat(32)}`,
    reminder: `HX${'2'.repeat(32)}`,
    notice: `HX${'3'.repeat(32)}`,
  },
};
export const localDeps: DeliveryDeps = { settings: () => localTwilio, send: twilioDeps.send };

export interface SimMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  error_code: number | null;
  content_sid?: string;
}

export async function simMessagesTo(number: string): Promise<SimMessage[]> {
  const res = await fetch(`${TWILIO_SIM}/__sim/messages`);
  const { messages } = (await res.json()) as { messages: SimMessage[] };
  return messages.filter((m) => m.to.replace(/^whatsapp:/, '') === number);
}

export async function injectFailure(number: string, code: number): Promise<void> {
  await fetch(`${TWILIO_SIM}/__sim/numbers/${encodeURIComponent(number)}/fail`, {
    method: 'POST',
    body: JSON.stringify({ code }),
  });
}

/** A reply from `from` to the wash, through the simulator: signed and delivered to the emulated twilioInbound. */
export async function simInbound(from: string, body: string): Promise<number | null> {
  const res = await fetch(`${TWILIO_SIM}/__sim/inbound`, {
    method: 'POST',
    body: JSON.stringify({ from, to: from.startsWith('whatsapp:') ? WHATSAPP_FROM : '+18685550100', body }),
  });
  return ((await res.json()) as { delivered: number | null }).delivered;
}

/** POSTs form `params` to one of our Twilio webhooks, signed with `token` (the wrong one forges it). */
export async function postWebhook(
  name: 'twilioInbound' | 'twilioStatus',
  params: Record<string, string>,
  token = SIMULATOR_AUTH_TOKEN,
): Promise<number> {
  const url = `${FUNCTIONS_BASE}/${name}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Twilio-Signature': twilioSignature(token, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  await res.text();
  return res.status;
}

export const delivery = async (eventId: string, channel: string) =>
  (await db.doc(`messages/${eventId}`).get()).get(`deliveries.${channel}`) as
    { state: string; errorCode?: number | null; ref?: string; template?: string | null } | undefined;

/** Polls until `check` holds (the emulated triggers and callbacks run beside the test). */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}
