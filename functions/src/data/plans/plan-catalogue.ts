// The catalogue of plans on sale (planTypes/{id}, issue 43, docs/plans.md): what the Plans page lists, what a plan
// checkout may buy, and the full admin's edits (audited 'planType.save'). A deployment whose catalogue is empty
// answers DEFAULT_PLAN_TYPES (the seed script writes them); the first save writes them too, so saving one plan never
// hides the others.
import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { PlanTypeView } from '../../../../src/contracts/plan-api';
import { findPackageById } from '../../../../src/domain/catalogue';
import { DEFAULT_PLAN_TYPES, PLAN_TEXT, planTermsText, type PlanType } from '../../../../src/domain/plans';
import { db } from '../admin-sdk';
import { writeAudit } from '../audit';
import { shapedQuery } from '../shaped-query';
import { planTypeData, planTypesCol, readPlanType } from './plan-docs';

/** The most plan types read at once (the catalogue is the admin's short list). */
export const PLAN_TYPES_MAX = 50;

/** The plan type as the Plans page and staff see it. */
export function planTypeView(type: PlanType): PlanTypeView {
  const pkg = findPackageById(type.serviceId);
  return { ...type, serviceName: pkg ? pkg.name : type.serviceId, terms: planTermsText(type) };
}

async function storedTypes(tx: Transaction | null) {
  const query = shapedQuery(planTypesCol(), 'planTypesAll', {}).limit(PLAN_TYPES_MAX);
  return tx ? tx.get(query) : query.get();
}

/** Every plan type (on sale or not), or the defaults while the catalogue is empty. */
export async function readPlanTypes(): Promise<PlanType[]> {
  const found = await storedTypes(null);
  if (found.empty) return DEFAULT_PLAN_TYPES.map((t) => ({ ...t }));
  return found.docs.map(readPlanType).filter((t): t is PlanType => t !== null);
}

/** The plans on sale, as the Plans page lists them. */
export async function listPlanTypesOnSale(): Promise<PlanTypeView[]> {
  return (await readPlanTypes()).filter((t) => t.onSale).map(planTypeView);
}

/** One plan type by id (the stored one, or a default while the catalogue is empty), or null. */
export async function findPlanType(id: string): Promise<PlanType | null> {
  const snap = await planTypesCol().doc(id).get();
  if (snap.exists) return readPlanType(snap);
  const any = await shapedQuery(planTypesCol(), 'planTypesAll', {}).limit(1).get();
  if (!any.empty) return null;
  const fallback = DEFAULT_PLAN_TYPES.find((t) => t.id === id);
  return fallback ? { ...fallback } : null;
}

/** The plan type a checkout may sell, or failed-precondition PLAN_TEXT.notOnSale (unknown or taken off sale). */
export async function requirePlanTypeOnSale(id: string): Promise<PlanType> {
  const type = await findPlanType(id);
  if (!type || !type.onSale) throw new HttpsError('failed-precondition', PLAN_TEXT.notOnSale);
  return type;
}

export interface CatalogueActor {
  uid: string;
  email: string | null;
}

/** Creates or replaces one plan type, audited; an empty catalogue gets the defaults written with it. */
export async function savePlanType(actor: CatalogueActor, type: PlanType): Promise<{ id: string }> {
  await db.runTransaction(async (tx) => {
    const ref = planTypesCol().doc(type.id);
    const [existing, all] = await Promise.all([tx.get(ref), storedTypes(tx)]);
    const before = existing.exists ? readPlanType(existing) : null;
    if (all.empty) {
      for (const fallback of DEFAULT_PLAN_TYPES.filter((t) => t.id !== type.id))
        tx.set(planTypesCol().doc(fallback.id), planTypeData(fallback, actor.uid));
    }
    tx.set(ref, planTypeData(type, actor.uid));
    writeAudit(tx, {
      actorUid: actor.uid,
      actorEmail: actor.email,
      action: 'planType.save',
      target: `planTypes/${type.id}`,
      before: before ? { ...before } : null,
      after: { ...type },
    });
  });
  return { id: type.id };
}
