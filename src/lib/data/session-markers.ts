// Browser markers of the one-booking-session-per-customer rule (spec section 4), read and written here and decided
// by domain/sessions: a global marker in localStorage {page, timestamp, lastHeartbeat, ownerTabId} kept alive by a
// heartbeat, per-tab markers in sessionStorage {page, timestamp}, and a one-time redirect flag. No Firebase here.
import { newTabId } from '../../domain/identifiers';
import type { GlobalMarker, SessionPage } from '../../domain/sessions';
import { newGlobalMarker, newTabMarker, parseGlobalMarker } from '../../domain/sessions';

export const GLOBAL_MARKER_KEY = 'bookingSession';
export const REDIRECT_FLAG_KEY = 'bookingSessionRedirected';
export const tabMarkerKey = (page: SessionPage): string => `${page}Session`;

/** This page load's id (a duplicated tab gets its own, since it is a new page load). */
export const TAB_ID = newTabId(new Date(), Math.random);

export const BROWSER_ID_KEY = 'bookingBrowserId';

/**
 * This browser's id, shared by its tabs and kept across reloads: userSessions/{uid}.sessionId, so the record tells
 * devices (browsers) apart while the markers above tell this browser's tabs apart, and a reload finds its own
 * record instead of a conflict. Falls back to the page load's id where storage is unavailable.
 */
export function browserSessionId(): string {
  try {
    const stored = localStorage.getItem(BROWSER_ID_KEY);
    if (stored && stored.length <= 100) return stored;
    localStorage.setItem(BROWSER_ID_KEY, TAB_ID);
  } catch {
    // Private mode without storage: this page load is its own session.
  }
  return TAB_ID;
}

function readJson(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return { malformed: raw };
  }
}

export const readGlobalMarker = (): unknown => readJson(localStorage, GLOBAL_MARKER_KEY);
export const readTabMarker = (page: SessionPage): unknown => readJson(sessionStorage, tabMarkerKey(page));
export const removeGlobalMarker = (): void => localStorage.removeItem(GLOBAL_MARKER_KEY);
export const removeTabMarker = (page: SessionPage): void => sessionStorage.removeItem(tabMarkerKey(page));

/** Writes (or refreshes) this tab's ownership of the global marker and its tab marker. */
export function writeMarkers(page: SessionPage, now: Date): void {
  localStorage.setItem(GLOBAL_MARKER_KEY, JSON.stringify(newGlobalMarker({ page, tabId: TAB_ID, now })));
  sessionStorage.setItem(tabMarkerKey(page), JSON.stringify(newTabMarker(page, now)));
}

/** Removes the markers this tab owns (the global one only when this tab owns it). */
export function clearOwnMarkers(page?: SessionPage): void {
  const global: GlobalMarker | null = parseGlobalMarker(readGlobalMarker());
  if (global && global.ownerTabId === TAB_ID) removeGlobalMarker();
  if (page) removeTabMarker(page);
  else {
    removeTabMarker('appointment');
    removeTabMarker('payment');
  }
}

export const isRedirectFlagSet = (): boolean => sessionStorage.getItem(REDIRECT_FLAG_KEY) === '1';
export const setRedirectFlag = (): void => sessionStorage.setItem(REDIRECT_FLAG_KEY, '1');
export const clearRedirectFlag = (): void => sessionStorage.removeItem(REDIRECT_FLAG_KEY);
