// Calls shared by the trading tests.
import { randomUUID } from 'node:crypto';
import type {
  ReserveTradingOrderResponse,
  TransferTradingOrderResponse,
} from '../../src/contracts/booking-api';
import { type Customer } from '../support/clients';

export const reserve = (c: Customer, orderId: string) =>
  c.client.call<ReserveTradingOrderResponse>('reserveTradingOrder', { orderId });
/** Every seeded order costs more than $0, so a trade pays with a TEST gateway reference. */
export const transfer = (
  c: Customer,
  originalOrderId: string,
  paymentData: Record<string, unknown> = {
    cardholderName: 'Bob Ramdass',
    paymentReference: `test_${randomUUID()}`,
  },
) => c.client.call<TransferTradingOrderResponse>('transferTradingOrder', { originalOrderId, paymentData });
