import { useEffect, useMemo, useState } from 'react';
import type { SlotAvailability } from '../../domain/capacity';
import type { SlotDoc } from '../../contracts/slots';
import type { DayQuery } from '../../lib/data/slots-live';
import { dayAvailabilityFromSlots, subscribeDaySlots } from '../../lib/data/slots-live';

export type LiveSlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; available: SlotAvailability[]; occupied: SlotAvailability[] };

/**
 * Live availability of one day: one Firestore listener for the day's slot documents (changes arrive within a
 * second or two), re-evaluated every second against the clock so expired holds free their seat without a query.
 */
export function useLiveDaySlots(
  query: DayQuery | null,
  userId: string | null,
  ownHoldId: string | null,
): LiveSlotsState {
  const [docs, setDocs] = useState<{ key: string; docs: SlotDoc[] } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [now, setNow] = useState(() => new Date());
  const key = query ? `${query.date}|${query.location}|${query.type}` : null;

  useEffect(() => {
    if (!query || !key || !userId) return;
    setFailed(null);
    return subscribeDaySlots(
      query,
      (next) => setDocs({ key, docs: next }),
      () => setFailed(key),
    );
    // `key` captures the query's identity.
  }, [key, userId]);

  useEffect(() => {
    if (!key) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [key]);

  return useMemo((): LiveSlotsState => {
    if (!query || !key || !userId) return { status: 'idle' };
    if (failed === key) return { status: 'error' };
    if (!docs || docs.key !== key) return { status: 'loading' };
    try {
      return {
        status: 'ready',
        ...dayAvailabilityFromSlots({ query, docs: docs.docs, userId, ownHoldId, now }),
      };
    } catch {
      return { status: 'error' };
    }
  }, [key, docs, failed, userId, ownHoldId, now]);
}
