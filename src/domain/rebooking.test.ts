import { describe, expect, it } from 'vitest';
import {
  appendChangedMarker,
  applyRebook,
  checkRebook,
  checkRebookTarget,
  isRebooked,
  isRebookFlagActive,
  isRebookStateValid,
  isRebookVisible,
  isSpecialRebookFree,
  rebookStateExpiryOnGiveUp,
  specialRebookCutoff,
  MAX_OTHER_OPEN_APPOINTMENTS,
  rebookRefusalMessage,
} from './rebooking';
import type { RebookOrder } from './rebooking';
import type { OrderLike } from './types';

const at = (iso: string): Date => new Date(iso);
const plus = (d: Date, ms: number): Date => new Date(d.getTime() + ms);
const HOUR = 3_600_000;

// Monday 23 November 2026; Port of Spain is UTC-4.
const base: RebookOrder = {
  id: 'o1',
  userId: 'u1',
  status: 'confirmed',
  appointmentDate: '2026-11-24',
  appointmentTime: '9:10 AM', // 13:10Z on Tuesday
  appointmentType: 'free',
  location: 'Chaguanas Branch',
  createdAt: at('2026-11-23T12:00:00Z'), // 8:00 AM Monday
  description: 'ON THE GO',
  serviceDescription: 'ON THE GO',
};
const other = (id: string, overrides: Partial<OrderLike> = {}): OrderLike => ({
  ...base,
  id,
  appointmentTime: '10:10 AM',
  ...overrides,
});

describe('rebooking', () => {
  describe('visibility of free appointments', () => {
    it('is offered until 2 hours after creation, not at 2 hours', () => {
      expect(isRebookVisible(base, plus(base.createdAt, 2 * HOUR - 1))).toBe(true);
      expect(isRebookVisible(base, plus(base.createdAt, 2 * HOUR))).toBe(false);
    });

    it('is hidden for a same-day appointment less than 6 hours away', () => {
      const sameDay = { ...base, appointmentDate: '2026-11-23', appointmentTime: '3:10 PM' }; // 19:10Z
      expect(isRebookVisible(sameDay, at('2026-11-23T13:10:00Z'))).toBe(true); // exactly 6 h
      expect(isRebookVisible(sameDay, at('2026-11-23T13:10:00.001Z'))).toBe(false);
    });

    it('applies the 6-hour rule to the business date, not the UTC date', () => {
      // 10:00 PM Monday in Port of Spain (already Tuesday in UTC); the 7:10 AM Tuesday slot is another business day.
      const order = { ...base, appointmentTime: '7:10 AM', createdAt: at('2026-11-24T01:30:00Z') };
      expect(isRebookVisible(order, at('2026-11-24T02:00:00Z'))).toBe(true);
    });
  });

  describe('visibility of special appointments', () => {
    const special: RebookOrder = {
      ...base,
      appointmentType: 'special',
      createdAt: at('2026-11-20T12:00:00Z'),
    };

    it('is offered within 2 hours of creation even close to the appointment', () => {
      const fresh = {
        ...special,
        appointmentDate: '2026-11-23',
        appointmentTime: '9:30 AM',
        createdAt: at('2026-11-23T12:00:00Z'),
      };
      expect(isRebookVisible(fresh, at('2026-11-23T13:00:00Z'))).toBe(true);
    });

    it('is hidden on the same day within 6 hours once 2 hours have passed', () => {
      const sameDay = { ...special, appointmentDate: '2026-11-23', appointmentTime: '6:30 PM' }; // 22:30Z
      expect(isRebookVisible(sameDay, at('2026-11-23T16:30:00Z'))).toBe(true);
      expect(isRebookVisible(sameDay, at('2026-11-23T16:30:00.001Z'))).toBe(false);
    });

    it('falls back to 10 hours for an appointment on a later day', () => {
      const nextMorning = { ...special, appointmentTime: '7:30 AM' }; // Tuesday 11:30Z
      expect(isRebookVisible(nextMorning, at('2026-11-24T01:30:00Z'))).toBe(true);
      expect(isRebookVisible(nextMorning, at('2026-11-24T01:30:00.001Z'))).toBe(false);
    });
  });

  describe('visibility in general', () => {
    it('is hidden for a past appointment or one that is not confirmed', () => {
      const now = plus(base.createdAt, HOUR);
      expect(
        isRebookVisible({ ...base, appointmentDate: '2026-11-23', appointmentTime: '7:10 AM' }, now),
      ).toBe(false);
      expect(isRebookVisible({ ...base, status: 'trading' }, now)).toBe(false);
    });
  });

  describe('checkRebook', () => {
    const now = plus(base.createdAt, HOUR);
    const ask = (overrides: Partial<Parameters<typeof checkRebook>[0]> = {}) =>
      checkRebook({
        order: base,
        userId: 'u1',
        userOrders: [base],
        rebookedInSession: new Set(),
        now,
        ...overrides,
      });

    it('allows the owner inside the window', () => {
      expect(ask()).toEqual({ allowed: true });
    });

    it('refuses another user, a non-open order and a past appointment', () => {
      expect(ask({ userId: 'u2' })).toEqual({ allowed: false, reason: 'not-owner' });
      expect(ask({ order: { ...base, status: 'completed' } })).toEqual({
        allowed: false,
        reason: 'not-open',
      });
      expect(ask({ now: at('2026-11-24T13:10:00Z') })).toEqual({ allowed: false, reason: 'past' });
    });

    it('refuses an order already rebooked in this session', () => {
      expect(ask({ rebookedInSession: new Set(['o1']) })).toEqual({
        allowed: false,
        reason: 'already-rebooked',
      });
      expect(ask({ rebookedInSession: new Set(['o9']) })).toEqual({ allowed: true });
    });

    it('refuses outside the visibility window', () => {
      expect(ask({ now: plus(base.createdAt, 3 * HOUR) })).toEqual({
        allowed: false,
        reason: 'window-closed',
      });
    });

    it('allows 3 other open appointments and refuses a 4th', () => {
      expect(MAX_OTHER_OPEN_APPOINTMENTS).toBe(3);
      const three = [base, other('a'), other('b'), other('c', { status: 'trading' })];
      expect(ask({ userOrders: three })).toEqual({ allowed: true });
      expect(ask({ userOrders: [...three, other('d')] })).toEqual({
        allowed: false,
        reason: 'max-appointments',
      });
    });

    it("does not count past orders or other users' orders toward the maximum", () => {
      const orders = [
        base,
        other('a'),
        other('b'),
        other('c'),
        other('d', { status: 'completed' }),
        other('e', { userId: 'u2' }),
      ];
      expect(ask({ userOrders: orders })).toEqual({ allowed: true });
    });
  });

  describe('drive-in purchases', () => {
    const now = plus(base.createdAt, HOUR);
    const driveIn = (id: string) => other(id, { serviceType: 'drive-in' });

    it('do not count toward the maximum of open appointments', () => {
      const userOrders = [base, other('a'), other('b'), other('c'), driveIn('d'), driveIn('e')];
      expect(
        checkRebook({ order: base, userId: 'u1', userOrders, rebookedInSession: new Set(), now }),
      ).toEqual({
        allowed: true,
      });
    });

    it('do not clash with a new time', () => {
      const userOrders = [base, driveIn('a')];
      expect(
        checkRebookTarget({ order: base, date: '2026-11-24', time: '10:10 AM', userOrders, now }),
      ).toEqual({
        ok: true,
      });
    });
  });

  describe('checkRebookTarget', () => {
    const now = plus(base.createdAt, HOUR);
    const target = (date: string | null, time: string | null, userOrders: OrderLike[] = [base]) =>
      checkRebookTarget({ order: base, date, time, userOrders, now });

    it('needs both a date and a time', () => {
      expect(target(null, '9:10 AM')).toEqual({ ok: false, reason: 'missing-date-time' });
      expect(target('2026-11-24', '')).toEqual({ ok: false, reason: 'missing-date-time' });
    });

    it("applies the slot rules of the order's type", () => {
      expect(target('2026-11-24', '9:30 AM')).toEqual({ ok: false, reason: 'wrong-minute-for-type' });
      expect(target('2026-11-22', '9:10 AM')).toEqual({ ok: false, reason: 'sunday' });
    });

    it('refuses a clash with another open appointment of the user', () => {
      expect(target('2026-11-24', '10:10 AM', [base, other('a')])).toEqual({ ok: false, reason: 'clash' });
    });

    it('ignores the order itself, closed orders and other users', () => {
      const orders = [base, other('a', { status: 'cancelled' }), other('b', { userId: 'u2' })];
      expect(target('2026-11-24', '10:10 AM', orders)).toEqual({ ok: true });
      expect(target('2026-11-24', '9:10 AM', orders)).toEqual({ ok: true });
    });
  });

  describe('what a rebook writes', () => {
    it('appends the changed marker once', () => {
      expect(appendChangedMarker('ON THE GO')).toBe('ON THE GO changed');
      expect(appendChangedMarker('ON THE GO changed')).toBe('ON THE GO changed');
      expect(appendChangedMarker('')).toBe('changed');
      expect(appendChangedMarker('changed')).toBe('changed');
    });

    it('moves the appointment, marks it changed and prices it 0', () => {
      const now = at('2026-11-23T13:00:00Z');
      expect(applyRebook(base, { date: '2026-11-25', time: '11:20 AM', now })).toEqual({
        appointmentDate: '2026-11-25',
        appointmentTime: '11:20 AM',
        appointmentDateTime: at('2026-11-25T15:20:00Z'),
        description: 'ON THE GO changed',
        serviceDescription: 'ON THE GO changed',
        price: 0,
        updatedAt: now,
      });
    });

    it('tags an order as rebooked when its description contains changed', () => {
      expect(isRebooked({ description: 'ON THE GO changed' })).toBe(true);
      expect(isRebooked({ description: 'ON THE GO' })).toBe(false);
      expect(isRebooked({ description: null })).toBe(false);
    });
  });

  describe('special rebook fee and state', () => {
    it('is free until 1:00 AM (6 hours before the 7:00 AM opening) on the appointment day', () => {
      expect(isSpecialRebookFree('2026-11-24', at('2026-11-24T04:59:59.999Z'))).toBe(true);
      expect(isSpecialRebookFree('2026-11-24', at('2026-11-24T05:00:00Z'))).toBe(false);
    });

    it('creates a rebook state on give-up of a special appointment only before its cut-off', () => {
      const special = { appointmentType: 'special' as const, appointmentDate: '2026-11-24' };
      const cutoff = at('2026-11-24T05:00:00Z');
      expect(specialRebookCutoff('2026-11-24')).toEqual(cutoff);
      expect(rebookStateExpiryOnGiveUp(special, at('2026-11-23T12:00:00Z'))).toEqual(cutoff);
      expect(rebookStateExpiryOnGiveUp(special, at('2026-11-24T04:59:59.999Z'))).toEqual(cutoff);
      expect(rebookStateExpiryOnGiveUp(special, cutoff)).toBeNull();
      expect(rebookStateExpiryOnGiveUp(special, at('2026-11-24T09:00:00Z'))).toBeNull();
      expect(
        rebookStateExpiryOnGiveUp({ ...special, appointmentType: 'free' }, at('2026-11-23T12:00:00Z')),
      ).toBeNull();
    });

    it('keeps a rebook state valid while unused and before expiresAt', () => {
      const expiresAt = at('2026-11-23T13:00:00Z');
      expect(isRebookStateValid({ expiresAt }, at('2026-11-23T12:59:59.999Z'))).toBe(true);
      expect(isRebookStateValid({ expiresAt }, expiresAt)).toBe(false);
      expect(isRebookStateValid({ expiresAt, used: true }, at('2026-11-23T12:00:00Z'))).toBe(false);
      expect(isRebookStateValid(undefined, expiresAt)).toBe(false);
    });

    it('clears the rebooking flag after 30 seconds', () => {
      const setAt = at('2026-11-23T12:00:00Z');
      expect(isRebookFlagActive(setAt, setAt)).toBe(true);
      expect(isRebookFlagActive(setAt, plus(setAt, 29_999))).toBe(true);
      expect(isRebookFlagActive(setAt, plus(setAt, 30_000))).toBe(false);
      expect(isRebookFlagActive(setAt, plus(setAt, -1))).toBe(false);
    });
  });

  describe('refusal messages', () => {
    it('uses the spec wording where it exists', () => {
      expect(rebookRefusalMessage('max-appointments')).toBe(
        'You already have the maximum number of appointments (3). Please cancel an existing appointment before rebooking.',
      );
      expect(rebookRefusalMessage('clash')).toBe(
        'This time slot conflicts with another of your appointments. Please choose a different time.',
      );
    });

    it('has a message for every other reason', () => {
      for (const reason of [
        'already-rebooked',
        'missing-date-time',
        'not-owner',
        'not-open',
        'past',
        'window-closed',
        'too-soon',
      ] as const) {
        expect(rebookRefusalMessage(reason)).toMatch(/\.$/);
      }
    });
  });
});
