// The requests Twilio makes to the app: the status callback of an outbound message (outboundStatus, trackDelivery)
// and an inbound message (messageResource; security), both POST application/x-www-form-urlencoded and signed.
import { PAGES } from './messaging-sources';

/**
 * "Twilio sends a status callback request ... for each change in status" with these parameters (trackDelivery;
 * outboundStatus). "A status callback request is not sent for the initial status of a newly created Message resource."
 */
export const STATUS_CALLBACK = {
  source: PAGES.outboundStatus,
  parameters: [
    'AccountSid',
    'From',
    'MessageSid',
    'MessageStatus',
    'SmsSid',
    'SmsStatus',
    'To',
    'ApiVersion',
  ],
  /** "If a message fails or is undelivered, ErrorCode (and ErrorMessage on some channels) are added." */
  failureParameters: ['ErrorCode'],
  /** The statuses after queued, for a message without a Messaging Service. */
  progression: { ok: ['sent', 'delivered'], fail: ['failed', 'undelivered'] },
  silent:
    'The pages do not give the delay between statuses; the simulator waits TWILIO_SIM_CALLBACK_DELAY_MS (200) ' +
    'between each. Callbacks may arrive out of order: the app never moves a delivery back (delivered beats sent).',
} as const;

/** An inbound message to the app's number (messageResource: "Someone sends a message to one of your numbers"). */
export const INBOUND_MESSAGE = {
  source: PAGES.messageResource,
  parameters: [
    'MessageSid',
    'SmsSid',
    'AccountSid',
    'MessagingServiceSid',
    'From',
    'To',
    'Body',
    'NumMedia',
    'NumSegments',
    'ApiVersion',
  ],
  /** WhatsApp adds ProfileName and WaId; From and To carry the "whatsapp:" prefix. */
  whatsappParameters: ['ProfileName', 'WaId'],
  /** Twilio expects TwiML or an empty answer; an empty <Response/> sends no reply. */
  emptyResponse: '<?xml version="1.0" encoding="UTF-8"?><Response></Response>',
} as const;

/**
 * X-Twilio-Signature (security page): "take the full URL of the request ... If the request is a POST, sort all of the
 * POST parameters alphabetically (using Unix-style case-sensitive sorting order); iterate through the sorted list of
 * POST parameters, and append the variable name and value (with no delimiters) to the end of the URL string; sign the
 * resulting string with HMAC-SHA1 using your AuthToken as the key; Base64 encode the resulting hash value."
 */
export const SIGNATURE = {
  source: PAGES.security,
  header: 'X-Twilio-Signature',
  algorithm: 'base64(HMAC-SHA1(url + sorted(name + value), authToken))',
  /** The page's example request (a voice callback: the scheme is the same for messaging). */
  vector: {
    url: 'https://mycompany.com/myapp.php?foo=1&bar=2',
    params: {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    },
    authToken: '12345',
    /**
     * Computed with Node's crypto from the page's recipe. It is the value the security page prints for this example
     * as far as it was remembered; the excerpt the search tool returned did not include the printed value.
     */
    signature: '0/KCTR6DLpKmkAf8muzZqo1nDgQ=',
  },
  silent:
    'The URL must be the one Twilio called (scheme, host, path and query): the app is told its public base ' +
    '(TWILIO_WEBHOOK_BASE) rather than trusting the Host header, so a proxy cannot change what is verified.',
} as const;

/**
 * The opt-out keywords Twilio handles by default (optOut page): a single-word reply blocks the number (later sends
 * fail with 21610) and is still passed to the webhook; the opt-in keywords undo it.
 */
export const OPT_OUT = {
  source: PAGES.optOut,
  optOut: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'],
  optIn: ['START', 'YES', 'UNSTOP'],
  /** "Only single-word messages will trigger the block ... replying 'STOP PLEASE' ... will not." */
  singleWordOnly: true,
  silent:
    'Twilio filters opt-outs on SMS senders; for WhatsApp the page is silent, so the app applies the same keywords ' +
    'to WhatsApp replies itself (the issue: "WhatsApp replies STOP turn that channel off").',
} as const;

/** WhatsApp's customer service window (whatsappTemplates; error63016). */
export const WHATSAPP_WINDOW = {
  source: PAGES.error63016,
  hours: 24,
  /** "business-initiated messages sent outside the 24-hour customer service window must use an approved template". */
  outsideNeeds: 'ContentSid',
  errorCode: 63016,
} as const;
