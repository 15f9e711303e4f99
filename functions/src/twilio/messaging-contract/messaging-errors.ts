// Twilio's error answers (errors pages; messageResource page). A refused REST request answers JSON
// { code, message, more_info, status } with the HTTP status in `status`; a message accepted and failing later carries
// its code in the status callback's ErrorCode and the resource's error_code.
import { PAGES } from './messaging-sources';

export interface TwilioErrorBody {
  code: number;
  message: string;
  more_info: string;
  status: number;
}

export const errorBody = (code: number, status: number, message: string): TwilioErrorBody => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

/** Errors of the create request itself (synchronous: the HTTP answer). */
export const REQUEST_ERRORS = {
  invalidTo: {
    source: PAGES.error21211,
    code: 21211,
    status: 400,
    message: "Invalid 'To' Phone Number",
  },
  unsubscribed: {
    source: PAGES.error21610,
    code: 21610,
    status: 400,
    message: 'Attempt to send to unsubscribed recipient',
  },
  bodyRequired: { source: PAGES.errors, code: 21602, status: 400, message: 'Message body is required.' },
  fromRequired: {
    source: PAGES.errors,
    code: 21603,
    status: 400,
    message: "A 'From' or 'MessagingServiceSid' parameter is required to send a message",
  },
  toRequired: { source: PAGES.errors, code: 21604, status: 400, message: "A 'To' phone number is required." },
  bodyTooLong: {
    source: PAGES.errors,
    code: 21617,
    status: 400,
    message: 'The concatenated message body exceeds the 1600 character limit.',
  },
  authenticate: { source: PAGES.errors, code: 20003, status: 401, message: 'Authenticate' },
  notFound: {
    source: PAGES.errors,
    code: 20404,
    status: 404,
    message: 'The requested resource was not found',
  },
  tooManyRequests: { source: PAGES.errors, code: 20429, status: 429, message: 'Too Many Requests' },
} as const;

/** Errors a message accepted (201) fails with later: status failed or undelivered, ErrorCode in the callback. */
export const DELIVERY_ERRORS = {
  30003: { source: PAGES.errors, status: 'undelivered', message: 'Unreachable destination handset' },
  30005: { source: PAGES.errors, status: 'undelivered', message: 'Unknown destination handset' },
  30006: { source: PAGES.errors, status: 'undelivered', message: 'Landline or unreachable carrier' },
  30007: { source: PAGES.errors, status: 'undelivered', message: 'Message filtered' },
  63016: {
    source: PAGES.error63016,
    status: 'failed',
    message: 'Outside messaging window. For WhatsApp, use a Message Template instead',
  },
} as const;
export type DeliveryErrorCode = keyof typeof DELIVERY_ERRORS;

/**
 * Which codes mean the number itself will not take messages (the app marks it and tells the customer): invalid,
 * unsubscribed (STOP), unknown handset, landline. Twilio's pages describe causes, not permanence, and warn "avoiding
 * writing programmatic logic based on error code fields" (changelog 2024-07-10): this list is the app's own choice.
 */
export const PERMANENT_NUMBER_ERRORS: readonly number[] = [21211, 21610, 21614, 30005, 30006];
/** Retried with backoff: rate limit and Twilio's own failures (HTTP 429 and 5xx). */
export const RETRY_HTTP_STATUSES: readonly number[] = [429, 500, 502, 503, 504];
