import { useState } from 'react';
import { ORDER_NOUN, SkippedNotice } from '../../../components/skipped-notice';
import { MESSAGES } from '../../../domain/messages';
import { selectAll, toggleSelection, validateBulkUpdate } from '../../../domain/admin-selection';
import type { OrderDoc } from '../../../contracts/documents';
import { LoadError } from '../../../components/load-error';
import { ConfirmDialog } from '../shared/admin-confirm-dialog';
import { LoadMoreButton } from '../shared/admin-table';
import { OrderQrModal } from './order-qr-modal';
import { OrdersBulkBar, OrdersNotice } from './orders-bulk-bar';
import { OrdersFilterBar } from './orders-filter-bar';
import { OrdersTable } from './orders-table';
import { EMPTY_FILTERS, hasFilters, type OrderFilters } from './orders-view';
import { useAdminOrders } from './use-admin-orders';
import { useCustomerNames } from './use-customer-names';
import { useOrderActions, type Notice } from './use-order-actions';
import { SectionHead } from '../shared/section-head';

const ORDERS_FAILED = 'Failed to load orders. Please try again.';

function summary(data: ReturnType<typeof useAdminOrders>): string {
  if (data.status === 'loading') return 'Loading orders...';
  if (data.searched) {
    const n = data.orders.length;
    return `${n} ${n === 1 ? 'order matches' : 'orders match'} "${data.searched}"`;
  }
  return `Showing ${data.orders.length} of ${data.orders.length} loaded orders${data.hasMore ? ' (more available)' : ''}`;
}

type PendingDelete = { ids: string[]; bulk: boolean } | null;

/** The delete confirmation (one order or a bulk delete) and the order detail, which may ask for a delete. */
function OrderDialogs({
  viewOnly,
  confirm,
  detail,
  onDelete,
  onAskDelete,
  onCancelDelete,
  onCloseDetail,
}: {
  viewOnly: boolean;
  confirm: PendingDelete;
  detail: OrderDoc | null;
  /** Runs the confirmed delete. */
  onDelete: (ids: string[], bulk: boolean) => unknown;
  onAskDelete: (ids: string[]) => void;
  onCancelDelete: () => void;
  onCloseDetail: () => void;
}) {
  return (
    <>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.bulk ? `Delete ${confirm.ids.length} orders` : 'Delete order'}
        message={MESSAGES.admin.confirmDelete}
        confirmLabel="Delete"
        onConfirm={() => {
          if (!confirm) return;
          onCancelDelete();
          void onDelete(confirm.ids, confirm.bulk);
        }}
        onCancel={onCancelDelete}
      />
      {detail && (
        <OrderQrModal
          order={detail}
          canExcuse={!viewOnly}
          canRefund={!viewOnly}
          onClose={onCloseDetail}
          onDelete={
            viewOnly
              ? undefined
              : () => {
                  onCloseDetail();
                  onAskDelete([detail.id]);
                }
          }
        />
      )}
    </>
  );
}

/** The ticked orders: a toggle reports the cap it hits, select-all reports when it stopped at the cap. */
function useOrderSelection(orders: readonly OrderDoc[]) {
  const [selected, setSelected] = useState<string[]>([]);
  return {
    selected,
    clear: () => setSelected([]),
    deselect: (ids: readonly string[]) => setSelected((s) => s.filter((id) => !ids.includes(id))),
    toggle(id: string, fail: (error: string) => void) {
      const result = toggleSelection(selected, id);
      setSelected(result.selected);
      if (result.error) fail(result.error);
    },
    toggleAll(checked: boolean, ok: (notice: string) => void) {
      if (!checked) return setSelected([]);
      const result = selectAll(orders.map((o) => o.id));
      setSelected(result.selected);
      if (result.notice) ok(result.notice);
    },
  };
}

/** The bulk bar with its status choice: Apply checks status and selection first, Delete asks for a confirmation. */
function OrdersBulk({
  selected,
  actions,
  onDelete,
}: {
  selected: readonly string[];
  actions: ReturnType<typeof useOrderActions>;
  onDelete: (ids: string[]) => void;
}) {
  const [status, setStatus] = useState('');
  function onApply() {
    const checked = validateBulkUpdate({ status, selectedCount: selected.length });
    if (!checked.ok) return actions.fail(checked.error);
    void actions.changeStatus([...selected], checked.value, true);
  }
  function onBulkDelete() {
    if (selected.length === 0) return actions.fail(MESSAGES.admin.selectOrder);
    onDelete([...selected]);
  }
  return (
    <OrdersBulkBar
      count={selected.length}
      status={status}
      busy={actions.busy}
      onStatus={setStatus}
      onApply={onApply}
      onDelete={onBulkDelete}
    />
  );
}

/**
 * Orders: filters and search run on the server, a paged list, selection capped at 150, bulk and single status
 * changes and deletes. Any change of filter or search clears the selection, so a bulk action only ever touches
 * orders the admin ticked in the list now on screen.
 */
export function OrdersTab({ viewOnly }: { viewOnly: boolean }) {
  const [filters, setFilters] = useState<OrderFilters>(EMPTY_FILTERS);
  const data = useAdminOrders(filters);
  const names = useCustomerNames(data.orders);
  const selection = useOrderSelection(data.orders);
  const { selected } = selection;
  const [notice, setNotice] = useState<Notice>(null);
  const [confirm, setConfirm] = useState<PendingDelete>(null);
  const [detail, setDetail] = useState<OrderDoc | null>(null);
  const actions = useOrderActions({
    setNotice,
    deselect: selection.deselect,
    changedLocally: data.setStatusLocally,
    removedLocally: data.removeLocally,
  });

  return (
    <section className="admin-section" aria-labelledby="admin-orders-title">
      <SectionHead
        id="admin-orders-title"
        title="Orders"
        loading={data.status === 'loading'}
        onRefresh={() => {
          selection.clear();
          data.refresh();
        }}
      />
      <OrdersFilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          selection.clear();
        }}
      />
      {!viewOnly && (
        <OrdersBulk
          selected={selected}
          actions={actions}
          onDelete={(ids) => setConfirm({ ids, bulk: true })}
        />
      )}
      <OrdersNotice notice={notice} />
      {data.status === 'error' && <LoadError message={ORDERS_FAILED} onRetry={data.refresh} />}
      <p className="admin-muted" aria-live="polite">
        {summary(data)}
      </p>
      <SkippedNotice noun={ORDER_NOUN} skipped={data.skipped} />
      <OrdersTable
        orders={data.orders}
        names={names}
        viewOnly={viewOnly}
        busy={actions.busy}
        selected={selected}
        onToggle={(id) => selection.toggle(id, actions.fail)}
        onToggleAll={(checked) => selection.toggleAll(checked, actions.ok)}
        onStatus={(id, status) => void actions.changeStatus([id], status, false)}
        onOpen={setDetail}
      />
      {data.status === 'ready' && data.orders.length === 0 && (
        <p>{hasFilters(filters) ? 'No orders match these filters or this search.' : 'No orders found.'}</p>
      )}
      {data.hasMore && <LoadMoreButton loading={data.loadingMore} onMore={data.loadMore} />}
      <OrderDialogs
        viewOnly={viewOnly}
        confirm={confirm}
        detail={detail}
        onDelete={actions.remove}
        onAskDelete={(ids) => setConfirm({ ids, bulk: false })}
        onCancelDelete={() => setConfirm(null)}
        onCloseDetail={() => setDetail(null)}
      />
    </section>
  );
}
