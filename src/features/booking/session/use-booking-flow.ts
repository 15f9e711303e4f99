// State and actions of the appointment page (spec section 4 'Booking flow'): location -> type (eligibility, dates)
// -> date -> time (time modal; opening it releases the current hold) -> availability check (createHold) -> the hold
// is kept and a 120 s countdown runs. Changing location resets type, date and time; changing type or date releases
// the hold. On expiry the hold is released and the user goes to /services. Leaving the page releases the hold. The
// chosen day's live slots are listened to under the time modal (LiveTimeSelect, time/select-time.tsx).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { bookableDates, businessDate } from '../../../domain/calendar';
import { bookableSlots } from '../../../domain/slots';
import { useSecondsLeft } from '../../../components/use-seconds-left';
import type { AppointmentType } from '../../../domain/types';
import type { DayQuery } from '../../../lib/data/slots-live';
import { serverNowMs, useServerNow } from '../../../lib/server-time';
import type { AvailabilityCheck } from '../time/availability-check';
import type { PreviousSelection, WaitlistOfferState } from './booking-location-state';
import { requestSlotHold } from '../time/request-slot-hold';
import { useBookingHold } from './use-booking-hold';

export interface Selection {
  location: string;
  type: AppointmentType | '';
  date: string;
  time: string;
}

const EMPTY: Selection = { location: '', type: '', date: '', time: '' };

/** The selection as first shown: empty, the previous one after an expiry that restores it, or a waitlist offer's seat. */
function initialSelection(restore: PreviousSelection | null, offer: WaitlistOfferState | null): Selection {
  if (offer) {
    const { location, appointmentType: type, appointmentDate: date, appointmentTime: time } = offer;
    return { location, type, date, time };
  }
  return {
    ...EMPTY,
    location: restore?.location ?? '',
    type: restore?.appointmentType ?? '',
    date: restore?.appointmentDate ?? '',
  };
}

/** On expiry of the hold's countdown: the hold is released, the time cleared and onExpire called. */
function useHoldExpiry(
  remaining: number | null,
  dropHold: () => void,
  clearTime: () => void,
  onExpire: () => void,
) {
  const expireRef = useRef(onExpire);
  useEffect(() => {
    expireRef.current = onExpire;
  });
  useEffect(() => {
    if (remaining !== 0) return;
    dropHold();
    clearTime();
    expireRef.current();
  }, [remaining, dropHold, clearTime]);
}

/**
 * The dates offered (once a location is chosen) and the day whose live slots the time modal lists: the listener
 * itself lives under the modal (LiveTimeSelect in time/select-time.tsx), so the snapshots streaming in render the modal alone, not
 * the whole booking form.
 */
function useDayChoice(selection: Selection) {
  // The dates offered follow the server's clock (re-read each minute and when the offset is measured).
  const serverToday = useServerNow(60_000);
  const dates = useMemo(
    () => (selection.location ? bookableDates(serverToday) : []),
    [selection.location, serverToday],
  );
  // Issue 46: today is marked closed once none of its slots of the chosen type can still be booked (after closing it
  // read as fully booked: "No available time slots ... try again later"). It stays listed: the server's bookable
  // dates are today and the next two open days, so no later day can take its place.
  const closedDates = useMemo(
    () =>
      dates.filter(
        (date) =>
          date === businessDate(serverToday) &&
          bookableSlots({ date, type: selection.type || 'free', now: serverToday }).length === 0,
      ),
    [dates, selection.type, serverToday],
  );
  const { date, location, type } = selection;
  const day = useMemo(
    (): DayQuery | null => (location && type && date ? { date, location, type } : null),
    [date, location, type],
  );
  return { dates, closedDates, day };
}

/** The availability check of a chosen time: asks for a hold and keeps the dialog's state; onHeld gets the hold. */
function useSlotCheck(
  selection: Selection,
  onHeld: (hold: { holdId: string; expiresAt: number }, time: string) => void,
) {
  const [check, setCheck] = useState<AvailabilityCheck>({ status: 'closed' });
  const holdTime = async (time: string) => {
    if (!selection.type) return;
    setCheck({ status: 'checking', time });
    const result = await requestSlotHold({ ...selection, type: selection.type }, time);
    if (result.hold) onHeld(result.hold, time);
    setCheck(result.check);
  };
  return { check, holdTime, closeCheck: () => setCheck({ status: 'closed' }) };
}

/** Takes a waitlist offer's hold as the page's own, once, as a granted hold (countdown, release on leaving). */
function useAdoptOffer(offer: WaitlistOfferState | null, grant: (id: string, expiresAt: number) => void) {
  const adopted = useRef(false);
  useEffect(() => {
    if (!offer || adopted.current) return;
    adopted.current = true;
    grant(offer.holdId, offer.expiresAt);
  }, [offer, grant]);
}

export interface BookingFlowInput {
  uid: string | null;
  restore: PreviousSelection | null;
  onExpire: () => void;
  /** A waitlist offer: its held seat is the page's hold from the start (issue 44). */
  offer?: WaitlistOfferState | null;
}

export function useBookingFlow({ uid, restore, onExpire, offer = null }: BookingFlowInput) {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(restore, offer));
  const [timeModalOpen, setTimeModalOpen] = useState(false);
  const hold = useBookingHold();
  useAdoptOffer(offer, hold.grant);
  const { holdId, dropHold } = hold;
  const clearTime = useCallback(() => setSelection((s) => ({ ...s, time: '' })), []);

  const { dates, closedDates, day } = useDayChoice(selection);

  // Countdown of the hold.
  const remaining = useSecondsLeft(hold.deadline, serverNowMs);
  useHoldExpiry(remaining, dropHold, clearTime, onExpire);

  const { check, holdTime, closeCheck } = useSlotCheck(selection, (held, time) => {
    hold.grant(held.holdId, held.expiresAt);
    setSelection((s) => ({ ...s, time }));
  });

  // The held slot filled up meanwhile (our hold is gone and others took every seat): release and clear the time.
  const slotFilled = useCallback(() => {
    dropHold();
    clearTime();
  }, [dropHold, clearTime]);

  const choose = (next: (s: Selection) => Selection) => {
    dropHold();
    setSelection(next);
  };
  const openTimeModal = () => {
    if (hold.isHeld()) choose((s) => ({ ...s, time: '' }));
    setTimeModalOpen(true);
  };

  return {
    selection,
    dates,
    closedDates,
    uid,
    day,
    holdId,
    remaining,
    timeModalOpen,
    check,
    chooseLocation: (location: string) => choose(() => ({ ...EMPTY, location })),
    chooseType: (type: AppointmentType) => choose((s) => ({ ...s, type, date: '', time: '' })),
    chooseDate: (date: string) => choose((s) => ({ ...s, date, time: '' })),
    openTimeModal,
    closeTimeModal: () => setTimeModalOpen(false),
    selectTime: (time: string) => {
      setTimeModalOpen(false);
      void holdTime(time);
    },
    continueAfterCheck: closeCheck,
    selectNewTime: () => {
      closeCheck();
      setTimeModalOpen(true);
    },
    tryAgain: () => {
      if (check.status === 'error') void holdTime(check.time);
    },
    closeCheck,
    slotFilled,
    /** After a successful booking: the hold became the order, nothing to release. */
    keepHold: hold.keep,
    /** The server said the hold is gone: forget it and the time. */
    loseHold: () => {
      hold.forget();
      clearTime();
    },
  };
}
