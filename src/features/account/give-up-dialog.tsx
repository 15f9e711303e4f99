import { formatDisplayDate } from '../../domain/calendar';
import { Modal } from '../../components/modal';
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
    <Modal
      open={order !== null}
      role="alertdialog"
      size="sm"
      title="Give Up Appointment"
      onClose={onCancel}
      description={
        order &&
        `Are you sure you want to give up your ${order.serviceName} appointment on ${formatDisplayDate(
          order.appointmentDate,
        )} at ${order.appointmentTime}? This cannot be undone.`
      }
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Keep Appointment
          </button>
          <button type="button" className="button button--danger" onClick={() => order && onConfirm(order)}>
            Yes, Give Up
          </button>
        </>
      }
    />
  );
}
