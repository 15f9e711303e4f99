// What adminRefundOrder does with WiPay's answer to a refund request (contract/refund-request.ts lists them all):
//   requested            -> stays 'requested'; WiPay's payment.refunded / payment.refund_rejected webhook settles it
//   already-requested    -> stays 'requested' (WiPay has one under way), with its sentence
//   already-refunded     -> 'refunded' at once (recordRefundOutcome), with its sentence
//   unknown-transaction, not-refundable-status, not-refundable
//                        -> 'rejected' at once (recordRefundOutcome), with a sentence saying why
//   insufficient-funds   -> put back (nothing requested), "balance too low, try later"
//   unauthorized, forbidden, invalid-scope
//                        -> put back, "WiPay refused our key: check WIPAY_WAPI_KEY…" (logged as an error)
//   no-answer (network, timeout, 5xx, 429) -> put back, "WiPay did not answer…"
//   unrecognised         -> put back, "check the payment in WiPay's portal" (logged as an error)
// Pure: refunds.ts carries the plan out.
import type { RefundStatus } from '../../../../src/contracts/payment-api';
import { REFUND_ANSWER_TEXT } from '../../../../src/domain/messages';
import type { CallErrorReason } from '../../refusals/call-errors';
import type { RefundAnswer } from '../../payment/wipay-client';

export type RefundPlan =
  | {
      kind: 'answer';
      refundStatus: RefundStatus;
      /** An outcome WiPay's answer settles at once. */
      record?: 'refunded' | 'rejected';
      /** The admin's sentence; none for a plain request (the page's own notice). */
      message?: string;
    }
  | { kind: 'put-back'; reason: CallErrorReason; alarming: boolean };

export function refundPlan(answer: RefundAnswer): RefundPlan {
  switch (answer.kind) {
    case 'requested':
      return { kind: 'answer', refundStatus: 'requested' };
    case 'already-requested':
      return { kind: 'answer', refundStatus: 'requested', message: REFUND_ANSWER_TEXT.alreadyRequested };
    case 'already-refunded':
      return {
        kind: 'answer',
        refundStatus: 'refunded',
        record: 'refunded',
        message: REFUND_ANSWER_TEXT.alreadyRefunded,
      };
    case 'unknown-transaction':
    case 'not-refundable-status':
    case 'not-refundable':
      return {
        kind: 'answer',
        refundStatus: 'rejected',
        record: 'rejected',
        message: {
          'unknown-transaction': REFUND_ANSWER_TEXT.unknownTransaction,
          'not-refundable-status': REFUND_ANSWER_TEXT.notRefundableStatus,
          'not-refundable': REFUND_ANSWER_TEXT.notRefundable,
        }[answer.kind],
      };
    case 'insufficient-funds':
      return { kind: 'put-back', reason: 'refund-insufficient-funds', alarming: false };
    case 'unauthorized':
    case 'forbidden':
    case 'invalid-scope':
      return { kind: 'put-back', reason: 'refund-key-refused', alarming: true };
    case 'no-answer':
      return { kind: 'put-back', reason: 'refund-unavailable', alarming: false };
    case 'unrecognised':
      return { kind: 'put-back', reason: 'refund-unrecognised', alarming: true };
  }
}
