import { describe, expect, it } from 'vitest';
import { checkNewAppointment, openAppointmentLimit, sameTimeClash } from './booking-preconditions';
import { MESSAGES, UI_TEXT } from './messages';
import type { AppointmentType, OrderLike, OrderStatus, SlotKey } from './types';

const now = new Date('2026-11-23T12:00:00Z'); // Monday 23rd, 8:00 AM in Port of Spain
const order = (
  appointmentDate: string,
  appointmentType: AppointmentType = 'free',
  status: OrderStatus = 'confirmed',
  appointmentTime = '9:10 AM',
): OrderLike => ({
  userId: 'u1',
  status,
  appointmentDate,
  appointmentTime,
  appointmentType,
  location: 'Chaguanas Branch',
});
const slot = (date: string, type: AppointmentType = 'free', time = '9:10 AM'): SlotKey => ({
  date,
  time,
  type,
  location: 'Chaguanas Branch',
});
const check = (orders: OrderLike[], wanted: SlotKey, block: { blockUntil: Date } | null = null) =>
  checkNewAppointment({ orders, userId: 'u1', block, slot: wanted, now });

describe('booking preconditions', () => {
  describe('open appointments', () => {
    it('refuses a fourth open appointment without speaking of rebooking, and allows a third', () => {
      const specials = ['2026-11-24', '2026-11-25', '2026-11-26'].map((d) => order(d, 'special'));
      expect(check(specials.slice(0, 2), slot('2026-11-27', 'special', '9:00 AM'))).toEqual({ ok: true });
      expect(check(specials, slot('2026-11-27', 'special', '9:00 AM'))).toEqual({
        ok: false,
        reason: 'max-open-appointments',
        message: MESSAGES.booking.maxOpen,
      });
      expect(MESSAGES.booking.maxOpen).not.toMatch(/rebook/i);
    });

    it('counts trading orders but not completed, cancelled, drive-in or other customers’ orders', () => {
      const orders = [
        order('2026-11-24', 'special', 'trading'),
        order('2026-11-25', 'special', 'completed'),
        order('2026-11-25', 'special', 'cancelled'),
        { ...order('2026-11-25', 'special'), serviceType: 'drive-in' as const },
        { ...order('2026-11-26', 'special'), userId: 'u2' },
        order('2026-11-26', 'special'),
      ];
      expect(check(orders, slot('2026-11-27', 'special', '9:00 AM'))).toEqual({ ok: true });
    });
  });

  describe('eligibility on the appointment’s date', () => {
    it('refuses a free appointment less than 3 days from another free one, before or after it', () => {
      const orders = [order('2026-11-26')];
      for (const date of ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']) {
        expect(check(orders, slot(date, 'free', '10:10 AM'))).toEqual({
          ok: false,
          reason: 'not-eligible',
          message:
            'One free appointment every 3 days. Next free appointment available from Monday 30/11/2026.',
        });
      }
      expect(check(orders, slot('2026-11-23', 'free', '10:10 AM')).ok).toBe(true);
      expect(check(orders, slot('2026-11-29', 'free', '10:10 AM')).ok).toBe(true);
    });

    it('judges the appointment’s date, not today: a free booking 3 days after yesterday’s is allowed', () => {
      const orders = [order('2026-11-22', 'free', 'completed')];
      expect(check(orders, slot('2026-11-25')).ok).toBe(true);
      expect(check(orders, slot('2026-11-24')).ok).toBe(false);
    });

    it('ignores cancelled free appointments and any special one for the free cadence', () => {
      const orders = [order('2026-11-24', 'free', 'cancelled'), order('2026-11-24', 'special')];
      expect(check(orders, slot('2026-11-25')).ok).toBe(true);
    });

    it('refuses a blocked customer for either type until the block ends', () => {
      const block = { blockUntil: new Date('2026-11-30T12:00:00Z') };
      for (const type of ['free', 'special'] as const) {
        expect(check([], slot('2026-11-24', type, '9:00 AM'), block)).toEqual({
          ok: false,
          reason: 'not-eligible',
          message: 'Blocked until Monday 30/11/2026.',
        });
      }
      expect(check([], slot('2026-11-24', 'special', '9:00 AM'), { blockUntil: now }).ok).toBe(true);
    });
  });

  describe('the same time', () => {
    it('refuses a second appointment at a time the customer already has, with the dialog text', () => {
      expect(
        check(
          [order('2026-11-24', 'special', 'confirmed', '9:00 AM')],
          slot('2026-11-24', 'free', '9:00 AM'),
        ),
      ).toEqual({ ok: false, reason: 'duplicate-booking', message: UI_TEXT.duplicateBookingDialog });
    });

    it('lets a special appointment join the customer’s special ones at that time (for someone else)', () => {
      const orders = [order('2026-11-24', 'special', 'confirmed', '9:00 AM')];
      expect(check(orders, slot('2026-11-24', 'special', '9:00 AM'))).toEqual({ ok: true });
      expect(
        sameTimeClash({ orders, userId: 'u1', date: '2026-11-24', time: '9:00 AM', type: 'special' }),
      ).toBe('someoneElse');
    });

    it('names a second free booking of the same time a duplicate, not a cadence problem', () => {
      expect(check([order('2026-11-24')], slot('2026-11-24'))).toMatchObject({ reason: 'duplicate-booking' });
    });

    it('ignores closed orders, other times and other dates', () => {
      const orders = [
        order('2026-11-24', 'free', 'cancelled', '9:10 AM'),
        order('2026-11-24', 'special', 'confirmed', '9:00 AM'),
        order('2026-11-25', 'special', 'confirmed', '9:10 AM'),
      ];
      expect(
        sameTimeClash({ orders, userId: 'u1', date: '2026-11-24', time: '9:10 AM', type: 'free' }),
      ).toBeNull();
    });
  });

  describe('moving an order (a rebook)', () => {
    const mine = (id: string, date: string, type: AppointmentType = 'free', time = '9:10 AM') => ({
      ...order(date, type, 'confirmed', time),
      id,
    });
    const move = (
      orders: OrderLike[],
      movingOrderId: string,
      wanted: SlotKey,
      block: { blockUntil: Date } | null = null,
    ) => checkNewAppointment({ orders, userId: 'u1', block, slot: wanted, now, movingOrderId });

    it('refuses moving the later of two free appointments 3 days apart onto the earlier one’s date', () => {
      const orders = [mine('a', '2026-11-24'), mine('b', '2026-11-27')];
      expect(move(orders, 'b', slot('2026-11-24', 'free', '10:10 AM'))).toEqual({
        ok: false,
        reason: 'not-eligible',
        message: 'One free appointment every 3 days. Next free appointment available from Friday 27/11/2026.',
      });
      expect(move(orders, 'b', slot('2026-11-28', 'free', '10:10 AM')).ok).toBe(true);
    });

    it('leaves the moved order out: its own old date neither closes the cadence nor clashes', () => {
      const orders = [mine('a', '2026-11-25')];
      expect(move(orders, 'a', slot('2026-11-24'))).toEqual({ ok: true });
      expect(move(orders, 'a', slot('2026-11-25', 'free', '10:10 AM'))).toEqual({ ok: true });
      // Without the move the same orders close that date.
      expect(check(orders, slot('2026-11-24')).ok).toBe(false);
    });

    it('refuses a blocked customer and a time they already hold elsewhere', () => {
      const block = { blockUntil: new Date('2026-11-30T12:00:00Z') };
      expect(
        move(
          [mine('a', '2026-11-25', 'special', '9:00 AM')],
          'a',
          slot('2026-11-24', 'special', '9:00 AM'),
          block,
        ),
      ).toEqual({
        ok: false,
        reason: 'not-eligible',
        message: 'Blocked until Monday 30/11/2026.',
      });
      const orders = [mine('a', '2026-11-28'), mine('b', '2026-11-24', 'special', '9:00 AM')];
      expect(move(orders, 'a', slot('2026-11-24', 'free', '9:00 AM'))).toMatchObject({
        reason: 'duplicate-booking',
      });
    });

    it('allows 3 other open appointments and refuses a fourth (spec 9: at most 3 other than the one being rebooked)', () => {
      const others = ['2026-11-24', '2026-11-25', '2026-11-26'].map((d, i) =>
        mine(`o${i}`, d, 'special', '9:00 AM'),
      );
      const moved = mine('m', '2026-11-27', 'special', '9:00 AM');
      expect(move([...others, moved], 'm', slot('2026-11-27', 'special', '10:00 AM'))).toEqual({ ok: true });
      expect(
        move(
          [...others, mine('o3', '2026-11-28', 'special'), moved],
          'm',
          slot('2026-11-27', 'special', '10:00 AM'),
        ),
      ).toEqual({
        ok: false,
        reason: 'max-open-appointments',
        message: MESSAGES.rebook.maxReached,
      });
    });
  });
});

describe('openAppointmentLimit (the notice the booking page shows as it opens)', () => {
  const limit = (orders: OrderLike[], at = now) => openAppointmentLimit({ orders, userId: 'u1', now: at });

  it('is not reached with 2 open appointments, whatever else the customer has', () => {
    const orders = [order('2026-11-24'), order('2026-11-27'), order('2026-11-20', 'free', 'completed')];
    expect(limit(orders)).toEqual({ open: 2, reached: false, message: null });
  });

  it('is reached with 3, and offers giving one up while one is more than 2 hours away', () => {
    const orders = [order('2026-11-24'), order('2026-11-27'), order('2026-11-30', 'special', 'trading')];
    expect(limit(orders)).toEqual({
      open: 3,
      reached: true,
      message: `${MESSAGES.booking.maxOpen} ${MESSAGES.booking.maxOpenGiveUp}`,
    });
  });

  it('does not offer giving one up when none can be: all within 2 hours, traded or being traded', () => {
    // 8:00 AM on the 23rd: 9:10 AM is 70 minutes away.
    const today = order('2026-11-23', 'special', 'confirmed', '9:10 AM');
    const traded = { ...order('2026-11-25', 'special'), tradedFrom: 'o-9' };
    const trading = order('2026-11-26', 'special', 'trading');
    const result = limit([today, traded, trading]);
    expect(result).toEqual({ open: 3, reached: true, message: MESSAGES.booking.maxOpen });
    expect(result.message).not.toMatch(/cancel|rebook/i);
  });

  it('leaves out other customers’ orders and drive-in purchases', () => {
    const other = { ...order('2026-11-24'), userId: 'u2' };
    const driveIn = { ...order('2026-11-25'), serviceType: 'drive-in' as const };
    expect(limit([other, driveIn, order('2026-11-26'), order('2026-11-27')]).reached).toBe(false);
  });
});
