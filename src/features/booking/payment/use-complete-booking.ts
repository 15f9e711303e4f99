// 'Complete Booking' of the appointment page: checks the plate and the profile, warns of a clash with the customer's
// own booking, then either sends a special to the payment page (its fee is paid through WiPay) or confirms the order
// and opens the Appointments tab with its confirmation.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigateFunction } from 'react-router-dom';
import { accountPath, paths } from '../../../config/paths';
import { MESSAGES } from '../../../domain/messages';
import type { AppointmentType } from '../../../domain/types';
import type { Validation } from '../../../domain/validation';
import type { BookingProfile } from '../../../lib/data/booking-reads';
import type { BookingDialog } from './check-dialogs';
import type { AppointmentLocationState, ServiceData } from '../session/booking-location-state';
import { serviceIdOf } from '../session/booking-location-state';
import { confirm, ownBookingClash, profileProblem } from './confirm-held-booking';
import { awaitingAnswer } from './unanswered-requests';
import { specialFeeWaived, specialPaymentState } from './special-payment-state';
import type { useBookingFlow } from '../session/use-booking-flow';

type Flow = ReturnType<typeof useBookingFlow>;

export interface CompleteBookingInput {
  uid: string;
  service: ServiceData;
  nav: AppointmentLocationState;
  profile: BookingProfile | null | 'error';
  flow: Flow;
  rebookStateValid: boolean;
  instructions: string;
  plate: Validation<string | null>;
  /** Issue 43: the plan paying for the wash (the server checks it again), or null. */
  planId?: string | null;
}

/** Pays a special's fee on the payment page (WiPay) unless a rebook state waives it, or confirms the order. */
async function completeHeldBooking(
  input: CompleteBookingInput,
  held: { serviceId: string; type: AppointmentType; holdId: string; numberPlate: string | null },
  ui: {
    navigate: NavigateFunction;
    setDialog: (dialog: BookingDialog) => void;
    setError: (message: string) => void;
  },
) {
  const { service, nav, flow, rebookStateValid, instructions, planId = null } = input;
  const { serviceId, type, holdId, numberPlate } = held;
  const { navigate, setDialog, setError } = ui;
  // A special's fee is paid on the payment page (WiPay), unless a rebook state waives it.
  const goPay = () => {
    flow.keepHold();
    navigate(paths.payment, {
      state: specialPaymentState({
        service,
        ...flow.selection,
        holdId,
        specialInstructions: instructions,
        numberPlate,
        secondsLeft: flow.remaining,
      }),
    });
  };
  // A plan is offered for a special only when it includes the fee (plan-choice.tsx): nothing to pay online then.
  if (type === 'special' && !planId && !specialFeeWaived(nav.specialIsFree, rebookStateValid)) return goPay();
  const outcome = await confirm({
    holdId,
    serviceId,
    type,
    specialInstructions: instructions,
    numberPlate,
    planId,
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
}

export function useCompleteBooking(input: CompleteBookingInput) {
  const { profile } = input;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Without phone verification the 'Phone Verification Required' dialog shows straight away.
  const [dialog, setDialog] = useState<BookingDialog>(() =>
    profile !== 'error' && profile !== null && !profile.phoneVerified ? 'phone' : null,
  );

  const book = async (skipClashCheck: boolean) => {
    const { uid, service, flow, plate } = input;
    const { selection } = flow;
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
      await completeHeldBooking(
        input,
        { serviceId, type: selection.type, holdId: flow.holdId, numberPlate: plate.value },
        { navigate, setDialog, setError },
      );
    } finally {
      setBusy(false);
    }
  };

  return { book, busy, error, dialog, setDialog };
}
