// The app's payment gateway. Only the TEST gateway exists so far (emulators and local builds); a production build
// must plug a real processor in here (see payment-gateway.ts) before taking paid orders.
import type { PaymentGateway } from './payment-gateway';
import { TestCardGateway } from './test-card-gateway';

export type { CardDetails, PaymentGateway, PaymentRequest, PaymentResult } from './payment-gateway';
export {
  TestCardGateway,
  luhnValid,
  expiryValid,
  cvvValid,
  TEST_GATEWAY_MESSAGES,
} from './test-card-gateway';

let gateway: PaymentGateway | null = null;

export function getPaymentGateway(): PaymentGateway {
  gateway ??= new TestCardGateway();
  return gateway;
}
