import { useState } from 'react';
import { formatShortDate, parseTypedDate } from '../domain/calendar';

const shown = (iso: string): string => {
  if (!iso) return '';
  try {
    return formatShortDate(iso);
  } catch {
    return iso;
  }
};

/**
 * A date field that reads and shows DD/MM/YYYY, as the rest of the app writes dates (a native date input shows the
 * browser's locale: mm/dd/yyyy in an American one). Drop-in for `<input type="date">`: `value` is an ISO date or '',
 * and `onChange` receives `{ target: { value } }` with an ISO date, or '' when the field is emptied; text that is not
 * yet a date changes nothing (it is marked invalid when the field is left). Typing an ISO date works too.
 */
export function DateField({
  value,
  onChange,
  min,
  max,
  id,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  min?: string;
  max?: string;
  id?: string;
}) {
  const [text, setText] = useState(() => shown(value));
  const [seen, setSeen] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // The value changed from outside (a reset, a preset range): show it.
  if (value !== seen) {
    setSeen(value);
    if (parseTypedDate(text) !== value && !(value === '' && text.trim() === '')) setText(shown(value));
  }

  const inRange = (iso: string) => (!min || iso >= min) && (!max || iso <= max);

  function change(raw: string) {
    setText(raw);
    setInvalid(false);
    if (raw.trim() === '') return onChange({ target: { value: '' } });
    const iso = parseTypedDate(raw);
    if (iso !== null && inRange(iso)) onChange({ target: { value: iso } });
  }

  function blur() {
    if (text.trim() === '') return;
    const iso = parseTypedDate(text);
    if (iso === null || !inRange(iso)) return setInvalid(true);
    setText(shown(iso));
  }

  return (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="DD/MM/YYYY"
      value={text}
      aria-invalid={invalid ? true : undefined}
      onChange={(e) => change(e.target.value)}
      onBlur={blur}
    />
  );
}
