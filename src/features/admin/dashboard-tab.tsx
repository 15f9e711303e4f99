import { LoadError } from '../../components/load-error';
import { ORDER_NOUN, SkippedNotice } from '../../components/skipped-notice';
import { loadDashboard } from '../../lib/data/admin-reports';
import { formatAdminDate, formatMoney } from './admin-format';
import { StatusBadge } from './status-badge';
import { useOneShot } from '../../components/use-data';
import { SectionHead } from './section-head';
import { ColumnHeads } from '../../components/column-heads';

export const DASHBOARD_FAILED = 'Failed to load the dashboard. Please try again.';

/** Monthly and today's figures in business time, and the 10 most recent orders. */
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
            <div className="admin-stat">
              <dt>Monthly Revenue</dt>
              <dd>{formatMoney(data.monthlyRevenue)}</dd>
            </div>
            <div className="admin-stat">
              <dt>Today&apos;s Orders</dt>
              <dd>{data.todaysOrders}</dd>
            </div>
            <div className="admin-stat">
              <dt>Today&apos;s Top Wash</dt>
              <dd>{data.todaysTopWash ?? 'None'}</dd>
            </div>
            <div className="admin-stat">
              <dt>Today&apos;s Revenue</dt>
              <dd>{formatMoney(data.todaysRevenue)}</dd>
            </div>
          </dl>
          <h3>Recent Orders</h3>
          <SkippedNotice noun={ORDER_NOUN} skipped={data.skippedOrders} />
          {data.recentOrders.length === 0 ? (
            <p>No orders yet.</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table" aria-label="Recent orders">
                <thead>
                  <tr>
                    <ColumnHeads
                      columns={['Order ID', 'Customer', 'Service', 'Date', 'Time', 'Price', 'Status']}
                    />
                  </tr>
                </thead>
                <tbody>
                  {data.recentOrders.map((o) => (
                    <tr key={o.id}>
                      <td className="admin-mono">{o.orderId}</td>
                      <td>{o.userEmail}</td>
                      <td>{o.serviceName}</td>
                      <td className="admin-table__nowrap">{formatAdminDate(o.appointmentDate)}</td>
                      <td className="admin-table__nowrap">{o.appointmentTime}</td>
                      <td className="admin-table__nowrap">{formatMoney(o.price)}</td>
                      <td>
                        <StatusBadge status={o.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
