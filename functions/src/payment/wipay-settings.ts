// WiPay's settings: parameters (functions/.env, or answered at deploy) and secrets (Secret Manager; on the emulators
// functions/.secret.local, which scripts/emulator-env.mjs writes for the local simulator). Read only inside a
// function call (`.value()`), never at module load.
import { defineSecret, defineString } from 'firebase-functions/params';

/** WiPay's host: tt.wipayfinancial.com (live and sandbox; `environment` picks), or the local simulator. */
export const WIPAY_HOST = defineString('WIPAY_HOST', { default: 'https://tt.wipayfinancial.com' });
export const WIPAY_ACCOUNT_NUMBER = defineString('WIPAY_ACCOUNT_NUMBER', { default: '1234567890' });
/** 'sandbox' (no money moves; WiPay's public sandbox account 1234567890) or 'live'. */
export const WIPAY_ENVIRONMENT = defineString('WIPAY_ENVIRONMENT', { default: 'sandbox' });
/** Who pays WiPay's fee: customer_pay | merchant_absorb | split. merchant_absorb keeps the total the price. */
export const WIPAY_FEE_STRUCTURE = defineString('WIPAY_FEE_STRUCTURE', { default: 'merchant_absorb' });
/** How long WiPay keeps a checkout session open (about 3 minutes, by its documentation). */
export const WIPAY_SESSION_SECONDS = defineString('WIPAY_SESSION_SECONDS', { default: '180' });
/** The API key: the return hash's key and the X-WAPI-Key of the lookup and the refund. */
export const WIPAY_API_KEY = defineSecret('WIPAY_API_KEY');
/** The key of the webhooks' HMAC-SHA256 signature. */
export const WIPAY_WEBHOOK_SECRET = defineSecret('WIPAY_WEBHOOK_SECRET');

export interface WiPaySettings {
  host: string;
  accountNumber: string;
  environment: 'sandbox' | 'live';
  feeStructure: 'customer_pay' | 'merchant_absorb' | 'split';
  sessionMs: number;
  apiKey: string;
}

const FEE_STRUCTURES = ['customer_pay', 'merchant_absorb', 'split'] as const;

/** The settings of this deployment, or null when a payment cannot be taken (no API key, or a bad value). */
export function wipaySettings(): WiPaySettings | null {
  const apiKey = WIPAY_API_KEY.value();
  const environment = WIPAY_ENVIRONMENT.value();
  const feeStructure = WIPAY_FEE_STRUCTURE.value() as WiPaySettings['feeStructure'];
  const sessionSeconds = Number(WIPAY_SESSION_SECONDS.value());
  let host: string;
  try {
    host = new URL(WIPAY_HOST.value()).origin;
  } catch {
    return null;
  }
  if (!apiKey || (environment !== 'sandbox' && environment !== 'live')) return null;
  if (!FEE_STRUCTURES.includes(feeStructure) || !(sessionSeconds > 0)) return null;
  return {
    host,
    accountNumber: WIPAY_ACCOUNT_NUMBER.value(),
    environment,
    feeStructure,
    sessionMs: sessionSeconds * 1000,
    apiKey,
  };
}
