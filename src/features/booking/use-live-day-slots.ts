import { useEffect, useMemo, useState } from 'react';
import type { SlotAvailability } from '../../domain/capacity';
import type { SlotDoc } from '../../contracts/slot-documents';
import type { DayQuery } from '../../lib/data/slots-live';
import { dayAvailabilityFromSlots, subscribeDaySlots } from '../../lib/data/slots-live';
import { useServerNow } from '../../lib/server-time';

export type LiveSlotsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; available: SlotAvailability[]; occupied: SlotAvailability[] };

/**
 * Live availability of one day: one Firestore listener for the day's slot documents (changes arrive within a
 * second or two), re-evaluated every second against the server's clock (lib/server-time), so expired holds free
 * their seat without a query and the 30-minute lead time cuts the list where the server will.
 */
export function useLiveDaySlots(
  query: DayQuery | null,
  userId: string | null,
  ownHoldId: string | null,
): LiveSlotsState {
  const [docs, setDocs] = useState<{ key: string; docs: SlotDoc[] } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const key = query ? `${query.date}|${query.location}|${query.type}` : null;
  const now = useServerNow(key ? 1000 : null);

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
