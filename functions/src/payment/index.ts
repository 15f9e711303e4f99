// The payment module's entry: the verifier interface the drive-in writer takes (complete-checkout.ts hands it a
// payment WiPay's lookup already confirmed) and whether the functions run on the emulators. Card payments go through
// WiPay's hosted checkout (wipay.ts, docs/payments.md); no card data reaches this code.
export type { PaymentVerification, PaymentVerifier, VerifyPaymentRequest } from './payment-verifier';

/** Reads whether the functions run on the emulators; the Functions emulator sets FUNCTIONS_EMULATOR=true. */
export function runsOnEmulators(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}
