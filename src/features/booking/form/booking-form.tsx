import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { OpenAppointmentLimit } from '../../../domain/booking-preconditions';
import { isBookingSelectionComplete } from '../../../domain/validation';
import type { BookingProfile } from '../../../lib/data/booking-reads';
import { BookingDialogs } from '../payment/check-dialogs';
import { useCompleteBooking } from '../payment/use-complete-booking';
import type { AppointmentLocationState, ServiceData } from '../session/booking-location-state';
import { serviceIdOf } from '../session/booking-location-state';
import { useBookingFlow } from '../session/use-booking-flow';
import { useEligibility } from '../session/use-eligibility';
import { useRebookStateValid } from '../session/use-rebook-state';
import { AvailabilityModal } from '../time/availability-check';
import { LiveTimeSelect } from '../time/select-time';
import { BookingBar } from './booking-bar';
import { ExpiredNotice, ServiceCard } from './booking-notices';
import { BookingSummary, bookingFigures } from './booking-summary';
import { BookingChoices } from './choice-fields';
import { useBookingDetails } from './use-booking-details';
import { usePlanChoice } from './plan-choice';

/**
 * The page's state after its hold ran out (issue 46): the banner, and the location, type and date kept, so only the
 * time is chosen again (the customer was sent to Services with every choice lost and no word).
 */
function expiredHere(
  service: ServiceData,
  nav: AppointmentLocationState,
  selection: { location: string; type: string; date: string },
) {
  return {
    serviceData: service,
    expired: true,
    resetBooking: false,
    fromServices: nav.fromServices,
    orderDetails: {
      location: selection.location,
      appointmentType: selection.type || undefined,
      appointmentDate: selection.date,
    },
  };
}

/** The booking form; `limit` is the 3-appointment limit, read before the form shows (null: could not be read). */
export function BookingForm({
  uid,
  service,
  nav,
  profile,
  limit,
}: {
  uid: string;
  service: ServiceData;
  nav: AppointmentLocationState;
  profile: BookingProfile | null | 'error';
  limit: OpenAppointmentLimit | null;
}) {
  const navigate = useNavigate();
  const restore = nav.expired && !nav.resetBooking ? nav.orderDetails : null;
  // Issue 46: when the hold runs out the customer stays here, told so, with their choices kept.
  const flow = useBookingFlow({
    uid,
    restore,
    onExpire: () =>
      navigate(paths.appointment, { replace: true, state: expiredHere(service, nav, flow.selection) }),
    offer: nav.waitlistOffer,
  });
  const { selection } = flow;
  const eligibility = useEligibility(uid, selection.location !== '');
  const rebookStateValid = useRebookStateValid(uid, selection.type === 'special');
  const details = useBookingDetails();
  const plan = usePlanChoice(uid, serviceIdOf(service), selection, details.plate);
  const booking = useCompleteBooking({
    uid,
    service,
    nav,
    profile,
    flow,
    rebookStateValid,
    instructions: details.instructions,
    plate: plan.plate,
    planId: plan.chosen?.planId ?? null,
  });
  const { specialIsFree } = nav;
  const figures = bookingFigures({ service, type: selection.type, specialIsFree, rebookStateValid });
  const complete =
    isBookingSelectionComplete({ ...selection, appointmentType: selection.type }) && flow.holdId !== null;

  return (
    <>
      {nav.expired && <ExpiredNotice reset={nav.resetBooking} />}
      <ServiceCard service={service} />
      <form
        className="booking-card booking-form"
        aria-label="Appointment details"
        onSubmit={(event) => {
          event.preventDefault();
          void booking.book(false);
        }}
      >
        <BookingChoices flow={flow} eligibility={eligibility} limit={limit} details={details} plan={plan} />
        <div className="booking-side">
          <BookingSummary
            service={service}
            selection={selection}
            specialIsFree={specialIsFree}
            rebookStateValid={rebookStateValid}
            numberPlate={plan.plate.ok ? plan.plate.value : null}
            planName={plan.chosen?.name ?? null}
          />
        </div>
        <BookingBar
          error={booking.error}
          remaining={flow.remaining}
          total={plan.chosen ? 0 : figures.total}
          complete={complete}
          busy={booking.busy}
          onBack={() => navigate(paths.services)}
        />
      </form>
      <BookingModals flow={flow} booking={booking} />
    </>
  );
}

/**
 * The dialogs over the booking form: the time modal, the availability check and Complete Booking's own checks (phone
 * verification, a clash with the customer's own booking).
 */
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
