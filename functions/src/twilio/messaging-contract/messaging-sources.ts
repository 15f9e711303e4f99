// Twilio's published Programmable Messaging contract, transcribed (convention 12). Every fixture in this folder names
// the page it was copied from and the version or date the page showed when it was read (2026-11-28, through the
// project's search tool). The client (../twilio-client.ts), the signature check (../twilio-signatures.ts) and the
// local simulator (scripts/twilio-simulator) are all tested against these files. Where a page is silent, the fixture
// says so in `silent` and the behaviour is one setting.

export interface Source {
  /** The page, as published under https://www.twilio.com/docs (or help.twilio.com). */
  page: string;
  /** The version or date the page displayed. */
  version: string;
}

const DOCS = 'https://www.twilio.com/docs';

export const PAGES = {
  messageResource: {
    page: `${DOCS}/messaging/api/message-resource`,
    version: 'dateModified 2026-03-09T18:47:22Z (API version 2010-04-01)',
  },
  outboundStatus: {
    page: `${DOCS}/messaging/guides/outbound-message-status-in-status-callbacks`,
    version: 'unversioned (read 2026-11-28)',
  },
  trackDelivery: {
    page: `${DOCS}/guides/how-to-confirm-delivery-in-node-js`,
    version: 'unversioned (read 2026-11-28)',
  },
  security: { page: `${DOCS}/usage/security`, version: 'unversioned (read 2026-11-28)' },
  contentSend: {
    page: `${DOCS}/content/send-templates-created-with-the-content-template-builder`,
    version: 'unversioned (read 2026-11-28); changelog 2024-09-04: Messaging Service optional for templates',
  },
  whatsappTemplates: {
    page: `${DOCS}/whatsapp/tutorial/send-whatsapp-notification-messages-templates`,
    version: 'unversioned (read 2026-11-28)',
  },
  optOut: {
    page: 'https://help.twilio.com/articles/223134027-Twilio-support-for-opt-out-keywords-SMS-STOP-filtering',
    version: 'read 2026-11-28 (notice: unified cross-channel opt-outs from 2026-03-16)',
  },
  error21211: { page: `${DOCS}/api/errors/21211`, version: 'read 2026-11-28' },
  error21610: { page: `${DOCS}/api/errors/21610`, version: 'read 2026-11-28' },
  error63016: { page: `${DOCS}/api/errors/63016`, version: 'read 2026-11-28' },
  errors: { page: `${DOCS}/api/errors`, version: 'read 2026-11-28' },
  /** NOT in the search corpus: see messaging-prices.ts. */
  smsPricingTT: {
    page: 'https://www.twilio.com/en-us/sms/pricing/tt',
    version: 'not read (absent from corpus)',
  },
} as const satisfies Record<string, Source>;
