// The location, instructions, time and number plate fields of the booking form (type and date: booking-fields).
import { useId } from 'react';
import { LOCATIONS } from '../../../domain/catalogue';
import type { Validation } from '../../../domain/validation';
import type { Selection } from '../session/use-booking-flow';

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
