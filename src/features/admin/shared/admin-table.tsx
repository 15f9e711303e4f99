import type { ReactNode } from 'react';
import { ColumnHeads } from '../../../components/column-heads';
import { LoadError } from '../../../components/load-error';

/**
 * The wrapper every admin table shares: a scrolling box, the table named by `label`, one header row of plain
 * column headings (after `lead`, e.g. a select-all cell) and the rows as children. With `region` the box is a
 * named, focusable region, so that keyboard users can scroll a wide table on a phone. `cards` lays each row out
 * as a card on a phone (admin-tables.css; each cell names its column through data-label).
 */
export function AdminTable({
  label,
  columns,
  region,
  cards = false,
  className,
  lead,
  children,
}: {
  label: string;
  columns: readonly string[];
  region?: string;
  cards?: boolean;
  className?: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const table = (
    <table className={cards ? 'admin-table admin-table--cards' : 'admin-table'} aria-label={label}>
      <thead>
        <tr>
          {lead}
          <ColumnHeads columns={columns} />
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  const wrap = className ? `admin-table-wrap ${className}` : 'admin-table-wrap';
  if (region === undefined) return <div className={wrap}>{table}</div>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={wrap} role="region" aria-label={region} tabIndex={0}>
      {table}
    </div>
  );
}

/** "Load more" under a paged admin list, "Loading..." and off while the next page is read. */
export function LoadMoreButton({ loading, onMore }: { loading: boolean; onMore: () => void }) {
  return (
    <button
      type="button"
      className="button button--secondary admin-load-more"
      onClick={onMore}
      disabled={loading}
    >
      {loading ? 'Loading...' : 'Load more'}
    </button>
  );
}

type Phase = 'loading' | 'ready' | 'error';

/**
 * A paged admin list around its table: the failure with Retry, the notices (skipped documents and the like),
 * "Loading..." as a status, the empty state, the table while there are rows, then Load more and its own failure.
 */
export function AdminList({
  phase,
  count,
  failed,
  onRetry,
  loadingText,
  empty,
  notices,
  more,
  children,
}: {
  phase: Phase;
  count: number;
  failed: string;
  onRetry: () => void;
  loadingText: string;
  empty: ReactNode;
  notices?: ReactNode;
  more: { show: boolean; phase: Phase | 'idle'; failed: string; onMore: () => void };
  children: ReactNode;
}) {
  return (
    <>
      {phase === 'error' && <LoadError message={failed} onRetry={onRetry} />}
      {notices}
      {phase === 'loading' && <p role="status">{loadingText}</p>}
      {phase === 'ready' && count === 0 && empty}
      {phase === 'ready' && count > 0 && children}
      {phase === 'ready' && more.show && (
        <LoadMoreButton loading={more.phase === 'loading'} onMore={more.onMore} />
      )}
      {more.phase === 'error' && <LoadError message={more.failed} onRetry={more.onMore} />}
    </>
  );
}
