import { useId } from 'react';
import { PlanBuyForm } from '../../components/plan-buy-form';
import type { PlanTypeView } from '../../contracts/plan-api';
import { formatPrice } from '../../domain/pricing';
import { buyPlan } from '../../lib/data/plan-calls';

/** One plan on sale: what it includes in plain words, its price, and its buy form. */
export function PlanOfferCard({
  planType,
  signedIn,
  onSignIn,
  focused,
}: {
  planType: PlanTypeView;
  signedIn: boolean;
  onSignIn: () => void;
  focused: boolean;
}) {
  const headingId = useId();
  const perDay = planType.perDayCap === 1 ? 'One a day' : `Up to ${planType.perDayCap} a day`;
  return (
    <article className="plan-offer" aria-labelledby={headingId}>
      <h2 id={headingId} className="plan-offer__name">
        {planType.name}
      </h2>
      <p className="plan-offer__price">{formatPrice(planType.priceValue)}</p>
      <ul className="plan-offer__facts">
        <li>
          {planType.washes} washes: {planType.serviceName} or a cheaper one
        </li>
        <li>Valid {planType.validityDays} days</li>
        <li>{perDay}</li>
        <li>
          {planType.includesSpecialFee
            ? 'Special appointment fee included'
            : 'Free appointments and drive-in'}
        </li>
      </ul>
      <p className="plan-offer__terms">{planType.terms}</p>
      <PlanBuyForm
        plan={planType}
        buyLabel="Buy"
        signedIn={signedIn}
        onSignIn={onSignIn}
        onBuy={(plate) => buyPlan(planType.id, plate)}
        focusPlate={focused}
      />
    </article>
  );
}
