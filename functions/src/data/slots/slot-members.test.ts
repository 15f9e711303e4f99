import { describe, expect, it } from 'vitest';
import type { SlotKey } from '../../../../src/domain/types';
import { membersData, parseMembers } from './slot-members';

const key: SlotKey = { date: '2026-12-02', time: '10:00 AM', type: 'special', location: 'Chaguanas Branch' };
const hold = {
  id: 'h1',
  userId: 'bob',
  appointmentDate: key.date,
  appointmentTime: key.time,
  appointmentType: key.type,
  location: key.location,
  createdAt: new Date(1_000),
  expiresAt: new Date(121_000),
  pageLoadId: 'TAB-1',
  slotId: 'slot-1',
};
const reservation = { ...hold, id: 'r1', type: 'trading_order_reservation' as const, orderId: 'o1' };

describe('slot members', () => {
  it('store each seat with its owner and read back as the slot transaction uses them', () => {
    const { orders, holds } = membersData({
      orders: [{ id: 'o1', userId: 'alice', status: 'trading' }],
      holds: [hold, reservation],
    });
    expect(orders).toEqual({ o1: { userId: 'alice', status: 'trading' } });
    expect(holds.h1).toEqual({ userId: 'bob', createdAt: 1_000, expiresAt: 121_000, pageLoadId: 'TAB-1' });
    const read = parseMembers(key, 'slot-1', { orders, holds });
    expect([...read!.orders.values()]).toEqual([{ id: 'o1', userId: 'alice', status: 'trading' }]);
    expect(read!.holds.get('h1')).toEqual(hold);
    expect(read!.holds.get('r1')).toEqual(reservation);
  });

  it.each([
    ['no document', undefined],
    ['orders not a map', { orders: 'odd', holds: {} }],
    ['holds missing', { orders: {} }],
    ['an unknown status', { orders: { o1: { userId: 'a', status: 'odd' } }, holds: {} }],
    ['an owner that is not a string', { orders: { o1: { userId: 7, status: 'confirmed' } }, holds: {} }],
    ['a hold without expiry', { orders: {}, holds: { h1: { userId: 'a', createdAt: 1, pageLoadId: 'p' } } }],
    [
      'a reservation without its order',
      {
        orders: {},
        holds: {
          r1: { userId: 'a', createdAt: 1, expiresAt: 2, pageLoadId: 'p', type: 'trading_order_reservation' },
        },
      },
    ],
  ])('answer null (read the orders and holds instead) for %s', (_, data) => {
    expect(parseMembers(key, 'slot-1', data)).toBeNull();
  });
});
