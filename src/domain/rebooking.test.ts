import { describe, expect, it } from 'vitest';
import { checkRebook, checkRebookTarget, isRebookVisible, MAX_OTHER_OPEN_APPOINTMENTS } from './rebooking';
import type { RebookOrder } from './rebooking';
import { at, plus, HOUR, base, other } from '../test-support/rebooking.fixtures';

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
});
