// Live availability for the time-select modal: a Firestore listener on the public slot documents of one day
// (slots where date == D, location == L, appointmentType == T, at most DAY_SLOTS_LIMIT of them; no personal data),
// combined with the domain's slot grid and capacity. The caller re-evaluates the combination every second for hold expiry without re-querying.
import { dayAvailability } from '../../domain/capacity';
import type { SlotAvailability } from '../../domain/capacity';
import type { AppointmentType, HoldLike, IsoDate, OrderLike } from '../../domain/types';
import { getFirebaseDb } from '../firebase';
import { DAY_SLOTS_LIMIT, slotOccupancy } from '../../contracts/slot-documents';
import { slotConverter } from '../model/slot-converter';
import type { SlotDoc } from '../../contracts/slot-documents';
import { COLLECTIONS } from '../../contracts/documents';
import { countReads } from './booking-read-counter';
import { shapedQuery } from './shaped-query';

export interface DayQuery {
  date: IsoDate;
  location: string;
  type: AppointmentType;
}

/**
 * Subscribes to the slot documents of one day. `onData` receives every document currently stored (slots that never
 * had an order or a hold have none). Returns the unsubscribe function; safe to call before the SDK has loaded.
 */
export function subscribeDaySlots(
  query: DayQuery,
  onData: (docs: SlotDoc[]) => void,
  onError: (error: Error) => void,
): () => void {
  let unsubscribe: (() => void) | null = null;
  let cancelled = false;
  void Promise.all([getFirebaseDb(), import('../sdk/firestore')])
    .then(([db, fs]) => {
      if (cancelled) return;
      const q = shapedQuery(
        fs,
        fs.collection(db, COLLECTIONS.slots).withConverter(slotConverter),
        'daySlots',
        {
          date: query.date,
          location: query.location,
          appointmentType: query.type,
        },
        // The rules refuse a slots list without a limit (firestore.rules, slots).
        fs.limit(DAY_SLOTS_LIMIT),
      );
      unsubscribe = fs.onSnapshot(
        q,
        (snapshot) => {
          if (!snapshot.metadata.fromCache || snapshot.docChanges().length > 0) {
            countReads('slots-live', snapshot.docChanges().length);
          }
          onData(snapshot.docs.map((d) => d.data()));
        },
        (error) => onError(error),
      );
    })
    .catch((error: unknown) => {
      if (!cancelled) onError(error instanceof Error ? error : new Error(String(error)));
    });
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/**
 * The modal's lists at `now`: the domain's bookable grid for the day, each slot's seats from its public document
 * (the user's own hold, by id, never counts against them; expired holds never count).
 * @example dayAvailabilityFromSlots({ query, docs, userId, ownHoldId: null, now }).available[0].time // '7:40 AM'
 */
export function dayAvailabilityFromSlots({
  query,
  docs,
  userId,
  ownHoldId,
  now,
}: {
  query: DayQuery;
  docs: readonly SlotDoc[];
  userId: string;
  ownHoldId: string | null;
  now: Date;
}): { available: SlotAvailability[]; occupied: SlotAvailability[] } {
  const orders: OrderLike[] = [];
  const holds: HoldLike[] = [];
  for (const doc of docs) {
    if (doc.date !== query.date || doc.location !== query.location || doc.appointmentType !== query.type)
      continue;
    const occupancy = slotOccupancy(doc, userId, ownHoldId);
    orders.push(...occupancy.orders);
    holds.push(...occupancy.holds);
  }
  const { available, occupied } = dayAvailability({ ...query, orders, holds, userId, now });
  return { available, occupied };
}
