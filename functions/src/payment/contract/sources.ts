// WiPay's published contract, transcribed (convention 12). Every fixture in this folder names the page it was
// copied from and the documentation version that page showed when it was read (2026-11-27). The client
// (../wipay-client.ts), the local simulator (scripts/wipay-simulator) and the sandbox smoke test
// (scripts/wipay-sandbox-smoke.ts) are all tested against these files, so the simulator cannot drift from WiPay while
// the client follows it. Where a page is silent, the fixture says so in `silent` and the behaviour is one setting.

export interface Source {
  /** The page, as published under https://docs.wipayfinancial.com */
  page: string;
  /** The version the page displayed. */
  version: string;
}

const DOCS = 'https://docs.wipayfinancial.com';

export const PAGES = {
  gettingStarted: { page: `${DOCS}/getting-started`, version: 'unversioned (read 2026-11-27)' },
  platforms: { page: `${DOCS}/platforms-and-environments`, version: 'unversioned (read 2026-11-27)' },
  paymentsOverview: { page: `${DOCS}/payments-api`, version: 'Payments API v1.0.9' },
  paymentRequest: { page: `${DOCS}/payments-api/payment-request`, version: 'Payments API v1.0.11' },
  transactionResponse: { page: `${DOCS}/payments-api/transaction-response`, version: 'Payments API v1.0.9' },
  paymentsFaq: { page: `${DOCS}/payments-api/faq`, version: 'Payments API v1.0.9' },
  retrieve: { page: `${DOCS}/wapi/transactions/retrieve`, version: 'WAPIs v2.0.0' },
  retrieveReference: { page: `${DOCS}/wapi/transactions/retrieveTransaction`, version: 'WAPIs v2.0.2' },
  refundRequest: { page: `${DOCS}/wapi/transactions/refund-request`, version: 'WAPIs v2.0.0' },
  refundReference: { page: `${DOCS}/wapi/transactions/createRefundRequest`, version: 'WAPIs v2.0.2' },
  webhooks: { page: `${DOCS}/webhooks`, version: 'unversioned (read 2026-11-27)' },
  paymentEvents: { page: `${DOCS}/webhooks/payments-api`, version: 'unversioned (read 2026-11-27)' },
} as const satisfies Record<string, Source>;
