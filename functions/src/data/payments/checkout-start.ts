// startCheckout: a WiPay hosted-checkout session for one purchase of one customer, at the price the server decides.
//   1. The profile must allow paying (as purchaseDriveIn asks: verified phone, contact number).
//   2. checkouts/{id} is written first (pending), so a webhook that overtakes the answer finds it.
//   3. WiPay creates the session with order_id = the checkout id and the app's return page; the checkout keeps
//      WiPay's transaction id and the session's end.
import type { WashPackage } from '../../../../src/domain/catalogue';
import type { CheckoutPurpose, StartCheckoutResponse } from '../../../../src/contracts/payment-api';
import type { WiPayClient } from '../../payment/wipay-client';
import { readBookingUser, requireBookableProfile, runBookingTransaction } from '../slots';
import { newCheckout, pendingCheckoutDoc } from './checkouts';
import { openWiPaySession, requireWiPay } from './checkout-sessions';
import { startSpecialCheckout, type SpecialBookingInput } from './checkout-special';

export interface StartCheckoutInput {
  purpose: CheckoutPurpose;
  servicePackage: WashPackage;
  returnUrl: string;
  /** purpose 'special': the booking its fee pays for (checkout-special.ts). */
  booking?: SpecialBookingInput;
}

export interface CheckoutDeps {
  /** null when payments are not configured on this deployment. */
  wipay: WiPayClient | null;
  sessionMs: number;
  now: Date;
}

export async function startCheckout(
  uid: string,
  tokenEmail: string | null,
  input: StartCheckoutInput,
  deps: CheckoutDeps,
): Promise<StartCheckoutResponse> {
  const wipay = requireWiPay(uid, deps.wipay);
  if (input.purpose === 'special') return startSpecialCheckout(uid, tokenEmail, input, { ...deps, wipay });
  const email = await runBookingTransaction(async (tx) => {
    const user = await readBookingUser(tx, uid);
    requireBookableProfile(user, true);
    return user.profile.email || tokenEmail || '';
  });

  const checkout = newCheckout(uid, input.purpose, input.servicePackage.priceValue, deps);
  await checkout.ref.create(pendingCheckoutDoc(checkout, input.servicePackage.id, email));
  return openWiPaySession(wipay, checkout, input.returnUrl, email);
}
