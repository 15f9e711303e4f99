import { useState } from 'react';
import type { AccountOrder } from '../../lib/data/account-orders';
import { serverNow } from '../../lib/server-time';

/** Saves a file the browser made (a Blob behind an object URL, which the CSP needs no source for). */
function download(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Add to calendar": downloads the appointment's .ics, the same file the confirmation e-mail carries (UID = the
 * order ID, so a calendar that has the e-mail's entry updates it instead of adding a second). The generator loads
 * on the first click, in its own chunk.
 */
export function AddToCalendar({ order, describedBy }: { order: AccountOrder; describedBy: string }) {
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');

  async function onClick() {
    setState('working');
    try {
      const { buildAppointmentIcs } = await import('../../domain/appointment-ics');
      const text = buildAppointmentIcs(order, { now: serverNow(), method: 'PUBLISH' });
      download(text, `car-wash-${order.orderId}.ics`);
      setState('idle');
    } catch (error) {
      console.warn('Calendar file failed', error);
      setState('failed');
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void onClick()}
        disabled={state === 'working'}
        aria-describedby={describedBy}
      >
        Add to calendar
      </button>
      {state === 'failed' && (
        <p role="alert" className="form-error">
          The calendar file could not be made. Please try again.
        </p>
      )}
    </>
  );
}
