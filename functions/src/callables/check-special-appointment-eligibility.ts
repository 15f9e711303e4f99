import { onCall } from 'firebase-functions/v2/https';
import { APP_CALL } from '../http/call-options';
import { eligibilityCallable } from '../http/eligibility-spec';

/** { canBook, details }: refused only while a special block is live. */
export const checkSpecialAppointmentEligibility = onCall(
  APP_CALL,
  eligibilityCallable('checkSpecialAppointmentEligibility', 'special'),
);
