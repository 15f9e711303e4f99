// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FAILED_ATTEMPTS_KEY,
  LOCKOUT_MS,
  LOCKOUT_UNTIL_KEY,
  clearLockout,
  readLockoutUntil,
  recordFailedAttempts,
  startLockout,
} from './login-lockout';

describe('login lockout storage', () => {
  beforeEach(() => localStorage.clear());

  it('locks for exactly 1 hour from now (half-open: locked until the end, not at it)', () => {
    const until = startLockout(1_000);
    expect(until).toBe(1_000 + LOCKOUT_MS);
    expect(localStorage.getItem(LOCKOUT_UNTIL_KEY)).toBe(String(until));
    expect(readLockoutUntil(until - 1)).toBe(until);
    expect(readLockoutUntil(until)).toBeNull();
    expect(localStorage.getItem(LOCKOUT_UNTIL_KEY)).toBeNull();
  });

  it('ignores garbage and clears both keys', () => {
    localStorage.setItem(LOCKOUT_UNTIL_KEY, 'soon');
    expect(readLockoutUntil(0)).toBeNull();
    recordFailedAttempts(3);
    expect(localStorage.getItem(FAILED_ATTEMPTS_KEY)).toBe('3');
    clearLockout();
    expect(localStorage.getItem(FAILED_ATTEMPTS_KEY)).toBeNull();
  });
});
