import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { findPackageById } from '../../../src/domain/catalogue';
import type { StartCheckoutRequest } from '../../../src/contracts/payment-api';
import { PAYMENT_CALL } from '../http/call-options';
import { fail } from '../refusals/call-errors';
import { CONFIG } from '../config';
import { signedIn } from '../http/guards';
import { callable, hourly } from '../http/pipeline';
import { logs } from '../logs';
import * as store from '../data/payments/checkout-start';
import { startTradeCheckout } from '../data/payments/checkout-trade';
import { startPlanCheckout } from '../data/payments/checkout-plan';
import { appOrigin } from '../data/mail/mail-settings';
import { runsOnEmulators } from '../payment';
import { allowedReturnUrl } from '../payment/return-url';
import { wipayConnection } from '../payment/wipay';
import { docId, serviceId } from '../http/fields';
import { checkoutBooking, specialCheckoutBooking } from '../http/special-checkout-fields';

const returnUrlField = z.string().min(1).max(300);

/** Strict: no price, no card data; the server decides the total (the catalogue's, the special fee, the trading
 * order's, or the plan type's). */
export const startCheckoutSchema = z.discriminatedUnion('purpose', [
  z.strictObject({ purpose: z.literal('drive-in'), serviceId, returnUrl: returnUrlField }),
  z.strictObject({
    purpose: z.literal('special'),
    serviceId,
    returnUrl: returnUrlField,
    booking: specialCheckoutBooking,
  }),
  z.strictObject({ purpose: z.literal('trade'), originalOrderId: docId, returnUrl: returnUrlField }),
  // A wash plan's term (issue 43): the plan type's stored price is charged; the plate is checked by the handler.
  z.strictObject({
    purpose: z.literal('plan'),
    planTypeId: docId,
    numberPlate: z.string().max(20),
    returnUrl: returnUrlField,
  }),
]) satisfies z.ZodType<StartCheckoutRequest>;

/** Starts a WiPay hosted checkout for a drive-in purchase, a special appointment's fee or a paid trade; answers
 * WiPay's page for the browser. */
export const startCheckout = onCall(
  PAYMENT_CALL,
  callable('startCheckout', {
    schema: startCheckoutSchema,
    guard: signedIn(),
    limits: {
      budgets: ({ caller }) => [hourly('checkouts', `checkouts_${caller.uid}`, CONFIG.checkoutsPerHour)],
      refusal: 'too-many-requests',
      onRefused: (_name, { caller }) => logs.checkoutRefused(caller.uid, 'rate-limited'),
    },
    handler: ({ input, caller, now }) => {
      const returnUrl = allowedReturnUrl(input.returnUrl, appOrigin(), runsOnEmulators());
      if (!returnUrl) return fail('invalid-request', 'returnUrl: not this app');
      const wipay = wipayConnection();
      const deps = { wipay: wipay?.client ?? null, sessionMs: wipay?.settings.sessionMs ?? 0, now };
      if (input.purpose === 'trade') {
        const trade = { originalOrderId: input.originalOrderId, returnUrl };
        return startTradeCheckout(caller.uid, caller.email, trade, deps);
      }
      if (input.purpose === 'plan') {
        const plan = { planTypeId: input.planTypeId, numberPlate: input.numberPlate, returnUrl };
        return startPlanCheckout(caller.uid, caller.email, plan, deps);
      }
      const booking = checkoutBooking(input.purpose, input.purpose === 'special' ? input.booking : undefined);
      return store.startCheckout(
        caller.uid,
        caller.email,
        { purpose: input.purpose, servicePackage: findPackageById(input.serviceId)!, returnUrl, booking },
        deps,
      );
    },
  }),
);
