// Calls shared by the trading tests.
import type {
  ReserveTradingOrderResponse,
  TransferTradingOrderResponse,
} from '../../src/contracts/booking-api';
import { type Customer } from './clients.fixtures';
import { payTrade } from './wipay.fixtures';

export const reserve = (c: Customer, orderId: string) =>
  c.client.call<ReserveTradingOrderResponse>('reserveTradingOrder', { orderId });

/**
 * Takes the order over. Every seeded order costs more than $0, so by default the trade is paid as the app pays it
 * (reserve, WiPay checkout approved on the simulator, return); with `paymentData` transferTradingOrder is called
 * as given (a $0 trade, or an attack on its schema).
 */
export const transfer = (
  c: Customer,
  originalOrderId: string,
  paymentData?: Record<string, unknown>,
): Promise<TransferTradingOrderResponse> =>
  paymentData
    ? c.client.call<TransferTradingOrderResponse>('transferTradingOrder', { originalOrderId, paymentData })
    : payTrade(c, originalOrderId);
