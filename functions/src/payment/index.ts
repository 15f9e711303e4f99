// Which payment verifier this deployment uses. Only the TEST verifier exists, and only on the emulators: a deployed
// project answers null, so paid orders are refused (failed-precondition) until a real processor is plugged in here
// (see payment-verifier.ts and the README's 'Card payments').
import type { PaymentVerifier } from './payment-verifier';
import { TestPaymentVerifier } from './test-payment-verifier';

export type { PaymentVerification, PaymentVerifier, VerifyPaymentRequest } from './payment-verifier';
export { TEST_REFERENCE, TestPaymentVerifier } from './test-payment-verifier';

/** Reads whether the functions run on the emulators; the Functions emulator sets FUNCTIONS_EMULATOR=true. */
export function runsOnEmulators(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/** The verifier for this environment, or null when no processor is configured. */
export function paymentVerifier(env: NodeJS.ProcessEnv = process.env): PaymentVerifier | null {
  return runsOnEmulators(env) ? new TestPaymentVerifier(true) : null;
}
