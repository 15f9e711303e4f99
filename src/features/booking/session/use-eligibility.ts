import { useEffect, useState } from 'react';
import type { EligibilityResult } from '../../../domain/eligibility';
import { checkEligibility } from '../../../lib/data/booking-calls';

export type EligibilityState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; free: EligibilityResult; special: EligibilityResult };

/** Runs the server's free and special eligibility checks once a location is chosen (spec section 4). */
export function useEligibility(uid: string | null, enabled: boolean): EligibilityState {
  const [state, setState] = useState<EligibilityState>({ status: 'idle' });
  useEffect(() => {
    if (!uid || !enabled) return;
    let live = true;
    setState({ status: 'loading' });
    void Promise.all([checkEligibility(uid, 'free'), checkEligibility(uid, 'special')]).then(
      ([free, special]) => {
        if (live) setState({ status: 'ready', free, special });
      },
    );
    return () => {
      live = false;
    };
  }, [uid, enabled]);
  return enabled ? state : { status: 'idle' };
}
