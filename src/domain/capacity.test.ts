import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkBooking, dayAvailability, SLOT_CAPACITY, slotAvailability } from './capacity';
import type { AppointmentType, HoldLike, OrderLike, OrderStatus, SlotKey } from './types';

const NOW = new Date('2026-11-23T09:00:00Z'); // Monday 5:00 AM in Port of Spain
const LOCATION = 'Chaguanas Branch';
const FREE: SlotKey = { date: '2026-11-23', time: '9:10 AM', type: 'free', location: LOCATION };
const SPECIAL: SlotKey = { date: '2026-11-23', time: '9:30 AM', type: 'special', location: LOCATION };

const order = (userId: string, slot: SlotKey, status: OrderStatus = 'confirmed'): OrderLike => ({
  userId,
  status,
  appointmentDate: slot.date,
  appointmentTime: slot.time,
  appointmentType: slot.type,
  location: slot.location,
});
const hold = (userId: string, slot: SlotKey, expiresAt: Date, type?: HoldLike['type']): HoldLike => ({
  userId,
  appointmentDate: slot.date,
  appointmentTime: slot.time,
  appointmentType: slot.type,
  location: slot.location,
  expiresAt,
  type,
});
const later = new Date(NOW.getTime() + 60_000);

describe('capacity', () => {
  it('seats 2 per free slot and 3 per special slot', () => {
    expect(SLOT_CAPACITY).toEqual({ free: 2, special: 3 });
  });

  describe('slotAvailability', () => {
    const ask = (slot: SlotKey, orders: OrderLike[], holds: HoldLike[] = [], userId = 'me') =>
      slotAvailability({ slot, orders, holds, userId, now: NOW });

    it('is empty with no orders and no holds', () => {
      expect(ask(FREE, [])).toEqual({
        time: '9:10 AM',
        taken: 0,
        capacity: 2,
        seatsLeft: 2,
        full: false,
        blocked: false,
      });
    });

    it('counts confirmed and trading orders, not completed or cancelled ones', () => {
      const orders = [
        order('a', FREE),
        order('b', FREE, 'trading'),
        order('c', FREE, 'completed'),
        order('d', FREE, 'cancelled'),
      ];
      expect(ask(FREE, orders)).toMatchObject({ taken: 2, seatsLeft: 0, full: true });
    });

    it('is available one below capacity and full exactly at capacity', () => {
      expect(ask(SPECIAL, [order('a', SPECIAL), order('b', SPECIAL)])).toMatchObject({
        taken: 2,
        seatsLeft: 1,
        full: false,
      });
      expect(ask(SPECIAL, [order('a', SPECIAL), order('b', SPECIAL), order('c', SPECIAL)])).toMatchObject({
        taken: 3,
        seatsLeft: 0,
        full: true,
      });
    });

    it('does not count a drive-in purchase whose date, time and type match the slot', () => {
      const driveIn: OrderLike = { ...order('a', FREE), serviceType: 'drive-in' };
      const appointment: OrderLike = { ...order('b', FREE), serviceType: 'appointment' };
      expect(ask(FREE, [driveIn, driveIn, appointment])).toMatchObject({
        taken: 1,
        seatsLeft: 1,
        full: false,
      });
      expect(
        checkBooking({ slot: FREE, orders: [driveIn, driveIn], holds: [], userId: 'me', now: NOW }),
      ).toEqual({
        ok: true,
      });
    });

    it("counts the caller's own orders (they may book for someone else)", () => {
      expect(ask(FREE, [order('me', FREE)])).toMatchObject({ taken: 1, seatsLeft: 1 });
    });

    it('ignores orders of another time, date, type or location', () => {
      const orders = [
        order('a', { ...FREE, time: '9:20 AM' }),
        order('a', { ...FREE, date: '2026-11-24' }),
        order('a', { ...FREE, type: 'special' }),
        order('a', { ...FREE, location: 'Elsewhere' }),
      ];
      expect(ask(FREE, orders).taken).toBe(0);
    });

    it("counts other users' live holds but never the caller's own hold", () => {
      expect(ask(FREE, [], [hold('other', FREE, later)])).toMatchObject({ taken: 1, seatsLeft: 1 });
      expect(ask(FREE, [], [hold('me', FREE, later)])).toMatchObject({ taken: 0, seatsLeft: 2 });
      expect(ask(FREE, [order('a', FREE)], [hold('me', FREE, later)])).toMatchObject({
        taken: 1,
        full: false,
      });
    });

    it('stops counting a hold at the exact millisecond it expires, even before cleanup', () => {
      expect(ask(FREE, [], [hold('other', FREE, new Date(NOW.getTime() + 1))]).taken).toBe(1);
      expect(ask(FREE, [], [hold('other', FREE, NOW)]).taken).toBe(0);
    });

    it("is blocked outright by another user's live trading-order reservation", () => {
      const reservation = hold('other', SPECIAL, later, 'trading_order_reservation');
      expect(ask(SPECIAL, [], [reservation])).toEqual({
        time: '9:30 AM',
        taken: 0,
        capacity: 3,
        seatsLeft: 0,
        full: true,
        blocked: true,
      });
    });

    it("is not blocked by an expired reservation nor by the caller's own", () => {
      expect(ask(SPECIAL, [], [hold('other', SPECIAL, NOW, 'trading_order_reservation')])).toMatchObject({
        blocked: false,
      });
      expect(ask(SPECIAL, [], [hold('me', SPECIAL, later, 'trading_order_reservation')])).toMatchObject({
        blocked: false,
      });
    });

    it('refuses an unknown appointment type', () => {
      expect(() => ask({ ...FREE, type: 'vip' as AppointmentType }, [])).toThrow(RangeError);
    });

    it("never counts the caller's own holds and never exceeds capacity in seats (property)", () => {
      const arbHold = fc.record({
        mine: fc.boolean(),
        expiresIn: fc.integer({ min: -120_000, max: 120_000 }),
        reservation: fc.boolean(),
      });
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom<OrderStatus>('confirmed', 'trading', 'completed', 'cancelled'), {
            maxLength: 5,
          }),
          fc.array(arbHold, { maxLength: 6 }),
          (statuses, holdSpecs) => {
            const orders = statuses.map((s, i) => order(`u${i}`, FREE, s));
            const holds = holdSpecs.map((h, i) =>
              hold(
                h.mine ? 'me' : `h${i}`,
                FREE,
                new Date(NOW.getTime() + h.expiresIn),
                h.reservation ? 'trading_order_reservation' : undefined,
              ),
            );
            const withMine = ask(FREE, orders, holds);
            const withoutMine = ask(
              FREE,
              orders,
              holds.filter((h) => h.userId !== 'me'),
            );
            expect(withMine).toEqual(withoutMine);
            expect(withMine.seatsLeft).toBeGreaterThanOrEqual(0);
            expect(withMine.seatsLeft).toBeLessThanOrEqual(withMine.capacity);
            expect(withMine.full).toBe(withMine.seatsLeft === 0);
          },
        ),
      );
    });
  });

  describe('dayAvailability', () => {
    it('lists every offered slot, split into available and occupied', () => {
      const orders = [order('a', FREE), order('b', FREE)];
      const day = dayAvailability({
        date: '2026-11-23',
        type: 'free',
        location: LOCATION,
        orders,
        holds: [],
        userId: 'me',
        now: NOW,
      });
      expect(day.slots).toHaveLength(48);
      expect(day.occupied.map((s) => s.time)).toEqual(['9:10 AM']);
      expect(day.available).toHaveLength(47);
    });

    it('leaves out slots removed by the lead time', () => {
      const now = new Date('2026-11-23T22:00:00Z'); // 6:00 PM
      const day = dayAvailability({
        date: '2026-11-23',
        type: 'free',
        location: LOCATION,
        orders: [],
        holds: [],
        userId: 'me',
        now,
      });
      expect(day.slots.map((s) => s.time)).toEqual(['6:40 PM', '6:50 PM']);
    });
  });

  describe('checkBooking', () => {
    const input = (slot: SlotKey, orders: OrderLike[], holds: HoldLike[] = []) => ({
      slot,
      orders,
      holds,
      userId: 'me',
      now: NOW,
    });

    it('accepts a free seat', () => {
      expect(checkBooking(input(FREE, [order('a', FREE)]))).toEqual({ ok: true });
    });

    it('answers full when the slot filled meanwhile', () => {
      expect(checkBooking(input(FREE, [order('a', FREE)], [hold('b', FREE, later)]))).toEqual({
        ok: false,
        reason: 'full',
      });
    });

    it('passes on the slot rule refusal first', () => {
      expect(checkBooking(input({ ...FREE, time: '9:30 AM' }, []))).toEqual({
        ok: false,
        reason: 'wrong-minute-for-type',
      });
    });
  });
});
