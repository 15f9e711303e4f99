import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Countdown } from '../../components/countdown';
import { accountPath, paths } from '../../config/paths';
import { LOCATIONS } from '../../domain/catalogue';
import { bookingCountdownStage } from '../../domain/holds';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { formatPrice } from '../../domain/pricing';
import { isBookingSelectionComplete, validateNumberPlate } from '../../domain/validation';
import type { BookingProfile } from '../../lib/data/booking-reads';
import { AvailabilityModal } from './availability-modal';
import { BookingDialogs } from './booking-dialogs';
import type { BookingDialog } from './booking-dialogs';
import type { AppointmentLocationState, ServiceData } from './booking-location-state';
import { EXPIRED_TEXT, serviceIdOf } from './booking-location-state';
import { BookingSummary, bookingFigures } from './booking-summary';
import { DateField, TypeField } from './booking-fields';
import {
  awaitingAnswer,
  confirm,
  ownBookingClash,
  profileProblem,
  specialFeeWaived,
  specialPaymentState,
} from './complete-booking';
import { TimeSelectModal } from './time-select-modal';
import { useBookingFlow } from './use-booking-flow';
import { useEligibility } from './use-eligibility';
import { useOpenAppointmentLimit } from './use-open-appointment-limit';
import { useRebookStateValid } from './use-rebook-state';

export function BookingForm({
  uid,
  service,
  nav,
  profile,
}: {
  uid: string;
  service: ServiceData;
  nav: AppointmentLocationState;
  profile: BookingProfile | null | 'error';
}) {
  const navigate = useNavigate();
  const ids = { location: useId(), instructions: useId(), plate: useId(), plateError: useId() };
  const restore = nav.expired && !nav.resetBooking ? nav.orderDetails : null;
  const flow = useBookingFlow({ uid, restore, onExpire: () => navigate(paths.services, { replace: true }) });
  const { selection } = flow;
  const eligibility = useEligibility(uid, selection.location !== '');
  const rebookStateValid = useRebookStateValid(uid, selection.type === 'special');
  // The 3-appointment limit shows as the page opens, and nothing can be chosen while it is reached.
  const limit = useOpenAppointmentLimit(uid);
  const limitReached = limit?.reached === true;
  const [instructions, setInstructions] = useState('');
  const [plateInput, setPlateInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Without phone verification the 'Phone Verification Required' dialog shows straight away.
  const [dialog, setDialog] = useState<BookingDialog>(() =>
    profile !== 'error' && profile !== null && !profile.phoneVerified ? 'phone' : null,
  );

  const plate = validateNumberPlate(plateInput);
  const figures = bookingFigures({
    service,
    type: selection.type,
    specialIsFree: nav.specialIsFree,
    rebookStateValid,
  });
  const complete =
    isBookingSelectionComplete({ ...selection, appointmentType: selection.type }) && flow.holdId !== null;

  const book = async (skipClashCheck: boolean) => {
    if (!selection.type || !flow.holdId) return;
    const serviceId = serviceIdOf(service);
    if (!plate.ok) return setError(plate.error);
    const problem = profileProblem(profile);
    if (problem?.kind === 'dialog') return setDialog(problem.dialog);
    if (problem?.kind === 'error') return setError(problem.message);
    if (!serviceId) return setError(MESSAGES.booking.failed);
    setBusy(true);
    setError(null);
    try {
      // After a call that got no answer the order may exist already: the retry asks the server, which answers it.
      if (!skipClashCheck && !awaitingAnswer(flow.holdId)) {
        const clash = await ownBookingClash(uid, selection.date, selection.time, selection.type).catch(
          () => null,
        );
        if (clash) return setDialog(clash);
      }
      // A special's fee is paid on the payment page (WiPay), unless a rebook state waives it.
      const holdId = flow.holdId;
      const goPay = () => {
        flow.keepHold();
        navigate(paths.payment, {
          state: specialPaymentState({
            service,
            ...selection,
            holdId,
            specialInstructions: instructions,
            numberPlate: plate.value,
            secondsLeft: flow.remaining,
          }),
        });
      };
      if (selection.type === 'special' && !specialFeeWaived(nav.specialIsFree, rebookStateValid)) {
        return goPay();
      }
      const outcome = await confirm({
        holdId: flow.holdId,
        serviceId,
        type: selection.type,
        specialInstructions: instructions,
        numberPlate: plate.value,
      });
      if (outcome.kind === 'done') {
        flow.keepHold();
        // The Appointments tab opens with the confirmation of this order (features/account/booking-confirmation).
        navigate(accountPath('orders'), {
          state: { message: outcome.message, bookedOrderId: outcome.orderId },
        });
        return;
      }
      if (outcome.kind === 'dialog') return setDialog(outcome.dialog);
      if (outcome.kind === 'pay') return goPay();
      if (outcome.holdLost) flow.loseHold();
      setError(outcome.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {nav.expired && (
        <div className="booking-expired" role="alert">
          <strong>{UI_TEXT.timeExpired}</strong>
          <p>{nav.resetBooking ? EXPIRED_TEXT.reset : EXPIRED_TEXT.restored}</p>
        </div>
      )}
      <section className="booking-card booking-service" aria-labelledby="booking-service-title">
        <h2 id="booking-service-title">{service.name}</h2>
        <p>{service.description}</p>
        <p className="booking-service__price">${service.price.replace(/^\$/, '')}</p>
      </section>

      <form
        className="booking-card booking-form"
        aria-label="Appointment details"
        onSubmit={(event) => {
          event.preventDefault();
          void book(false);
        }}
      >
        <div className="booking-choices">
          {limit?.reached && (
            <div className="booking-limit" role="alert">
              <p>{limit.message}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => navigate(paths.account)}
              >
                Go to Account
              </button>
            </div>
          )}
          <div className="booking-field">
            <label htmlFor={ids.location}>Select Location</label>
            <select
              id={ids.location}
              value={selection.location}
              disabled={limitReached}
              onChange={(e) => flow.chooseLocation(e.target.value)}
            >
              <option value="">Choose a location</option>
              {LOCATIONS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </div>

          <TypeField flow={flow} eligibility={eligibility} />

          <div className="booking-field">
            <label htmlFor={ids.instructions}>Special instructions (optional)</label>
            <textarea
              id={ids.instructions}
              maxLength={500}
              rows={2}
              value={instructions}
              onChange={(e) => setInstructions(e.target.value)}
            />
          </div>

          <DateField flow={flow} />

          <div className="booking-field">
            <button
              type="button"
              className="button button--secondary booking-time"
              disabled={!selection.date}
              onClick={flow.openTimeModal}
            >
              Select Time
            </button>
            <p className="booking-hint" aria-live="polite">
              {selection.time
                ? `Selected time: ${selection.time}`
                : selection.date
                  ? 'No time selected yet.'
                  : 'Choose a date first.'}
            </p>
          </div>

          <div className="booking-field">
            <label htmlFor={ids.plate}>Number Plate (optional)</label>
            <input
              id={ids.plate}
              value={plateInput}
              maxLength={20}
              autoComplete="off"
              aria-invalid={!plate.ok}
              aria-describedby={!plate.ok ? ids.plateError : undefined}
              onChange={(e) => setPlateInput(e.target.value)}
            />
            {!plate.ok && (
              <p id={ids.plateError} className="form-error">
                {plate.error}
              </p>
            )}
          </div>
        </div>

        <div className="booking-side">
          <BookingSummary
            service={service}
            selection={selection}
            specialIsFree={nav.specialIsFree}
            rebookStateValid={rebookStateValid}
            numberPlate={plate.ok ? plate.value : null}
          />
        </div>

        {/* The booking bar: on a phone it stays at the bottom of the screen (timer, total, main button in view). */}
        <div className="booking-bar">
          {error && (
            <p role="alert" className="form-error booking-bar__error">
              {error}
            </p>
          )}
          {flow.remaining !== null && (
            <Countdown
              seconds={flow.remaining}
              stage={bookingCountdownStage(flow.remaining)}
              label="Time left to complete your booking"
            />
          )}
          <p className="booking-bar__total">
            <span>Total</span> <strong>{formatPrice(figures.total)}</strong>
          </p>
          <div className="booking-actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => navigate(paths.services)}
            >
              Back
            </button>
            <button type="submit" className="button" disabled={!complete || busy}>
              {busy ? MESSAGES.booking.processing : 'Complete Booking'}
            </button>
          </div>
        </div>
      </form>

      <TimeSelectModal
        open={flow.timeModalOpen}
        slots={flow.slots}
        onSelect={flow.selectTime}
        onClose={flow.closeTimeModal}
        appointmentType={selection.type || 'free'}
      />
      <AvailabilityModal
        check={flow.check}
        onContinue={flow.continueAfterCheck}
        onSelectNewTime={flow.selectNewTime}
        onTryAgain={flow.tryAgain}
        onClose={flow.closeCheck}
      />
      <BookingDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onContinueForSomeoneElse={() => {
          setDialog(null);
          void book(true);
        }}
        onGoToAccount={() => navigate(paths.account)}
        onCancelPhone={() => {
          setDialog(null);
          navigate(paths.services);
        }}
      />
    </>
  );
}
