import { ORDER_NOUN, SkippedNotice } from '../../components/skipped-notice';
import { formatDisplayDate } from '../../domain/calendar';
import { MESSAGES } from '../../domain/messages';
import { formatPrice } from '../../domain/pricing';
import { listMyPastOrders } from '../../lib/data/account-orders';
import { useOneShot } from '../../components/use-data';
import { LoadError } from '../../components/load-error';

/** Past Services: the latest 10 completed or cancelled orders, one card each. */
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
  // Cards, not a table: at 360 px every fact of a visit (date, price, status) is in view without sideways scrolling.
  return (
    <>
      {notice}
      <ul className="past-list" aria-label="Past services">
        {orders.data.items.map((order) => (
          <li key={order.id} className="past-card">
            <div className="past-card__head">
              <h3 className="past-card__when">
                {formatDisplayDate(order.appointmentDate)}{' '}
                <span className="past-card__time">{order.appointmentTime}</span>
              </h3>
              <span className={`status-badge status-badge--${order.status}`}>
                {order.status === 'completed' ? 'Completed' : 'Cancelled'}
              </span>
            </div>
            <p className="past-card__line">
              <span className="past-card__service">{order.serviceName}</span>
              <span className="past-card__price">{formatPrice(order.price)}</span>
            </p>
            <p className="past-card__type">
              {order.appointmentType === 'special' ? 'Special' : 'Free'} appointment · {order.location}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
