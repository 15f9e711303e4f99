import { useEffect, useState } from 'react';
import { readOwnRebookStateValid } from '../../../lib/data/booking-reads';
import { serverNow } from '../../../lib/server-time';

/**
 * Whether the caller's special rebook state waives the special fee, read once a special appointment is chosen.
 * While loading or on a failed read the fee shows as usual: the server prices the booking either way.
 */
export function useRebookStateValid(uid: string | null, enabled: boolean): boolean {
  const [valid, setValid] = useState(false);
  useEffect(() => {
    if (!uid || !enabled) return;
    let live = true;
    readOwnRebookStateValid(uid, serverNow()).then(
      (v) => {
        if (live) setValid(v);
      },
      () => {
        if (live) setValid(false);
      },
    );
    return () => {
      live = false;
    };
  }, [uid, enabled]);
  return enabled && valid;
}
