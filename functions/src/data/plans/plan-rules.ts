// The one rule of a plan's wash (domain/plans planUseRefusal) as the server's paths apply it to a stored plan: a plan
// that cannot be read refuses as 'not-found'. Kept here so orders/ reads plans through this room alone.
import {
  planCounts,
  planUseRefusal,
  type PlanRefusal,
  type PlanUseRequest,
  type PlanUseState,
} from '../../../../src/domain/plans';
import type { PlanDoc } from './plan-docs';

export type { PlanRefusal, PlanUseRequest, PlanUseState };

/** Why `plan` may not pay for `use` ('not-found' when there is no readable plan), or null when it may. */
export function planRefusalFor(plan: PlanDoc | null, use: PlanUseRequest): PlanRefusal | 'not-found' | null {
  return plan ? planUseRefusal(plan, use) : 'not-found';
}

/** The plan's washes not yet reserved, used or forfeited. */
export const planWashesLeft = (plan: PlanDoc) => planCounts(plan.uses, plan.washes).left;
