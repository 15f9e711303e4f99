import { describe, expect, it } from 'vitest';
import { paymentVerifier, runsOnEmulators, TestPaymentVerifier } from './index';

const request = (reference: string, amount = 45) => ({
  reference,
  amount,
  currency: 'TTD' as const,
  description: 'Drive-in BASIC WASH',
  idempotencyKey: 'uid_req-12345678',
});
const REFERENCE = 'test_0b5e8f2a-7c1d-4c5e-9f7a-2d3b4c5d6e7f';

describe('payment verifier', () => {
  it('is the TEST verifier on the emulators and none elsewhere', () => {
    expect(runsOnEmulators({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(paymentVerifier({ FUNCTIONS_EMULATOR: 'true' })).toBeInstanceOf(TestPaymentVerifier);
    expect(paymentVerifier({})).toBeNull();
    expect(paymentVerifier({ FUNCTIONS_EMULATOR: 'false' })).toBeNull();
  });

  it('accepts a test_ reference on the emulators', async () => {
    await expect(new TestPaymentVerifier(true).verify(request(REFERENCE))).resolves.toMatchObject({
      ok: true,
    });
  });

  it('refuses every reference outside the emulators', async () => {
    await expect(new TestPaymentVerifier(false).verify(request(REFERENCE))).resolves.toEqual({
      ok: false,
      reason: 'not-configured',
    });
  });

  it('refuses a reference that is not a TEST gateway reference', async () => {
    const verifier = new TestPaymentVerifier(true);
    for (const reference of ['pi_3N1abcDEF', 'test_', 'test_12', 'TEST_0b5e8f2a', `x${REFERENCE}`]) {
      await expect(verifier.verify(request(reference))).resolves.toEqual({
        ok: false,
        reason: 'unknown-reference',
      });
    }
  });

  it('refuses an amount that is not positive', async () => {
    await expect(new TestPaymentVerifier(true).verify(request(REFERENCE, 0))).resolves.toEqual({
      ok: false,
      reason: 'amount-mismatch',
    });
  });
});
