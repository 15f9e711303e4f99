import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { LoadError } from '../../../components/load-error';
import { BLOCK_NOUN, SkippedNotice, USER_NOUN } from '../../../components/skipped-notice';
import { MESSAGES, UI_TEXT } from '../../../domain/messages';
import type { AppointmentType } from '../../../domain/types';
import { BlockDialog } from './block-dialog';
import { ConfirmDialog } from '../shared/admin-confirm-dialog';
import { UsersTable } from './users-table';
import { toUserRows } from './users-view';
import { serverNow } from '../../../lib/server-time';
import { useAdminUsers } from './use-admin-users';
import { useStaffIds } from './use-staff-ids';
import { AdminList } from '../shared/admin-table';
import { RefreshButton } from '../shared/section-head';
import { USERS_TEXT, useUserActions, type UserNotice } from './use-user-actions';
import '../shared/admin-users-audit.css';

export { USERS_TEXT };
/** How long typing pauses before the search runs on the server. */
const SEARCH_DELAY_MS = 400;

/** The heading with the count, and the two refresh buttons (the block records alone, or everything). */
function UsersHead(props: {
  shown: number;
  total: number;
  blocksLoading: boolean;
  loading: boolean;
  onRefreshBlocks: () => void;
  onRefresh: () => void;
}) {
  return (
    <div className="admin-section__head">
      <h2 id="admin-users-title">
        All Users ({props.shown} of {props.total})
      </h2>
      <div className="admin-section__actions">
        <RefreshButton
          label="Refresh Blocks"
          loading={props.blocksLoading}
          onRefresh={props.onRefreshBlocks}
        />
        <RefreshButton label="Refresh Data" loading={props.loading} onRefresh={props.onRefresh} />
      </div>
    </div>
  );
}

/** The search box; the search runs when typing pauses, or at once on submit. */
function UsersSearch({
  term,
  onTerm,
  onSearch,
}: {
  term: string;
  onTerm: (term: string) => void;
  onSearch: () => void;
}) {
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }
  return (
    <form className="admin-users__search" role="search" onSubmit={onSubmit}>
      <label className="admin-inline-field">
        <span>Search users</span>
        <input
          type="search"
          value={term}
          placeholder="E-mail, phone, member ID or user ID"
          onChange={(e) => onTerm(e.target.value)}
        />
      </label>
      <button type="submit" className="button button--secondary">
        Search
      </button>
    </form>
  );
}

/** The answer of the last action: a status, or the failure with a Retry. */
function UsersNotice({ notice, busy }: { notice: UserNotice; busy: boolean }) {
  return (
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
  );
}

/** The search term, run on the server once typing pauses for SEARCH_DELAY_MS. */
function useSearchTerm(searched: string, search: (term: string) => Promise<void>) {
  const [term, setTerm] = useState('');
  useEffect(() => {
    if (term.trim() === searched.trim()) return;
    const timer = setTimeout(() => void search(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term, searched, search]);
  return [term, setTerm] as const;
}

/** The confirmation of an unblock and, for full admins, the block form; each closes as its action starts. */
function UserDialogs({
  viewOnly,
  actions,
  unblocking,
  blocking,
  onCloseUnblock,
  onCloseBlock,
}: {
  viewOnly: boolean;
  actions: ReturnType<typeof useUserActions>;
  unblocking: { userId: string; type: AppointmentType } | null;
  blocking: string | null;
  onCloseUnblock: () => void;
  onCloseBlock: () => void;
}) {
  return (
    <>
      <ConfirmDialog
        open={unblocking !== null}
        title="Unblock user"
        message={unblocking ? MESSAGES.admin.confirmUnblock(unblocking.type) : ''}
        confirmLabel="Unblock"
        onConfirm={() => {
          if (unblocking) void actions.unblock(unblocking.userId, unblocking.type);
          onCloseUnblock();
        }}
        onCancel={onCloseUnblock}
      />
      {!viewOnly && (
        <BlockDialog
          key={blocking ?? 'closed'}
          userId={blocking}
          busy={actions.busy}
          onSubmit={(request) => {
            // The dialog closes at once: the outcome (or a Retry) shows on the page.
            if (blocking) void actions.block(blocking, request);
            onCloseBlock();
          }}
          onCancel={onCloseBlock}
        />
      )}
    </>
  );
}

/** Users, a page at a time or found on the server, with their blocks; full admins block, unblock, lift locks. */
export function UsersTab({ viewOnly }: { viewOnly: boolean }) {
  const { state, search, loadMore, refreshBlocks } = useAdminUsers();
  const staffCheck = useStaffIds(
    state.users.map((u) => u.id),
    !viewOnly,
  );
  const [term, setTerm] = useSearchTerm(state.search, search);
  const actions = useUserActions(refreshBlocks);
  const [unblocking, setUnblocking] = useState<{ userId: string; type: AppointmentType } | null>(null);
  const [blocking, setBlocking] = useState<string | null>(null);
  const rows = useMemo(() => toUserRows(state.users, state.blocks, serverNow()), [state.users, state.blocks]);
  const searching = state.search.trim() !== '';

  return (
    <section className="admin-section" aria-labelledby="admin-users-title">
      <UsersHead
        shown={rows.length}
        total={state.total ?? rows.length}
        blocksLoading={state.blocksPhase === 'loading' && state.phase === 'ready'}
        loading={state.phase === 'loading'}
        onRefreshBlocks={() => void refreshBlocks()}
        onRefresh={() => void search(term)}
      />
      <UsersSearch term={term} onTerm={setTerm} onSearch={() => void search(term)} />
      <UsersNotice notice={actions.notice} busy={actions.busy} />
      <AdminList
        phase={state.phase}
        count={rows.length}
        failed={USERS_TEXT.loadFailed}
        onRetry={() => void search(term)}
        loadingText={searching ? 'Searching users...' : 'Loading users...'}
        empty={
          <div className="admin-empty">
            <p>{searching ? UI_TEXT.usersNoMatch : UI_TEXT.usersEmpty}</p>
            <p className="admin-muted">{searching ? UI_TEXT.usersNoMatchHint : UI_TEXT.usersEmptyHint}</p>
          </div>
        }
        notices={
          <>
            {state.phase === 'ready' && state.blocksPhase === 'error' && (
              <LoadError message={USERS_TEXT.blocksFailed} onRetry={() => void refreshBlocks()} />
            )}
            <SkippedNotice noun={USER_NOUN} skipped={state.skipped} />
            <SkippedNotice noun={BLOCK_NOUN} skipped={state.blockSkipped} />
          </>
        }
        more={{
          show: state.hasMore && !searching,
          phase: state.morePhase,
          failed: USERS_TEXT.moreFailed,
          onMore: () => void loadMore(),
        }}
      >
        <UsersTable
          rows={rows}
          viewOnly={viewOnly}
          busy={actions.busy}
          blocksKnown={state.blocksPhase === 'ready'}
          canBlock={(userId) => (staffCheck.known || staffCheck.failed) && !staffCheck.staff.has(userId)}
          actions={{
            onBlock: setBlocking,
            onUnblock: (userId, type) => setUnblocking({ userId, type }),
            onClearLock: (email) => void actions.clearLock(email),
          }}
        />
      </AdminList>
      <UserDialogs
        viewOnly={viewOnly}
        actions={actions}
        unblocking={unblocking}
        blocking={blocking}
        onCloseUnblock={() => setUnblocking(null)}
        onCloseBlock={() => setBlocking(null)}
      />
    </section>
  );
}
