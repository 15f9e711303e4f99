// The options every callable is declared with. App Check is enforced on all of them: a deployed function refuses a
// call without a valid attestation from the registered web app (reCAPTCHA Enterprise) before any code of ours runs.
// The callables a stranger can reach without signing in also consume the token, so a captured token cannot be
// replayed against them (the client asks for limited-use tokens there: src/lib/callables.ts).
import type { CallableOptions } from 'firebase-functions/v2/https';
import { PASS_SIGNING_KEY } from '../pass/pass-secret';
import { WIPAY_API_KEY, WIPAY_WAPI_KEY } from '../payment/wipay-settings';

/** Callables of the signed-in app: App Check required. */
export const APP_CALL = { enforceAppCheck: true } as const satisfies CallableOptions;

/** Callables open to visitors (sign-in reports, contact mail, availability checks, phone claims): one use per token. */
export const PUBLIC_CALL = {
  enforceAppCheck: true,
  consumeAppCheckToken: true,
} as const satisfies CallableOptions;

/**
 * Callables of the signed-in app that sign or verify an order's pass: App Check required, and the pass signing key
 * (a Functions secret) bound to them alone.
 */
export const PASS_CALL = {
  enforceAppCheck: true,
  secrets: [PASS_SIGNING_KEY],
} as const satisfies CallableOptions;

/**
 * Callables that talk to WiPay: as APP_CALL, with both WiPay credentials bound (the return hash's API key and the WAPI
 * key of lookups and refunds; Secret Manager, .secret.local on the emulators), and the pass signing key, since a paid
 * checkout creates the order and signs its pass.
 */
export const PAYMENT_CALL = {
  enforceAppCheck: true,
  secrets: [WIPAY_API_KEY, WIPAY_WAPI_KEY, PASS_SIGNING_KEY],
} satisfies CallableOptions;
