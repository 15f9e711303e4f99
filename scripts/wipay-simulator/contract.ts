// WiPay's published contract (functions/src/payment/contract), as the simulator and the smoke test import it. Named
// one module at a time: the functions' folder is CommonJS, and Node's ESM loader cannot see the names behind the
// fixtures' `export *` barrel.
export { CREDENTIALS, HOSTS } from '../../functions/src/payment/contract/environments';
export {
  PAYMENT_REQUEST_ANSWER,
  PAYMENT_REQUEST_EXAMPLE,
  PAYMENT_REQUEST_RULES,
} from '../../functions/src/payment/contract/payment-request';
export {
  REFUND_ANSWERS,
  REFUND_REQUEST,
  type RefundAnswerKind,
} from '../../functions/src/payment/contract/refund-request';
export { RETRIEVE_ANSWERS, RETRIEVE_REQUEST } from '../../functions/src/payment/contract/retrieve';
export {
  RETURN_EXAMPLES,
  RETURN_HASH,
  RETURN_PARAMETERS,
} from '../../functions/src/payment/contract/transaction-response';
export {
  ENVELOPE_EXAMPLE,
  PAYMENT_EVENT_NAMES,
  REFUND_REJECTED_EXAMPLE,
  WEBHOOK_HEADERS,
  WEBHOOK_SIGNATURE,
  type PaymentEventName,
} from '../../functions/src/payment/contract/webhooks';
