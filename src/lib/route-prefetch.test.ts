import { afterEach, describe, expect, it, vi } from 'vitest';

describe('prefetchWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
  });

  it('runs the registered loader once, after the current task, and again after a failure', async () => {
    vi.useFakeTimers();
    const { prefetchWhenIdle, registerPrefetch } = await import('./route-prefetch');
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    registerPrefetch('appointment', load);
    prefetchWhenIdle('appointment');
    prefetchWhenIdle('appointment');
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    prefetchWhenIdle('appointment');
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(2);
    prefetchWhenIdle('appointment');
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a page nobody registered', async () => {
    const { prefetchWhenIdle } = await import('./route-prefetch');
    expect(() => prefetchWhenIdle('appointment')).not.toThrow();
  });
});
