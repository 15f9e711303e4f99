import { LoadError } from '../../../components/load-error';
import { ORDER_NOUN, SkippedNotice } from '../../../components/skipped-notice';
import { loadDashboard } from '../../../lib/data/admin-reports';
import { FIGURE_NOTES } from '../../../domain/visit-figures';
import { formatAdminDate, formatRate } from '../shared/admin-format';
import { formatMoney } from '../../../domain/pricing';
import { StatusBadge } from '../shared/status-badge';
import { useOneShot } from '../../../components/use-data';
import { SectionHead } from '../shared/section-head';
import { DashboardMoneyStats } from './dashboard-money';
import { AdminTable } from '../shared/admin-table';
import type { OrderDoc } from '../../../contracts/documents';
import { MessagesToday } from './messages-today';

export const DASHBOARD_FAILED = 'Failed to load the dashboard. Please try again.';

/** One figure: its label, its value and, where it needs one, a one-line definition under it. */
function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="admin-stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
      {note && <dd className="admin-stat__note">{note}</dd>}
    </div>
  );
}

/** The most recent orders, read-only, as cards on a phone. */
function RecentOrders({ orders }: { orders: readonly OrderDoc[] }) {
  return (
    <AdminTable
      label="Recent orders"
      cards
      columns={['Order ID', 'Customer', 'Service', 'Date', 'Time', 'Price', 'Status']}
    >
      {orders.map((o) => (
        <tr key={o.id}>
          <td data-label="Order ID" className="admin-mono">
            {o.orderId}
          </td>
          <td data-label="Customer" className="admin-table__email">
            {o.userEmail}
          </td>
          <td data-label="Service">{o.serviceName}</td>
          <td data-label="Date" className="admin-table__nowrap">
            {formatAdminDate(o.appointmentDate)}
          </td>
          <td data-label="Time" className="admin-table__nowrap">
            {o.appointmentTime}
          </td>
          <td data-label="Price" className="admin-table__nowrap">
            {formatMoney(o.price)}
          </td>
          <td data-label="Status">
            <StatusBadge status={o.status} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/**
 * Monthly and today's figures in business time (what each counts: src/domain/visit-figures.ts), and the 10 most
 * recent orders.
 */
export function DashboardTab() {
  const [state, reload] = useOneShot(() => loadDashboard(), DASHBOARD_FAILED);
  const data = state.data;
  return (
    <section className="admin-section" aria-labelledby="admin-dashboard-title">
      <SectionHead
        id="admin-dashboard-title"
        title="Dashboard"
        loading={state.status === 'loading'}
        onRefresh={reload}
      />
      {state.status === 'loading' && !data && <p role="status">Loading dashboard...</p>}
      {state.status === 'error' && <LoadError message={state.error} onRetry={reload} />}
      {data && (
        <>
          <dl className="admin-stats">
            <Stat
              label="Monthly Revenue"
              value={formatMoney(data.monthlyRevenue)}
              note={FIGURE_NOTES.revenue}
            />
            <Stat label="Today's Orders" value={String(data.todaysOrders)} />
            <Stat label="Today's Top Wash" value={data.todaysTopWash ?? 'None'} note={FIGURE_NOTES.topWash} />
            <Stat
              label="Today's Revenue"
              value={formatMoney(data.todaysRevenue)}
              note={FIGURE_NOTES.revenue}
            />
            <Stat
              label="Today's Completed Washes"
              value={String(data.todaysCompleted)}
              note={FIGURE_NOTES.completed}
            />
            <Stat label="Today's Misses" value={String(data.todaysMisses)} note={FIGURE_NOTES.misses} />
            <Stat
              label="Today's No-show Rate"
              value={formatRate(data.todaysNoShowRate)}
              note={FIGURE_NOTES.noShowRate}
            />
          </dl>
          <MessagesToday />
          <DashboardMoneyStats money={data.money} />
          <h3>Recent Orders</h3>
          <SkippedNotice noun={ORDER_NOUN} skipped={data.skippedOrders} />
          {data.recentOrders.length === 0 ? (
            <p>No orders yet.</p>
          ) : (
            <RecentOrders orders={data.recentOrders} />
          )}
        </>
      )}
    </section>
  );
}
