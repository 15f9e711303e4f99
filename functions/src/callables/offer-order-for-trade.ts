import { onCall } from 'firebase-functions/v2/https';
import { CONFIG } from '../config';
import { APP_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { hashKey } from '../keys/hash-key';
import { callable, hourly } from '../http/pipeline';
import { logs } from '../logs';
import * as store from '../data/orders/trades';
import { orderIdRequest } from '../http/fields';

/**
 * Puts the caller's confirmed order up for trade (status 'trading'). Each offer (and the withdrawal it allows)
 * rewrites the public slot every watcher of the day receives: a caller may try CONFIG.tradeOffersPerHour an hour
 * (counted whatever the outcome), and one order is offered at most CONFIG.tradeOffersPerOrderPerHour times
 * (counted when offered: data/orders/trade-limits.ts). cancelTrade is not limited: it only takes back an offer.
 */
export const offerOrderForTrade = onCall(
  APP_CALL,
  callable('offerOrderForTrade', {
    schema: orderIdRequest,
    guard: signedIn(),
    limits: {
      budgets: ({ caller }) => [
        hourly('caller', `trade-offers-${hashKey('trade-offers', caller.uid)}`, CONFIG.tradeOffersPerHour),
      ],
      refusal: 'too-many-trade-offers',
      onRefused: (_name, { caller, input }) =>
        logs.tradeLimited(caller.uid, input.orderId, 'offer', 'caller'),
    },
    handler: ({ input, caller, now }) => store.offerOrderForTrade(caller.uid, input.orderId, now),
  }),
);
