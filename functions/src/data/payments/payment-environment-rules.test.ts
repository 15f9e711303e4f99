import { describe, expect, it } from 'vitest';
import { isTransactionOf, SANDBOX_TRANSACTION_ID_PREFIX } from '../../../../src/domain/payment-state';
import { SANDBOX_TRANSACTION_PREFIX } from '../../payment/contract/retrieve';
import { environmentOfProcessor } from './payment-environment-rules';

describe('the environment of a WiPay transaction', () => {
  it("takes the sandbox prefix from WiPay's published examples (convention 12)", () => {
    expect(SANDBOX_TRANSACTION_ID_PREFIX).toBe(SANDBOX_TRANSACTION_PREFIX.prefix);
  });

  it('reads the environment from the processor name payment records carry', () => {
    expect(environmentOfProcessor('WiPay sandbox')).toBe('sandbox');
    expect(environmentOfProcessor('WiPay live')).toBe('live');
    expect(environmentOfProcessor('WiPay staging')).toBeNull();
    expect(environmentOfProcessor('')).toBeNull();
  });

  it('refuses a sandbox transaction in the live app and a live one in the sandbox, as completeCheckout does', () => {
    const sandboxId = 'SB-1-10-yu70fTApIY-20260310045020';
    const liveId = '1-10-yu70fTApIY-20260310045020';
    expect(isTransactionOf(sandboxId, environmentOfProcessor('WiPay live'))).toBe(false);
    expect(isTransactionOf(liveId, environmentOfProcessor('WiPay live'))).toBe(true);
    expect(isTransactionOf(liveId, environmentOfProcessor('WiPay sandbox'))).toBe(false);
    expect(isTransactionOf(sandboxId, environmentOfProcessor('WiPay sandbox'))).toBe(true);
    expect(isTransactionOf(sandboxId, environmentOfProcessor('Test gateway'))).toBe(false);
  });
});
