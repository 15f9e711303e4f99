import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { MESSAGES, UI_TEXT } from '../../../domain/messages';

export type BookingDialog = null | 'duplicate' | 'someoneElse' | 'phone';

/** The confirmations of the appointment page: duplicate booking, booking for someone else, phone verification. */
export function BookingDialogs({
  dialog,
  onClose,
  onContinueForSomeoneElse,
  onGoToAccount,
  onCancelPhone,
}: {
  dialog: BookingDialog;
  onClose: () => void;
  onContinueForSomeoneElse: () => void;
  onGoToAccount: () => void;
  onCancelPhone: () => void;
}) {
  return (
    <>
      <Modal
        open={dialog === 'duplicate'}
        role="alertdialog"
        size="sm"
        title={UI_TEXT.duplicateBookingDialog}
        onClose={onClose}
        actions={
          <button type="button" className="button" onClick={onClose}>
            OK
          </button>
        }
      >
        <p>You already have an appointment at this date and time. Please choose a different time.</p>
      </Modal>
      <ConfirmDialog
        open={dialog === 'someoneElse'}
        title="Booking for someone else?"
        cancelLabel={MESSAGES.booking.forSomeoneElseNo}
        confirmLabel={MESSAGES.booking.forSomeoneElseYes}
        onCancel={onClose}
        onConfirm={onContinueForSomeoneElse}
      >
        <p>You already have a special appointment at this time. Are you booking this one for someone else?</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'phone'}
        title={UI_TEXT.phoneVerificationRequired}
        confirmLabel="Go to Account"
        onCancel={onCancelPhone}
        onConfirm={onGoToAccount}
      >
        <p>Please verify your phone number on your account page before booking an appointment.</p>
      </ConfirmDialog>
    </>
  );
}
