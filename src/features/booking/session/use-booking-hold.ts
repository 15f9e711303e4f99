// The slot hold of the appointment page: its id, the server's expiry, and its release when the page is left (unless
// the booking completed and the hold became the order).
import { useCallback, useEffect, useRef, useState } from 'react';
import { releaseHoldQuietly } from '../../../lib/data/booking-calls';
import { registerSessionCleanup } from '../../../lib/data/session-cleanup';

export function useBookingHold() {
  const [holdId, setHoldId] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const holdRef = useRef<string | null>(null);
  const keepHoldRef = useRef(false);

  const setHold = useCallback((id: string | null) => {
    holdRef.current = id;
    setHoldId(id);
  }, []);

  /** Releases the current hold (if any) and forgets the chosen time. */
  const dropHold = useCallback(() => {
    void releaseHoldQuietly(holdRef.current);
    setHold(null);
    setDeadline(null);
  }, [setHold]);

  // Leaving the page (or a navigation link) releases the hold, unless the booking completed.
  useEffect(() => {
    const release = () => {
      if (!keepHoldRef.current) void releaseHoldQuietly(holdRef.current);
      holdRef.current = null;
    };
    const unregister = registerSessionCleanup(release);
    return () => {
      unregister();
      release();
    };
  }, []);

  return {
    holdId,
    deadline,
    dropHold,
    /** Whether a hold is currently kept. */
    isHeld: () => Boolean(holdRef.current),
    /** The server granted a hold: its id and its own expiry, counted down on the server's clock. */
    grant: (id: string, expiresAt: number) => {
      setHold(id);
      setDeadline(expiresAt);
    },
    /** After a successful booking: the hold became the order, nothing to release. */
    keep: () => {
      keepHoldRef.current = true;
      holdRef.current = null;
    },
    /** The server said the hold is gone: forget it without releasing. */
    forget: () => {
      setHold(null);
      setDeadline(null);
    },
  };
}
