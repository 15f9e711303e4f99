import { describe, expect, it } from 'vitest';
import { planTradeMail, type HeldTradeMail } from './trade-mail-plan-rules';

const MINUTE = 60_000;
const WINDOW = 10 * MINUTE;
const NOW = new Date('2026-11-23T12:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE);
const NONE: HeldTradeMail = { away: null, trades: [] };
const plan = (input: Partial<Parameters<typeof planTradeMail>[0]>) =>
  planTradeMail({
    giver: 'alice',
    taker: 'bob',
    lastTradedAt: null,
    held: NONE,
    now: NOW,
    windowMs: WINDOW,
    ...input,
  });

describe('the e-mails of a trade', () => {
  describe('an order trading hands for the first time, or after staying put', () => {
    it('mails at once when the order was never traded', () => {
      expect(plan({})).toEqual({ mode: 'now' });
    });

    it('mails at once when its last trade is exactly the window ago, and holds them 1 ms sooner', () => {
      expect(plan({ lastTradedAt: ago(10) })).toEqual({ mode: 'now' });
      expect(plan({ lastTradedAt: new Date(ago(10).getTime() + 1) })).toMatchObject({ mode: 'held' });
    });
  });

  describe('an order traded again within the window', () => {
    it('holds the cancel to the giver (who had it by e-mail) and the appointment to the taker', () => {
      expect(plan({ giver: 'bob', taker: 'alice', lastTradedAt: ago(1) })).toEqual({
        mode: 'held',
        heldUntil: new Date(NOW.getTime() + WINDOW),
        deleteJobs: [],
        away: 'create',
      });
    });

    it('replaces the appointment held for an owner in between, and keeps the cancel of the one before', () => {
      // alice -> bob (mailed), bob -> carol (held: cancel to bob, appointment to carol), carol -> dave.
      const held = { away: { id: 'job-away', recipient: 'bob' }, trades: ['job-carol'] };
      expect(plan({ giver: 'carol', taker: 'dave', lastTradedAt: ago(1), held })).toMatchObject({
        deleteJobs: ['job-carol'],
        away: 'keep',
      });
    });

    it('sends no cancel when the order comes back to the one whose calendar still has it', () => {
      // alice -> bob (mailed), bob -> alice (held), alice -> bob: bob only gets the new code.
      const held = { away: { id: 'job-away', recipient: 'bob' }, trades: ['job-alice'] };
      expect(plan({ giver: 'alice', taker: 'bob', lastTradedAt: ago(1), held })).toMatchObject({
        deleteJobs: ['job-alice', 'job-away'],
        away: 'none',
      });
    });

    it('keeps collapsing while e-mails of the burst still wait, however long ago the last trade was', () => {
      const held = { away: { id: 'job-away', recipient: 'bob' }, trades: [] };
      expect(plan({ giver: 'alice', taker: 'carol', lastTradedAt: ago(60), held })).toMatchObject({
        mode: 'held',
        away: 'keep',
      });
    });
  });

  it('refuses an invalid clock or window', () => {
    expect(() => plan({ now: new Date(Number.NaN) })).toThrow(RangeError);
    expect(() => plan({ windowMs: -1 })).toThrow(RangeError);
  });
});
