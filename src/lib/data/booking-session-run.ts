// One run of the booking-session guard (useBookingSession, session-guard.ts): from the entry check 100 ms after the
// page opens, through the claim of userSessions/{uid} and the heartbeats, to the release when the page is left.
import type { RedirectKind, SessionPage } from '../../domain/sessions';
import {
  checkOwnership,
  decideSessionEntry,
  SESSION_CHECK_DELAY_MS,
  SESSION_TIMINGS,
} from '../../domain/sessions';
import { MESSAGES } from '../../domain/messages';
import { registerSessionCleanup } from './session-cleanup';
import {
  browserSessionId,
  clearOwnMarkers,
  clearRedirectFlag,
  isRedirectFlagSet,
  readGlobalMarker,
  readTabMarker,
  removeGlobalMarker,
  removeTabMarker,
  TAB_ID,
  writeMarkers,
} from './session-markers';
import { claimUserSession, deleteUserSession, touchUserSession } from './session-record';

/** How often the owner tab refreshes its markers: well inside the 2 s heartbeat limit, even when throttled. */
export const MARKER_HEARTBEAT_MS = 500;

export interface SessionRunInput {
  page: SessionPage;
  uid: string;
  fromServices: boolean;
  /** The page may go on (it holds the customer's booking session). */
  onActive: () => void;
  /** A conflict: its message, and where to redirect (null: no redirect). */
  onConflict: (message: string, redirectTo: RedirectKind | null) => void;
}

interface SessionRun extends SessionRunInput {
  redirectKind: RedirectKind;
  heartbeat?: ReturnType<typeof setInterval>;
  activity?: ReturnType<typeof setInterval>;
  entered: boolean;
  done: boolean;
}

function stopTimers(run: SessionRun): void {
  clearInterval(run.heartbeat);
  clearInterval(run.activity);
}

function leave(run: SessionRun): void {
  if (run.done) return;
  run.done = true;
  stopTimers(run);
  if (run.entered) {
    clearOwnMarkers(run.page);
    void deleteUserSession(run.uid, run.page, browserSessionId());
  }
}

function lose(run: SessionRun, message: string, redirectTo: RedirectKind): void {
  stopTimers(run);
  run.entered = false;
  removeTabMarker(run.page);
  run.onConflict(message, redirectTo);
}

/**
 * The markers are refreshed (after checking this tab still owns them) and the record's lastActivity too; the page
 * stops if another page took the record over after this one went silent.
 */
function startHeartbeats(run: SessionRun): void {
  const { page, uid, fromServices } = run;
  run.heartbeat = setInterval(() => {
    const ownership = checkOwnership({
      page,
      tabId: TAB_ID,
      globalMarker: readGlobalMarker(),
      now: new Date(),
      fromServices,
    });
    if (ownership.lost) lose(run, ownership.message, ownership.redirectTo);
    else writeMarkers(page, new Date());
  }, MARKER_HEARTBEAT_MS);
  const every =
    page === 'payment' ? SESSION_TIMINGS.paymentHeartbeatMs : SESSION_TIMINGS.appointmentHeartbeatMs;
  run.activity = setInterval(() => {
    void touchUserSession(uid, browserSessionId()).then(
      (owner) => {
        if (owner === 'lost' && run.entered && !run.done)
          lose(run, MESSAGES.session.activeBookingSession, run.redirectKind);
      },
      () => undefined,
    );
  }, every);
}

/** This tab is free to enter; another device may still hold the customer's booking session. */
async function enter(run: SessionRun, now: Date): Promise<void> {
  writeMarkers(run.page, now);
  let claim: Awaited<ReturnType<typeof claimUserSession>>;
  try {
    claim = await claimUserSession(run.uid, run.page, browserSessionId());
  } catch {
    // The record could not be read (offline): the hold callable still refuses a page that is not the live one.
    claim = { status: 'claimed' };
  }
  if (run.done) return;
  if (claim.status === 'conflict' || claim.status === 'refused') {
    clearOwnMarkers(run.page);
    run.onConflict(claim.message, isRedirectFlagSet() ? null : run.redirectKind);
    return;
  }
  run.entered = true;
  clearRedirectFlag();
  run.onActive();
  startHeartbeats(run);
}

/** The domain decides from the browser markers whether this tab may enter. */
function checkEntry(run: SessionRun): void {
  const now = new Date();
  const decision = decideSessionEntry({
    entering: run.page,
    tabId: TAB_ID,
    globalMarker: readGlobalMarker(),
    tabMarker: readTabMarker(run.page),
    now,
    signedIn: true,
    fromServices: run.fromServices,
    alreadyRedirected: isRedirectFlagSet(),
  });
  if (decision.removeGlobal) removeGlobalMarker();
  if (decision.removeTab) removeTabMarker(run.page);
  if (decision.conflict) {
    run.onConflict(decision.conflict.message, decision.conflict.redirectTo);
    return;
  }
  void enter(run, now);
}

/** Starts the guard; the function it answers stops it and gives the session back. */
export function startBookingSession(input: SessionRunInput): () => void {
  const run: SessionRun = {
    ...input,
    redirectKind: input.fromServices ? 'services' : 'home',
    entered: false,
    done: false,
  };
  const leaveRun = () => leave(run);
  const check = setTimeout(() => checkEntry(run), SESSION_CHECK_DELAY_MS);
  const unregister = registerSessionCleanup(leaveRun);
  window.addEventListener('pagehide', leaveRun);
  return () => {
    clearTimeout(check);
    window.removeEventListener('pagehide', leaveRun);
    unregister();
    leaveRun();
  };
}
