// The booking bar: on a phone it stays at the bottom of the screen (timer, total, main button in view).
import { Countdown } from '../../../components/countdown';
import { bookingCountdownStage } from '../../../domain/holds';
import { MESSAGES } from '../../../domain/messages';
import { formatPrice } from '../../../domain/pricing';

export function BookingBar({
  error,
  remaining,
  total,
  complete,
  busy,
  onBack,
}: {
  error: string | null;
  remaining: number | null;
  total: number;
  complete: boolean;
  busy: boolean;
  onBack: () => void;
}) {
  return (
    <div className="booking-bar">
      {error && (
        <p role="alert" className="form-error booking-bar__error">
          {error}
        </p>
      )}
      {remaining !== null && (
        <Countdown
          seconds={remaining}
          stage={bookingCountdownStage(remaining)}
          label="Time left to complete your booking"
        />
      )}
      <p className="booking-bar__total">
        <span>Total</span> <strong>{formatPrice(total)}</strong>
      </p>
      <div className="booking-actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="button" disabled={!complete || busy}>
          {busy ? MESSAGES.booking.processing : 'Complete Booking'}
        </button>
      </div>
    </div>
  );
}
