// The Select Time modal with its live data: the listener of the chosen day (useLiveDaySlots) lives here, under the
// booking form, so each batch of snapshots renders this component and the modal, never the whole form. Mounted
// whether the modal is open or not: while a time is held, a slot that fills up meanwhile releases it.
import { useEffect } from 'react';
import type { DayQuery } from '../../../lib/data/slots-live';
import type { AppointmentType } from '../../../domain/types';
import { TimeSelectModal } from './select-time';
import { useLiveDaySlots, type LiveSlotsState } from './use-live-day-slots';

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
function useReleaseFilledSlot(
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
  return <TimeSelectModal slots={slots} {...modal} />;
}
