import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { findPackageById } from '../../../src/domain/catalogue';
import { CHECKOUT_PURPOSES, type StartCheckoutRequest } from '../../../src/contracts/payment-api';
import { PAYMENT_CALL } from '../http/call-options';
import { fail } from '../http/call-errors';
import { CONFIG } from '../config';
import { signedIn } from '../http/guards';
import { callable, hourly } from '../http/pipeline';
import { logs } from '../logs';
import { startCheckout as startCheckoutData } from '../data/start-checkout';
import { appOrigin } from '../mail/mail-settings';
import { runsOnEmulators } from '../payment';
import { allowedReturnUrl } from '../payment/return-url';
import { wipayConnection } from '../payment/wipay';
import { serviceId } from './fields';
import { checkoutBooking, specialCheckoutBooking } from './special-checkout-fields';

/** Strict: no price, no card data; the server decides the total from the catalogue. */
export const startCheckoutSchema = z.strictObject({
  purpose: z.enum(CHECKOUT_PURPOSES),
  serviceId,
  returnUrl: z.string().min(1).max(300),
  booking: specialCheckoutBooking.optional(),
}) satisfies z.ZodType<StartCheckoutRequest>;

/** Starts a WiPay hosted checkout for a drive-in purchase or a special appointment's fee; answers WiPay's page for the browser. */
export const startCheckout = onCall(
  PAYMENT_CALL,
  callable({
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
      const booking = checkoutBooking(input.purpose, input.booking);
      const wipay = wipayConnection();
      return startCheckoutData(
        caller.uid,
        caller.email,
        { purpose: input.purpose, servicePackage: findPackageById(input.serviceId)!, returnUrl, booking },
        { wipay: wipay?.client ?? null, sessionMs: wipay?.settings.sessionMs ?? 0, now },
      );
    },
  }),
);
