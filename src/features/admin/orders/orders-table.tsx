import { useEffect, useRef } from 'react';
import type { OrderStatus } from '../../../domain/types';
import { ADMIN_SELECTION_MAX } from '../../../domain/admin-selection';
import { ORDER_STATUSES, type OrderDoc } from '../../../contracts/documents';
import { formatAdminDate } from '../shared/admin-format';
import { formatCents, orderLedger, paymentsOnOrder } from '../../../domain/order-ledger';
import { isDriveInOrder } from '../../../domain/types';
import { StatusBadge } from '../shared/status-badge';
import { AdminTable } from '../shared/admin-table';

interface Props {
  orders: OrderDoc[];
  /** Customer names by uid (use-customer-names); the e-mail alone until they are read. */
  names?: ReadonlyMap<string, string>;
  viewOnly: boolean;
  busy: boolean;
  selected: string[];
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onStatus: (id: string, status: OrderStatus) => void;
  onOpen: (order: OrderDoc) => void;
}

function SelectAll({ orders, selected, onToggleAll }: Pick<Props, 'orders' | 'selected' | 'onToggleAll'>) {
  const ref = useRef<HTMLInputElement>(null);
  const chosen = new Set(selected);
  const count = orders.filter((o) => chosen.has(o.id)).length;
  const all = orders.length > 0 && (count === orders.length || count >= ADMIN_SELECTION_MAX);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all orders"
      checked={all}
      onChange={(e) => onToggleAll(e.target.checked)}
    />
  );
}

const COLUMNS = ['Order ID', 'Customer', 'Number plate', 'Service', 'Appointment', 'Paid / due', 'Status'];

/** What the order's ledger says was paid online and is due at the branch (not the stored price: 0 after a rebook). */
function PaidDue({ order }: { order: OrderDoc }) {
  const ledger = orderLedger(order, paymentsOnOrder(order), new Date());
  return (
    <>
      {formatCents(ledger.paidOnlineCents)} paid
      <span className="admin-table__sub">{formatCents(ledger.dueAtBranchCents)} due</span>
      {ledger.refundedCents > 0 && (
        <span className="admin-table__sub">{formatCents(ledger.refundedCents)} refunded</span>
      )}
    </>
  );
}

/** The status: a badge for view-only admins, else a select that changes it at once. */
function StatusCell({
  order: o,
  viewOnly,
  busy,
  onStatus,
}: Pick<Props, 'viewOnly' | 'busy' | 'onStatus'> & { order: OrderDoc }) {
  if (viewOnly) return <StatusBadge status={o.status} noShow={o.noShow} />;
  return (
    <>
      <select
        className={`admin-status-select admin-status--${o.status}`}
        aria-label={`Status of order ${o.orderId}`}
        value={o.status}
        disabled={busy}
        onChange={(e) => onStatus(o.id, e.target.value as OrderStatus)}
      >
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {o.status === 'cancelled' && o.noShow && <span className="admin-table__sub">Missed (no-show)</span>}
    </>
  );
}

/** One order's row; each cell names its column through data-label for the phone's card layout. */
function OrderRow({
  order: o,
  selected,
  ...props
}: Omit<Props, 'orders' | 'selected' | 'onToggleAll'> & {
  order: OrderDoc;
  selected: boolean;
}) {
  const { viewOnly, busy } = props;
  return (
    <tr className={selected ? 'admin-row--selected' : undefined}>
      {!viewOnly && (
        <td className="admin-table__check" data-label="Select">
          <input
            type="checkbox"
            aria-label={`Select order ${o.orderId}`}
            checked={selected}
            onChange={() => props.onToggle(o.id)}
          />
        </td>
      )}
      <td data-label="Order ID">
        <button
          type="button"
          className="link-button admin-mono admin-table__nowrap"
          aria-label={`Open order ${o.orderId}`}
          onClick={() => props.onOpen(o)}
        >
          {o.orderId}
        </button>
      </td>
      <td data-label="Customer">
        {props.names?.get(o.userId) && <span className="admin-table__name">{props.names.get(o.userId)}</span>}
        <span className="admin-table__sub admin-table__email">{o.userEmail}</span>
      </td>
      <td data-label="Number plate" className="admin-mono admin-table__nowrap">
        {o.numberPlate ?? <span className="admin-table__none">None</span>}
      </td>
      <td data-label="Service">
        {o.serviceName}
        {o.specialInstructions && (
          // The customer's note, cut to one line here; the whole of it is in the title and the order detail.
          <span className="admin-table__sub admin-table__note" title={o.specialInstructions}>
            Note: {o.specialInstructions}
          </span>
        )}
      </td>
      <td data-label="Appointment">
        <span className="admin-table__nowrap">
          {formatAdminDate(o.appointmentDate)} {o.appointmentTime}
        </span>
        <span className="admin-table__sub">
          {isDriveInOrder(o) ? 'drive-in' : o.appointmentType} · {o.location}
        </span>
      </td>
      <td data-label="Paid / due" className="admin-table__nowrap">
        <PaidDue order={o} />
      </td>
      <td data-label="Status">
        <StatusCell order={o} viewOnly={viewOnly} busy={busy} onStatus={props.onStatus} />
      </td>
    </tr>
  );
}

/**
 * The orders list: a table on a wide screen, one card per order on a phone (admin-tables.css; each cell names its
 * column through data-label). View-only admins get no checkboxes and no editing. Deleting
 * one order is in its detail (OrderQrModal), not a red button on every row.
 */
export function OrdersTable({ orders, selected, onToggleAll, ...props }: Props) {
  const chosen = new Set(selected);
  return (
    <AdminTable
      label="Orders"
      cards
      columns={COLUMNS}
      lead={
        !props.viewOnly && (
          <th scope="col" className="admin-table__check">
            <SelectAll orders={orders} selected={selected} onToggleAll={onToggleAll} />
          </th>
        )
      }
    >
      {orders.map((o) => (
        <OrderRow key={o.id} order={o} selected={chosen.has(o.id)} {...props} />
      ))}
    </AdminTable>
  );
}
