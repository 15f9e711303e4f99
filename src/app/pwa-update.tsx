import { useEffect, useState } from 'react';
import { loadRegisterSW } from './register-sw';
import './pwa-update.css';

/** Runs `task` once the page has loaded and the main thread is idle, so it never competes with the first paint. */
export function afterLoadIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  const run = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback; a zero timeout after load is the fallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 5_000 });
      const cancelIdle = window.cancelIdleCallback.bind(window);
      cancelScheduled = () => cancelIdle(handle);
    } else {
      const handle = window.setTimeout(task, 1);
      cancelScheduled = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelScheduled();
  };
}

/**
 * Registers the service worker after load, and when a new deploy's worker is installed and waiting, offers a
 * reload that hands control to it (the waiting worker is told to skip waiting; the page reloads when it takes
 * over). Until the customer chooses, the open page keeps running the build it started with.
 */
export function PwaUpdate() {
  const [reload, setReload] = useState<(() => Promise<void>) | null>(null);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let active = true;
    const cancel = afterLoadIdle(() => {
      void loadRegisterSW()
        .then((registerSW) => {
          if (!active) return;
          const updateSW = registerSW({
            immediate: true,
            onNeedRefresh: () => {
              if (active) setReload(() => () => updateSW(true));
            },
            onRegisterError: (error: unknown) => console.warn('service worker registration failed', error),
          });
        })
        .catch((error: unknown) => console.warn('service worker registration failed', error));
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);

  if (!reload) return null;
  return (
    <div className="pwa-update" role="status">
      <p className="pwa-update__text">A new version of the app is available.</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void reload();
        }}
      >
        Reload
      </button>
    </div>
  );
}
