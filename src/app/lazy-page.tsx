import { Component, lazy, Suspense } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from './route-error';

/** Extra code chunks must load within 120 seconds (spec section 2). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Rejects when the chunk does not arrive in time, so the error boundary can offer a retry instead of spinning. */
export function loadWithin<M>(load: () => Promise<M>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<M> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('This page took too long to load.')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A route page loaded on first visit. Navigations run in a transition (react-router 7), so the current page stays
 * on screen while the next chunk loads; the fallback shows only on a first load.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  const Page = lazy(() => loadWithin(load).then((module) => ({ default: pick(module) })));
  return function LazyRoute() {
    return (
      <RouteBoundary>
        <Suspense
          fallback={
            // A full-height placeholder: the footer stays below the fold until the page arrives (no layout shift).
            <div className="page-loading" role="status">
              <span className="visually-hidden">Loading...</span>
            </div>
          }
        >
          <Page />
        </Suspense>
      </RouteBoundary>
    );
  };
}

/** Catches a page that failed to load or render; a new location clears it. */
function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
}

class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
