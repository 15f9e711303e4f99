import { describe, expect, it } from 'vitest';
import {
  appendChangedMarker,
  applyRebook,
  checkRebookTarget,
  isRebooked,
  isRebookFlagActive,
  isRebookStateValid,
  isSpecialRebookFree,
  rebookStateExpiryOnGiveUp,
  specialRebookCutoff,
  rebookRefusalMessage,
} from './rebooking';
import type { OrderLike } from './types';
import { at, plus, HOUR, base, other } from '../test-support/rebooking.fixtures';

describe('rebooking: target, writes, fee and messages', () => {
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
      const marked = ['ON THE GO', 'ON THE GO changed', '', 'changed'].map(appendChangedMarker);
      expect(marked).toEqual(['ON THE GO changed', 'ON THE GO changed', 'changed', 'changed']);
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
      const special = {
        appointmentType: 'special' as const,
        appointmentDate: '2026-11-24',
        specialFeePaid: { cents: 3000 },
      };
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

    it('gives no fee-free special for a fee never paid: none recorded, 0 cents, or waived by a rebook state', () => {
      const before = at('2026-11-23T12:00:00Z');
      const unpaid = { appointmentType: 'special' as const, appointmentDate: '2026-11-24' };
      expect(rebookStateExpiryOnGiveUp(unpaid, before)).toBeNull();
      expect(rebookStateExpiryOnGiveUp({ ...unpaid, specialFeePaid: null }, before)).toBeNull();
      // An order booked with a rebook state has no fee paid: giving it up never chains another free special.
      expect(rebookStateExpiryOnGiveUp({ ...unpaid, specialFeePaid: { cents: 0 } }, before)).toBeNull();
      expect(
        rebookStateExpiryOnGiveUp({ ...unpaid, specialFeePaid: { cents: Number.NaN } }, before),
      ).toBeNull();
      expect(rebookStateExpiryOnGiveUp({ ...unpaid, specialFeePaid: { cents: 1 } }, before)).toEqual(
        at('2026-11-24T05:00:00Z'),
      );
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
