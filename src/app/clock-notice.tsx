import { useEffect, useState } from 'react';
import { clockOffsetNotice } from '../domain/server-clock';
import { startServerClock, useServerClock } from '../lib/server-time';
import './clock-notice.css';

/**
 * Measures the server's clock once for the page load (lib/server-time) and, when the device's clock is more than
 * two minutes off, says so once, plainly, with how far and which way ("Your phone's clock is 5 days ahead. Times
 * shown here follow the car wash's clock."). The app carries on with the server's clock either way; the notice
 * can be dismissed and stays away for the rest of the page load unless the offset changes.
 */
export function ClockNotice() {
  useEffect(() => startServerClock(), []);
  const clock = useServerClock();
  const text = clock.status === 'measured' ? clockOffsetNotice(clock.offsetMs) : null;
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!text || dismissed === text) return null;
  return (
    <div className="clock-notice" role="status">
      <p className="clock-notice__text">{text}</p>
      <button type="button" className="button button--secondary" onClick={() => setDismissed(text)}>
        OK
      </button>
    </div>
  );
}
