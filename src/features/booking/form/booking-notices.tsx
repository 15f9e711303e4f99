// What the appointment page shows around its form: the expiry notice, the chosen service and the 3-appointment limit.
import { UI_TEXT } from '../../../domain/messages';
import type { OpenAppointmentLimit } from '../../../domain/booking-preconditions';
import type { ServiceData } from '../session/booking-location-state';
import { EXPIRED_TEXT } from '../session/booking-location-state';

/** After the hold expired: the booking starts again, either empty or with the previous choices restored. */
export function ExpiredNotice({ reset }: { reset: boolean }) {
  return (
    <div className="booking-expired" role="alert">
      <strong>{UI_TEXT.timeExpired}</strong>
      <p>{reset ? EXPIRED_TEXT.reset : EXPIRED_TEXT.restored}</p>
    </div>
  );
}

export function ServiceCard({ service }: { service: ServiceData }) {
  return (
    <section className="booking-card booking-service" aria-labelledby="booking-service-title">
      <h2 id="booking-service-title">{service.name}</h2>
      <p>{service.description}</p>
      <p className="booking-service__price">${service.price.replace(/^\$/, '')}</p>
    </section>
  );
}

export function LimitNotice({
  limit,
  onGoToAccount,
}: {
  limit: OpenAppointmentLimit;
  onGoToAccount: () => void;
}) {
  return (
    <div className="booking-limit" role="alert">
      <p>{limit.message}</p>
      <button type="button" className="button button--secondary" onClick={onGoToAccount}>
        Go to Account
      </button>
    </div>
  );
}
