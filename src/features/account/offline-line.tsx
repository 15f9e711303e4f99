import { useEffect, useState, useSyncExternalStore } from 'react';
import { BUSINESS_TIME_ZONE } from '../../domain/calendar';

/** How long a cached-only snapshot may wait for the server, while the browser says it is online, before the page
 * says it is offline (a weak signal looks online to the browser). */
export const OFFLINE_GRACE_MS = 5_000;
const syncedKey = (uid: string) => `ordersSyncedAt:${uid}`;

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function readSynced(uid: string): number | null {
  try {
    const raw = Number(localStorage.getItem(syncedKey(uid)));
    return Number.isFinite(raw) && raw > 0 ? raw : null;
  } catch {
    return null;
  }
}

// The last sync time lives in localStorage (so a reload offline still knows it); this store tells the line when it
// changes.
const syncedListeners = new Set<() => void>();
function subscribeSynced(onChange: () => void): () => void {
  syncedListeners.add(onChange);
  return () => syncedListeners.delete(onChange);
}
function recordSynced(uid: string, at: number): void {
  try {
    localStorage.setItem(syncedKey(uid), String(at));
  } catch {
    // Storage blocked: the line then says only that the page is offline.
  }
  syncedListeners.forEach((listener) => listener());
}

const whenFormat = new Intl.DateTimeFormat('en-TT', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * Whether the orders on screen come from the local cache because the app is offline, and when the server last
 * confirmed them (kept in this browser per user, so a reload offline still knows).
 */
export function useOfflineState(
  uid: string,
  fromCache: boolean,
): { offline: boolean; lastSynced: Date | null } {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const synced = useSyncExternalStore(
    subscribeSynced,
    () => readSynced(uid),
    () => null,
  );
  const [graceOver, setGraceOver] = useState(false);
  const [wasFromCache, setWasFromCache] = useState(fromCache);
  if (wasFromCache !== fromCache) {
    // A new cached-only spell starts its grace period afresh.
    setWasFromCache(fromCache);
    setGraceOver(false);
  }

  useEffect(() => {
    if (!fromCache) {
      recordSynced(uid, Date.now());
      return;
    }
    const timer = setTimeout(() => setGraceOver(true), OFFLINE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [uid, fromCache]);

  return {
    offline: fromCache && (!online || graceOver),
    lastSynced: synced === null ? null : new Date(synced),
  };
}

/** "Offline, last updated 23 Nov 2026, 5:41 pm" while the orders shown are the last synced copy. */
export function OfflineLine({ uid, fromCache }: { uid: string; fromCache: boolean }) {
  const { offline, lastSynced } = useOfflineState(uid, fromCache);
  return (
    <p className="form-notice account-offline" role="status">
      {offline
        ? lastSynced
          ? `Offline, last updated ${whenFormat.format(lastSynced)}`
          : 'Offline, not updated yet'
        : null}
    </p>
  );
}
