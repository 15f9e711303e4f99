// The availability check of a chosen time (spec section 4): asks the server for a hold and turns its answer into the
// availability dialog's state, with the hold when one was granted.
import { MESSAGES } from '../../../domain/messages';
import type { AppointmentType } from '../../../domain/types';
import { requestHold, type CallFailure } from '../../../lib/data/booking-calls';
import { browserSessionId } from '../../../lib/data/session-markers';
import type { AvailabilityCheck } from './availability-check';

export interface SlotHoldResult {
  check: AvailabilityCheck;
  hold: { holdId: string; expiresAt: number } | null;
}

export async function requestSlotHold(
  slot: { location: string; type: AppointmentType; date: string },
  time: string,
): Promise<SlotHoldResult> {
  const outcome = await requestHold({
    appointmentDate: slot.date,
    appointmentTime: time,
    appointmentType: slot.type,
    location: slot.location,
    // The userSessions id: the server refuses a hold from a page whose session is not the live one.
    pageLoadId: browserSessionId(),
  }).catch(() => null);
  if (outcome?.status === 'held') {
    return {
      check: { status: 'available', time },
      hold: { holdId: outcome.holdId, expiresAt: outcome.expiresAt },
    };
  }
  if (outcome?.status === 'full') return { check: { status: 'unavailable', time }, hold: null };
  const refusal = outcome?.status === 'error' ? holdRefusalMessage(outcome.failure) : null;
  // The server refused the customer, not the slot: trying again would not help.
  if (refusal !== null) return { check: { status: 'refused', time, message: refusal }, hold: null };
  return { check: { status: 'error', time, message: MESSAGES.timeSlots.checkFailed }, hold: null };
}

/**
 * What the availability check shows when the server refused the hold because the customer may not book it (the
 * same refusals as Complete Booking, with the spec's messages), or null for any other failure (Try Again).
 */
export function holdRefusalMessage(failure: CallFailure): string | null {
  switch (failure.reason) {
    case 'contact-missing':
      return `${MESSAGES.contactNumber.missing} ${MESSAGES.contactNumber.goToAccount}`;
    case 'phone-not-verified':
    case 'profile-missing':
    case 'max-open-appointments':
    case 'not-eligible':
    case 'duplicate-booking':
    case 'hold-limit':
    case 'seat-time-limit':
      return failure.message;
    case 'session-conflict':
      return MESSAGES.session.activeBookingSession;
    default:
      return null;
  }
}
