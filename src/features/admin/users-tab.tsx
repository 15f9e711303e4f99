import { useMemo, useState } from 'react';
import { formatShortDate, businessDate } from '../../domain/calendar';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import type { AppointmentType } from '../../domain/types';
import { listAdminBlocks, listAdminUsers, unblockAdminUser } from '../../lib/data/admin-users';
import { ConfirmDialog } from './confirm-dialog';
import { searchUsers, toUserRows } from './users-view';
import { useLoad } from './use-load';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** Users with their free/special block status; full admins may unblock. */
export function UsersTab({ viewOnly }: { viewOnly: boolean }) {
  const [users, reloadUsers] = useLoad(listAdminUsers);
  const [blocks, reloadBlocks] = useLoad(listAdminBlocks);
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, setPending] = useState<{ userId: string; type: AppointmentType } | null>(null);
  const [busy, setBusy] = useState(false);

  const rows = useMemo(
    () => toUserRows(users.data ?? [], blocks.data ?? [], new Date()),
    [users.data, blocks.data],
  );
  const shown = searchUsers(rows, search);
  const loading = users.status === 'loading' || blocks.status === 'loading';

  async function unblock() {
    if (!pending) return;
    const { userId, type } = pending;
    setPending(null);
    setBusy(true);
    try {
      await unblockAdminUser(userId, type);
      setNotice({ tone: 'success', text: MESSAGES.admin.unblocked(type) });
      reloadBlocks();
    } catch (error) {
      console.error('[admin] unblock failed', error);
      setNotice({ tone: 'error', text: MESSAGES.admin.unblockFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-section" aria-labelledby="admin-users-title">
      <div className="admin-section__head">
        <h2 id="admin-users-title">
          All Users ({shown.length} of {rows.length})
        </h2>
        <div className="admin-section__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={reloadBlocks}
            disabled={loading}
          >
            Refresh Blocks
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              reloadUsers();
              reloadBlocks();
            }}
            disabled={loading}
          >
            Refresh Data
          </button>
        </div>
      </div>
      <label className="admin-inline-field admin-users__search">
        <span>Search users</span>
        <input
          type="search"
          value={search}
          placeholder="User ID, member ID, location or contact number"
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      <div className="admin-notice-slot">
        {notice && (
          <p
            className={notice.tone === 'error' ? 'form-error' : 'admin-success'}
            role={notice.tone === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        )}
      </div>
      {(users.status === 'error' || blocks.status === 'error') && (
        <p className="form-error" role="alert">
          Failed to load users. Please try again.
        </p>
      )}
      {loading && !users.data && <p role="status">Loading users...</p>}
      {users.data && shown.length === 0 && (
        <div className="admin-empty">
          <p>{search.trim() ? UI_TEXT.usersNoMatch : UI_TEXT.usersEmpty}</p>
          <p className="admin-muted">{search.trim() ? UI_TEXT.usersNoMatchHint : UI_TEXT.usersEmptyHint}</p>
        </div>
      )}
      {shown.length > 0 && (
        <div className="admin-table-wrap admin-users__list">
          <table className="admin-table" aria-label="Users">
            <thead>
              <tr>
                <th scope="col">User ID</th>
                <th scope="col">Member ID</th>
                <th scope="col">Location</th>
                <th scope="col">Contact Number</th>
                <th scope="col">Block Status</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((r) => (
                <tr key={r.id}>
                  <td className="admin-mono">{r.id}</td>
                  <td className="admin-mono">{r.memberId}</td>
                  <td>{r.location || '—'}</td>
                  <td>{r.contact || '—'}</td>
                  <td>
                    <ul className="admin-blocks">
                      {r.blocks.map((b) => (
                        <li key={b.type}>
                          <span className="admin-blocks__type">
                            {b.type === 'free' ? 'Free' : 'Special'}:
                          </span>{' '}
                          {b.blocked && b.until ? (
                            <>
                              <span className="admin-block admin-block--blocked">
                                Blocked until {formatShortDate(businessDate(b.until))}
                              </span>
                              {!viewOnly && (
                                <button
                                  type="button"
                                  className="link-button"
                                  disabled={busy}
                                  aria-label={`Unblock ${r.id} from ${b.type} appointments`}
                                  onClick={() => setPending({ userId: r.id, type: b.type })}
                                >
                                  Unblock
                                </button>
                              )}
                            </>
                          ) : (
                            <span className="admin-block admin-block--active">Active</span>
                          )}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Unblock user"
        message={pending ? MESSAGES.admin.confirmUnblock(pending.type) : ''}
        confirmLabel="Unblock"
        onConfirm={() => void unblock()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
