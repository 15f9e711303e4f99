import { ORDER_NOUN, SkippedNotice } from '../../components/skipped-notice';
import { formatDisplayDate } from '../../domain/calendar';
import { MESSAGES } from '../../domain/messages';
import { formatPrice } from '../../domain/pricing';
import { ledgerLines, orderLedger, paymentsOnOrder } from '../../domain/order-ledger';
import type { AccountOrder } from '../../lib/data/account-orders';
import { listMyPastOrders } from '../../lib/data/account-orders';
import { useOneShot } from '../../components/use-data';
import { LoadError } from '../../components/load-error';

/** What a past order cost and, when cancelled, who cancelled and what went back to the card (its ledger). */
function pastMoney(order: AccountOrder) {
  const ledger = orderLedger(order, paymentsOnOrder(order), new Date());
  const lines = ledgerLines(ledger);
  if (order.status === 'completed') {
    const total = ledger.paidOnlineCents + ledger.dueAtBranchCents;
    return { status: 'Completed', price: formatPrice(total / 100), notes: [] as string[] };
  }
  const notes = [lines.cancelled, lines.refund].filter((line): line is string => line !== null);
  if (ledger.paidOnlineCents > 0) notes.push(lines.paidOnline);
  return { status: ledger.cancelledBy === 'missed' ? 'Missed' : 'Cancelled', price: '', notes };
}

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
        {orders.data.items.map((order) => {
          const money = pastMoney(order);
          return (
            <li key={order.id} className="past-card">
              <div className="past-card__head">
                <h3 className="past-card__when">
                  {formatDisplayDate(order.appointmentDate)}{' '}
                  <span className="past-card__time">{order.appointmentTime}</span>
                </h3>
                <span className={`status-badge status-badge--${order.status}`}>{money.status}</span>
              </div>
              <p className="past-card__line">
                <span className="past-card__service">{order.serviceName}</span>
                {money.price && <span className="past-card__price">{money.price}</span>}
              </p>
              <p className="past-card__type">
                {order.appointmentType === 'special' ? 'Special' : 'Free'} appointment · {order.location}
              </p>
              {money.notes.map((note) => (
                <p key={note} className="past-card__ledger">
                  {note}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
    </>
  );
}
