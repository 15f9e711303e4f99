// "Join the waitlist" under Select Time (issue 44): when the time a customer wants is full (or the whole day is),
// they wait for a window of the day (one time, or any time between two) of the chosen type. The server judges the
// join as it would a booking (joinWaitlist); a freed seat is then held for them and they are told (docs/waitlist.md).
import { useState } from 'react';
import { WAITLIST_SETTINGS, WAITLIST_TEXT } from '../../../domain/waitlist';
import type { Time12 } from '../../../domain/types';
import { callableErrorMessage, callables } from '../../../lib/callables';
import type { DayQuery } from '../../../lib/data/slots-live';

export const JOIN_TEXT = {
  joined: (from: Time12, to: Time12) =>
    `You are on the waitlist for ${from === to ? from : `${from} to ${to}`}. When a seat frees up, it is held for you for ${WAITLIST_SETTINGS.offerMinutes} minutes and you are told by e-mail and on your account page.`,
  failed: 'Could not join the waitlist. Please try again.',
} as const;

type JoinState = { status: 'idle' | 'joining' } | { status: 'joined' | 'error'; message: string };

function TimeChoice({
  label,
  value,
  times,
  onChange,
}: {
  label: string;
  value: Time12;
  times: readonly Time12[];
  onChange: (time: Time12) => void;
}) {
  return (
    <label className="waitlist-join__field">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {times.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The join form of one day: `times` are the day's times still offered, `full` those full now (the default). */
export function WaitlistJoin({
  day,
  times,
  full,
}: {
  day: DayQuery;
  times: readonly Time12[];
  full: readonly Time12[];
}) {
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState<Time12>(full[0] ?? times[0] ?? '');
  const [to, setTo] = useState<Time12>(full[0] ?? times[0] ?? '');
  const [state, setState] = useState<JoinState>({ status: 'idle' });
  if (times.length === 0) return null;

  const join = async () => {
    setState({ status: 'joining' });
    try {
      await callables.joinWaitlist({
        date: day.date,
        location: day.location,
        appointmentType: day.type,
        from,
        to,
      });
      setState({ status: 'joined', message: JOIN_TEXT.joined(from, to) });
    } catch (error) {
      setState({ status: 'error', message: callableErrorMessage(error) ?? JOIN_TEXT.failed });
    }
  };

  if (state.status === 'joined') {
    return (
      <p role="status" className="waitlist-join__done">
        {state.message}
      </p>
    );
  }
  return (
    <section className="waitlist-join" aria-label="Waitlist">
      {!open ? (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          {WAITLIST_TEXT.join}
        </button>
      ) : (
        <div className="waitlist-join__form">
          <TimeChoice label="From" value={from} times={times} onChange={setFrom} />
          <TimeChoice label="To" value={to} times={times} onChange={setTo} />
          <button
            type="button"
            className="button"
            disabled={state.status === 'joining'}
            onClick={() => void join()}
          >
            {WAITLIST_TEXT.join}
          </button>
        </div>
      )}
      {state.status === 'error' && (
        <p role="alert" className="form-error">
          {state.message}
        </p>
      )}
    </section>
  );
}
