// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSecondsLeft } from './use-seconds-left';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('useSecondsLeft', () => {
  it('is null without a deadline and does not tick', () => {
    const { result } = renderHook(() => useSecondsLeft(null, Date.now));
    expect(result.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts whole seconds down to 0 and stops there', () => {
    const deadline = Date.now() + 3_000;
    const { result } = renderHook(() => useSecondsLeft(deadline, Date.now));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
  });

  it('counts a new deadline from the moment it is set, not from the last tick', () => {
    const { result, rerender } = renderHook(({ deadline }) => useSecondsLeft(deadline, Date.now), {
      initialProps: { deadline: null as number | null },
    });
    vi.setSystemTime(new Date('2026-11-24T12:05:00Z'));
    rerender({ deadline: Date.now() + 120_000 });
    expect(result.current).toBe(120);
  });

  it('stops its timer when the deadline goes away or the component unmounts', () => {
    const { rerender, unmount } = renderHook(({ deadline }) => useSecondsLeft(deadline, Date.now), {
      initialProps: { deadline: (Date.now() + 60_000) as number | null },
    });
    expect(vi.getTimerCount()).toBe(1);
    rerender({ deadline: null });
    expect(vi.getTimerCount()).toBe(0);
    rerender({ deadline: Date.now() + 60_000 });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts by the clock it is given, not by the device clock', () => {
    // The device is 5 days ahead; the server's deadline is 90 s away on the server's clock.
    const serverNow = () => Date.now() - 5 * 86_400_000;
    const deadline = serverNow() + 90_000;
    const { result } = renderHook(() => useSecondsLeft(deadline, serverNow));
    expect(result.current).toBe(90);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(60);
  });
});
