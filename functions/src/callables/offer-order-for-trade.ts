import { onCall } from 'firebase-functions/v2/https';
import { APP_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/trade-store';
import { orderIdRequest } from '../http/fields';

/** Puts the caller's confirmed order up for trade (status 'trading'). */
export const offerOrderForTrade = onCall(
  APP_CALL,
  callable('offerOrderForTrade', {
    schema: orderIdRequest,
    guard: signedIn(),
    handler: ({ input, caller, now }) => store.offerOrderForTrade(caller.uid, input.orderId, now),
  }),
);
