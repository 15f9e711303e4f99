import type { BayBoardEntry } from '../../../contracts/bay-api';
import { SkippedNotice, type Noun } from '../../../components/skipped-notice';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import type { Loadable } from '../../../components/use-data';
import type { BayBoard } from '../../../lib/data/bay-board';
import { BAY_GROUP_TITLES, BAY_GROUPS, groupBayBoard } from './bay-groups';
import { BAY_TEXT } from './bay-text';

const ENTRY_NOUN: Noun = { one: 'appointment', many: 'appointments' };

function EntryRow({
  entry,
  busy,
  onWashed,
  onCheckIn,
}: {
  entry: BayBoardEntry;
  busy: boolean;
  onWashed: (orderId: string) => void;
  onCheckIn: (orderId: string) => void;
}) {
  return (
    <li className={`bay-entry-row bay-entry-row--${entry.state}`}>
      <span className="bay-entry-row__time">{entry.appointmentTime || BAY_TEXT.driveIn}</span>
      <span className="bay-entry-row__who">
        <strong>{entry.firstName || '—'}</strong> · {entry.serviceName}
      </span>
      <span className="bay-entry-row__plate">
        {entry.numberPlate ?? BAY_TEXT.noPlate} · #{entry.orderCode}
      </span>
      {entry.collect && <span className="bay-entry-row__collect">{entry.collect}</span>}
      {entry.state === 'due' && (
        // Issue 46: a car whose pass will not scan is checked in from its row (audited as manual).
        <button
          type="button"
          className="button button--secondary admin-button--small bay-entry-row__check-in"
          aria-label={`${BAY_TEXT.checkInCar}, order ${entry.orderCode}`}
          disabled={busy}
          onClick={() => onCheckIn(entry.orderId)}
        >
          {BAY_TEXT.checkInCar}
        </button>
      )}
      {entry.state === 'arrived' && (
        <button
          type="button"
          className="button admin-button--small bay-entry-row__washed"
          aria-label={`${BAY_TEXT.washed}, order ${entry.orderCode}`}
          disabled={busy}
          onClick={() => onWashed(entry.orderId)}
        >
          {BAY_TEXT.washed}
        </button>
      )}
    </li>
  );
}

/** Today's appointments, live, grouped; loading, empty and error-with-Retry states; unreadable entries named. */
export function BayBoardList({
  board,
  now,
  busy,
  onWashed,
  onCheckIn,
  onRetry,
}: {
  board: Loadable<BayBoard>;
  now: Date;
  busy: boolean;
  onWashed: (orderId: string) => void;
  onCheckIn: (orderId: string) => void;
  onRetry: () => void;
}) {
  const data = board.data;
  const groups = data ? groupBayBoard(data.entries, now) : null;
  const shown = groups ? BAY_GROUPS.reduce((n, g) => n + groups[g].length, 0) : 0;
  return (
    <section className="bay-board" aria-labelledby="bay-board-title">
      <h2 id="bay-board-title">{BAY_TEXT.listTitle}</h2>
      {board.status === 'error' && <LoadError message={board.error} onRetry={onRetry} />}
      {board.status === 'loading' && !data && <Spinner label="Loading today's appointments" />}
      {data && <SkippedNotice noun={ENTRY_NOUN} skipped={data.skipped} />}
      {groups && shown === 0 && <p className="bay-board__empty">{BAY_TEXT.noAppointments}</p>}
      {groups &&
        shown > 0 &&
        BAY_GROUPS.map((group) => (
          <section key={group} className="bay-board__group" aria-labelledby={`bay-group-${group}`}>
            <h3 id={`bay-group-${group}`}>
              {BAY_GROUP_TITLES[group]} ({groups[group].length})
            </h3>
            {groups[group].length === 0 ? (
              <p className="admin-muted">{BAY_TEXT.noneInGroup}</p>
            ) : (
              <ul className="bay-board__list" aria-labelledby={`bay-group-${group}`}>
                {groups[group].map((entry) => (
                  <EntryRow
                    key={entry.orderId}
                    entry={entry}
                    busy={busy}
                    onWashed={onWashed}
                    onCheckIn={onCheckIn}
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
    </section>
  );
}
