// The waitlist of a day for staff (issue 44): who waits for which window (with their place in line), the offers
// made and what became of them (taken, expired, declined), and how many bookings came from the waitlist.
import { useState } from 'react';
import { useOneShot } from '../../../components/use-data';
import { DateField } from '../../../components/date-field';
import { businessDate } from '../../../domain/calendar';
import { callables } from '../../../lib/callables';
import { serverNow } from '../../../lib/server-time';
import { AdminTable } from '../shared/admin-table';
import { SectionHead } from '../shared/section-head';

export const WAITLIST_DAY_TEXT = {
  title: 'Waitlist',
  failed: 'Could not load the waitlist.',
  none: 'Nobody is on the waitlist for this day.',
  summary: (made: number, taken: number, expired: number, declined: number) =>
    `Offers made: ${made}, taken: ${taken}, expired: ${expired}, declined: ${declined}.`,
  bookings: (n: number) => `Bookings from the waitlist: ${n}`,
} as const;

/** The section, opened on demand (the Analytics tab's other figures load first, and a closed one costs no call). */
export function WaitlistSection() {
  const [open, setOpen] = useState(false);
  if (open) return <WaitlistDay />;
  return (
    <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
      Show the waitlist
    </button>
  );
}

export function WaitlistDay() {
  const [date, setDate] = useState(() => businessDate(serverNow()));
  const [state, reload] = useOneShot(() => callables.adminWaitlistDay({ date }), WAITLIST_DAY_TEXT.failed, [
    date,
  ]);
  const day = state.data;
  const emails = new Map((day?.entries ?? []).map((e) => [e.userId, e.email]));
  return (
    <section className="admin-section" aria-labelledby="admin-waitlist-title">
      <SectionHead
        id="admin-waitlist-title"
        title={WAITLIST_DAY_TEXT.title}
        loading={state.status === 'loading'}
        onRefresh={reload}
      />
      <label className="admin-inline-field">
        <span>Day</span>
        <DateField value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
      </label>
      {state.status === 'error' && (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      )}
      {day && (
        <>
          <p role="status">
            {WAITLIST_DAY_TEXT.summary(
              day.counts.made,
              day.counts.taken,
              day.counts.expired,
              day.counts.declined,
            )}{' '}
            {WAITLIST_DAY_TEXT.bookings(day.bookings)}
          </p>
          {day.entries.length === 0 ? (
            <p>{WAITLIST_DAY_TEXT.none}</p>
          ) : (
            <AdminTable label="Waitlist entries" columns={['Customer', 'Type', 'Window', 'Status', 'Place']}>
              {day.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.email || entry.userId}</td>
                  <td>{entry.type}</td>
                  <td>{entry.from === entry.to ? entry.from : `${entry.from} to ${entry.to}`}</td>
                  <td>{entry.status}</td>
                  <td>{entry.place ?? '—'}</td>
                </tr>
              ))}
            </AdminTable>
          )}
          {day.offers.length > 0 && (
            <AdminTable label="Waitlist offers" columns={['Time', 'Customer', 'Outcome']}>
              {day.offers.map((offer) => (
                <tr key={offer.holdId}>
                  <td>{offer.time}</td>
                  <td>{emails.get(offer.userId) ?? offer.userId}</td>
                  <td>{offer.outcome}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      )}
    </section>
  );
}
