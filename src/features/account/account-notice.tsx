import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import './account-notice.css';

/** How long after the live region is in the page its text is set, so screen readers announce it. */
export const NOTICE_DELAY_MS = 100;

const messageOf = (state: unknown): string | null => {
  const message = (state as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
};

const bookedOrderOf = (state: unknown): string | null => {
  const id = (state as { bookedOrderId?: unknown } | null)?.bookedOrderId;
  return typeof id === 'string' && id !== '' ? id : null;
};

const withoutMessage = (state: unknown): Record<string, unknown> | null => {
  if (typeof state !== 'object' || state === null) return null;
  const rest: Record<string, unknown> = { ...(state as Record<string, unknown>) };
  delete rest.message;
  delete rest.bookedOrderId;
  return Object.keys(rest).length > 0 ? rest : null;
};

/**
 * The message another page handed over in navigation state `{ message }` (booking, trade or payment success). It is
 * taken out of the history entry (same path and query) as soon as it is shown, so a refresh or Back/Forward does
 * not show it again.
 */
export function useNavigationMessage(): {
  message: string | null;
  dismiss: () => void;
  /** The order the booking page just confirmed (`bookedOrderId` in the state), taken out of the entry the same way. */
  bookedOrderId: string | null;
  dismissBooked: () => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [booked, setBooked] = useState<string | null>(null);
  const incoming = messageOf(location.state);
  const incomingBooked = bookedOrderOf(location.state);
  const { pathname, search, hash, state } = location;

  useEffect(() => {
    if (incoming === null && incomingBooked === null) return;
    const timer = setTimeout(() => {
      if (incoming !== null) setMessage(incoming);
      if (incomingBooked !== null) setBooked(incomingBooked);
      navigate({ pathname, search, hash }, { replace: true, state: withoutMessage(state) });
    }, NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [incoming, incomingBooked, pathname, search, hash, state, navigate]);

  return {
    message,
    dismiss: () => setMessage(null),
    bookedOrderId: booked,
    dismissBooked: () => setBooked(null),
  };
}

/** A polite live region that is always in the page; the message appears in it with a Dismiss button. */
export function AccountNotice({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  return (
    <div className="account-notice" role="status">
      {message && (
        <div className="account-notice__box">
          <p className="account-notice__text">{message}</p>
          <button
            type="button"
            className="dismiss-button account-notice__dismiss"
            aria-label="Dismiss message"
            onClick={onDismiss}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
