import type { ComponentType } from 'react';

/** Extra code chunks must load within 120 seconds (spec section 2). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Wraps a route module loader for react-router's `lazy`: rejects when the chunk does not arrive in time,
 * so the route's error element can offer a retry instead of spinning forever.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<{ Component: ComponentType }> {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('This page took too long to load.')), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve({ Component: pick(module) });
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
