import { Modal } from '../../components/modal';
import { MESSAGES, UI_TEXT } from '../../domain/messages';

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
      <Modal
        open={dialog === 'someoneElse'}
        role="alertdialog"
        size="sm"
        title="Booking for someone else?"
        onClose={onClose}
        actions={
          <>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {MESSAGES.booking.forSomeoneElseNo}
            </button>
            <button type="button" className="button" onClick={onContinueForSomeoneElse}>
              {MESSAGES.booking.forSomeoneElseYes}
            </button>
          </>
        }
      >
        <p>You already have a special appointment at this time. Are you booking this one for someone else?</p>
      </Modal>
      <Modal
        open={dialog === 'phone'}
        role="alertdialog"
        size="sm"
        title={UI_TEXT.phoneVerificationRequired}
        onClose={onCancelPhone}
        actions={
          <>
            <button type="button" className="button button--secondary" onClick={onCancelPhone}>
              Cancel
            </button>
            <button type="button" className="button" onClick={onGoToAccount}>
              Go to Account
            </button>
          </>
        }
      >
        <p>Please verify your phone number on your account page before booking an appointment.</p>
      </Modal>
    </>
  );
}
