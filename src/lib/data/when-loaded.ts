// The one way a live listener starts after the lazily loaded SDK: the caller gets its unsubscribe function at once,
// safe to call before the SDK has loaded; errors reach onError only while the caller is still subscribed.

/** What a listener is given: `fail` reports an error (unless unsubscribed); `cancelled` tells if it was. */
export interface ListenContext {
  fail: (error: unknown) => void;
  cancelled: () => boolean;
}

/**
 * Waits for `load` (the SDK modules, the database), then starts `listen` with them unless the caller has already
 * unsubscribed. Returns the unsubscribe function. A failed load or a throwing `listen` goes to `onError`.
 * @example subscribeWhenLoaded(import('../sdk/firestore'), onError, (fs, { fail }) => fs.onSnapshot(ref, onNext, fail))
 */
export function subscribeWhenLoaded<T>(
  load: Promise<T>,
  onError: (error: Error) => void,
  listen: (loaded: T, context: ListenContext) => () => void,
): () => void {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  const fail = (error: unknown) => {
    if (!cancelled) onError(error instanceof Error ? error : new Error(String(error)));
  };
  void load
    .then((loaded) => {
      if (!cancelled) unsubscribe = listen(loaded, { fail, cancelled: () => cancelled });
    })
    .catch(fail);
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}
