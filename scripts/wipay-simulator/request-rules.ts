// The payment request's rules, as the payments-api/payment-request page states them (the fixture
// functions/src/payment/contract/payment-request.ts): a request WiPay would refuse is refused here too. The page
// does not print its refusal bodies, so the status (422) and the wording of each message are the simulator's own,
// in the style of WiPay's documented messages; only "refused, with a JSON message" is the contract.
import { PAYMENT_REQUEST_RULES as RULES } from './contract';

/** The merchant behind an account number (the public sandbox account by default). */
export interface SandboxAccount {
  accountNumber: string;
  /** The Payments API key: the return hash's key only. */
  apiKey: string;
  /** The WAPI key (wapi_test_<kid>_<secret>): the only credential the WAPI routes take. */
  wapiKey: string;
  /** The merchant's registered e-mail: a customer e-mail equal to it is refused. */
  merchantEmail: string;
}

/** The sandbox host serves the sandbox environment only, in Trinidad and Tobago. */
export const SIMULATOR_ENVIRONMENT = 'sandbox';
export const SIMULATOR_COUNTRY = 'TT';
const CURRENCIES = ['TTD', 'USD'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const label = (field: string) => field.replaceAll('_', ' ');
const invalid = (field: string) => `The ${label(field)} format is invalid.`;

/** Why WiPay would refuse this payment request, or null when it is within every rule. */
export function paymentRequestRefusal(
  fields: Record<string, string>,
  account: SandboxAccount | undefined,
): string | null {
  const missing = RULES.required.find((field) => !fields[field]);
  if (missing) return `The ${label(missing)} field is required.`;
  if (!account) return 'The selected account number is invalid.';
  const f = fields;
  if (
    !RULES.countryCode.test(f.country_code) ||
    !(RULES.countries as readonly string[]).includes(f.country_code)
  )
    return 'The selected country code is invalid.';
  if (f.country_code !== SIMULATOR_COUNTRY) return 'This host serves country code TT only.';
  if (!RULES.currency.test(f.currency) || !CURRENCIES.includes(f.currency))
    return 'The selected currency is invalid.';
  if (!(RULES.environments as readonly string[]).includes(f.environment))
    return 'The selected environment is invalid.';
  if (f.environment !== SIMULATOR_ENVIRONMENT)
    return `The ${f.environment} environment is not served by the sandbox host.`;
  if (!(RULES.feeStructures as readonly string[]).includes(f.fee_structure))
    return 'The selected fee structure is invalid.';
  if ((RULES.deprecatedMethods as readonly string[]).includes(f.method))
    return `The method ${f.method} is deprecated: use credit_card_co.`;
  if (!(RULES.methods as readonly string[]).includes(f.method)) return 'The selected method is invalid.';
  if (!RULES.orderId.test(f.order_id)) return invalid('order_id');
  // The page recommends 16 at most; the simulator holds it strictly, so nothing longer passes the tests.
  if (f.order_id.length > RULES.orderIdRecommendedMaxLength)
    return `The order id may not be greater than ${RULES.orderIdRecommendedMaxLength} characters.`;
  if (!RULES.origin.test(f.origin) || f.origin.length > RULES.originMaxLength) return invalid('origin');
  if (!/^https?:\/\/\S+$/.test(f.response_url) || f.response_url.length > RULES.responseUrlMaxLength)
    return invalid('response_url');
  if (!RULES.total.test(f.total) || !(Number(f.total) > 0)) return invalid('total');
  if (f.email !== undefined) {
    if (f.email.length > RULES.emailMaxLength)
      return `The email may not be greater than ${RULES.emailMaxLength} characters.`;
    if (!EMAIL.test(f.email)) return invalid('email');
    if (f.email.toLowerCase() === account.merchantEmail.toLowerCase())
      return "The email must differ from the merchant's registered email.";
  }
  if ((f.data ?? '').length > RULES.dataMaxLength) return 'The data may not be greater than 4096 characters.';
  if ((f.name ?? '').length > RULES.nameMaxLength) return 'The name may not be greater than 60 characters.';
  if ((f.version ?? '').length > RULES.versionMaxLength)
    return 'The version may not be greater than 16 characters.';
  return null;
}
