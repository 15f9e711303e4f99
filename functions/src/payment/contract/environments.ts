// Hosts and credentials: which host each environment uses and what each credential is for.
import { PAGES } from './sources';

/** platforms-and-environments: "Trinidad & Tobago | TT | https://tt.wipayfinancial.com | https://ttsb.wipayfinancial.com" */
export const HOSTS = {
  source: PAGES.platforms,
  TT: { live: 'https://tt.wipayfinancial.com', sandbox: 'https://ttsb.wipayfinancial.com' },
  /** "Payments API | /plugins/payments/request"; "WAPIs | /wapi/{resource-path}" */
  paymentRequestPath: '/plugins/payments/request',
  wapiBasePath: '/wapi',
  /** "The Payments API still uses the environment request parameter as part of the request payload." */
  environmentStillInBody: true,
} as const;

/**
 * getting-started and payments-api: two credentials.
 *  - the Payments API "API Key": "used only for server-side response-hash verification"; "The API Key is not sent to
 *    the Payments API endpoint"; sandbox API Key "123" with sandbox account_number "1234567890".
 *  - a WAPI Key (BUSINESS accounts, created on the Developer page): "Live keys use the wapi_live_... prefix and sandbox
 *    keys use the wapi_test_... prefix"; sent as `X-WAPI-Key: wapi_live_<kid>_<secret>` or
 *    `wapi_test_<kid>_<secret>`, or instead `Authorization: Bearer <access_token>`: "Send exactly one of
 *    Authorization or X-WAPI-Key." (wapi/transactions/retrieve, wapi/transactions/refund-request)
 */
export const CREDENTIALS = {
  source: [PAGES.gettingStarted, PAGES.paymentsOverview, PAGES.retrieve],
  sandbox: { accountNumber: '1234567890', apiKey: '123' },
  wapiKeyPrefix: { live: 'wapi_live_', sandbox: 'wapi_test_' },
  /** The key's two parts after the prefix, as the pages write it: <kid>_<secret>. */
  wapiKeyShape: /^wapi_(live|test)_[A-Za-z0-9]+_[A-Za-z0-9]+$/,
  silent:
    'The pages name the form wapi_<env>_<kid>_<secret> but not the alphabet or length of <kid> and <secret>: ' +
    "the shape above accepts letters and digits of any length, and the smoke test prints the real key's shape.",
} as const;
