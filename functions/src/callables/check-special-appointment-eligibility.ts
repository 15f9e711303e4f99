import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { eligibilityHandler, type EligibilityRequest } from './eligibility-handler';

/** { canBook, details }: refused only while a special block is live. */
export const checkSpecialAppointmentEligibility = onCall<EligibilityRequest>(
  APP_CALL,
  eligibilityHandler('special'),
);
