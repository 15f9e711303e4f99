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
 * A countdown box: M:SS with a colour per stage (normal, warning, critical). role="timer" is not announced on every
 * tick; a polite live region announces only the stage changes and the note.
 */
export function Countdown({ seconds, stage, label, note }: CountdownProps) {
  return (
    <div className={`countdown countdown--${stage}`} data-stage={stage}>
      <span className="countdown__label">{label}</span>
      <span className="countdown__time" role="timer" aria-label={`${label}: ${formatCountdown(seconds)}`}>
        {formatCountdown(seconds)}
      </span>
      <span className="countdown__note" aria-live="polite">
        {note ?? <span className="visually-hidden">{STAGE_TEXT[stage]}</span>}
      </span>
    </div>
  );
}
