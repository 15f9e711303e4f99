import { ORDER_STATUSES } from '../../../contracts/documents';
import type { Notice } from './use-order-actions';

/** The bulk actions of the Orders tab: how many are selected, a status to apply, delete (only with a selection). */
export function OrdersBulkBar(props: {
  count: number;
  status: string;
  busy: boolean;
  onStatus: (status: string) => void;
  onApply: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="admin-bulk" role="group" aria-label="Bulk actions">
      <span className="admin-bulk__count" aria-live="polite">
        {props.count} selected
      </span>
      <div className="admin-inline-field">
        <label htmlFor="admin-bulk-status">Bulk status</label>
        <select id="admin-bulk-status" value={props.status} onChange={(e) => props.onStatus(e.target.value)}>
          <option value="">Choose status</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button" onClick={props.onApply} disabled={props.busy}>
        Apply Status
      </button>
      {/* The destructive action appears only once there is something to apply it to. */}
      {props.count > 0 && (
        <button
          type="button"
          className="button admin-button--danger"
          onClick={props.onDelete}
          disabled={props.busy}
        >
          Delete Selected
        </button>
      )}
    </div>
  );
}

/** The answer to the last action; a bulk failure names every order it could not change. */
export function OrdersNotice({ notice }: { notice: Notice }) {
  if (!notice) return <div className="admin-notice-slot" />;
  const error = notice.tone === 'error';
  return (
    <div className="admin-notice-slot">
      <div className={error ? 'form-error' : 'admin-success'} role={error ? 'alert' : 'status'}>
        <p>{notice.text}</p>
        {notice.failures && notice.failures.length > 0 && (
          <ul className="admin-failures" aria-label="Orders not changed">
            {notice.failures.map((f) => (
              <li key={f.id}>
                <span className="admin-mono">{f.id}</span>:{' '}
                {f.reason === 'not found' ? 'not found' : 'not changed'}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
