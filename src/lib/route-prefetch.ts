// Warms up a page the customer is about to open: its code chunk and the backend SDK it needs, fetched and
// evaluated while the browser is idle, so the page is ready when the customer arrives. The app layer registers
// what each page needs (features never import each other); a feature asks for it by name.

export type PrefetchTarget = 'appointment';

const loaders = new Map<PrefetchTarget, () => Promise<unknown>>();
const started = new Set<PrefetchTarget>();

export function registerPrefetch(target: PrefetchTarget, load: () => Promise<unknown>): void {
  loaders.set(target, load);
}

type IdleGlobal = typeof globalThis & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

/** Starts `target`'s prefetch once the main thread is idle (at most once per page load; failures are ignored). */
export function prefetchWhenIdle(target: PrefetchTarget): void {
  const load = loaders.get(target);
  if (!load || started.has(target)) return;
  started.add(target);
  const run = () => {
    load().catch(() => {
      // Only a head start: the page loads its own code again when it opens.
      started.delete(target);
    });
  };
  const idle = (globalThis as IdleGlobal).requestIdleCallback;
  if (idle) idle.call(globalThis, run, { timeout: 2000 });
  else setTimeout(run, 200);
}
