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
import { startBookingSession } from './booking-session-run';
import { setRedirectFlag } from './session-markers';

export { MARKER_HEARTBEAT_MS } from './booking-session-run';

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
    const conflict = (message: string, redirectTo: RedirectKind | null) => {
      setState({ status: 'conflict', message });
      (callbacks.current.notify ?? defaultNotify)(message);
      if (redirectTo) {
        setRedirectFlag();
        callbacks.current.onRedirect(redirectTo, message);
      }
    };
    return startBookingSession({
      page,
      uid,
      fromServices,
      onActive: () => setState({ status: 'active' }),
      onConflict: conflict,
    });
  }, [page, uid, fromServices]);

  return uid ? state : { status: 'active' };
}
