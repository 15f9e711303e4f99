import { onCall } from 'firebase-functions/v2/https';
import type { BayResponse } from '../../../src/contracts/bay-api';
import { PASS_CALL } from '../http/call-options';
import { bayStaff } from '../http/guards';
import { callable } from '../http/pipeline';
import { orderIdRequest } from '../http/fields';
import * as manual from '../data/orders/bay-manual';

/**
 * Bay attendants and admins (issue 46): undoes "Washed" within a minute of it by the server's clock (the car goes
 * back to arrived); later, 'undo-too-late'. Audited ('order.undoComplete').
 */
export const undoWashed = onCall(
  PASS_CALL,
  callable('undoWashed', {
    schema: orderIdRequest,
    guard: bayStaff(),
    handler: async ({ input, caller, now }): Promise<BayResponse> =>
      manual.undoWashed(caller, input.orderId, now),
  }),
);
