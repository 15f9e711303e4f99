import { useCallback, useEffect, useState, type DependencyList } from 'react';

/**
 * What a screen has of data it reads: loading (with the previous data while a reload runs), ready, or failed with
 * the message to show (and the previous data, if any, so a failed refresh never blanks a screen).
 */
export type Loadable<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: string; data?: T };

/**
 * A one-shot read: runs `load` on mount, whenever `deps` change and on `reload()`; an answer that arrives after a
 * newer round started (or after unmount) is dropped. A rejection is logged and shown as `failed`.
 * @example const [orders, reload] = useOneShot(() => listMyPastOrders(uid), MESSAGES.account.loadPastOrdersFailed, [uid]);
 */
export function useOneShot<T>(
  load: () => Promise<T>,
  failed: string,
  deps: DependencyList = [],
): [Loadable<T>, () => void] {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (cause: unknown) => {
        console.warn(`[load] ${failed}`, cause);
        if (live) setState((s) => ({ status: 'error', error: failed, data: s.data }));
      },
    );
    return () => {
      live = false;
    };
    // `load` is read once per round on purpose: callers pass inline closures; `deps` says what it depends on.
  }, [round, failed, ...deps]);
  const reload = useCallback(() => {
    setState((s) => ({ status: 'loading', data: s.data }));
    setRound((r) => r + 1);
  }, []);
  return [state, reload];
}

/**
 * A live listener: `subscribe(next, fail)` is called on mount and whenever `deps` change and returns its
 * unsubscribe; every snapshot replaces the data, a listener error is logged and shown as `failed`.
 * @example const orders = useLive((next, fail) => subscribeMyOpenOrders(uid, next, fail), failedText, [uid]);
 */
export function useLive<T>(
  subscribe: (next: (data: T) => void, fail: (cause: unknown) => void) => () => void,
  failed: string,
  deps: DependencyList,
): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  useEffect(
    () =>
      subscribe(
        (data) => setState({ status: 'ready', data }),
        (cause) => {
          console.warn(`[listen] ${failed}`, cause);
          setState((s) => ({ status: 'error', error: failed, data: s.data }));
        },
      ),
    // `subscribe` is read once per `deps` change on purpose, like useOneShot's `load`.
    [failed, ...deps],
  );
  return state;
}
