import { describe, expect, it } from 'vitest';
import {
  arrivalClosesAt,
  arrivalOpensAt,
  BAY_TEXT,
  checkInVerdict,
  completeVerdict,
  firstNameOf,
  passVerdict,
  type VisitOrder,
} from './bay';

const WINDOW = { earlyMinutes: 20, lateMinutes: 45 };
const MINUTE = 60_000;
// 10:40 AM in Port of Spain (UTC-4) on Wednesday 25/11/2026.
const start = new Date('2026-11-25T14:40:00.000Z');
const at = (minutesFromStart: number, ms = 0) => new Date(start.getTime() + minutesFromStart * MINUTE + ms);

const order: VisitOrder = {
  status: 'confirmed',
  serviceType: 'appointment',
  appointmentDate: '2026-11-25',
  appointmentDateTime: start,
};

describe('checkInVerdict', () => {
  describe('the arrival window', () => {
    it('opens exactly 20 minutes early', () => {
      expect(checkInVerdict(order, at(-20), WINDOW)).toMatchObject({ ok: true, outcome: 'checked-in' });
    });

    it('is not yet open a millisecond before, and says when to come back', () => {
      expect(checkInVerdict(order, at(-20, -1), WINDOW)).toEqual({
        ok: false,
        reason: 'too-early',
        message: 'Too early: come back at 10:20 AM.',
      });
    });

    it('is open at the start and exactly 45 minutes late', () => {
      expect(checkInVerdict(order, at(0), WINDOW).ok).toBe(true);
      expect(checkInVerdict(order, at(45), WINDOW).ok).toBe(true);
    });

    it('is closed a millisecond after 45 minutes late', () => {
      expect(checkInVerdict(order, at(45, 1), WINDOW)).toEqual({
        ok: false,
        reason: 'window-closed',
        message: BAY_TEXT['window-closed'],
      });
    });

    it('applies to free and special appointments alike', () => {
      expect(checkInVerdict({ ...order }, at(-21), WINDOW)).toMatchObject({ reason: 'too-early' });
    });

    it('closes at closing time (7:00 PM) when that comes first', () => {
      const last = {
        ...order,
        appointmentDateTime: new Date('2026-11-25T22:50:00.000Z'), // 6:50 PM
      };
      const sevenPm = new Date('2026-11-25T23:00:00.000Z');
      expect(arrivalClosesAt(last, WINDOW)).toEqual(sevenPm);
      expect(checkInVerdict(last, sevenPm, WINDOW).ok).toBe(true);
      expect(checkInVerdict(last, new Date(sevenPm.getTime() + 1), WINDOW)).toMatchObject({
        reason: 'window-closed',
      });
    });

    it('names its bounds', () => {
      expect(arrivalOpensAt(order, WINDOW)).toEqual(at(-20));
      expect(arrivalClosesAt(order, WINDOW)).toEqual(at(45));
      expect(() => arrivalOpensAt(order, { earlyMinutes: -1, lateMinutes: 45 })).toThrow(RangeError);
      expect(() => arrivalClosesAt(order, { earlyMinutes: 20, lateMinutes: Number.NaN })).toThrow(RangeError);
    });
  });

  describe('the day', () => {
    it('refuses another day and names it', () => {
      const tomorrow = { ...order, appointmentDate: '2026-11-26', appointmentDateTime: at(24 * 60) };
      expect(checkInVerdict(tomorrow, at(0), WINDOW)).toEqual({
        ok: false,
        reason: 'other-day',
        message: 'This appointment is on Thursday 26/11/2026, not today.',
      });
    });

    it('uses the business date, not UTC: 9 PM in Port of Spain is still the same day', () => {
      const evening = new Date('2026-11-26T00:59:00.000Z'); // 8:59 PM on the 25th
      const late = { ...order, serviceType: 'drive-in' as const };
      expect(checkInVerdict(late, evening, WINDOW).ok).toBe(true);
      expect(checkInVerdict(late, new Date('2026-11-26T04:00:00.000Z'), WINDOW)).toMatchObject({
        reason: 'other-day',
      });
    });

    it('lets a drive-in order in at any time of its purchase day', () => {
      const driveIn = { ...order, serviceType: 'drive-in' as const };
      expect(checkInVerdict(driveIn, at(-300), WINDOW).ok).toBe(true);
      expect(checkInVerdict(driveIn, at(300), WINDOW).ok).toBe(true);
    });
  });

  describe('the status', () => {
    it('refuses a cancelled order', () => {
      expect(checkInVerdict({ ...order, status: 'cancelled' }, at(0), WINDOW)).toEqual({
        ok: false,
        reason: 'cancelled',
        message: 'This appointment was cancelled.',
      });
    });

    it('refuses an order whose payer disputes the card payment, with the sentence for the attendant', () => {
      const disputed = {
        ...order,
        userId: 'u1',
        paymentDispute: { state: 'chargeback_pending' as const, payerId: 'u1' },
      };
      expect(checkInVerdict(disputed, at(0), WINDOW)).toEqual({
        ok: false,
        reason: 'payment-on-hold',
        message:
          'This pass is on hold: the card payment is disputed. Ask the customer to contact the office.',
      });
      expect(completeVerdict({ ...disputed, checkedInAt: at(0) })).toMatchObject({
        reason: 'payment-on-hold',
      });
    });

    it("checks in after the dispute is released, and a buyer's order the seller disputes", () => {
      const released = { state: 'chargeback_released' as const, payerId: 'u1' };
      expect(checkInVerdict({ ...order, userId: 'u1', paymentDispute: released }, at(0), WINDOW).ok).toBe(
        true,
      );
      const sellers = { state: 'chargeback_processed' as const, payerId: 'seller' };
      expect(checkInVerdict({ ...order, userId: 'buyer', paymentDispute: sellers }, at(0), WINDOW).ok).toBe(
        true,
      );
    });

    it("checks in an order on offer for trade (it is still its owner's)", () => {
      expect(checkInVerdict({ ...order, status: 'trading' }, at(0), WINDOW).ok).toBe(true);
    });

    it('answers a second scan with the first time, whenever it comes', () => {
      const checkedIn = { ...order, checkedInAt: new Date('2026-11-25T14:42:00.000Z') };
      for (const now of [at(0), at(200)]) {
        expect(checkInVerdict(checkedIn, now, WINDOW)).toEqual({
          ok: true,
          outcome: 'already-checked-in',
          message: 'Already checked in at 10:42 AM.',
        });
      }
    });

    it('answers a completed order as already completed', () => {
      const done = { ...order, status: 'completed' as const, completedAt: at(30) };
      expect(checkInVerdict(done, at(0), WINDOW)).toMatchObject({
        outcome: 'already-completed',
        message: 'Already completed at 11:10 AM.',
      });
      expect(completeVerdict({ ...done, completedAt: null }).message).toBe(
        'This order is already completed.',
      );
    });
  });
});

describe('completeVerdict', () => {
  it('completes a checked-in order', () => {
    expect(completeVerdict({ ...order, checkedInAt: at(0) })).toMatchObject({
      ok: true,
      outcome: 'completed',
    });
  });

  it('refuses one that was not checked in', () => {
    expect(completeVerdict(order)).toMatchObject({ ok: false, reason: 'not-checked-in' });
  });

  it('refuses a cancelled one', () => {
    expect(completeVerdict({ ...order, status: 'cancelled', checkedInAt: at(0) })).toMatchObject({
      reason: 'cancelled',
    });
  });
});

describe('passVerdict', () => {
  const scanned = { orderId: 'A', userId: 'alice' };
  const stored = { orderId: 'A', userId: 'alice', passVersion: 2 };

  it('accepts the current version', () => {
    expect(passVerdict({ signed: { orderId: 'A', version: 2 }, scanned, order: stored })).toBe('ok');
  });

  it('refuses a signature that did not verify, or no order', () => {
    expect(passVerdict({ signed: null, scanned, order: stored })).toBe('invalid-pass');
    expect(passVerdict({ signed: { orderId: 'A', version: 2 }, scanned, order: null })).toBe('invalid-pass');
  });

  it("refuses a valid pass glued to another order's JSON", () => {
    expect(
      passVerdict({ signed: { orderId: 'B', version: 2 }, scanned, order: { ...stored, orderId: 'B' } }),
    ).toBe('invalid-pass');
  });

  it('refuses a version the server never issued', () => {
    expect(passVerdict({ signed: { orderId: 'A', version: 3 }, scanned, order: stored })).toBe(
      'invalid-pass',
    );
  });

  it('calls an earlier version of the same owner replaced, and of another owner traded away', () => {
    expect(passVerdict({ signed: { orderId: 'A', version: 1 }, scanned, order: stored })).toBe('replaced');
    expect(
      passVerdict({ signed: { orderId: 'A', version: 1 }, scanned, order: { ...stored, userId: 'bob' } }),
    ).toBe('traded-away');
  });
});

describe('firstNameOf', () => {
  it('takes the first word', () => {
    expect(firstNameOf('  Alice  Baptiste ')).toBe('Alice');
    expect(firstNameOf('')).toBe('');
    expect(firstNameOf(undefined)).toBe('');
  });
});
