// Twilio's settings: parameters (functions/.env, or answered at deploy) and secrets (Secret Manager; on the emulators
// functions/.secret.local, which scripts/emulator-env.mjs writes for the local simulator). Read only inside a call.
//   TWILIO_ACCOUNT_SID  AC…: the account in the path of every request, and the basic-auth user without an API key
//   TWILIO_AUTH_TOKEN   the basic-auth password, and the key of X-Twilio-Signature on the webhooks
//   TWILIO_API_KEY_SID / TWILIO_API_KEY_SECRET  optional SK… key pair used for basic auth instead of the token
// Missing secrets, or the local simulator's public ones outside the emulators: nothing is sent (deliveries record
// 'not-configured'), and no booking fails for it (docs/messages.md).
import { defineSecret, defineString } from 'firebase-functions/params';
import { runsOnEmulators } from '../payment';
import { API_BASE, SID_SHAPES } from './messaging-contract';

/** Empty: https://api.twilio.com. Set only to reach the local simulator (http allowed on the emulators only). */
export const TWILIO_API_BASE = defineString('TWILIO_API_BASE', { default: '' });
/** The WhatsApp sender, e.g. whatsapp:+18685550100 (empty: no WhatsApp). */
export const TWILIO_WHATSAPP_FROM = defineString('TWILIO_WHATSAPP_FROM', { default: '' });
/** The SMS sender (+1868… number) or empty when TWILIO_MESSAGING_SERVICE_SID is used. */
export const TWILIO_SMS_FROM = defineString('TWILIO_SMS_FROM', { default: '' });
export const TWILIO_MESSAGING_SERVICE_SID = defineString('TWILIO_MESSAGING_SERVICE_SID', { default: '' });
/** The public base of this project's functions, e.g. https://us-central1-PROJECT.cloudfunctions.net. */
export const TWILIO_WEBHOOK_BASE = defineString('TWILIO_WEBHOOK_BASE', { default: '' });
/** The approved WhatsApp templates, JSON {"reminder":"HX…","booking":"HX…",…} (docs/messages.md). */
export const TWILIO_WHATSAPP_TEMPLATES = defineString('TWILIO_WHATSAPP_TEMPLATES', { default: '{}' });
export const TWILIO_ACCOUNT_SID = defineSecret('TWILIO_ACCOUNT_SID');
export const TWILIO_AUTH_TOKEN = defineSecret('TWILIO_AUTH_TOKEN');

import { SIMULATOR_ACCOUNT_SID, SIMULATOR_AUTH_TOKEN } from './simulator-account';

export { SIMULATOR_ACCOUNT_SID, SIMULATOR_AUTH_TOKEN };

export interface TwilioSettings {
  base: string;
  accountSid: string;
  authToken: string;
  whatsappFrom: string;
  smsFrom: string;
  messagingServiceSid: string;
  webhookBase: string;
  templates: Record<string, string>;
}

function baseOf(raw: string, onEmulators: boolean): string | null {
  if (!raw.trim()) return API_BASE;
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'https:' && !(onEmulators && url.protocol === 'http:')) return null;
    return url.origin;
  } catch {
    return null;
  }
}

function templatesOf(raw: string): Record<string, string> {
  try {
    const parsed = JSON.parse(raw || '{}') as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && SID_SHAPES.content.test(e[1]),
      ),
    );
  } catch {
    return {};
  }
}

/** The settings as written; null when sending must not happen (missing, malformed or public secrets). */
export function readTwilioSettings(
  raw: Omit<TwilioSettings, 'base' | 'templates'> & { base: string; templates: string },
  onEmulators: boolean,
): TwilioSettings | null {
  const base = baseOf(raw.base, onEmulators);
  if (!base || !SID_SHAPES.account.test(raw.accountSid) || !raw.authToken) return null;
  const isSimulator = raw.accountSid === SIMULATOR_ACCOUNT_SID || raw.authToken === SIMULATOR_AUTH_TOKEN;
  if (isSimulator && !onEmulators) return null;
  return { ...raw, base, templates: templatesOf(raw.templates) };
}

const secretValue = (secret: { value(): string }): string => {
  try {
    return secret.value();
  } catch {
    return '';
  }
};

/** This function's Twilio settings, or null: not configured here (nothing is sent). */
export function twilioSettings(): TwilioSettings | null {
  return readTwilioSettings(
    {
      base: TWILIO_API_BASE.value(),
      accountSid: secretValue(TWILIO_ACCOUNT_SID),
      authToken: secretValue(TWILIO_AUTH_TOKEN),
      whatsappFrom: TWILIO_WHATSAPP_FROM.value(),
      smsFrom: TWILIO_SMS_FROM.value(),
      messagingServiceSid: TWILIO_MESSAGING_SERVICE_SID.value(),
      webhookBase: TWILIO_WEBHOOK_BASE.value().replace(/\/+$/, ''),
      templates: TWILIO_WHATSAPP_TEMPLATES.value(),
    },
    runsOnEmulators(),
  );
}

/** The URL Twilio calls (and signs) for one of our webhooks. */
export const webhookUrl = (settings: Pick<TwilioSettings, 'webhookBase'>, fn: string) =>
  `${settings.webhookBase}/${fn}`;
