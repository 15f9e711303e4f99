import { useEffect, useState } from 'react';
import { secondsLeft } from '../domain/holds';

/**
 * Whole seconds left until `deadline` (epoch ms on the server's clock), read from `clock` (the screen passes
 * lib/server-time's serverNowMs, never the device's Date.now) every `tickMs` (4 times a second by default, so the
 * display never lags a second behind); null while there is no deadline. A new deadline counts from the moment it
 * is set. Shared by the booking hold's and the payment page's countdowns.
 * @example const remaining = useSecondsLeft(hold ? hold.expiresAt : null, serverNowMs); // 120, 119, … 0
 */
export function useSecondsLeft(deadline: number | null, clock: () => number, tickMs = 250): number | null {
  const [reading, setReading] = useState(() => ({ deadline, now: clock() }));
  if (reading.deadline !== deadline) setReading({ deadline, now: clock() });
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setReading({ deadline, now: clock() }), tickMs);
    return () => clearInterval(timer);
  }, [deadline, clock, tickMs]);
  return deadline === null ? null : secondsLeft(new Date(deadline), new Date(reading.now));
}
