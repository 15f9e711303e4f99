// The date and time choices of the rebook dialog (ids from the dialog: `${id}-date`, `${id}-time`).
import { formatDisplayDate } from '../../domain/calendar';

export function RebookDateSelect({
  id,
  dates,
  value,
  onChange,
}: {
  id: string;
  dates: readonly string[];
  value: string;
  onChange: (date: string) => void;
}) {
  return (
    <>
      <label htmlFor={`${id}-date`}>Date</label>
      <select id={`${id}-date`} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Select a date</option>
        {dates.map((d) => (
          <option key={d} value={d}>
            {formatDisplayDate(d)}
          </option>
        ))}
      </select>
    </>
  );
}

export function RebookTimeSelect({
  id,
  date,
  times,
  value,
  onChange,
}: {
  id: string;
  date: string;
  times: readonly { time: string }[];
  value: string;
  onChange: (time: string) => void;
}) {
  return (
    <>
      <label htmlFor={`${id}-time`}>Time</label>
      <select id={`${id}-time`} value={value} onChange={(e) => onChange(e.target.value)} disabled={!date}>
        <option value="">{date ? 'Select a time' : 'Select a date first'}</option>
        {times.map((s) => (
          <option key={s.time} value={s.time}>
            {s.time}
          </option>
        ))}
      </select>
    </>
  );
}
