// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverClock } from '../lib/server-time';
import { ClockNotice } from './clock-notice';

const DAY = 86_400_000;

/** Measures a phone clock `skewMs` off the server's (device - server). */
const phoneOff = (skewMs: number) =>
  act(() =>
    serverClock.measure(async () => ({
      sentAtMs: Date.now(),
      receivedAtMs: Date.now(),
      serverDateMs: Date.now() - skewMs,
      serverResolutionMs: 1,
    })),
  );

beforeEach(() => {
  // The shell's own measurement (a HEAD request) has no server here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('no network in tests'))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ClockNotice', () => {
  it('says once, plainly, how far ahead the phone clock is, and goes when dismissed', async () => {
    await phoneOff(5 * DAY);
    render(<ClockNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your phone's clock is 5 days ahead. Times shown here follow the car wash's clock.",
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says how far behind it is', async () => {
    await phoneOff(-3 * 3_600_000);
    render(<ClockNotice />);
    expect(screen.getByRole('status')).toHaveTextContent("Your phone's clock is 3 hours behind.");
  });

  it('says nothing when the phone clock is within 2 minutes of the server', async () => {
    await phoneOff(90_000);
    render(<ClockNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
