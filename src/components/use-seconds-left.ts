import { useEffect, useState } from 'react';
import { secondsLeft } from '../domain/holds';

/**
 * Whole seconds left until `deadline` (epoch ms), re-read every `tickMs` (4 times a second by default, so the
 * display never lags a second behind); null while there is no deadline. A new deadline counts from the moment it
 * is set. Shared by the booking hold's and the payment page's countdowns.
 * @example const remaining = useSecondsLeft(hold ? hold.expiresAt : null); // 120, 119, … 0
 */
export function useSecondsLeft(deadline: number | null, tickMs = 250): number | null {
  const [clock, setClock] = useState(() => ({ deadline, now: Date.now() }));
  if (clock.deadline !== deadline) setClock({ deadline, now: Date.now() });
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setClock({ deadline, now: Date.now() }), tickMs);
    return () => clearInterval(timer);
  }, [deadline, tickMs]);
  return deadline === null ? null : secondsLeft(new Date(deadline), new Date(clock.now));
}
