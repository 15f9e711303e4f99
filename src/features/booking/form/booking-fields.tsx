// The appointment type and date choices of the booking form: each is disabled until the step before it is made.
import { formatDisplayDate } from '../../../domain/calendar';
import { ELIGIBILITY_TEXT, MESSAGES } from '../../../domain/messages';
import type { AppointmentType } from '../../../domain/types';
import type { useBookingFlow } from '../session/use-booking-flow';
import type { EligibilityState } from '../session/use-eligibility';

type Flow = ReturnType<typeof useBookingFlow>;

const TYPES: { type: AppointmentType; label: string }[] = [
  { type: 'free', label: 'Free Appointment' },
  { type: 'special', label: 'Special Appointment (+$30)' },
];

/**
 * Free or special; a type the customer is blocked from shows '(Blocked)' and why, a free type waiting for its 3-day
 * turn the date it opens; the server checks again on booking.
 */
export function TypeField({ flow, eligibility }: { flow: Flow; eligibility: EligibilityState }) {
  const { selection } = flow;
  const typeStatus = (type: AppointmentType) => (eligibility.status === 'ready' ? eligibility[type] : null);
  return (
    <fieldset className="booking-field" disabled={!selection.location}>
      <legend>Appointment type</legend>
      {selection.location && eligibility.status === 'loading' && <p role="status">Checking eligibility...</p>}
      {TYPES.map(({ type, label }) => {
        const status = typeStatus(type);
        const refused = status !== null && !status.canBook;
        // Waiting for the free type's 3-day turn is not a penalty: no red '(Blocked)', the date it opens instead.
        const waitingFrom = refused && status.kind === 'waiting' ? status.availableFrom : undefined;
        const blocked = refused && waitingFrom === undefined;
        return (
          <div key={type} className="booking-choice">
            <label>
              <input
                type="radio"
                name="appointment-type"
                value={type}
                checked={selection.type === type}
                disabled={refused || status === null}
                onChange={() => flow.chooseType(type)}
              />
              {label}
              {blocked && <span className="booking-blocked"> {MESSAGES.booking.blockedTag}</span>}
              {waitingFrom && (
                <span className="booking-waiting">
                  {' '}
                  {ELIGIBILITY_TEXT.waitingTag(formatDisplayDate(waitingFrom))}
                </span>
              )}
            </label>
            {refused && <p className="booking-choice__detail">{status.details}</p>}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The bookable dates (today and the next open days), once a type is chosen. */
export function DateField({ flow }: { flow: Flow }) {
  const { selection } = flow;
  return (
    <fieldset className="booking-field" disabled={!selection.type}>
      <legend>Select Date</legend>
      {flow.dates.length === 0 && <p className="booking-hint">Choose a location first.</p>}
      <div className="booking-dates">
        {flow.dates.map((date) => (
          <label
            key={date}
            className={selection.date === date ? 'booking-date booking-date--on' : 'booking-date'}
          >
            <input
              type="radio"
              name="appointment-date"
              value={date}
              checked={selection.date === date}
              onChange={() => flow.chooseDate(date)}
            />
            {formatDisplayDate(date)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
