// The choices of the service-type modal: Appointment, and Drive In shown disabled as 'Wait in line'.
import { UI_TEXT } from '../../domain/messages';

export function ServiceTypeChoices({
  checking,
  onAppointment,
}: {
  checking: boolean;
  onAppointment: () => void;
}) {
  return (
    <div className="service-types">
      <button
        type="button"
        className="service-type"
        onClick={onAppointment}
        aria-disabled={checking || undefined}
        aria-labelledby="service-type-appointment"
        aria-describedby="service-type-appointment-hint"
      >
        <span id="service-type-appointment" className="service-type__name">
          Appointment
        </span>
        <span id="service-type-appointment-hint" className="service-type__hint">
          {checking ? 'Checking your account…' : 'Book a time at Chaguanas Branch'}
        </span>
      </button>
      <button
        type="button"
        className="service-type"
        disabled
        aria-labelledby="service-type-drive-in"
        aria-describedby="service-type-drive-in-hint"
      >
        <span id="service-type-drive-in" className="service-type__name">
          Drive In
        </span>
        <span id="service-type-drive-in-hint" className="service-type__hint">
          {UI_TEXT.driveInLabel}
        </span>
      </button>
    </div>
  );
}

export function CancelButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button button--secondary" onClick={onClick}>
      Cancel
    </button>
  );
}
