// The customer's waitlist entries on the account page (issue 44): each with its day, window and place in line, the
// in-app notice of an offer (a seat held for them, with the link that books it) or of entries closed, and Leave.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { WAITLIST_TEXT } from '../../domain/waitlist';
import type { MyWaitlistEntry } from '../../contracts/waitlist-api';
import { callables } from '../../lib/callables';
import { businessMinutesOfDay, formatTime12 } from '../../domain/calendar';

export const WAITLIST_ENTRY_TEXT = {
  heading: 'Waitlist',
  place: (place: number) => `Place in line: ${place}`,
  book: 'Book this seat',
  left: 'You left the waitlist for this time.',
} as const;

const windowText = (e: MyWaitlistEntry) => (e.from === e.to ? e.from : `${e.from} to ${e.to}`);
const heldUntil = (ms: number) => formatTime12(businessMinutesOfDay(new Date(ms)));

function EntryRow({ entry, onLeave }: { entry: MyWaitlistEntry; onLeave: (id: string) => void }) {
  const open = entry.status === 'waiting' || entry.status === 'offered';
  return (
    <li className="waitlist-entry" aria-label={`Waitlist ${entry.date} ${windowText(entry)}`}>
      <p>
        <strong>
          {entry.date}, {windowText(entry)}
        </strong>{' '}
        ({entry.type === 'free' ? 'Free' : 'Special'} appointment, {entry.location})
      </p>
      {entry.place !== null && <p>{WAITLIST_ENTRY_TEXT.place(entry.place)}</p>}
      {entry.notice && (
        <p role="status" className="account-notice">
          {entry.notice}
        </p>
      )}
      {entry.status === 'offered' && entry.offer && (
        <p>
          Held until {heldUntil(entry.offer.expiresAt)}.{' '}
          <Link className="button" to={`${paths.waitlistOffer}/${entry.id}`}>
            {WAITLIST_ENTRY_TEXT.book}
          </Link>
        </p>
      )}
      {open && (
        <button type="button" className="button button--secondary" onClick={() => onLeave(entry.id)}>
          {WAITLIST_TEXT.leave}
        </button>
      )}
    </li>
  );
}

/** The section; nothing when the customer has no entry to show. */
export function WaitlistEntries() {
  const [entries, setEntries] = useState<MyWaitlistEntry[] | null>(null);
  const load = useCallback(() => {
    callables.listMyWaitlist({}).then(
      (answer) => setEntries(answer.entries),
      () => setEntries([]),
    );
  }, []);
  useEffect(() => {
    load();
    // Offers arrive while the page is open: look again every 30 seconds.
    const timer = setInterval(load, 30_000);
    return () => clearInterval(timer);
  }, [load]);
  if (!entries || entries.length === 0) return null;
  const leave = (entryId: string) => void callables.leaveWaitlist({ entryId }).finally(load);
  return (
    <section className="waitlist-entries" aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">{WAITLIST_ENTRY_TEXT.heading}</h2>
      <ul>
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} onLeave={leave} />
        ))}
      </ul>
    </section>
  );
}
