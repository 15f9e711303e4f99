import { describe, expect, it } from 'vitest';
import {
  callerLockedUntil,
  failureMessage,
  isLockedOut,
  lockedMessage,
  registerFailure,
} from './login-lockout';
import { type AttemptState } from './login-lockout';

const policy = { maxAttempts: 5, windowMs: 15 * 60_000, lockoutMs: 60 * 60_000 };
const now = new Date('2026-11-23T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('registerFailure', () => {
  it('starts a count at 1 for a first failure', () => {
    expect(registerFailure(null, now, policy)).toEqual({
      failedAttempts: 1,
      windowStart: now,
      lockedUntil: null,
    });
  });

  it('does not lock one failure short of the limit', () => {
    const state: AttemptState = { failedAttempts: 3, windowStart: now, lockedUntil: null };
    expect(registerFailure(state, at(1000), policy).lockedUntil).toBeNull();
  });

  it('locks for the lockout length at the limit', () => {
    const state: AttemptState = { failedAttempts: 4, windowStart: now, lockedUntil: null };
    expect(registerFailure(state, at(1000), policy)).toEqual({
      failedAttempts: 5,
      windowStart: now,
      lockedUntil: at(1000 + policy.lockoutMs),
    });
  });

  it('keeps counting just inside the window and restarts exactly at its end', () => {
    const state: AttemptState = { failedAttempts: 2, windowStart: now, lockedUntil: null };
    expect(registerFailure(state, at(policy.windowMs - 1), policy).failedAttempts).toBe(3);
    expect(registerFailure(state, at(policy.windowMs), policy).failedAttempts).toBe(1);
  });

  it('returns the same state while locked (the lock is not extended)', () => {
    const locked: AttemptState = { failedAttempts: 5, windowStart: now, lockedUntil: at(60_000) };
    expect(registerFailure(locked, at(1000), policy)).toBe(locked);
  });

  it('starts a new count after a lock has ended', () => {
    const ended: AttemptState = { failedAttempts: 5, windowStart: now, lockedUntil: at(60_000) };
    expect(registerFailure(ended, at(60_000), policy)).toEqual({
      failedAttempts: 1,
      windowStart: at(60_000),
      lockedUntil: null,
    });
  });

  it('throws a RangeError for a limit below 1', () => {
    expect(() => registerFailure(null, now, { ...policy, maxAttempts: 0 })).toThrow(RangeError);
  });
});

describe('isLockedOut', () => {
  it('is locked before lockedUntil and free from it on', () => {
    const state: AttemptState = { failedAttempts: 5, windowStart: now, lockedUntil: at(1000) };
    expect(isLockedOut(state, at(999))).toBe(true);
    expect(isLockedOut(state, at(1000))).toBe(false);
    expect(isLockedOut(null, now)).toBe(false);
  });
});

describe('callerLockedUntil', () => {
  const hour = 3_600_000;
  const lockedAccount: AttemptState = {
    failedAttempts: 100,
    windowStart: at(-hour / 2),
    lockedUntil: at(hour),
  };
  const failedCaller = (windowStart: Date): AttemptState => ({
    failedAttempts: 2,
    windowStart,
    lockedUntil: null,
  });

  it("is the caller's own lock, whatever the account's state", () => {
    const locked: AttemptState = { failedAttempts: 5, windowStart: now, lockedUntil: at(1000) };
    expect(callerLockedUntil(locked, null, now, hour)).toEqual(at(1000));
    expect(callerLockedUntil(locked, lockedAccount, now, hour)).toEqual(at(1000));
  });

  it('never stops a caller without failures for the account ceiling: the owner keeps signing in', () => {
    expect(callerLockedUntil(null, lockedAccount, now, hour)).toBeNull();
    expect(
      callerLockedUntil({ failedAttempts: 0, windowStart: now, lockedUntil: null }, lockedAccount, now, hour),
    ).toBeNull();
  });

  it('stops a caller that failed within the ceiling window while the account is at its ceiling', () => {
    expect(callerLockedUntil(failedCaller(at(-hour + 1)), lockedAccount, now, hour)).toEqual(at(hour));
    expect(callerLockedUntil(failedCaller(at(-hour)), lockedAccount, now, hour)).toBeNull();
    expect(callerLockedUntil(failedCaller(now), null, now, hour)).toBeNull();
    expect(callerLockedUntil(failedCaller(now), lockedAccount, at(hour), hour)).toBeNull();
  });
});

describe('messages', () => {
  it('counts minutes left, rounding up, at least 1', () => {
    expect(lockedMessage(at(60 * 60_000), now)).toContain('try again in 60 minutes.');
    expect(lockedMessage(at(61_000), now)).toContain('try again in 2 minutes.');
    expect(lockedMessage(at(1000), now)).toContain('try again in 1 minute.');
  });

  it('says which attempt it was and how many remain', () => {
    expect(failureMessage(2, 5, 3_600_000)).toBe(
      'Wrong username or password. Attempt 2 of 5: 3 attempts remaining before a 1-hour lockout.',
    );
    expect(failureMessage(4, 5, 3_600_000)).toContain('1 attempt remaining');
  });
});
