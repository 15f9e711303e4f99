// Issue 43: "Use my plan (n of N left)" on the booking form. A plan the customer holds is offered when the domain's
// one check (planUseRefusal, the same the server runs in the booking transaction) lets it pay for this wash; choosing
// it fixes the plate to the plan's car and makes the wash $0 at the location. The server decides again on booking.
import { useState } from 'react';
import { useOneShot } from '../../../components/use-data';
import type { MyPlanView } from '../../../contracts/plan-api';
import { businessDate, slotInstant } from '../../../domain/calendar';
import { PLAN_TEXT, planUseRefusal, type PlanFacts } from '../../../domain/plans';
import type { Time12 } from '../../../domain/types';
import type { Validation } from '../../../domain/validation';
import { loadMyPlans } from '../../../lib/data/plan-calls';
import { serverNow } from '../../../lib/server-time';
import type { Selection } from '../session/use-booking-flow';

/** The rules' view of a plan the account listed (the owner is the caller; the washes' instants do not matter here). */
export function planFactsOf(plan: MyPlanView, uid: string): PlanFacts {
  return {
    id: plan.planId,
    userId: uid,
    serviceId: plan.serviceId,
    washes: plan.washes,
    perDayCap: plan.perDayCap,
    includesSpecialFee: plan.includesSpecialFee,
    plate: plan.plate,
    status: plan.status === 'refunded' ? 'refunded' : 'active',
    startsAt: new Date(plan.startsAt),
    endsAt: new Date(plan.endsAt),
    priceValue: plan.priceValue,
    uses: plan.uses.map((u) => ({ ...u, at: new Date(0) })),
  };
}

/**
 * The first of the customer's plans that may pay for this wash (the chosen date and time, or now before they are
 * chosen), or null. A plan listed for a type the customer has not chosen yet is not offered.
 */
export function planOffer(
  plans: readonly MyPlanView[],
  input: { uid: string; serviceId: string | null; selection: Selection; now: Date },
): MyPlanView | null {
  const { uid, serviceId, selection, now } = input;
  if (!serviceId || !selection.type) return null;
  const at = selection.date && selection.time ? slotInstant(selection.date, selection.time as Time12) : now;
  const date = selection.date || businessDate(now);
  const fits = (plan: MyPlanView) =>
    planUseRefusal(planFactsOf(plan, uid), {
      uid,
      serviceId,
      plate: plan.plate,
      at,
      date,
      appointmentType: selection.type || 'free',
    }) === null;
  return plans.find(fits) ?? null;
}

/**
 * The plan offered for the wash being booked, whether the customer chose it, and the plate booked: the plan's car
 * once it is chosen (nothing is paid at the location then), the typed one otherwise.
 */
export function usePlanChoice(
  uid: string,
  serviceId: string | null,
  selection: Selection,
  typedPlate: Validation<string | null>,
) {
  // A failed read only hides the choice: the customer can still book and pay at the location.
  const [plans] = useOneShot(loadMyPlans, PLAN_TEXT.loadFailed, [uid]);
  const [wanted, setWanted] = useState(false);
  const list = plans.status === 'ready' ? plans.data : [];
  const offer = planOffer(list, { uid, serviceId, selection, now: serverNow() });
  const chosen = wanted && offer !== null ? offer : null;
  const plate: Validation<string | null> = chosen ? { ok: true, value: chosen.plate } : typedPlate;
  return { offer, chosen, choose: setWanted, plate };
}

export type PlanChoice = ReturnType<typeof usePlanChoice>;

// Not a hook, whatever its name says (react-hooks reads `use…` calls as hooks).
const choiceLabel = PLAN_TEXT.useMyPlan;

/** The checkbox "Use my plan (n of N left)" and what it means. */
export function PlanChoiceField({ choice }: { choice: PlanChoice }) {
  const { offer, chosen } = choice;
  if (!offer) return null;
  return (
    <div className="booking-field booking-choice booking-plan">
      <label>
        <input type="checkbox" checked={chosen !== null} onChange={(e) => choice.choose(e.target.checked)} />
        {choiceLabel(offer.left, offer.washes)}
      </label>
      <p className="booking-choice__means">
        {offer.name} for {offer.plate}: nothing to pay at the location for this wash.
      </p>
    </div>
  );
}
