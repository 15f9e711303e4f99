// Create a Message and the Message resource (messageResource page). "POST
// https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages.json", HTTP basic auth (Account SID and Auth Token,
// or an API key SID and secret), form-encoded parameters.
import { PAGES } from './messaging-sources';

export const API_BASE = 'https://api.twilio.com';
export const API_VERSION = '2010-04-01';

/** The path of Create a Message (and, with /{Sid}.json, of Fetch a Message). */
export const messagesPath = (accountSid: string) => `/${API_VERSION}/Accounts/${accountSid}/Messages.json`;
export const messagePath = (accountSid: string, sid: string) =>
  `/${API_VERSION}/Accounts/${accountSid}/Messages/${sid}.json`;

export const SID_SHAPES = {
  source: PAGES.messageResource,
  account: /^AC[0-9a-fA-F]{32}$/,
  /** "SM|MM" prefix, 34 characters. */
  message: /^(SM|MM)[0-9a-fA-F]{32}$/,
  messagingService: /^MG[0-9a-fA-F]{32}$/,
  /** Content API templates: "ContentSid (HX...)". */
  content: /^HX[0-9a-fA-F]{32}$/,
  apiKey: /^SK[0-9a-fA-F]{32}$/,
} as const;

/** The parameters of Create a Message this app sends, as the page names them. */
export const CREATE_PARAMETERS = {
  source: PAGES.messageResource,
  /** "To — Required. The recipient's phone number in E.164 format (for SMS/MMS) or channel address, e.g. whatsapp:+15552229999." */
  required: ['To'],
  /** "Required if MessagingServiceSid is not passed" / "Required if From is not passed". */
  senderOneOf: ['From', 'MessagingServiceSid'],
  /** "Required if MediaUrl or ContentSid is not passed" (Body); a template sends ContentSid and no Body. */
  contentOneOf: ['Body', 'MediaUrl', 'ContentSid'],
  optional: ['StatusCallback', 'ContentVariables', 'ValidityPeriod', 'Attempt'],
  /** "The text content of the outgoing message. Can be up to 1,600 characters in length." */
  bodyMaxChars: 1600,
  /** E.164: "+ followed by the country code and the subscriber number", at most 15 digits (error21211 page). */
  e164: /^\+[1-9]\d{6,14}$/,
  /** Channel addresses: "whatsapp:+15552229999". */
  whatsappPrefix: 'whatsapp:',
  /** ContentVariables: "JSON string ... You can include up to 100 key-value pairs per request" (contentSend). */
  contentVariablesMax: 100,
} as const;

export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'delivered',
  'undelivered',
  'receiving',
  'received',
  'accepted',
  'scheduled',
  'read',
  'partially_delivered',
  'canceled',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * The Message resource JSON, the page's example answer of Create a Message (201 Created) with this app's values. "A
 * Message created without a Messaging Service: queued" (outboundStatus). Dates are RFC 2822 in GMT.
 */
export const MESSAGE_RESOURCE_EXAMPLE = {
  source: PAGES.messageResource,
  httpStatus: 201,
  body: {
    account_sid: 'ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    api_version: '2010-04-01',
    body: 'Touch-Free Car Wash: booked',
    date_created: 'Thu, 24 Aug 2023 05:01:45 +0000',
    date_sent: null,
    date_updated: 'Thu, 24 Aug 2023 05:01:45 +0000',
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: '+14155552345',
    messaging_service_sid: null,
    num_media: '0',
    num_segments: '1',
    price: null,
    price_unit: 'USD',
    sid: 'SMXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    status: 'queued',
    subresource_uris: {
      media:
        '/2010-04-01/Accounts/ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX/Messages/SMXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX/Media.json',
    },
    to: '+18682223333',
    uri: '/2010-04-01/Accounts/ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX/Messages/SMXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX.json',
  },
} as const;
export type MessageResource = { [K in keyof (typeof MESSAGE_RESOURCE_EXAMPLE)['body']]: unknown } & {
  sid: string;
  status: MessageStatus;
  to: string;
  from: string;
  body: string;
  error_code: number | null;
};

export const GSM7_SEGMENTS = {
  source: PAGES.messageResource,
  /** "SMS message bodies that exceed the character limit are segmented and charged as multiple messages." */
  single: 160,
  multipart: 153,
  ucs2Single: 70,
  silent:
    'The issue adds for +1868 that long messages are not joined on the handset: every SMS this app sends fits one ' +
    'segment of 160 GSM-7 septets (src/domain/messages/sms-text.ts), so num_segments is always 1.',
} as const;
