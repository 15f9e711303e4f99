import { useState } from 'react';
import { ORDER_NOUN, SkippedNotice } from '../../components/skipped-notice';
import { MESSAGES } from '../../domain/messages';
import { selectAll, toggleSelection, validateBulkUpdate } from '../../domain/admin-selection';
import type { OrderDoc } from '../../contracts/documents';
import { ConfirmDialog } from './confirm-dialog';
import { OrderQrModal } from './order-qr-modal';
import { OrdersBulkBar, OrdersNotice } from './orders-bulk-bar';
import { OrdersFilterBar } from './orders-filter-bar';
import { OrdersTable } from './orders-table';
import { EMPTY_FILTERS, hasFilters, type OrderFilters } from './orders-view';
import { useAdminOrders } from './use-admin-orders';
import { useCustomerNames } from './use-customer-names';
import { useOrderActions, type Notice } from './use-order-actions';
import { SectionHead } from './section-head';

function summary(data: ReturnType<typeof useAdminOrders>): string {
  if (data.status === 'loading') return 'Loading orders...';
  if (data.searched) {
    const n = data.orders.length;
    return `${n} ${n === 1 ? 'order matches' : 'orders match'} "${data.searched}"`;
  }
  return `Showing ${data.orders.length} of ${data.orders.length} loaded orders${data.hasMore ? ' (more available)' : ''}`;
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
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkStatus, setBulkStatus] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [confirm, setConfirm] = useState<{ ids: string[]; bulk: boolean } | null>(null);
  const [detail, setDetail] = useState<OrderDoc | null>(null);
  const actions = useOrderActions({
    setNotice,
    deselect: (ids) => setSelected((s) => s.filter((id) => !ids.includes(id))),
    changedLocally: data.setStatusLocally,
    removedLocally: data.removeLocally,
  });

  function onFilters(next: OrderFilters) {
    setFilters(next);
    setSelected([]);
  }

  function onToggle(id: string) {
    const result = toggleSelection(selected, id);
    setSelected(result.selected);
    if (result.error) actions.fail(result.error);
  }

  function onToggleAll(checked: boolean) {
    if (!checked) return setSelected([]);
    const result = selectAll(data.orders.map((o) => o.id));
    setSelected(result.selected);
    if (result.notice) actions.ok(result.notice);
  }

  function onBulkApply() {
    const checked = validateBulkUpdate({ status: bulkStatus, selectedCount: selected.length });
    if (!checked.ok) return actions.fail(checked.error);
    void actions.changeStatus([...selected], checked.value, true);
  }

  function onBulkDelete() {
    if (selected.length === 0) return actions.fail(MESSAGES.admin.selectOrder);
    setConfirm({ ids: [...selected], bulk: true });
  }

  function onConfirmDelete() {
    if (!confirm) return;
    setConfirm(null);
    void actions.remove(confirm.ids, confirm.bulk);
  }

  return (
    <section className="admin-section" aria-labelledby="admin-orders-title">
      <SectionHead
        id="admin-orders-title"
        title="Orders"
        loading={data.status === 'loading'}
        onRefresh={() => {
          setSelected([]);
          data.refresh();
        }}
      />
      <OrdersFilterBar filters={filters} onChange={onFilters} />
      {!viewOnly && (
        <OrdersBulkBar
          count={selected.length}
          status={bulkStatus}
          busy={actions.busy}
          onStatus={setBulkStatus}
          onApply={onBulkApply}
          onDelete={onBulkDelete}
        />
      )}
      <OrdersNotice notice={notice} />
      {data.status === 'error' && (
        <div className="admin-load-error" role="alert">
          <p className="form-error">Failed to load orders. Please try again.</p>
          <button type="button" className="button button--secondary" onClick={data.refresh}>
            Retry
          </button>
        </div>
      )}
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
        onToggle={onToggle}
        onToggleAll={onToggleAll}
        onStatus={(id, status) => void actions.changeStatus([id], status, false)}
        onOpen={setDetail}
      />
      {data.status === 'ready' && data.orders.length === 0 && (
        <p>{hasFilters(filters) ? 'No orders match these filters or this search.' : 'No orders found.'}</p>
      )}
      {data.hasMore && (
        <button
          type="button"
          className="button button--secondary admin-load-more"
          onClick={data.loadMore}
          disabled={data.loadingMore}
        >
          {data.loadingMore ? 'Loading...' : 'Load more'}
        </button>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.bulk ? `Delete ${confirm.ids.length} orders` : 'Delete order'}
        message={MESSAGES.admin.confirmDelete}
        confirmLabel="Delete"
        onConfirm={onConfirmDelete}
        onCancel={() => setConfirm(null)}
      />
      {detail && (
        <OrderQrModal
          order={detail}
          canExcuse={!viewOnly}
          canRefund={!viewOnly}
          onClose={() => setDetail(null)}
          onDelete={
            viewOnly
              ? undefined
              : () => {
                  setDetail(null);
                  setConfirm({ ids: [detail.id], bulk: false });
                }
          }
        />
      )}
    </section>
  );
}
