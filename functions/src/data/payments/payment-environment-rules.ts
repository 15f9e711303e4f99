// Which WiPay environment this deployment takes payments in, as completeCheckout checks a transaction against it
// (domain/payment-state isTransactionOf). The processor name is the one every payment record carries:
// `WiPay ${WIPAY_ENVIRONMENT}` (payment/wipay.ts), so the check needs no setting of its own.
import type { PaymentEnvironment } from '../../../../src/domain/payment-state';

/** 'sandbox' for 'WiPay sandbox', 'live' for 'WiPay live', null for anything else (every transaction refused). */
export function environmentOfProcessor(processor: string): PaymentEnvironment | null {
  if (processor === 'WiPay sandbox') return 'sandbox';
  if (processor === 'WiPay live') return 'live';
  return null;
}
