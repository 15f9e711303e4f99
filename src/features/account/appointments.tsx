import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FeedbackLines } from '../../components/feedback-lines';
import { ORDER_NOUN, SkippedNotice } from '../../components/skipped-notice';
import { paths } from '../../config/paths';
import type { AccountOrder } from '../../lib/data/account-orders';
import { AppointmentCard } from './appointment-card';
import { BookingConfirmation } from './booking-confirmation';
import { readRebookedOrders } from './account-storage';
import { GiveUpDialog, useOfferTradeConfirm } from './give-up-dialog';
import { OfflineLine } from './offline-line';
import { RebookModal } from './rebook-modal';
import { useNow, useOpenOrders } from './use-account-data';
import { useOrderActions } from './use-order-actions';
import { WaitlistEntries } from './waitlist-entries';

const soonestFirst = (items: AccountOrder[]) =>
  [...items].sort((a, b) => a.appointmentDateTime.getTime() - b.appointmentDateTime.getTime());

/** No open orders: the way to book one. */
function NoAppointments() {
  return (
    <div className="empty-state">
      <p>You have no upcoming appointments.</p>
      <Link className="button" to={paths.services}>
        Book a Wash
      </Link>
    </div>
  );
}

const OrdersError = ({ text }: { text: string }) => (
  <p className="form-error" role="alert">
    {text}
  </p>
);

/**
 * Appointments: the user's open orders, live, soonest first, each with its QR code and actions. Right after a
 * booking (`justBooked`, the new order's id) the confirmation leads the tab and the new card is marked. The answer
 * to a card's button (offer, cancel trade, a refused give-up) shows under that card, where the finger is (issue 46);
 * other answers (a rebook, a given-up card that is gone) at the top.
 */
export function Appointments({
  uid,
  justBooked = null,
  onConfirmationDismissed = () => {},
}: {
  uid: string;
  justBooked?: string | null;
  onConfirmationDismissed?: () => void;
}) {
  const orders = useOpenOrders(uid);
  const now = useNow();
  const actions = useOrderActions();
  const { feedback, feedbackOrderId, busyId, notice } = actions;
  const [rebooking, setRebooking] = useState<AccountOrder | null>(null);
  const offerTrade = useOfferTradeConfirm((o) => void actions.offer(o));
  const [rebooked, setRebooked] = useState(() => readRebookedOrders(uid));

  if (orders.status === 'loading') return <p role="status">Loading appointments...</p>;
  if (orders.status === 'error') return <OrdersError text={orders.error} />;
  // Soonest first: the next visit is the pass the customer needs at the machine.
  const list = soonestFirst(orders.data.items);
  const isBooked = (o: AccountOrder) =>
    justBooked !== null && (o.id === justBooked || o.orderId === justBooked);
  const booked = list.find(isBooked) ?? null;
  return (
    <div className="appointments">
      <OfflineLine uid={uid} fromCache={orders.data.fromCache} />
      <SkippedNotice noun={ORDER_NOUN} skipped={orders.data.skipped} />
      {!list.some((o) => o.id === feedbackOrderId) && <FeedbackLines feedback={feedback} />}
      <WaitlistEntries />
      {booked && <BookingConfirmation order={booked} onDismiss={onConfirmationDismissed} />}
      {list.length === 0 ? (
        <NoAppointments />
      ) : (
        <ul className="appointment-list">
          {list.map((order) => (
            <li key={order.id}>
              <AppointmentCard
                order={order}
                uid={uid}
                now={now}
                busy={busyId === order.id}
                rebookedInSession={rebooked.has(order.id)}
                justBooked={isBooked(order)}
                onGiveUp={() => actions.startGiveUp(order)}
                onRebook={() => setRebooking(order)}
                onOffer={() => offerTrade.ask(order)}
                onCancelTrade={() => void actions.cancel(order)}
              />
              {feedbackOrderId === order.id && <FeedbackLines feedback={feedback} />}
            </li>
          ))}
        </ul>
      )}
      {offerTrade.dialog}
      <GiveUpDialog
        order={actions.givingUp}
        onCancel={() => actions.setGivingUp(null)}
        onConfirm={(o) => void actions.confirmGiveUp(o)}
      />
      {rebooking && (
        <RebookModal
          order={rebooking}
          uid={uid}
          userOrders={list}
          onClose={() => setRebooking(null)}
          onRebooked={(message) => {
            setRebooking(null);
            setRebooked(readRebookedOrders(uid));
            notice(message);
          }}
        />
      )}
    </div>
  );
}
