// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLive, useOneShot } from './use-data';

const FAILED = 'Failed to load. Please try again.';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (cause: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useOneShot', () => {
  it('is loading, then ready with what the read answered', async () => {
    const { result } = renderHook(() => useOneShot(() => Promise.resolve(42), FAILED));
    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 42 }));
  });

  it('shows the failure message and keeps the previous data when a reload fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answers = [() => Promise.resolve('first'), () => Promise.reject(new Error('offline'))];
    const { result } = renderHook(() => useOneShot(() => answers.shift()!(), FAILED));
    await waitFor(() => expect(result.current[0].status).toBe('ready'));
    act(() => result.current[1]());
    expect(result.current[0]).toEqual({ status: 'loading', data: 'first' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'error', error: FAILED, data: 'first' }));
  });

  it('drops an answer that arrives after a newer round started', async () => {
    const slow = deferred<string>();
    const answers = [slow.promise, Promise.resolve('new')];
    const { result } = renderHook(() => useOneShot(() => answers.shift()!, FAILED));
    act(() => result.current[1]());
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 'new' }));
    await act(async () => slow.resolve('old'));
    expect(result.current[0]).toEqual({ status: 'ready', data: 'new' });
  });

  it('reads again when its dependencies change', async () => {
    const load = vi.fn((id: string) => Promise.resolve(`order of ${id}`));
    const { result, rerender } = renderHook(({ id }) => useOneShot(() => load(id), FAILED, [id]), {
      initialProps: { id: 'alice' },
    });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 'order of alice' }));
    rerender({ id: 'bob' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 'order of bob' }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useLive', () => {
  it('takes every snapshot, shows a listener error, and unsubscribes on unmount', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unsubscribe = vi.fn();
    let next!: (data: number) => void;
    let fail!: (cause: unknown) => void;
    const { result, unmount } = renderHook(() =>
      useLive<number>(
        (onData, onError) => {
          next = onData;
          fail = onError;
          return unsubscribe;
        },
        FAILED,
        [],
      ),
    );
    expect(result.current).toEqual({ status: 'loading' });
    act(() => next(1));
    act(() => next(2));
    expect(result.current).toEqual({ status: 'ready', data: 2 });
    act(() => fail(new Error('permission-denied')));
    expect(result.current).toEqual({ status: 'error', error: FAILED, data: 2 });
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
