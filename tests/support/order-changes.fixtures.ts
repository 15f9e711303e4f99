// Calls shared by the order-change tests (rebook, give up, trade offers).
import type { OrderStatusResponse, RebookOrderResponse } from '../../src/contracts/booking-api';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { type Customer } from './clients.fixtures';

export const rebook = (c: Customer, orderId: string, slot: Pick<SlotKey, 'date' | 'time'>) =>
  c.client.call<RebookOrderResponse>('rebookOrder', {
    orderId,
    appointmentDate: slot.date,
    appointmentTime: slot.time,
  });
export const giveUp = (c: Customer, orderId: string) => c.client.call('giveUpOrder', { orderId });
export const offer = (c: Customer, orderId: string) =>
  c.client.call<OrderStatusResponse>('offerOrderForTrade', { orderId });
export const cancelTrade = (c: Customer, orderId: string) =>
  c.client.call<OrderStatusResponse>('cancelTrade', { orderId });
export const order = async (id: string) => (await db.doc(`orders/${id}`).get()).data();
