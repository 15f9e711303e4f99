// The Select Time modal (spec section 2): the chosen day's available and occupied times, seats left, live. Its listener
// (useLiveDaySlots) lives in LiveTimeSelect, under the booking form, so each batch of snapshots renders this
// component and the modal, never the whole form; LiveTimeSelect is mounted whether the modal is open or not, so that
// while a time is held a slot that fills up meanwhile releases it.
import { memo, useCallback, useEffect, useRef } from 'react';
import { Modal } from '../../../components/modal';
import { SLOT_CAPACITY, type SlotAvailability } from '../../../domain/capacity';
import { parseTime12 } from '../../../domain/calendar';
import { MESSAGES, UI_TEXT } from '../../../domain/messages';
import type { AppointmentType } from '../../../domain/types';
import type { DayQuery } from '../../../lib/data/slots-live';
import { useLiveDaySlots, type LiveSlotsState } from './use-live-day-slots';
import { WaitlistJoin } from './waitlist-join';

export interface TimeSelectModalProps {
  open: boolean;
  slots: LiveSlotsState;
  onSelect: (time: string) => void;
  onClose: () => void;
  /** The chosen type: its slot capacity is the subtitle's number of users per slot. */
  appointmentType: AppointmentType;
  /** The day shown: with full times, its waitlist can be joined (issue 44). */
  day?: DayQuery | null;
}

const byTime = (a: string, b: string) => parseTime12(a) - parseTime12(b);

const seatsText = (left: number, capacity: number) => `${left} of ${capacity} places left`;

/**
 * One available time. Memoised: while holds stream in, only the rows whose seats changed render again (the live
 * state keeps an unchanged slot's object: use-live-day-slots.ts), and `onSelect` is stable.
 */
const AvailableSlot = memo(function AvailableSlot({
  slot,
  onSelect,
}: {
  slot: SlotAvailability;
  onSelect: (time: string) => void;
}) {
  const seats = seatsText(slot.seatsLeft, slot.capacity);
  return (
    <li>
      <button
        type="button"
        className="time-modal__slot"
        aria-label={`${slot.time}, ${seats}`}
        onClick={() => onSelect(slot.time)}
      >
        <span className="time-modal__time">{slot.time}</span>
        <span className="time-modal__seats">{seats}</span>
      </button>
    </li>
  );
});

/** One occupied time (memoised like AvailableSlot). */
const OccupiedSlot = memo(function OccupiedSlot({ slot }: { slot: SlotAvailability }) {
  return (
    <li className="time-modal__occupied">
      <span className="time-modal__time">{slot.time}</span>
      <span className="time-modal__seats">{slot.blocked ? 'Reserved' : 'Full'}</span>
    </li>
  );
});

/** A callback of stable identity that always calls the latest `callback`. */
function useStableCallback<A extends unknown[]>(callback: (...args: A) => void): (...args: A) => void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/** 'Select Time': live available and occupied slots of the chosen date (spec section 2). */
export function TimeSelectModal({
  open,
  slots,
  onSelect,
  onClose,
  appointmentType,
  day,
}: TimeSelectModalProps) {
  const select = useStableCallback(onSelect);
  return (
    <Modal
      open={open}
      title={UI_TEXT.selectTimeTitle}
      description={UI_TEXT.selectTimeSubtitle(SLOT_CAPACITY[appointmentType])}
      onClose={onClose}
      size="md"
      className="time-modal"
    >
      {(slots.status === 'loading' || slots.status === 'idle') && (
        <p role="status" className="time-modal__status">
          Loading...
        </p>
      )}
      {slots.status === 'error' && (
        <p role="alert" className="form-error">
          {MESSAGES.timeSlots.loadFailed}
        </p>
      )}
      {slots.status === 'ready' && (
        <>
          {slots.available.length === 0 ? (
            <p className="time-modal__status">{UI_TEXT.noSlots}</p>
          ) : (
            <section aria-labelledby="time-modal-available">
              <h3 id="time-modal-available" className="time-modal__heading">
                Available times
              </h3>
              <ul className="time-modal__grid">
                {slots.available.map((slot) => (
                  <AvailableSlot key={slot.time} slot={slot} onSelect={select} />
                ))}
              </ul>
            </section>
          )}
          {slots.occupied.length > 0 && (
            <section aria-labelledby="time-modal-occupied">
              <h3 id="time-modal-occupied" className="time-modal__heading">
                Occupied times
              </h3>
              <ul className="time-modal__grid time-modal__grid--occupied" aria-label="Occupied times">
                {slots.occupied.map((slot) => (
                  <OccupiedSlot key={slot.time} slot={slot} />
                ))}
              </ul>
            </section>
          )}
          {day && slots.occupied.length > 0 && (
            <WaitlistJoin
              day={day}
              times={[...slots.available, ...slots.occupied].map((s) => s.time).sort(byTime)}
              full={slots.occupied.map((s) => s.time)}
            />
          )}
        </>
      )}
    </Modal>
  );
}

export interface LiveTimeSelectProps {
  day: DayQuery | null;
  uid: string | null;
  holdId: string | null;
  /** The time held (or ''). */
  time: string;
  /** No availability check is running or shown (its own outcome decides meanwhile). */
  checkClosed: boolean;
  /** The held time filled up: release the hold and clear the time. Stable. */
  onSlotFilled: () => void;
  open: boolean;
  onSelect: (time: string) => void;
  onClose: () => void;
  appointmentType: AppointmentType;
}

/** Calls `onSlotFilled` when the held `time` shows among the occupied slots (our hold is gone, others took it). */
export function useReleaseFilledSlot(
  slots: LiveSlotsState,
  time: string,
  checkClosed: boolean,
  onSlotFilled: () => void,
) {
  useEffect(() => {
    if (slots.status !== 'ready' || !time || !checkClosed) return;
    if (slots.occupied.some((s) => s.time === time)) onSlotFilled();
  }, [slots, time, checkClosed, onSlotFilled]);
}

export function LiveTimeSelect({
  day,
  uid,
  holdId,
  time,
  checkClosed,
  onSlotFilled,
  ...modal
}: LiveTimeSelectProps) {
  const slots = useLiveDaySlots(day, uid, holdId);
  useReleaseFilledSlot(slots, time, checkClosed, onSlotFilled);
  return <TimeSelectModal slots={slots} day={day} {...modal} />;
}
