// The times a rebook can move to: live from the public slot documents of the chosen date, a time of the order's
// type with a free seat, without the order's own date and time.
import { useEffect, useMemo, useState } from 'react';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import type { SlotDoc } from '../../contracts/slot-documents';
import type { AccountOrder } from '../../lib/data/account-orders';
import { dayAvailabilityFromSlots, subscribeDaySlots } from '../../lib/data/slots-live';

export type SlotsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; docs: SlotDoc[] };

export function useRebookTimes(order: AccountOrder, uid: string, date: string, now: Date) {
  const [slots, setSlots] = useState<SlotsState>({ status: 'loading' });
  const query = useMemo(
    () => (date ? { date, location: order.location, type: order.appointmentType } : null),
    [date, order.location, order.appointmentType],
  );
  useEffect(() => {
    if (!query) return;
    return subscribeDaySlots(
      query,
      (docs) => setSlots({ status: 'ready', docs }),
      (cause) => {
        console.warn('loading slots failed', cause);
        setSlots({ status: 'error' });
      },
    );
  }, [query]);

  const availability =
    query && slots.status === 'ready'
      ? dayAvailabilityFromSlots({ query, docs: slots.docs, userId: uid, ownHoldId: null, now })
      : null;
  const times = (availability?.available ?? []).filter(
    (s) => !(date === order.appointmentDate && s.time === order.appointmentTime),
  );
  /** A new date was chosen: its times are loading. */
  const markLoading = () => setSlots({ status: 'loading' });
  return { slots, times, markLoading };
}

/** The line under the time choice: loading, failed, none free, or how many are. */
export function rebookTimesHint(date: string, slots: SlotsState, count: number): string {
  if (!date) return '';
  if (slots.status === 'loading') return 'Loading available times...';
  if (slots.status === 'error') return MESSAGES.timeSlots.loadFailed;
  return count === 0 ? UI_TEXT.noSlots : `${count} available times`;
}
