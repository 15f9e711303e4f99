import { describe, expect, it } from 'vitest';
import type { OrderLike } from '../../../../src/domain/types';
import {
  appointmentEntry,
  mapOfOrders,
  ordersOfMap,
  pruned,
  readAppointmentMap,
  withOrder,
} from './open-appointments-rules';

const order = (patch: Partial<OrderLike> & { id: string }): OrderLike & { id: string } => ({
  userId: 'u1',
  status: 'confirmed',
  appointmentType: 'free',
  appointmentDate: '2026-11-27',
  appointmentTime: '9:10 AM',
  location: 'Chaguanas Branch',
  ...patch,
});
const now = new Date('2026-11-25T16:00:00Z'); // 12:00 PM in Port of Spain

describe('appointmentEntry', () => {
  it('keeps open appointments of both types and completed free ones', () => {
    expect(appointmentEntry(order({ id: 'a' }))).toMatchObject({ open: true });
    expect(appointmentEntry(order({ id: 'b', status: 'trading', appointmentType: 'special' }))).toMatchObject(
      {
        open: true,
      },
    );
    expect(appointmentEntry(order({ id: 'c', status: 'completed' }))).toMatchObject({ open: false });
  });
  it('leaves out cancelled orders, drive-ins and completed special ones', () => {
    expect(appointmentEntry(order({ id: 'a', status: 'cancelled' }))).toBeNull();
    expect(appointmentEntry(order({ id: 'b', serviceType: 'drive-in' }))).toBeNull();
    expect(appointmentEntry(order({ id: 'c', status: 'completed', appointmentType: 'special' }))).toBeNull();
  });
});

describe('the map', () => {
  it('round-trips to the orders the gate reads', () => {
    const map = mapOfOrders([order({ id: 'a' }), order({ id: 'b', status: 'completed' })]);
    expect(ordersOfMap('u1', map).map((o) => [o.id, o.status])).toEqual([
      ['a', 'confirmed'],
      ['b', 'completed'],
    ]);
  });
  it('adds, moves and removes one order', () => {
    let map = withOrder({}, 'a', order({ id: 'a' }));
    map = withOrder(map, 'a', order({ id: 'a', appointmentTime: '10:00 AM' }));
    expect(map.a).toMatchObject({ time: '10:00 AM' });
    expect(withOrder(map, 'a', null)).toEqual({});
    expect(withOrder(map, 'a', order({ id: 'a', status: 'cancelled' }))).toEqual({});
  });
  it('prunes past entries no longer open from the free interval before today on, keeping open ones', () => {
    const map = mapOfOrders([
      order({ id: 'old', status: 'completed', appointmentDate: '2026-11-21' }),
      order({ id: 'edge', status: 'completed', appointmentDate: '2026-11-22' }),
      order({ id: 'openPast', appointmentDate: '2026-11-01' }),
    ]);
    expect(Object.keys(pruned(map, now)).sort()).toEqual(['edge', 'openPast']);
  });
  it('reads a stored map tolerantly: an entry of another shape makes it not whole', () => {
    expect(readAppointmentMap(undefined)).toEqual({ map: {}, whole: true });
    const read = readAppointmentMap({ a: appointmentEntry(order({ id: 'a' })), b: { type: 'free' } });
    expect(Object.keys(read.map)).toEqual(['a']);
    expect(read.whole).toBe(false);
  });
});
