import { Modal } from '../../../components/modal';
import { UI_TEXT } from '../../../domain/messages';

export type AvailabilityCheck =
  | { status: 'closed' }
  | { status: 'checking'; time: string }
  | { status: 'available'; time: string }
  | { status: 'unavailable'; time: string }
  | { status: 'error'; time: string; message: string }
  | { status: 'refused'; time: string; message: string };

export interface AvailabilityModalProps {
  check: AvailabilityCheck;
  onContinue: () => void;
  onSelectNewTime: () => void;
  onTryAgain: () => void;
  onClose: () => void;
}

/** Whether another time of the same day can succeed after a refusal: only when the refusal was that very time. */
function newTimeCanHelp(message: string): boolean {
  return message === UI_TEXT.duplicateBookingDialog;
}

/** 'Checking Availability' and its three outcomes (spec section 2), plus the server refusing the customer. */
export function AvailabilityModal({
  check,
  onContinue,
  onSelectNewTime,
  onTryAgain,
  onClose,
}: AvailabilityModalProps) {
  if (check.status === 'closed') return null;
  const checking = check.status === 'checking';
  return (
    <Modal
      open
      title={UI_TEXT.checkingAvailability}
      onClose={checking ? () => undefined : onClose}
      closeOnEscape={!checking}
      closeOnOverlayClick={!checking}
      showCloseButton={!checking}
      size="sm"
      actions={
        check.status === 'available' ? (
          <button type="button" className="button" onClick={onContinue}>
            Continue with Booking
          </button>
        ) : check.status === 'refused' && !newTimeCanHelp(check.message) ? (
          // The customer was refused, not the slot (the 3-appointment limit, a block, the profile): another time
          // of the same day cannot succeed, so no 'Select New Time'.
          <button type="button" className="button" onClick={onClose}>
            OK
          </button>
        ) : check.status === 'unavailable' || check.status === 'refused' ? (
          <button type="button" className="button" onClick={onSelectNewTime}>
            Select New Time
          </button>
        ) : check.status === 'error' ? (
          <button type="button" className="button" onClick={onTryAgain}>
            Try Again
          </button>
        ) : null
      }
    >
      <div aria-live="polite" className="availability">
        {checking && <p className="availability__checking">{UI_TEXT.verifyingAvailability}</p>}
        {check.status === 'available' && (
          <>
            <p className="availability__title availability__title--ok">{UI_TEXT.slotAvailable}</p>
            <p>{check.time} is reserved for you for 2 minutes.</p>
          </>
        )}
        {check.status === 'unavailable' && (
          <>
            <p className="availability__title availability__title--bad">{UI_TEXT.slotNoLongerAvailable}</p>
            <p>{check.time} was taken by another customer meanwhile.</p>
          </>
        )}
        {(check.status === 'error' || check.status === 'refused') && (
          <p role="alert" className="form-error">
            {check.message}
          </p>
        )}
      </div>
    </Modal>
  );
}
