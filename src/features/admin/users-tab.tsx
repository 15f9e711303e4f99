import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { LoadError } from '../../components/load-error';
import { BLOCK_NOUN, SkippedNotice, USER_NOUN } from '../../components/skipped-notice';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import type { AppointmentType } from '../../domain/types';
import { blockAdminUser, clearLoginLock, unblockAdminUser } from '../../lib/data/admin-users';
import { BlockDialog, type BlockRequest } from './block-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { UsersTable } from './users-table';
import { toUserRows } from './users-view';
import { serverNow } from '../../lib/server-time';
import { useAdminUsers } from './use-admin-users';
import { useStaffIds } from './use-staff-ids';
import './admin-users-audit.css';

type Notice = { tone: 'success' | 'error'; text: string; retry?: () => void } | null;

export const USERS_TEXT = {
  loadFailed: 'Failed to load users. Please try again.',
  moreFailed: 'Failed to load more users. Please try again.',
  blocksFailed: 'Failed to load block records. Please try again.',
  blockFailed: 'Failed to block user. Please try again.',
  lockLifted: (email: string) => `The sign-in lock of ${email} has been lifted.`,
  noLock: (email: string) => `${email} had no sign-in lock.`,
  lockFailed: 'Failed to lift the sign-in lock. Please try again.',
};
/** How long typing pauses before the search runs on the server. */
const SEARCH_DELAY_MS = 400;

/** Users, a page at a time or found on the server, with their blocks; full admins block, unblock, lift locks. */
export function UsersTab({ viewOnly }: { viewOnly: boolean }) {
  const { state, search, loadMore, refreshBlocks } = useAdminUsers();
  const staffCheck = useStaffIds(
    state.users.map((u) => u.id),
    !viewOnly,
  );
  const [term, setTerm] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [unblocking, setUnblocking] = useState<{ userId: string; type: AppointmentType } | null>(null);
  const [blocking, setBlocking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (term.trim() === state.search.trim()) return;
    const timer = setTimeout(() => void search(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term, state.search, search]);

  const rows = useMemo(() => toUserRows(state.users, state.blocks, serverNow()), [state.users, state.blocks]);
  const searching = state.search.trim() !== '';
  const total = state.total ?? rows.length;

  async function act(run: () => Promise<string>, failure: string, retry: () => void) {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: await run() });
    } catch (error) {
      console.error('[admin] user action failed', error);
      setNotice({ tone: 'error', text: failure, retry });
    } finally {
      setBusy(false);
    }
  }

  const unblock = (userId: string, type: AppointmentType) =>
    act(
      async () => {
        const answer = await unblockAdminUser(userId, type);
        void refreshBlocks();
        return answer.message || MESSAGES.admin.unblocked(type);
      },
      MESSAGES.admin.unblockFailed,
      () => void unblock(userId, type),
    );

  const block = (userId: string, request: BlockRequest) =>
    act(
      async () => {
        const answer = await blockAdminUser({ userId, ...request });
        void refreshBlocks();
        return answer.message;
      },
      USERS_TEXT.blockFailed,
      () => void block(userId, request),
    );

  const clearLock = (email: string) =>
    act(
      async () =>
        (await clearLoginLock(email)).cleared ? USERS_TEXT.lockLifted(email) : USERS_TEXT.noLock(email),
      USERS_TEXT.lockFailed,
      () => void clearLock(email),
    );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void search(term);
  }

  return (
    <section className="admin-section" aria-labelledby="admin-users-title">
      <div className="admin-section__head">
        <h2 id="admin-users-title">
          All Users ({rows.length} of {total})
        </h2>
        <div className="admin-section__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void refreshBlocks()}
            disabled={state.blocksPhase === 'loading' && state.phase === 'ready'}
          >
            Refresh Blocks
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void search(term)}
            disabled={state.phase === 'loading'}
          >
            Refresh Data
          </button>
        </div>
      </div>
      <form className="admin-users__search" role="search" onSubmit={onSubmit}>
        <label className="admin-inline-field">
          <span>Search users</span>
          <input
            type="search"
            value={term}
            placeholder="E-mail, phone, member ID or user ID"
            onChange={(e) => setTerm(e.target.value)}
          />
        </label>
        <button type="submit" className="button button--secondary">
          Search
        </button>
      </form>
      <div className="admin-notice-slot">
        {notice?.tone === 'success' && (
          <p className="admin-success" role="status">
            {notice.text}
          </p>
        )}
        {notice?.tone === 'error' && notice.retry && (
          <LoadError message={notice.text} onRetry={notice.retry} busy={busy} />
        )}
      </div>
      {state.phase === 'error' && (
        <LoadError message={USERS_TEXT.loadFailed} onRetry={() => void search(term)} />
      )}
      {state.phase === 'ready' && state.blocksPhase === 'error' && (
        <LoadError message={USERS_TEXT.blocksFailed} onRetry={() => void refreshBlocks()} />
      )}
      <SkippedNotice noun={USER_NOUN} skipped={state.skipped} />
      <SkippedNotice noun={BLOCK_NOUN} skipped={state.blockSkipped} />
      {state.phase === 'loading' && (
        <p role="status">{searching ? 'Searching users...' : 'Loading users...'}</p>
      )}
      {state.phase === 'ready' && rows.length === 0 && (
        <div className="admin-empty">
          <p>{searching ? UI_TEXT.usersNoMatch : UI_TEXT.usersEmpty}</p>
          <p className="admin-muted">{searching ? UI_TEXT.usersNoMatchHint : UI_TEXT.usersEmptyHint}</p>
        </div>
      )}
      {state.phase === 'ready' && rows.length > 0 && (
        <UsersTable
          rows={rows}
          viewOnly={viewOnly}
          busy={busy}
          blocksKnown={state.blocksPhase === 'ready'}
          canBlock={(userId) => (staffCheck.known || staffCheck.failed) && !staffCheck.staff.has(userId)}
          actions={{
            onBlock: setBlocking,
            onUnblock: (userId, type) => setUnblocking({ userId, type }),
            onClearLock: (email) => void clearLock(email),
          }}
        />
      )}
      {state.phase === 'ready' && state.hasMore && !searching && (
        <button
          type="button"
          className="button button--secondary admin-load-more"
          onClick={() => void loadMore()}
          disabled={state.morePhase === 'loading'}
        >
          {state.morePhase === 'loading' ? 'Loading...' : 'Load more'}
        </button>
      )}
      {state.morePhase === 'error' && (
        <LoadError message={USERS_TEXT.moreFailed} onRetry={() => void loadMore()} />
      )}
      <ConfirmDialog
        open={unblocking !== null}
        title="Unblock user"
        message={unblocking ? MESSAGES.admin.confirmUnblock(unblocking.type) : ''}
        confirmLabel="Unblock"
        onConfirm={() => {
          if (unblocking) void unblock(unblocking.userId, unblocking.type);
          setUnblocking(null);
        }}
        onCancel={() => setUnblocking(null)}
      />
      {!viewOnly && (
        <BlockDialog
          key={blocking ?? 'closed'}
          userId={blocking}
          busy={busy}
          onSubmit={(request) => {
            // The dialog closes at once: the outcome (or a Retry) shows on the page.
            if (blocking) void block(blocking, request);
            setBlocking(null);
          }}
          onCancel={() => setBlocking(null)}
        />
      )}
    </section>
  );
}
