import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isGatePassed } from '../features/gate/gate-storage';

/**
 * Starts the app in #root. A page prerendered at build time (src/app/prerender.tsx) is hydrated when the visitor
 * sees exactly what was rendered: the gate passed and the same path without a query (`?book=` opens a dialog).
 * Otherwise the prerendered markup is dropped first, so a visitor at the gate never sees the page behind it.
 * Both run as a transition, so the first render yields to the browser every few milliseconds instead of running
 * as one long task.
 */
export function mountApp(container: HTMLElement, app: ReactNode): void {
  const prerendered = container.dataset.prerendered;
  if (prerendered && prerendered === location.pathname && location.search === '' && isGatePassed()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  if (prerendered !== undefined) {
    container.replaceChildren();
    delete container.dataset.prerendered;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
