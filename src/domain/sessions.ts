/**
 * Session exclusivity (spec 4): one payment or appointment page per user at a time, across tabs.
 *
 * API:
 *   GLOBAL_MARKER_MAX_AGE_MS (10 s)  GLOBAL_HEARTBEAT_MAX_AGE_MS (2 s)  TAB_MARKER_MAX_AGE_MS (2 s)
 *   TAB_MARKER_JUST_CREATED_AGES_MS [0, 1000]   SESSION_CHECK_DELAY_MS (100)   SESSION_TIMINGS (other spec 9 numbers)
 *   parseGlobalMarker(value) / parseTabMarker(value) -> marker | null (null = malformed)
 *   newGlobalMarker({page, tabId, now})   newTabMarker(page, now)
 *   decideSessionEntry(input) -> SessionDecision      (entering an appointment or payment page)
 *   checkOwnership({page, tabId, globalMarker, now, fromServices}) -> {lost: false} | {lost: true, message, redirectTo}
 *   userSessionConflict({record, sessionId, now}) -> string | null
 *
 * Markers hold epoch milliseconds (they live in browser storage). Ages are `now - timestamp`.
 * Global marker: removed when malformed, older than 10 s, or its heartbeat older than 2 s; otherwise it blocks when
 * its page is 'appointment' or 'payment' and another tab owns it. Tab marker: removed when malformed, older than 2 s,
 * in the future, or exactly 0 or 1000 ms old (just created); otherwise an 'appointment' tab marker blocks entering
 * the appointment page. Redirect targets are 'home' or 'services' (the UI maps them to paths).
 */
import { MESSAGES } from './messages';
import type { RedirectTarget } from './messages';

export const GLOBAL_MARKER_MAX_AGE_MS = 10_000;
export const GLOBAL_HEARTBEAT_MAX_AGE_MS = 2_000;
export const TAB_MARKER_MAX_AGE_MS = 2_000;
export const TAB_MARKER_JUST_CREATED_AGES_MS: readonly number[] = [0, 1_000];
export const SESSION_CHECK_DELAY_MS = 100;
export const SESSION_TIMINGS = {
  paymentHeartbeatMs: 30_000,
  appointmentHeartbeatMs: 15_000,
  heartbeatOrphanMs: 30_000,
  servicesCleanupMs: 5 * 60_000,
  globalCleanupMs: 10 * 60_000,
  recentlyCleanedPageMs: 3_000,
  recentlyCleanedGlobalMs: 5_000,
} as const;

export type SessionPage = 'appointment' | 'payment';
export type RedirectKind = 'home' | 'services';

export interface GlobalMarker {
  page: string;
  timestamp: number;
  lastHeartbeat: number;
  ownerTabId: string;
}
export interface TabMarker {
  page: string;
  timestamp: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isBlockingPage = (page: string): page is SessionPage => page === 'appointment' || page === 'payment';

/** Validates a stored global marker. @example parseGlobalMarker('junk') // null */
export function parseGlobalMarker(value: unknown): GlobalMarker | null {
  if (!isRecord(value)) return null;
  const { page, timestamp, lastHeartbeat, ownerTabId } = value;
  if (
    typeof page !== 'string' ||
    typeof ownerTabId !== 'string' ||
    !isTime(timestamp) ||
    !isTime(lastHeartbeat)
  ) {
    return null;
  }
  return { page, timestamp, lastHeartbeat, ownerTabId };
}

/** Validates a stored per-tab marker. @example parseTabMarker({ page: 'appointment', timestamp: 1 }) */
export function parseTabMarker(value: unknown): TabMarker | null {
  if (!isRecord(value) || typeof value.page !== 'string' || !isTime(value.timestamp)) return null;
  return { page: value.page, timestamp: value.timestamp };
}

/** @example newGlobalMarker({ page: 'payment', tabId: 't1', now }) */
export function newGlobalMarker({
  page,
  tabId,
  now,
}: {
  page: SessionPage;
  tabId: string;
  now: Date;
}): GlobalMarker {
  return { page, timestamp: now.getTime(), lastHeartbeat: now.getTime(), ownerTabId: tabId };
}

/** @example newTabMarker('appointment', now) // { page: 'appointment', timestamp: now.getTime() } */
export function newTabMarker(page: SessionPage, now: Date): TabMarker {
  return { page, timestamp: now.getTime() };
}

/** A live global marker (parsed, not stale), or null. */
function liveGlobal(value: unknown, now: Date): GlobalMarker | null {
  const marker = parseGlobalMarker(value);
  if (!marker) return null;
  const t = now.getTime();
  if (
    t - marker.timestamp > GLOBAL_MARKER_MAX_AGE_MS ||
    t - marker.lastHeartbeat > GLOBAL_HEARTBEAT_MAX_AGE_MS
  ) {
    return null;
  }
  return marker;
}

function tabMarkerState(value: unknown, now: Date): 'absent' | 'remove' | 'keep' | 'blocks' {
  if (value === null || value === undefined) return 'absent';
  const marker = parseTabMarker(value);
  if (!marker) return 'remove';
  const age = now.getTime() - marker.timestamp;
  if (age < 0 || age > TAB_MARKER_MAX_AGE_MS || TAB_MARKER_JUST_CREATED_AGES_MS.includes(age))
    return 'remove';
  return marker.page === 'appointment' ? 'blocks' : 'keep';
}

export interface SessionEntryInput {
  entering: SessionPage;
  tabId: string;
  /** Parsed JSON of the global marker, or null/undefined when none is stored. */
  globalMarker: unknown;
  /** Parsed JSON of this tab's marker for the page being entered, or null/undefined. */
  tabMarker: unknown;
  now: Date;
  signedIn: boolean;
  /** The user came from the services page: conflicts send them back there instead of home. */
  fromServices?: boolean;
  /** The one-time redirect flag is already set: report the conflict but do not redirect again. */
  alreadyRedirected?: boolean;
}

export interface SessionDecision {
  proceed: boolean;
  removeGlobal: boolean;
  removeTab: boolean;
  conflict: { message: string; redirectTo: RedirectKind | null } | null;
}

/**
 * Decides what happens when a tab enters the appointment or payment page.
 * @example decideSessionEntry({ entering: 'payment', tabId: 'b', globalMarker: livePaymentOfTabA, tabMarker: null, now, signedIn: true })
 *   // { proceed: false, conflict: { message: 'Another payment page is already open. Try again in 10 seconds.', redirectTo: 'home' }, ... }
 */
export function decideSessionEntry(input: SessionEntryInput): SessionDecision {
  const { entering, tabId, now } = input;
  if (!input.signedIn) return { proceed: true, removeGlobal: false, removeTab: false, conflict: null };
  const present = input.globalMarker !== null && input.globalMarker !== undefined;
  const global = liveGlobal(input.globalMarker, now);
  const removeGlobal = present && global === null;
  const tabState = tabMarkerState(input.tabMarker, now);
  const removeTab = tabState === 'remove';
  const target: RedirectTarget = input.fromServices ? 'services page' : 'home page';
  const kind: RedirectKind = input.fromServices ? 'services' : 'home';

  let message: string | null = null;
  let redirect: RedirectKind = 'home';
  if (global && global.ownerTabId !== tabId && isBlockingPage(global.page)) {
    if (entering === 'payment') {
      message =
        global.page === 'payment'
          ? MESSAGES.session.paymentAlreadyOpenTryLater
          : MESSAGES.session.appointmentAlreadyOpen;
    } else {
      message =
        global.page === 'payment'
          ? MESSAGES.session.paymentAlreadyOpen(target)
          : MESSAGES.session.bookingSessionActive(target);
      redirect = kind;
    }
  } else if (entering === 'appointment' && tabState === 'blocks') {
    message = MESSAGES.session.appointmentAlreadyOpen;
  }
  if (message === null) return { proceed: true, removeGlobal, removeTab, conflict: null };
  return {
    proceed: false,
    removeGlobal,
    removeTab,
    conflict: { message, redirectTo: input.alreadyRedirected ? null : redirect },
  };
}

/**
 * For a page already open: has another tab taken the global marker over?
 * @example checkOwnership({ page: 'payment', tabId: 'a', globalMarker: liveMarkerOfTabB, now }) // { lost: true, ... }
 */
export function checkOwnership(input: {
  page: SessionPage;
  tabId: string;
  globalMarker: unknown;
  now: Date;
  fromServices?: boolean;
}): { lost: false } | { lost: true; message: string; redirectTo: RedirectKind } {
  const global = liveGlobal(input.globalMarker, input.now);
  if (!global || global.ownerTabId === input.tabId || !isBlockingPage(global.page)) return { lost: false };
  if (input.page === 'payment')
    return { lost: true, message: MESSAGES.session.paymentTakenOver, redirectTo: 'home' };
  const target: RedirectTarget = input.fromServices ? 'services page' : 'home page';
  return {
    lost: true,
    message: MESSAGES.session.appointmentTakenOver(target),
    redirectTo: input.fromServices ? 'services' : 'home',
  };
}

/**
 * How long a userSessions record stays live after its last heartbeat: two heartbeats of its page, never less than
 * the 30 s orphan limit (appointment 30 s, beating every 15 s; payment 60 s, beating every 30 s). After that the
 * page is taken as gone (closed without cleanup, device asleep) and another page of the customer may take over.
 */
export const USER_SESSION_LIVE_MS: Readonly<Record<SessionPage, number>> = {
  appointment: Math.max(SESSION_TIMINGS.heartbeatOrphanMs, 2 * SESSION_TIMINGS.appointmentHeartbeatMs),
  payment: Math.max(SESSION_TIMINGS.heartbeatOrphanMs, 2 * SESSION_TIMINGS.paymentHeartbeatMs),
};

/**
 * userSessions/{uid} check across devices, used by the page on entry and by the hold callable: another page
 * (another sessionId) on a booking page whose last activity is younger than its live limit conflicts.
 * @example userSessionConflict({ record: null, sessionId: 's1', now }) // null
 */
export function userSessionConflict({
  record,
  sessionId,
  now,
}: {
  record: { page: string; lastActivity: Date; sessionId: string } | null | undefined;
  sessionId: string;
  now: Date;
}): string | null {
  if (!record || record.sessionId === sessionId || !isBlockingPage(record.page)) return null;
  const age = now.getTime() - record.lastActivity.getTime();
  return age < USER_SESSION_LIVE_MS[record.page] ? MESSAGES.session.activeBookingSession : null;
}
