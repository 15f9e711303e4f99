import { onCall } from 'firebase-functions/v2/https';
import { APP_CALL } from '../http/call-options';
import { anyone } from '../http/guards';
import { callable } from '../http/pipeline';
import { emptyRequest } from '../http/fields';
import { listPlanTypesOnSale } from '../data/plans/plan-catalogue';

/** Anyone (visitors too): the wash plans on sale with their package and terms in plain words (issue 43). Reads only. */
export const listPlanTypes = onCall(
  APP_CALL,
  callable('listPlanTypes', {
    schema: emptyRequest,
    guard: anyone,
    handler: async () => ({ planTypes: await listPlanTypesOnSale() }),
  }),
);
