import { APP_CALL } from '../http/call-options';
import { onCall } from 'firebase-functions/v2/https';
import { eligibilityHandler, type EligibilityRequest } from './eligibility-handler';

/** { canBook, details }: one free appointment every 3 days from the last one, and no live free block. */
export const checkFreeAppointmentEligibility = onCall<EligibilityRequest>(
  APP_CALL,
  eligibilityHandler('free'),
);
