import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { CompleteCheckoutRequest } from '../../../src/contracts/payment-api';
import { PAYMENT_CALL } from '../http/call-options';
import { CONFIG } from '../config';
import { signedIn } from '../http/guards';
import { callable, hourly } from '../http/pipeline';
import { logs } from '../logs';
import * as store from '../data/payments/checkout-completion';
import { refuse } from '../refusals/booking-errors';
import { PAYMENT_TEXT } from '../data/card-payment';
import { completionDeps, wipayConnection } from '../payment/wipay';
import { docId } from '../http/fields';

/** What WiPay's return carried, as the return page read it from the URL. Strict: nothing of a card. */
export const completeCheckoutSchema = z.strictObject({
  checkoutId: docId,
  transactionId: z.string().regex(store.TRANSACTION_ID),
  status: z.string().max(20),
  total: z.string().max(20),
  hash: z.string().max(64),
}) satisfies z.ZodType<CompleteCheckoutRequest>;

/** Checks a WiPay return with the processor and creates the order it paid for, once. */
export const completeCheckout = onCall(
  PAYMENT_CALL,
  callable('completeCheckout', {
    schema: completeCheckoutSchema,
    guard: signedIn(),
    limits: {
      budgets: ({ caller }) => [
        hourly('completions', `checkout-completions_${caller.uid}`, CONFIG.checkoutCompletionsPerHour),
      ],
      refusal: 'too-many-requests',
      onRefused: (_name, { caller }) => logs.checkoutRefused(caller.uid, 'completions-rate-limited'),
    },
    handler: ({ input: { checkoutId, ...returned }, caller, now }) => {
      const wipay = wipayConnection();
      if (!wipay)
        return refuse('failed-precondition', 'payments-unavailable', PAYMENT_TEXT.paymentsUnavailable);
      return store.completeCheckout(
        checkoutId,
        { kind: 'return', uid: caller.uid, returned },
        completionDeps(wipay, now),
      );
    },
  }),
);
