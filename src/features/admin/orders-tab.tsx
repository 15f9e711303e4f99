import { useMemo, useState } from 'react';
import { MESSAGES } from '../../domain/messages';
import type { OrderStatus } from '../../domain/types';
import { selectAll, toggleSelection, validateBulkUpdate } from '../../domain/validation';
import { deleteAdminOrders, updateAdminOrderStatus } from '../../lib/data/admin-orders';
import { ORDER_STATUSES, type OrderDoc } from '../../lib/model/types';
import { ConfirmDialog } from './confirm-dialog';
import { OrderQrModal } from './order-qr-modal';
import { OrdersFilterBar } from './orders-filter-bar';
import { OrdersTable } from './orders-table';
import { applyOrderFilters, EMPTY_FILTERS, type OrderFilters } from './orders-view';
import { useAdminOrders } from './use-admin-orders';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** Orders: filters, paginated list, selection capped at 150, bulk and single status changes and deletes. */
export function OrdersTab({ viewOnly }: { viewOnly: boolean }) {
  const [filters, setFilters] = useState<OrderFilters>(EMPTY_FILTERS);
  const data = useAdminOrders({
    status: filters.status || undefined,
    appointmentDate: filters.date || undefined,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkStatus, setBulkStatus] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<{ ids: string[]; bulk: boolean } | null>(null);
  const [detail, setDetail] = useState<OrderDoc | null>(null);
  const visible = useMemo(() => applyOrderFilters(data.orders, filters), [data.orders, filters]);

  const ok = (text: string) => setNotice({ tone: 'success', text });
  const fail = (text: string) => setNotice({ tone: 'error', text });

  function onToggle(id: string) {
    const result = toggleSelection(selected, id);
    setSelected(result.selected);
    if (result.error) fail(result.error);
  }

  function onToggleAll(checked: boolean) {
    if (!checked) {
      setSelected([]);
      return;
    }
    const result = selectAll(visible.map((o) => o.id));
    setSelected(result.selected);
    if (result.notice) ok(result.notice);
  }

  async function changeStatus(ids: string[], status: OrderStatus, bulk: boolean) {
    setBusy(true);
    try {
      const result = await updateAdminOrderStatus(ids, status);
      data.setStatusLocally(result.done, status);
      if (bulk) {
        if (result.failed.length || result.notFound.length) fail(MESSAGES.admin.bulkUpdateFailed);
        else ok(MESSAGES.admin.bulkUpdated(result.done.length, status));
        setSelected([]);
      } else if (result.done.includes(ids[0])) ok(MESSAGES.admin.statusUpdated(ids[0], status));
      else if (result.notFound.length) fail(MESSAGES.admin.orderNotFound);
      else fail(MESSAGES.admin.statusUpdateFailed);
    } catch (error) {
      console.error('[admin] status update failed', error);
      fail(bulk ? MESSAGES.admin.bulkUpdateFailed : MESSAGES.admin.statusUpdateFailed);
    } finally {
      setBusy(false);
    }
  }

  function onBulkApply() {
    const checked = validateBulkUpdate({ status: bulkStatus, selectedCount: selected.length });
    if (!checked.ok) return fail(checked.error);
    void changeStatus(selected, checked.value, true);
  }

  function onBulkDelete() {
    if (selected.length === 0) return fail(MESSAGES.admin.selectOrder);
    setConfirm({ ids: selected, bulk: true });
  }

  async function onConfirmDelete() {
    if (!confirm) return;
    const { ids, bulk } = confirm;
    setConfirm(null);
    setBusy(true);
    try {
      const result = await deleteAdminOrders(ids);
      data.removeLocally([...result.done, ...result.notFound]);
      setSelected((s) => s.filter((id) => !result.done.includes(id) && !result.notFound.includes(id)));
      if (bulk) {
        if (result.failed.length || result.notFound.length) fail(MESSAGES.admin.bulkDeleteFailed);
        else ok(MESSAGES.admin.bulkDeleted(result.done.length));
      } else if (result.done.includes(ids[0])) ok(MESSAGES.admin.orderDeleted(ids[0]));
      else if (result.notFound.length) fail(MESSAGES.admin.orderNotFound);
      else fail(MESSAGES.admin.deleteFailed);
    } catch (error) {
      console.error('[admin] delete failed', error);
      fail(bulk ? MESSAGES.admin.bulkDeleteFailed : MESSAGES.admin.deleteFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-section" aria-labelledby="admin-orders-title">
      <div className="admin-section__head">
        <h2 id="admin-orders-title">Orders</h2>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setSelected([]);
            data.refresh();
          }}
          disabled={data.status === 'loading'}
        >
          Refresh
        </button>
      </div>
      <OrdersFilterBar filters={filters} onChange={setFilters} />
      {!viewOnly && (
        <div className="admin-bulk" role="group" aria-label="Bulk actions">
          <span className="admin-bulk__count" aria-live="polite">
            {selected.length} selected
          </span>
          <div className="admin-inline-field">
            <label htmlFor="admin-bulk-status">Bulk status</label>
            <select id="admin-bulk-status" value={bulkStatus} onChange={(e) => setBulkStatus(e.target.value)}>
              <option value="">Choose status</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button" onClick={onBulkApply} disabled={busy}>
            Apply Status
          </button>
          <button
            type="button"
            className="button admin-button--danger"
            onClick={onBulkDelete}
            disabled={busy}
          >
            Delete Selected
          </button>
        </div>
      )}
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
      {data.status === 'error' && (
        <p className="form-error" role="alert">
          Failed to load orders. Please try again.
        </p>
      )}
      <p className="admin-muted" aria-live="polite">
        {data.status === 'loading'
          ? 'Loading orders...'
          : `Showing ${visible.length} of ${data.orders.length} loaded orders${data.hasMore ? ' (more available)' : ''}`}
      </p>
      {data.hasMore &&
        (filters.search.trim() || filters.location || filters.washType || filters.appointmentType) && (
          <p className="admin-muted">
            Search and the location, wash type and appointment type filters look through the loaded orders
            only; use Load more to look further.
          </p>
        )}
      <OrdersTable
        orders={visible}
        viewOnly={viewOnly}
        busy={busy}
        selected={selected}
        onToggle={onToggle}
        onToggleAll={onToggleAll}
        onStatus={(id, status) => void changeStatus([id], status, false)}
        onDelete={(id) => setConfirm({ ids: [id], bulk: false })}
        onOpen={setDetail}
      />
      {data.status === 'ready' && visible.length === 0 && <p>No orders found.</p>}
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
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setConfirm(null)}
      />
      {detail && <OrderQrModal order={detail} onClose={() => setDetail(null)} />}
    </section>
  );
}
