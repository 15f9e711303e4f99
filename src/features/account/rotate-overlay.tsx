import { useState } from 'react';
import { readRotateDismissed, recordRotateDismissed } from './account-storage';
import './rotate-overlay.css';

/**
 * Asks a phone held in portrait to rotate (account page only). Pure CSS decides when it shows — touch screens
 * ((pointer: coarse)) in portrait up to 767 px wide — so desktops, keyboards and the desktop test browser never
 * see it. It can be dismissed: some people cannot rotate their device (WCAG 1.3.4). The dismissal is remembered in
 * this browser, so it is asked once, not again on a tab change or after booking. It never stands between a customer
 * and their pass: the page leaves it out (`hidden`) on the Appointments tab, where the QR codes are.
 */
export function RotateOverlay({ hidden = false }: { hidden?: boolean }) {
  const [dismissed, setDismissed] = useState(readRotateDismissed);
  if (dismissed || hidden) return null;
  function dismiss() {
    recordRotateDismissed();
    setDismissed(true);
  }
  return (
    <div className="rotate-overlay" role="dialog" aria-modal="false" aria-labelledby="rotate-overlay-title">
      <div className="rotate-overlay__card">
        <svg aria-hidden="true" width="64" height="64" viewBox="0 0 64 64" className="rotate-overlay__icon">
          <rect
            x="20"
            y="6"
            width="24"
            height="40"
            rx="4"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          />
          <path d="M10 40a24 24 0 0 0 24 18" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M30 52l5 6-7 3" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
        <p id="rotate-overlay-title" className="rotate-overlay__title">
          Please rotate your device
        </p>
        <p>Your account page is easier to use in landscape.</p>
        <button type="button" className="button button--secondary" onClick={dismiss}>
          Continue in Portrait
        </button>
      </div>
    </div>
  );
}
