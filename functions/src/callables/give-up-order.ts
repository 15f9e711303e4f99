import { onCall } from 'firebase-functions/v2/https';
import { APP_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/orders/order-give-up';
import { orderIdRequest } from '../http/fields';

/** Deletes the caller's open order (more than 2 hours ahead, at most 2 per rolling 24 hours). */
export const giveUpOrder = onCall(
  APP_CALL,
  callable('giveUpOrder', {
    schema: orderIdRequest,
    guard: signedIn(),
    handler: ({ input, caller, now }) => store.giveUpOrder(caller.uid, input.orderId, now),
  }),
);
