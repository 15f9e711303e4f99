// State and actions of the appointment page (spec section 4 'Booking flow'): location -> type (eligibility, dates)
// -> date -> time (time modal; opening it releases the current hold) -> availability check (createHold) -> the hold
// is kept and a 120 s countdown runs. Changing location resets type, date and time; changing type or date releases
// the hold. On expiry the hold is released and the user goes to /services. Leaving the page releases the hold.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { bookableDates } from '../../domain/calendar';
import { useSecondsLeft } from '../../components/use-seconds-left';
import { MESSAGES } from '../../domain/messages';
import type { AppointmentType } from '../../domain/types';
import { releaseHoldQuietly, requestHold } from '../../lib/data/booking-calls';
import { registerSessionCleanup } from '../../lib/data/session-cleanup';
import { browserSessionId } from '../../lib/data/session-markers';
import { serverNowMs, useServerNow } from '../../lib/server-time';
import type { AvailabilityCheck } from './availability-modal';
import { holdRefusalMessage } from './complete-booking';
import type { PreviousSelection } from './booking-location-state';
import { useLiveDaySlots } from './use-live-day-slots';

export interface Selection {
  location: string;
  type: AppointmentType | '';
  date: string;
  time: string;
}

const EMPTY: Selection = { location: '', type: '', date: '', time: '' };

export function useBookingFlow({
  uid,
  restore,
  onExpire,
}: {
  uid: string | null;
  restore: PreviousSelection | null;
  onExpire: () => void;
}) {
  const [selection, setSelection] = useState<Selection>(() => ({
    ...EMPTY,
    location: restore?.location ?? '',
    type: restore?.appointmentType ?? '',
    date: restore?.appointmentDate ?? '',
  }));
  const [holdId, setHoldId] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [timeModalOpen, setTimeModalOpen] = useState(false);
  const [check, setCheck] = useState<AvailabilityCheck>({ status: 'closed' });
  const holdRef = useRef<string | null>(null);
  const keepHoldRef = useRef(false);
  // The dates offered follow the server's clock (re-read each minute and when the offset is measured).
  const serverToday = useServerNow(60_000);
  const dates = useMemo(
    () => (selection.location ? bookableDates(serverToday) : []),
    [selection.location, serverToday],
  );

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

  const query =
    selection.location && selection.type && selection.date
      ? { date: selection.date, location: selection.location, type: selection.type }
      : null;
  const slots = useLiveDaySlots(query, uid, holdId);

  // Countdown of the hold.
  const remaining = useSecondsLeft(deadline, serverNowMs);
  const expireRef = useRef(onExpire);
  useEffect(() => {
    expireRef.current = onExpire;
  });
  useEffect(() => {
    if (remaining !== 0) return;
    dropHold();
    setSelection((s) => ({ ...s, time: '' }));
    expireRef.current();
  }, [remaining, dropHold]);

  // The held slot filled up meanwhile (our hold is gone and others took every seat): release and clear the time.
  useEffect(() => {
    if (slots.status !== 'ready' || !selection.time || check.status !== 'closed') return;
    if (slots.occupied.some((s) => s.time === selection.time)) {
      dropHold();
      setSelection((s) => ({ ...s, time: '' }));
    }
  }, [slots, selection.time, check.status, dropHold]);

  const chooseLocation = (location: string) => {
    dropHold();
    setSelection({ ...EMPTY, location });
  };
  const chooseType = (type: AppointmentType) => {
    dropHold();
    setSelection((s) => ({ ...s, type, date: '', time: '' }));
  };
  const chooseDate = (date: string) => {
    dropHold();
    setSelection((s) => ({ ...s, date, time: '' }));
  };
  const openTimeModal = () => {
    if (holdRef.current) {
      dropHold();
      setSelection((s) => ({ ...s, time: '' }));
    }
    setTimeModalOpen(true);
  };

  const holdTime = async (time: string) => {
    if (!selection.type) return;
    setCheck({ status: 'checking', time });
    const outcome = await requestHold({
      appointmentDate: selection.date,
      appointmentTime: time,
      appointmentType: selection.type,
      location: selection.location,
      // The userSessions id: the server refuses a hold from a page whose session is not the live one.
      pageLoadId: browserSessionId(),
    }).catch(() => null);
    if (outcome?.status === 'held') {
      setHold(outcome.holdId);
      // The server's own expiry, counted down on the server's clock.
      setDeadline(outcome.expiresAt);
      setSelection((s) => ({ ...s, time }));
      setCheck({ status: 'available', time });
    } else if (outcome?.status === 'full') {
      setCheck({ status: 'unavailable', time });
    } else if (outcome?.status === 'error' && holdRefusalMessage(outcome.failure) !== null) {
      // The server refused the customer, not the slot: trying again would not help.
      setCheck({ status: 'refused', time, message: holdRefusalMessage(outcome.failure)! });
    } else {
      setCheck({ status: 'error', time, message: MESSAGES.timeSlots.checkFailed });
    }
  };

  const selectTime = (time: string) => {
    setTimeModalOpen(false);
    void holdTime(time);
  };

  return {
    selection,
    dates,
    holdId,
    remaining,
    slots,
    timeModalOpen,
    check,
    chooseLocation,
    chooseType,
    chooseDate,
    openTimeModal,
    closeTimeModal: () => setTimeModalOpen(false),
    selectTime,
    continueAfterCheck: () => setCheck({ status: 'closed' }),
    selectNewTime: () => {
      setCheck({ status: 'closed' });
      setTimeModalOpen(true);
    },
    tryAgain: () => {
      if (check.status === 'error') void holdTime(check.time);
    },
    closeCheck: () => setCheck({ status: 'closed' }),
    /** After a successful booking: the hold became the order, nothing to release. */
    keepHold: () => {
      keepHoldRef.current = true;
      holdRef.current = null;
    },
    /** The server said the hold is gone: forget it and the time. */
    loseHold: () => {
      setHold(null);
      setDeadline(null);
      setSelection((s) => ({ ...s, time: '' }));
    },
  };
}
