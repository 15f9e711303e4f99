// Live availability for the time-select modal: a Firestore listener on the public slot documents of one day
// (slots where date == D, location == L, appointmentType == T, at most DAY_SLOTS_LIMIT of them; no personal data),
// combined with the domain's slot grid and capacity. The caller re-evaluates the combination when a hold runs out or
// the lead time cuts a slot (nextAvailabilityChange), without re-querying.
import { slotAvailability } from '../../domain/capacity';
import { bookableSlots } from '../../domain/slots';
import type { SlotAvailability } from '../../domain/capacity';
import type { AppointmentType, HoldLike, IsoDate, OrderLike } from '../../domain/types';
import { getFirebaseDb } from '../firebase';
import { DAY_SLOTS_LIMIT, slotOccupancy } from '../../contracts/slot-documents';
import { slotConverter } from '../model/slot-converter';
import type { SlotDoc } from '../../contracts/slot-documents';
import { COLLECTIONS } from '../../contracts/documents';
import { countReads } from './booking-read-counter';
import { subscribeWhenLoaded } from './when-loaded';
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
  return subscribeWhenLoaded(
    Promise.all([getFirebaseDb(), import('../sdk/firestore')]),
    onError,
    ([db, fs], { fail }) => {
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
      return fs.onSnapshot(
        q,
        (snapshot) => {
          if (!snapshot.metadata.fromCache || snapshot.docChanges().length > 0) {
            countReads('slots-live', snapshot.docChanges().length);
          }
          onData(snapshot.docs.map((d) => d.data()));
        },
        fail,
      );
    },
  );
}

/**
 * The modal's lists at `now`: the domain's bookable grid for the day, each slot's seats from its public document
 * (the user's own hold, by id, never counts against them; expired holds never count). Each slot is judged on its
 * own document only (the day's documents grouped by time first), so a day of n slots costs O(n), not O(n^2).
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
  const byTime = new Map<string, SlotDoc[]>();
  for (const doc of docs) {
    if (doc.date !== query.date || doc.location !== query.location || doc.appointmentType !== query.type)
      continue;
    byTime.set(doc.time, [...(byTime.get(doc.time) ?? []), doc]);
  }
  const slots = bookableSlots({ date: query.date, type: query.type, now }).map((time) => {
    const orders: OrderLike[] = [];
    const holds: HoldLike[] = [];
    for (const doc of byTime.get(time) ?? []) {
      const occupancy = slotOccupancy(doc, userId, ownHoldId);
      orders.push(...occupancy.orders);
      holds.push(...occupancy.holds);
    }
    const slot = { date: query.date, time, type: query.type, location: query.location };
    return slotAvailability({ slot, orders, holds, userId, now });
  });
  return { available: slots.filter((s) => !s.full), occupied: slots.filter((s) => s.full) };
}

/**
 * The next instant after `nowMs` at which the lists of `docs` can change without a new snapshot: a hold or
 * reservation running out, or the next whole minute (slot times are whole minutes, so the 30-minute lead time cuts
 * a slot on a minute).
 */
export function nextAvailabilityChange(docs: readonly SlotDoc[], nowMs: number): number {
  let next = (Math.floor(nowMs / 60_000) + 1) * 60_000;
  for (const doc of docs) {
    for (const expiresAt of Object.values(doc.holds)) if (expiresAt > nowMs) next = Math.min(next, expiresAt);
    if (doc.reservedUntil !== null && doc.reservedUntil > nowMs) next = Math.min(next, doc.reservedUntil);
  }
  return next;
}
