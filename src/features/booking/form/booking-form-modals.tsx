// The dialogs of the booking form: the time modal, the availability check and the booking's own dialogs (phone
// verification, a clash with the customer's own booking, ...).
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AvailabilityModal } from '../time/availability-check';
import { BookingDialogs } from '../payment/check-dialogs';
import { LiveTimeSelect } from '../time/live-time-select';
import type { useBookingFlow } from '../session/use-booking-flow';
import type { useCompleteBooking } from '../payment/use-complete-booking';

export function BookingModals({
  flow,
  booking,
}: {
  flow: ReturnType<typeof useBookingFlow>;
  booking: ReturnType<typeof useCompleteBooking>;
}) {
  const navigate = useNavigate();
  return (
    <>
      <LiveTimeSelect
        day={flow.day}
        uid={flow.uid}
        holdId={flow.holdId}
        time={flow.selection.time}
        checkClosed={flow.check.status === 'closed'}
        onSlotFilled={flow.slotFilled}
        open={flow.timeModalOpen}
        onSelect={flow.selectTime}
        onClose={flow.closeTimeModal}
        appointmentType={flow.selection.type || 'free'}
      />
      <AvailabilityModal
        check={flow.check}
        onContinue={flow.continueAfterCheck}
        onSelectNewTime={flow.selectNewTime}
        onTryAgain={flow.tryAgain}
        onClose={flow.closeCheck}
      />
      <BookingDialogs
        dialog={booking.dialog}
        onClose={() => booking.setDialog(null)}
        onContinueForSomeoneElse={() => {
          booking.setDialog(null);
          void booking.book(true);
        }}
        onGoToAccount={() => navigate(paths.account)}
        onCancelPhone={() => {
          booking.setDialog(null);
          navigate(paths.services);
        }}
      />
    </>
  );
}
