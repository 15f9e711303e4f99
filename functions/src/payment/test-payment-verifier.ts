// TEST verifier, the counterpart of the browser's TestCardGateway: it accepts the gateway's `test_…` references, and
// only while the functions run on the emulators. No money moves, so there is nothing to capture and no amount to
// compare (a test reference carries none); a real processor's verifier checks both.
import type { PaymentVerification, PaymentVerifier, VerifyPaymentRequest } from './payment-verifier';

/** The shape of the references TestCardGateway hands out: 'test_' + a UUID (or random digits). */
export const TEST_REFERENCE = /^test_[A-Za-z0-9-]{6,100}$/;

export class TestPaymentVerifier implements PaymentVerifier {
  readonly name = 'TEST verifier (emulators only, no money moves)';
  readonly isTest = true;

  /** `onEmulators`: process.env.FUNCTIONS_EMULATOR === 'true'. Outside the emulators every reference is refused. */
  constructor(private readonly onEmulators: boolean) {}

  async verify(request: VerifyPaymentRequest): Promise<PaymentVerification> {
    if (!this.onEmulators) return { ok: false, reason: 'not-configured' };
    if (!TEST_REFERENCE.test(request.reference)) return { ok: false, reason: 'unknown-reference' };
    if (!Number.isFinite(request.amount) || request.amount <= 0)
      return { ok: false, reason: 'amount-mismatch' };
    return { ok: true, processor: this.name };
  }
}
