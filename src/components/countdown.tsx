import type { CountdownStage } from '../domain/holds';
import { formatCountdown } from '../domain/holds';
import './countdown.css';

export interface CountdownProps {
  /** Whole seconds left (0 = expired). */
  seconds: number;
  /** Colour stage from the domain (bookingCountdownStage / paymentCountdownStage). */
  stage: CountdownStage;
  /** What runs out, e.g. 'Time left to complete your booking'. */
  label: string;
  /** Optional line under the time (e.g. the trade hurry message). */
  note?: string | null;
}

const STAGE_TEXT: Record<CountdownStage, string> = {
  normal: '',
  warning: 'Time is running low.',
  critical: 'Almost out of time.',
};

/**
 * What a screen reader is told about the time left: a sentence that changes only at each whole minute, then at 30
 * and 10 seconds and at the end, so a polite live region speaks a handful of times instead of every second.
 * @example coarseTimeLeft(125) // '2 minutes left'; coarseTimeLeft(25) // '30 seconds left'
 */
export function coarseTimeLeft(seconds: number): string {
  if (seconds <= 0) return 'Time is up.';
  if (seconds <= 10) return '10 seconds left.';
  if (seconds <= 30) return '30 seconds left.';
  if (seconds < 60) return 'Less than a minute left.';
  const minutes = Math.floor(seconds / 60);
  return minutes === 1 ? '1 minute left.' : `${minutes} minutes left.`;
}

/**
 * A countdown box: M:SS with a colour per stage (normal, warning, critical). The ticking time is a role="timer"
 * with no live region (timers are not announced by default); one polite live region speaks the coarse time left
 * (coarseTimeLeft), the stage changes and the note, so assistive technology hears a few updates, never each second.
 */
export function Countdown({ seconds, stage, label, note }: CountdownProps) {
  return (
    <div className={`countdown countdown--${stage}`} data-stage={stage}>
      <span className="countdown__label">{label}</span>
      <span className="countdown__time" role="timer" aria-label={label}>
        {formatCountdown(seconds)}
      </span>
      <span className="countdown__note" aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">{`${coarseTimeLeft(seconds)} ${STAGE_TEXT[stage]}`.trim()}</span>
        {note && <span> {note}</span>}
      </span>
    </div>
  );
}
