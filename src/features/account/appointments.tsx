import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ORDER_NOUN, SkippedNotice } from '../../components/skipped-notice';
import { paths } from '../../config/paths';
import { checkGiveUp, giveUpRefusalMessage } from '../../domain/give-up';
import { MESSAGES } from '../../domain/messages';
import { cancelTrade, giveUpOrder, offerOrderForTrade } from '../../lib/callables';
import type { AccountOrder } from '../../lib/data/account-orders';
import { AppointmentCard } from './appointment-card';
import { BookingConfirmation } from './booking-confirmation';
import { readDeletionHistory, readRebookedOrders, recordDeletion } from './account-storage';
import { GiveUpDialog } from './give-up-dialog';
import { OfflineLine } from './offline-line';
import { OFFERED_FOR_TRADE, TRADE_CANCELLED, giveUpErrorMessage, offerErrorMessage } from './order-messages';
import { RebookModal } from './rebook-modal';
import { useNow, useOpenOrders } from './use-account-data';
import { serverNow } from '../../lib/server-time';

type Feedback = { kind: 'error' | 'notice'; text: string } | null;

/**
 * Appointments: the user's open orders, live, soonest first, each with its QR code and actions. Right after a
 * booking (`justBooked`, the new order's id) the confirmation leads the tab and the new card is marked.
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
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [givingUp, setGivingUp] = useState<AccountOrder | null>(null);
  const [rebooking, setRebooking] = useState<AccountOrder | null>(null);
  const [rebooked, setRebooked] = useState(() => readRebookedOrders(uid));

  const error = (text: string) => setFeedback({ kind: 'error', text });
  const notice = (text: string) => setFeedback({ kind: 'notice', text });

  async function act(order: AccountOrder, action: () => Promise<void>) {
    setBusyId(order.id);
    setFeedback(null);
    try {
      await action();
    } finally {
      setBusyId(null);
    }
  }

  function startGiveUp(order: AccountOrder) {
    const check = checkGiveUp({ order, deletionHistory: readDeletionHistory(serverNow()), now: serverNow() });
    if (!check.allowed) return error(giveUpRefusalMessage(check.reason));
    setFeedback(null);
    setGivingUp(order);
  }

  async function confirmGiveUp(order: AccountOrder) {
    setGivingUp(null);
    await act(order, async () => {
      try {
        await giveUpOrder({ orderId: order.id });
        recordDeletion(serverNow());
        notice(MESSAGES.giveUp.deleted);
      } catch (cause) {
        error(giveUpErrorMessage(cause));
      }
    });
  }

  const offer = (order: AccountOrder) =>
    act(order, async () => {
      try {
        await offerOrderForTrade({ orderId: order.id });
        notice(OFFERED_FOR_TRADE);
      } catch (cause) {
        error(offerErrorMessage(cause));
      }
    });

  const cancel = (order: AccountOrder) =>
    act(order, async () => {
      try {
        await cancelTrade({ orderId: order.id });
        notice(TRADE_CANCELLED);
      } catch {
        error(MESSAGES.cancelTrade.failed);
      }
    });

  if (orders.status === 'loading') return <p role="status">Loading appointments...</p>;
  if (orders.status === 'error') {
    return (
      <p className="form-error" role="alert">
        {orders.error}
      </p>
    );
  }
  // Soonest first: the next visit is the pass the customer needs at the machine.
  const list = [...orders.data.items].sort(
    (a, b) => a.appointmentDateTime.getTime() - b.appointmentDateTime.getTime(),
  );
  const isBooked = (o: AccountOrder) =>
    justBooked !== null && (o.id === justBooked || o.orderId === justBooked);
  const booked = list.find(isBooked) ?? null;
  return (
    <div className="appointments">
      <OfflineLine uid={uid} fromCache={orders.data.fromCache} />
      <SkippedNotice noun={ORDER_NOUN} skipped={orders.data.skipped} />
      <p className="form-error" role="alert">
        {feedback?.kind === 'error' ? feedback.text : null}
      </p>
      <p className="form-notice" role="status">
        {feedback?.kind === 'notice' ? feedback.text : null}
      </p>
      {booked && <BookingConfirmation order={booked} onDismiss={onConfirmationDismissed} />}
      {list.length === 0 ? (
        <div className="empty-state">
          <p>You have no upcoming appointments.</p>
          <Link className="button" to={paths.services}>
            Book a Wash
          </Link>
        </div>
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
                onGiveUp={() => startGiveUp(order)}
                onRebook={() => setRebooking(order)}
                onOffer={() => void offer(order)}
                onCancelTrade={() => void cancel(order)}
              />
            </li>
          ))}
        </ul>
      )}
      <GiveUpDialog
        order={givingUp}
        onCancel={() => setGivingUp(null)}
        onConfirm={(o) => void confirmGiveUp(o)}
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
