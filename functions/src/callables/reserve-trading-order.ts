import { onCall } from 'firebase-functions/v2/https';
import { APP_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/orders/trade-reservations';
import { orderIdRequest } from '../http/fields';

/** Reserves another customer's trading order for the trade timer (30 s free, 300 s special). */
export const reserveTradingOrder = onCall(
  APP_CALL,
  callable('reserveTradingOrder', {
    schema: orderIdRequest,
    guard: signedIn(),
    handler: ({ input, caller, now }) => store.reserveTradingOrder(caller.uid, input.orderId, now),
  }),
);
