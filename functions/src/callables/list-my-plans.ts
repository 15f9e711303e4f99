import { onCall } from 'firebase-functions/v2/https';
import type { ListMyPlansResponse } from '../../../src/contracts/plan-api';
import { PASS_CALL } from '../http/call-options';
import { signedIn } from '../http/guards';
import { callable } from '../http/pipeline';
import { listMyPlans as list } from '../data/plans';
import { emptyRequest } from '../http/fields';

/** The caller's own wash plans (issue 43): washes left, end, car, history, and the pass while the plan can be used. */
export const listMyPlans = onCall(
  PASS_CALL,
  callable('listMyPlans', {
    schema: emptyRequest,
    guard: signedIn(),
    handler: ({ caller, now }): Promise<ListMyPlansResponse> => list(caller.uid, now),
  }),
);
