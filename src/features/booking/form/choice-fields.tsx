// The choices of the booking form, in the order of the flow: location, type, instructions, date, time, plate, and
// their fields. Each choice is disabled until the step before it is made; while the 3-appointment limit is reached its
// notice shows first and no location can be chosen.
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { OpenAppointmentLimit } from '../../../domain/booking-preconditions';
import { formatDisplayDate } from '../../../domain/calendar';
import { LOCATIONS } from '../../../domain/catalogue';
import { ELIGIBILITY_TEXT, MESSAGES } from '../../../domain/messages';
import type { AppointmentType } from '../../../domain/types';
import type { Validation } from '../../../domain/validation';
import type { Selection, useBookingFlow } from '../session/use-booking-flow';
import type { EligibilityState } from '../session/use-eligibility';
import { LimitNotice } from './booking-notices';
import { PlanChoiceField, type PlanChoice } from './plan-choice';
import type { BookingDetails } from './use-booking-details';

export function BookingChoices({
  flow,
  eligibility,
  limit,
  details,
  plan,
}: {
  flow: ReturnType<typeof useBookingFlow>;
  eligibility: EligibilityState;
  limit: OpenAppointmentLimit | null;
  details: BookingDetails;
  /** Issue 43: the customer's plan that may pay for this wash, if any. */
  plan?: PlanChoice;
}) {
  const navigate = useNavigate();
  const { selection } = flow;
  return (
    <div className="booking-choices">
      {limit?.reached && <LimitNotice limit={limit} onGoToAccount={() => navigate(paths.account)} />}
      <LocationField
        value={selection.location}
        disabled={limit?.reached === true}
        onChange={flow.chooseLocation}
      />
      <TypeField flow={flow} eligibility={eligibility} />
      {plan && <PlanChoiceField choice={plan} />}
      <InstructionsField value={details.instructions} onChange={details.setInstructions} />
      <DateField flow={flow} />
      <TimeField selection={selection} onOpen={flow.openTimeModal} />
      {plan?.chosen ? (
        <PlanPlateField plate={plan.chosen.plate} />
      ) : (
        <PlateField value={details.plateInput} plate={details.plate} onChange={details.setPlateInput} />
      )}
    </div>
  );
}

export type Flow = ReturnType<typeof useBookingFlow>;

export const TYPES: { type: AppointmentType; label: string; means: string }[] = [
  {
    type: 'free',
    label: 'Free Appointment',
    means:
      'No fee to book: you pay only the wash, at the branch, by card. One free appointment every 3 days.',
  },
  {
    type: 'special',
    label: 'Special Appointment (+$30)',
    means:
      'A $30 fee paid online now (not refunded if you miss it); the wash is paid at the branch, by card.',
  },
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
      {TYPES.map(({ type, label, means }) => {
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
            {/* Issue 46: what each type means and costs, in one line under it. */}
            <p className="booking-choice__means">{means}</p>
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
        {flow.dates.map((date) => {
          const closed = flow.closedDates.includes(date);
          const label = (
            <label
              key={date}
              className={selection.date === date ? 'booking-date booking-date--on' : 'booking-date'}
            >
              <input
                type="radio"
                name="appointment-date"
                value={date}
                checked={selection.date === date}
                disabled={closed}
                aria-describedby={closed ? `closed-${date}` : undefined}
                onChange={() => flow.chooseDate(date)}
              />
              {formatDisplayDate(date)}
            </label>
          );
          if (!closed) return label;
          // Issue 46: no slot of today can still be booked: said so, rather than an empty time list later.
          return (
            <span key={date} className="booking-date__closed-day">
              {label}
              <span id={`closed-${date}`} className="booking-date__closed">
                Closed for today: no time left to book
              </span>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}

export function LocationField({
  value,
  disabled,
  onChange,
}: {
  value: string;
  disabled: boolean;
  onChange: (location: string) => void;
}) {
  const id = useId();
  return (
    <div className="booking-field">
      <label htmlFor={id}>Select Location</label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose a location</option>
        {LOCATIONS.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

export function InstructionsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="booking-field">
      <label htmlFor={id}>Special instructions (optional)</label>
      <textarea id={id} maxLength={500} rows={2} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** The 'Select Time' button (it opens the time modal) and the time chosen, or what to do first. */
export function TimeField({ selection, onOpen }: { selection: Selection; onOpen: () => void }) {
  return (
    <div className="booking-field">
      <button
        type="button"
        className="button button--secondary booking-time"
        disabled={!selection.date}
        onClick={onOpen}
      >
        Select Time
      </button>
      <p className="booking-hint" aria-live="polite">
        {selection.time
          ? `Selected time: ${selection.time}`
          : selection.date
            ? 'No time selected yet.'
            : 'Choose a date first.'}
      </p>
    </div>
  );
}

export function PlateField({
  value,
  plate,
  onChange,
}: {
  value: string;
  plate: Validation<string | null>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <div className="booking-field">
      <label htmlFor={id}>Number Plate (optional)</label>
      <input
        id={id}
        value={value}
        maxLength={20}
        autoComplete="off"
        aria-invalid={!plate.ok}
        aria-describedby={!plate.ok ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {!plate.ok && (
        <p id={errorId} className="form-error">
          {plate.error}
        </p>
      )}
    </div>
  );
}

/** The plate of a wash the customer's plan pays for: the plan's car, not to be changed here. */
export function PlanPlateField({ plate }: { plate: string }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="booking-field">
      <label htmlFor={id}>Number Plate</label>
      <input id={id} value={plate} readOnly aria-describedby={hintId} />
      <p id={hintId} className="booking-hint">
        The plan is for this car.
      </p>
    </div>
  );
}
