import { useState } from 'react';
import { formatDisplayDate } from '../../domain/calendar';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { AccountOrder } from '../../lib/data/account-orders';

/** Asks for confirmation before an appointment is given up (deleted). */
export function GiveUpDialog({
  order,
  onCancel,
  onConfirm,
}: {
  order: AccountOrder | null;
  onCancel: () => void;
  onConfirm: (order: AccountOrder) => void;
}) {
  return (
    <ConfirmDialog
      open={order !== null}
      title="Give Up Appointment"
      message={
        order &&
        `Are you sure you want to give up your ${order.serviceName} appointment on ${formatDisplayDate(
          order.appointmentDate,
        )} at ${order.appointmentTime}? This cannot be undone.`
      }
      cancelLabel="Keep Appointment"
      confirmLabel="Yes, Give Up"
      confirmClassName="button button--danger"
      onCancel={onCancel}
      onConfirm={() => order && onConfirm(order)}
    />
  );
}

/** Asks for confirmation before an appointment is offered for trade (issue 46: it was offered at the first tap). */
export function OfferTradeDialog({
  order,
  onCancel,
  onConfirm,
}: {
  order: AccountOrder | null;
  onCancel: () => void;
  onConfirm: (order: AccountOrder) => void;
}) {
  return (
    <ConfirmDialog
      open={order !== null}
      title="Offer for Trade"
      message={
        order &&
        `Offer your ${order.serviceName} appointment on ${formatDisplayDate(order.appointmentDate)} at ${
          order.appointmentTime
        } for trade? Another customer may take it over; until then you keep it and can cancel the offer.`
      }
      cancelLabel="Keep It"
      confirmLabel="Yes, Offer It"
      onCancel={onCancel}
      onConfirm={() => order && onConfirm(order)}
    />
  );
}

/** Offer for Trade behind its confirmation: `ask(order)` opens it, `dialog` renders it, `offer` runs on Yes. */
export function useOfferTradeConfirm(offer: (order: AccountOrder) => void) {
  const [offering, setOffering] = useState<AccountOrder | null>(null);
  const dialog = (
    <OfferTradeDialog
      order={offering}
      onCancel={() => setOffering(null)}
      onConfirm={(order) => {
        setOffering(null);
        offer(order);
      }}
    />
  );
  return { ask: setOffering, dialog };
}
