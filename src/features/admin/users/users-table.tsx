import { businessDate, formatShortDate } from '../../../domain/calendar';
import type { AppointmentType } from '../../../domain/types';
import { AdminTable } from '../shared/admin-table';
import type { UserRow } from './users-view';

export interface UserActions {
  onBlock: (userId: string) => void;
  onUnblock: (userId: string, type: AppointmentType) => void;
  onClearLock: (email: string) => void;
}

const TYPE_LABEL: Record<AppointmentType, string> = { free: 'Free', special: 'Special' };
const COLUMNS = ['User ID', 'Member ID', 'Location', 'Contact Number', 'Block Status'];

interface RowProps {
  row: UserRow;
  viewOnly: boolean;
  busy: boolean;
  blocksKnown: boolean;
  actions: UserActions;
}

/** The Block Status cell: each appointment type, "Active" or blocked until a day (with its reason and Unblock). */
function BlockStatus({ row: r, viewOnly, busy, blocksKnown, actions }: RowProps) {
  return (
    <ul className="admin-blocks">
      {r.blocks.map((b) => (
        <li key={b.type}>
          <span className="admin-blocks__type">{TYPE_LABEL[b.type]}:</span>{' '}
          {!blocksKnown ? (
            <span className="admin-muted">unknown</span>
          ) : b.blocked && b.until ? (
            <>
              <span className="admin-block admin-block--blocked">
                Blocked until {formatShortDate(businessDate(b.until))}
              </span>
              {b.reason && <span className="admin-blocks__reason"> ({b.reason})</span>}
              {!viewOnly && (
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  aria-label={`Unblock ${r.id} from ${b.type} appointments`}
                  onClick={() => actions.onUnblock(r.id, b.type)}
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
  );
}

/** A full admin's Actions cell: Block (not for staff) and Lift sign-in lock. */
function RowActions({ row: r, busy, canBlock, actions }: RowProps & { canBlock: boolean }) {
  return (
    <div className="admin-row-actions">
      {canBlock && (
        <button
          type="button"
          className="link-button"
          disabled={busy}
          aria-label={`Block ${r.id}`}
          onClick={() => actions.onBlock(r.id)}
        >
          Block
        </button>
      )}
      <button
        type="button"
        className="link-button"
        disabled={busy || !r.email}
        aria-label={`Lift sign-in lock of ${r.email || r.id}`}
        onClick={() => actions.onClearLock(r.email)}
      >
        Lift sign-in lock
      </button>
    </div>
  );
}

/**
 * The users list: the spec's five columns (User ID, Member ID, Location, Contact Number, Block Status, where each
 * active block shows its type, end and reason), plus Actions for full admins. View-only admins get no action
 * buttons at all; the callables refuse them anyway.
 */
export function UsersTable({
  rows,
  canBlock = () => true,
  ...props
}: {
  rows: readonly UserRow[];
  viewOnly: boolean;
  busy: boolean;
  /** False while the block records are loading or failed: the column then says so instead of "Active". */
  blocksKnown: boolean;
  /** False for a staff account (and while that is being checked): no Block button, the server refuses it anyway. */
  canBlock?: (userId: string) => boolean;
  actions: UserActions;
}) {
  return (
    <AdminTable
      label="Users"
      region="Users list"
      className="admin-users__list"
      columns={props.viewOnly ? COLUMNS : [...COLUMNS, 'Actions']}
    >
      {rows.map((r) => (
        <tr key={r.id}>
          <td className="admin-mono">
            {r.id}
            <div className="admin-muted">{r.email}</div>
          </td>
          <td className="admin-mono">{r.memberId}</td>
          <td>{r.location || '—'}</td>
          <td className="admin-table__nowrap">{r.contact || '—'}</td>
          <td>
            <BlockStatus row={r} {...props} />
          </td>
          {!props.viewOnly && (
            <td>
              <RowActions row={r} {...props} canBlock={canBlock(r.id)} />
            </td>
          )}
        </tr>
      ))}
    </AdminTable>
  );
}
