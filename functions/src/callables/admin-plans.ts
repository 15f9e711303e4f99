import { onCall } from 'firebase-functions/v2/https';
import { APP_CALL } from '../http/call-options';
import { staff } from '../http/guards';
import { callable } from '../http/pipeline';
import { emptyRequest } from '../http/fields';
import { readAdminPlans } from '../data/plans/plan-figures';

/**
 * Full and view-only admins: the plan catalogue, the figures (sold, active, washes redeemed, received, deferred,
 * refunded) and the newest PLANS_FIGURES_MAX terms with the buyer's e-mail (data/plans/plan-figures.ts). Reads only.
 */
export const adminPlans = onCall(
  APP_CALL,
  callable('adminPlans', {
    schema: emptyRequest,
    guard: staff(),
    handler: ({ now }) => readAdminPlans(now),
  }),
);
