import { useId, useRef, useState, type FormEvent } from 'react';
import { BUSINESS_NAME } from '../../config/business';
import { GATE_CHECK_DELAY_MS, gateMessages } from './gate-messages';

const highlights = [
  { title: 'Easy Online Booking', text: 'Pick your wash and a time in a few taps.' },
  { title: 'Flexible Scheduling', text: 'Free and special appointments, Monday to Saturday.' },
  { title: 'Professional Service', text: 'Touch-free foam, wax and under-chassis care.' },
  { title: 'Mobile App', text: 'Show your QR code at the machine and roll in.' },
] as const;

interface GatePageProps {
  accessCode: string;
  onUnlock: () => void;
}

/** Coming-soon gate: the public site shows only after the access code is entered. */
export function GatePage({ accessCode, onUnlock }: GatePageProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (checking) return;
    if (!code) {
      setError(gateMessages.codeRequired);
      inputRef.current?.focus();
      return;
    }
    setChecking(true);
    setError('');
    const entered = code;
    window.setTimeout(() => {
      setChecking(false);
      if (entered === accessCode) {
        onUnlock();
        return;
      }
      setCode('');
      setError(gateMessages.wrongCode);
      inputRef.current?.focus();
    }, GATE_CHECK_DELAY_MS);
  }

  return (
    // The page's one `main` landmark (the gate shows without the site layout that has the others).
    <main className="gate" aria-labelledby="gate-title">
      <div className="gate__card">
        <p className="gate__badge">Coming soon</p>
        <h1 id="gate-title">{BUSINESS_NAME}</h1>
        <p className="gate__tagline">Chaguanas&rsquo; touch-free car wash: spotless, safe and fast.</p>
        <ul className="gate__highlights">
          {highlights.map((h) => (
            <li key={h.title}>
              <strong>{h.title}</strong>
              <span>{h.text}</span>
            </li>
          ))}
        </ul>
        <p className="gate__notice">
          We are launching soon at our Chaguanas Branch. Early-access guests can enter their access code
          below.
        </p>
        <form className="gate__form" onSubmit={submit} noValidate>
          <label htmlFor={inputId}>Access code</label>
          <input
            id={inputId}
            ref={inputRef}
            type="password"
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={checking}
          />
          <button type="submit" className="button" disabled={checking}>
            {checking ? 'Checking...' : 'Enter'}
          </button>
          <p id={errorId} className="form-error" role="alert">
            {error}
          </p>
        </form>
      </div>
    </main>
  );
}
