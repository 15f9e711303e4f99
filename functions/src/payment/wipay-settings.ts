// WiPay's settings: parameters (functions/.env, or answered at deploy) and secrets (Secret Manager; on the emulators
// functions/.secret.local, which scripts/emulator-env.mjs writes for the local simulator). Read only inside a
// function call (`.value()`), never at module load. Two credentials, each for one thing (contract/environments.ts):
//   WIPAY_API_KEY   the Payments API "API Key": only recomputes the return hash; never sent to WiPay
//   WIPAY_WAPI_KEY  the WAPI key wapi_test_<kid>_<secret> | wapi_live_<kid>_<secret>: the X-WAPI-Key of the lookup
//                   and the refund, and nothing else
import { defineSecret, defineString } from 'firebase-functions/params';
import { runsOnEmulators } from '.';
import { CREDENTIALS, HOSTS, PAYMENT_REQUEST_RULES, RETURN_HASH } from './contract';

/** Empty: WiPay's host for WIPAY_ENVIRONMENT (live tt…, sandbox ttsb…). Set only to reach the local simulator. */
export const WIPAY_HOST = defineString('WIPAY_HOST', { default: '' });
export const WIPAY_ACCOUNT_NUMBER = defineString('WIPAY_ACCOUNT_NUMBER', { default: '1234567890' });
/** 'sandbox' (no money moves; WiPay's public sandbox account 1234567890) or 'live'. */
export const WIPAY_ENVIRONMENT = defineString('WIPAY_ENVIRONMENT', { default: 'sandbox' });
/** Who pays WiPay's fee: customer_pay | merchant_absorb | split. merchant_absorb keeps the total the price. */
export const WIPAY_FEE_STRUCTURE = defineString('WIPAY_FEE_STRUCTURE', { default: 'merchant_absorb' });
/** How long WiPay keeps a checkout session open (about 3 minutes, by its documentation). */
export const WIPAY_SESSION_SECONDS = defineString('WIPAY_SESSION_SECONDS', { default: '180' });
/** The return hash's algorithm over transaction_id + total + API Key: md5 | sha256 (contract/transaction-response.ts). */
export const WIPAY_RETURN_HASH = defineString('WIPAY_RETURN_HASH', { default: RETURN_HASH.defaultAlgorithm });
/** The merchant's registered e-mail: a customer e-mail equal to it is not sent (WiPay refuses it). */
export const WIPAY_MERCHANT_EMAIL = defineString('WIPAY_MERCHANT_EMAIL', { default: '' });
/** How far a webhook's X-WiPay-Webhook-Timestamp may be from our clock, in seconds. */
export const WIPAY_WEBHOOK_TOLERANCE_SECONDS = defineString('WIPAY_WEBHOOK_TOLERANCE_SECONDS', {
  default: '300',
});
/** The Payments API "API Key": the return hash's key only. */
export const WIPAY_API_KEY = defineSecret('WIPAY_API_KEY');
/** The WAPI key (wapi_test_… / wapi_live_…, its prefix matching WIPAY_ENVIRONMENT): lookups and refunds. */
export const WIPAY_WAPI_KEY = defineSecret('WIPAY_WAPI_KEY');
/** The key of the webhooks' HMAC-SHA256 signature. */
export const WIPAY_WEBHOOK_SECRET = defineSecret('WIPAY_WEBHOOK_SECRET');

export type WiPayEnvironment = 'sandbox' | 'live';
export type ReturnHashAlgorithm = (typeof RETURN_HASH.algorithms)[number];
type FeeStructure = (typeof PAYMENT_REQUEST_RULES.feeStructures)[number];

export interface WiPaySettings {
  /** An origin: https://tt.wipayfinancial.com, https://ttsb.wipayfinancial.com or the local simulator. */
  host: string;
  accountNumber: string;
  environment: WiPayEnvironment;
  feeStructure: FeeStructure;
  sessionMs: number;
  /** The Payments API key: recomputes the return hash, never sent anywhere. */
  apiKey: string;
  /** The WAPI key: the X-WAPI-Key header of the lookup and the refund. */
  wapiKey: string;
  returnHash: ReturnHashAlgorithm;
  /** Lowercase, or '' when not set. */
  merchantEmail: string;
}

/** The settings as written, before any check. */
export interface RawWiPaySettings {
  host: string;
  accountNumber: string;
  environment: string;
  feeStructure: string;
  sessionSeconds: string;
  returnHash: string;
  merchantEmail: string;
  apiKey: string;
  wapiKey: string;
}

const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The host's origin: WIPAY_HOST when set (http only on the emulators), else WiPay's host for the environment. */
function hostOf(raw: string, environment: WiPayEnvironment, onEmulators: boolean): string | null {
  if (!raw.trim()) return HOSTS.TT[environment];
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'https:' && !(onEmulators && url.protocol === 'http:')) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** True when `key` is a WAPI key of `environment`: wapi_test_<kid>_<secret> in the sandbox, wapi_live_… live. */
export const isWapiKeyOf = (key: string, environment: WiPayEnvironment): boolean =>
  CREDENTIALS.wapiKeyShape.test(key) && key.startsWith(CREDENTIALS.wapiKeyPrefix[environment]);

/**
 * The settings, or null when no payment may be taken: either credential missing or malformed (a WAPI key whose
 * prefix is not the environment's, an API key with spaces), a setting out of range, and, outside the emulators, a
 * plain-http host or the public sandbox API key `123` on the live environment. There is no default credential
 * anywhere: a deployment without both secrets refuses every payment (payments-unavailable).
 */
export function parseWiPaySettings(raw: RawWiPaySettings, onEmulators: boolean): WiPaySettings | null {
  const { environment, feeStructure, returnHash } = raw;
  if (!oneOf(['sandbox', 'live'] as const, environment)) return null;
  if (!oneOf(PAYMENT_REQUEST_RULES.feeStructures, feeStructure)) return null;
  if (!oneOf(RETURN_HASH.algorithms, returnHash)) return null;
  const host = hostOf(raw.host, environment, onEmulators);
  const sessionSeconds = Number(raw.sessionSeconds);
  if (!host || !Number.isFinite(sessionSeconds) || sessionSeconds <= 0) return null;
  if (!/^\d{1,20}$/.test(raw.accountNumber)) return null;
  const apiKey = raw.apiKey.trim();
  const wapiKey = raw.wapiKey.trim();
  if (!/^\S{1,200}$/.test(apiKey) || !isWapiKeyOf(wapiKey, environment)) return null;
  if (!onEmulators && environment === 'live' && apiKey === CREDENTIALS.sandbox.apiKey) return null;
  const merchantEmail = raw.merchantEmail.trim().toLowerCase();
  if (merchantEmail && !merchantEmail.includes('@')) return null;
  return {
    host,
    accountNumber: raw.accountNumber,
    environment,
    feeStructure,
    sessionMs: sessionSeconds * 1000,
    apiKey,
    wapiKey,
    returnHash,
    merchantEmail,
  };
}

/** The settings of this deployment, or null when a payment cannot be taken (see parseWiPaySettings). */
export function wipaySettings(): WiPaySettings | null {
  return parseWiPaySettings(
    {
      host: WIPAY_HOST.value(),
      accountNumber: WIPAY_ACCOUNT_NUMBER.value(),
      environment: WIPAY_ENVIRONMENT.value(),
      feeStructure: WIPAY_FEE_STRUCTURE.value(),
      sessionSeconds: WIPAY_SESSION_SECONDS.value(),
      returnHash: WIPAY_RETURN_HASH.value(),
      merchantEmail: WIPAY_MERCHANT_EMAIL.value(),
      apiKey: WIPAY_API_KEY.value() ?? '',
      wapiKey: WIPAY_WAPI_KEY.value() ?? '',
    },
    runsOnEmulators(),
  );
}

/**
 * The secret the local simulator signs its webhooks with (scripts/emulator-env.mjs, scripts/wipay-simulator): it is
 * in this repository, so a deployment holding it would let anyone sign a refund or chargeback event.
 */
export const PUBLIC_SIMULATOR_WEBHOOK_SECRET = 'sandbox-webhook-secret';

/**
 * The webhook signing secret, or null when no delivery can be trusted with it: empty or with spaces, and, outside
 * the emulators, the simulator's public secret (a deployment given the emulators' value by mistake).
 */
export function webhookSecretOf(raw: string | undefined, onEmulators: boolean): string | null {
  const secret = (raw ?? '').trim();
  if (!/^\S{1,500}$/.test(secret)) return null;
  if (!onEmulators && secret === PUBLIC_SIMULATOR_WEBHOOK_SECRET) return null;
  return secret;
}

/** The webhook timestamp's tolerance in seconds (a value that is not a positive number: the default, 300). */
export function webhookToleranceSeconds(value = WIPAY_WEBHOOK_TOLERANCE_SECONDS.value()): number {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 300;
}
