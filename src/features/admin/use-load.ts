import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown; data?: T };

/** Runs `loader` on mount and whenever `reload()` is called; stale answers are dropped. */
export function useLoad<T>(loader: () => Promise<T>): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    loader().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => {
        console.error('[admin] load failed', error);
        if (live) setState((s) => ({ status: 'error', error, data: s.data }));
      },
    );
    return () => {
      live = false;
    };
    // The loader is read once per round on purpose: callers pass inline closures.
  }, [round]);
  const reload = useCallback(() => {
    setState((s) => ({ status: 'loading', data: s.data }));
    setRound((r) => r + 1);
  }, []);
  return [state, reload];
}
