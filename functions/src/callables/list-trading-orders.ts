import { onCall } from 'firebase-functions/v2/https';
import { APP_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import * as store from '../data/orders/trades';
import { emptyRequest } from '../http/fields';

/** The appointments on offer that the caller may take over (no personal data: clients cannot read others' orders). */
export const listTradingOrders = onCall(
  APP_CALL,
  callable('listTradingOrders', {
    schema: emptyRequest,
    guard: signedIn(),
    handler: ({ caller, now }) => store.listTradingOrders(caller.uid, now),
  }),
);
