import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { RedeemPlanAtBayRequest, RedeemPlanAtBayResponse } from '../../../src/contracts/plan-api';
import { CONFIG } from '../config';
import { PASS_CALL } from '../http/call-options';
import { bayStaff } from '../http/guards';
import { callable, hourly } from '../http/pipeline';
import { requestId } from '../http/fields';
import { redeemPlanAtBay as redeem } from '../data/orders/plan-redeem';
import { logs } from '../logs';

export const redeemPlanAtBaySchema = z.strictObject({
  pass: z.string().min(1).max(1000),
  numberPlate: z.string().trim().min(1).max(30),
  requestId,
}) satisfies z.ZodType<RedeemPlanAtBayRequest>;

/**
 * Bay attendants and full admins (issue 43): one drive-in wash paid by the scanned plan pass, for the plate typed at
 * the bay; refused (failed-precondition, PLAN_TEXT's sentence) with nothing written when the plan may not pay.
 * Idempotent per requestId; each caller has an hourly budget, like the bay's manual check-ins.
 */
export const redeemPlanAtBay = onCall(
  PASS_CALL,
  callable('redeemPlanAtBay', {
    schema: redeemPlanAtBaySchema,
    guard: bayStaff(),
    limits: {
      budgets: ({ caller }) => [
        hourly('caller', `plan-redeems_${caller.uid}`, CONFIG.manualCheckInsPerCallerPerHour),
      ],
      refusal: 'too-many-requests',
      onRefused: (name, { caller }) => logs.planRedeemRefused(caller.uid, name),
    },
    handler: ({ input, caller, now }): Promise<RedeemPlanAtBayResponse> => redeem(caller, input, now),
  }),
);
