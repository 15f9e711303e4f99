import { ORDER_NOUN, SkippedNotice } from '../../components/skipped-notice';
import { formatDisplayDate } from '../../domain/calendar';
import { MESSAGES } from '../../domain/messages';
import { formatPrice } from '../../domain/pricing';
import { listMyPastOrders } from '../../lib/data/account-orders';
import { useOneShot } from '../../components/use-data';
import { LoadError } from '../../components/load-error';
import { ColumnHeads } from '../../components/column-heads';

/** Past Services: the latest 10 completed or cancelled orders. */
export function PastServices({ uid }: { uid: string }) {
  const [orders, reload] = useOneShot(() => listMyPastOrders(uid), MESSAGES.account.loadPastOrdersFailed, [
    uid,
  ]);

  if (orders.status === 'loading') return <p role="status">Loading past services...</p>;
  if (orders.status === 'error') return <LoadError message={orders.error} onRetry={reload} />;
  const notice = <SkippedNotice noun={ORDER_NOUN} skipped={orders.data.skipped} />;
  if (orders.data.items.length === 0) {
    return (
      <>
        {notice}
        <p className="empty-state">You have no past services yet.</p>
      </>
    );
  }
  return (
    <>
      {notice}
      {/* Focusable so that keyboard users can scroll the table sideways on a phone. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" role="region" aria-label="Past services" tabIndex={0}>
        <table className="past-table">
          <caption className="visually-hidden">Your latest completed and cancelled services</caption>
          <thead>
            <tr>
              <ColumnHeads columns={['Service', 'Date', 'Time', 'Type', 'Price', 'Status']} />
            </tr>
          </thead>
          <tbody>
            {orders.data.items.map((order) => (
              <tr key={order.id}>
                <th scope="row">{order.serviceName}</th>
                <td>{formatDisplayDate(order.appointmentDate)}</td>
                <td>{order.appointmentTime}</td>
                <td>{order.appointmentType === 'special' ? 'Special' : 'Free'}</td>
                <td>{formatPrice(order.price)}</td>
                <td>
                  <span className={`status-badge status-badge--${order.status}`}>
                    {order.status === 'completed' ? 'Completed' : 'Cancelled'}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
