import { onCall } from 'firebase-functions/v2/https';
import { APP_CALL } from '../http/call-options';
import { eligibilityCallable } from '../http/eligibility-spec';

/** { canBook, details }: one free appointment every 3 days from the last one, and no live free block. */
export const checkFreeAppointmentEligibility = onCall(
  APP_CALL,
  eligibilityCallable('checkFreeAppointmentEligibility', 'free'),
);
