import { onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { AdminSavePlanTypeRequest } from '../../../src/contracts/plan-api';
import { PLAN_LIMITS } from '../../../src/domain/plans';
import { APP_CALL } from '../http/call-options';
import { admin } from '../http/guards';
import { callable } from '../http/pipeline';
import { serviceId } from '../http/fields';
import { savePlanType } from '../data/plans/plan-catalogue';

const whole = (max: number) => z.number().int().min(1).max(max);

/** Strict and bounded by PLAN_LIMITS: the price in whole cents, the package one of the catalogue's. */
export const adminSavePlanTypeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'id: lowercase letters, digits and hyphens'),
  name: z.string().trim().min(1).max(PLAN_LIMITS.maxNameLength),
  serviceId,
  washes: whole(PLAN_LIMITS.maxWashes),
  validityDays: whole(PLAN_LIMITS.maxValidityDays),
  priceValue: z
    .number()
    .positive()
    .max(PLAN_LIMITS.maxPriceValue)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'priceValue: whole cents'),
  includesSpecialFee: z.boolean(),
  perDayCap: whole(PLAN_LIMITS.maxPerDayCap),
  onSale: z.boolean(),
}) satisfies z.ZodType<AdminSavePlanTypeRequest>;

/** Full admins: creates or edits one plan on sale (data/plans/plan-catalogue.ts), audited 'planType.save'. */
export const adminSavePlanType = onCall(
  APP_CALL,
  callable('adminSavePlanType', {
    schema: adminSavePlanTypeSchema,
    guard: admin(),
    handler: ({ input, caller }) => savePlanType(caller, input),
  }),
);
