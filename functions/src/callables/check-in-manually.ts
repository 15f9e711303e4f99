import { onCall } from 'firebase-functions/v2/https';
import type { CheckInOrderResponse } from '../../../src/contracts/bay-api';
import { CONFIG } from '../config';
import { PASS_CALL } from '../http/call-options';
import { bayStaff } from '../http/guards';
import { callable, hourly } from '../http/pipeline';
import { manualCheckInRequest } from '../http/bay-fields';
import * as visit from '../data/orders/bay-visit';
import * as manual from '../data/orders/bay-manual';
import { logs } from '../logs';

/**
 * Bay attendants and admins (issue 46): checks a car in without its pass, by its order code plus the customer's
 * first name or the last 4 digits of their phone, or by a tap on Today's list; audited as manual. Every try on one
 * code counts against that code's hourly budget (whoever tries), so 4 digits cannot be guessed; each caller has a
 * budget of its own too.
 */
export const checkInManually = onCall(
  PASS_CALL,
  callable('checkInManually', {
    schema: manualCheckInRequest,
    guard: bayStaff(),
    limits: {
      budgets: ({ input, caller }) => [
        hourly('caller', `manual-check-ins_${caller.uid}`, CONFIG.manualCheckInsPerCallerPerHour),
        ...('orderCode' in input
          ? [hourly('code', `manual-code_${input.orderCode}`, CONFIG.manualTriesPerCodePerHour)]
          : []),
      ],
      refusal: 'too-many-manual-check-ins',
      onRefused: (name, { caller }) => logs.manualCheckInRefused(caller.uid, name),
    },
    handler: async ({ input, caller, now }): Promise<CheckInOrderResponse> =>
      visit.checkInOrder(caller, await manual.locateManually(input, now), now),
  }),
);
