// useBookingSession: enforces one appointment-or-payment page per signed-in customer across tabs (spec section 4).
// 100 ms after entry the domain decides from the browser markers; a conflict shows the exact message (alert) and
// redirects once. Otherwise this tab takes the global marker, keeps it alive with a heartbeat (and checks it was
// not taken over), then claims userSessions/{uid}, which another device's live page refuses with 'You already have
// an active booking session' (the page then holds nothing and redirects once). While open, the page refreshes the
// record's lastActivity and stops if another page took the record over after this one went silent.
// Clocks: the browser markers are written and judged on this device's clock alone (they never leave the browser,
// so its tabs agree whatever the clock says); the userSessions record is judged on the server's clock
// (session-record.ts, lib/server-time). If the rules refuse the record itself, the page says so
// (MESSAGES.session.sessionRecordRefused), never 'You already have an active booking session'.
import { useEffect, useRef, useState } from 'react';
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
  setRedirectFlag,
  TAB_ID,
  writeMarkers,
} from './session-markers';
import { claimUserSession, deleteUserSession, touchUserSession } from './session-record';

/** How often the owner tab refreshes its markers: well inside the 2 s heartbeat limit, even when throttled. */
export const MARKER_HEARTBEAT_MS = 500;

export type BookingSessionState =
  { status: 'checking' } | { status: 'active' } | { status: 'conflict'; message: string };

export interface BookingSessionOptions {
  page: SessionPage;
  /** Signed-in user's uid; no checks happen while null (signed out or loading). */
  uid: string | null;
  fromServices?: boolean;
  /** Called once for a conflict that must redirect ('home' or 'services'). */
  onRedirect: (to: RedirectKind, message: string) => void;
  /** Shows the conflict message (default window.alert). */
  notify?: (message: string) => void;
}

const defaultNotify = (message: string) => {
  if (typeof window.alert === 'function') window.alert(message);
};

export function useBookingSession(options: BookingSessionOptions): BookingSessionState {
  const { page, uid, fromServices = false } = options;
  const [state, setState] = useState<BookingSessionState>({ status: 'checking' });
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  useEffect(() => {
    if (!uid) return;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let activity: ReturnType<typeof setInterval> | undefined;
    let entered = false;
    let done = false;
    const redirectKind: RedirectKind = fromServices ? 'services' : 'home';

    const conflict = (message: string, redirectTo: RedirectKind | null) => {
      setState({ status: 'conflict', message });
      (callbacks.current.notify ?? defaultNotify)(message);
      if (redirectTo) {
        setRedirectFlag();
        callbacks.current.onRedirect(redirectTo, message);
      }
    };

    const leave = () => {
      if (done) return;
      done = true;
      clearInterval(heartbeat);
      clearInterval(activity);
      if (entered) {
        clearOwnMarkers(page);
        void deleteUserSession(uid, page, browserSessionId());
      }
    };

    const lose = (message: string, redirectTo: RedirectKind) => {
      clearInterval(heartbeat);
      clearInterval(activity);
      entered = false;
      removeTabMarker(page);
      conflict(message, redirectTo);
    };

    // This tab is free to enter; another device may still hold the customer's booking session.
    const enter = async (now: Date) => {
      writeMarkers(page, now);
      let claim: Awaited<ReturnType<typeof claimUserSession>>;
      try {
        claim = await claimUserSession(uid, page, browserSessionId());
      } catch {
        // The record could not be read (offline): the hold callable still refuses a page that is not the live one.
        claim = { status: 'claimed' };
      }
      if (done) return;
      if (claim.status === 'conflict' || claim.status === 'refused') {
        clearOwnMarkers(page);
        conflict(claim.message, isRedirectFlagSet() ? null : redirectKind);
        return;
      }
      entered = true;
      clearRedirectFlag();
      setState({ status: 'active' });
      heartbeat = setInterval(() => {
        const ownership = checkOwnership({
          page,
          tabId: TAB_ID,
          globalMarker: readGlobalMarker(),
          now: new Date(),
          fromServices,
        });
        if (ownership.lost) lose(ownership.message, ownership.redirectTo);
        else writeMarkers(page, new Date());
      }, MARKER_HEARTBEAT_MS);
      const every =
        page === 'payment' ? SESSION_TIMINGS.paymentHeartbeatMs : SESSION_TIMINGS.appointmentHeartbeatMs;
      activity = setInterval(() => {
        void touchUserSession(uid, browserSessionId()).then(
          (owner) => {
            if (owner === 'lost' && entered && !done)
              lose(MESSAGES.session.activeBookingSession, redirectKind);
          },
          () => undefined,
        );
      }, every);
    };

    const check = setTimeout(() => {
      const now = new Date();
      const decision = decideSessionEntry({
        entering: page,
        tabId: TAB_ID,
        globalMarker: readGlobalMarker(),
        tabMarker: readTabMarker(page),
        now,
        signedIn: true,
        fromServices,
        alreadyRedirected: isRedirectFlagSet(),
      });
      if (decision.removeGlobal) removeGlobalMarker();
      if (decision.removeTab) removeTabMarker(page);
      if (decision.conflict) {
        conflict(decision.conflict.message, decision.conflict.redirectTo);
        return;
      }
      void enter(now);
    }, SESSION_CHECK_DELAY_MS);

    const unregister = registerSessionCleanup(leave);
    window.addEventListener('pagehide', leave);
    return () => {
      clearTimeout(check);
      window.removeEventListener('pagehide', leave);
      unregister();
      leave();
    };
  }, [page, uid, fromServices]);

  return uid ? state : { status: 'active' };
}
