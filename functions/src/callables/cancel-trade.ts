import { onCall } from 'firebase-functions/v2/https';
import { PASS_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/orders/trades';
import { orderIdRequest } from '../http/fields';

/** Takes the caller's order off the trade list (status back to 'confirmed', updatedAt set). */
export const cancelTrade = onCall(
  PASS_CALL,
  callable('cancelTrade', {
    schema: orderIdRequest,
    guard: signedIn(),
    handler: ({ input, caller, now }) => store.cancelTrade(caller.uid, input.orderId, now),
  }),
);
