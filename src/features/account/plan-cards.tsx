// The account's "My Plans" (issue 43): every plan term the customer bought, with what is left, its end in business
// time, the car, its washes so far, its pass for a drive-in at the bay, and Renew (the renewal starts at the end).
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PlanBuyForm } from '../../components/plan-buy-form';
import { QrCode } from '../../components/qr-code';
import { SkippedNotice } from '../../components/skipped-notice';
import { useOneShot } from '../../components/use-data';
import { paths } from '../../config/paths';
import type { MyPlanView, PlanUseView } from '../../contracts/plan-api';
import { businessDate, businessMinutesOfDay, formatDisplayDate, formatTime12 } from '../../domain/calendar';
import { PLAN_TEXT } from '../../domain/plans';
import { buyPlan, listMyPlanList } from '../../lib/data/plan-calls';
import './plan-cards.css';

const PLAN_NOUN = { one: 'plan', many: 'plans' };

const USE_LABEL: Record<PlanUseView['state'], string> = {
  reserved: 'Booked',
  used: 'Washed',
  forfeited: 'Missed (counted)',
};

/** An instant in business time: 'Monday 28/12/2026, 7:05 AM'. */
export function businessMoment(epochMs: number): string {
  const at = new Date(epochMs);
  return `${formatDisplayDate(businessDate(at))}, ${formatTime12(businessMinutesOfDay(at))}`;
}

function PlanHistory({ uses }: { uses: PlanUseView[] }) {
  if (uses.length === 0) return <p className="plan-card__none">No washes yet.</p>;
  const sorted = [...uses].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <ul className="plan-card__history" aria-label="Washes of this plan">
      {sorted.map((use) => (
        <li key={use.orderId}>
          {formatDisplayDate(use.date)}: {USE_LABEL[use.state]}
        </li>
      ))}
    </ul>
  );
}

/** One plan term: facts, history, pass and Renew. */
export function PlanCard({ plan }: { plan: MyPlanView }) {
  const navigate = useNavigate();
  const headingId = `plan-${plan.planId}`;
  const ends = businessMoment(plan.endsAt);
  const renewable = plan.status !== 'refunded';
  return (
    <li className="plan-card" aria-labelledby={headingId}>
      <div className="plan-card__head">
        <h3 id={headingId}>{plan.name}</h3>
        <span className={`status-badge plan-card__status plan-card__status--${plan.status}`}>
          {PLAN_TEXT.status[plan.status]}
        </span>
      </div>
      <p className="plan-card__left">{PLAN_TEXT.left(plan.left, plan.washes)}</p>
      <dl className="plan-card__facts">
        <div>
          <dt>Package</dt>
          <dd>{plan.serviceName}</dd>
        </div>
        <div>
          <dt>Car</dt>
          <dd>{plan.plate}</dd>
        </div>
        {plan.status === 'upcoming' && (
          <div>
            <dt>Starts</dt>
            <dd>{businessMoment(plan.startsAt)}</dd>
          </div>
        )}
        <div>
          <dt>{plan.status === 'ended' ? 'Ended' : 'Ends'}</dt>
          <dd>{ends}</dd>
        </div>
      </dl>
      <h4 className="plan-card__subhead">Washes</h4>
      <PlanHistory uses={plan.uses} />
      {plan.pass && (
        <div className="plan-card__pass">
          <h4 className="plan-card__subhead">Pass for a drive-in</h4>
          <QrCode value={plan.pass} orderId={plan.planId} alt={`Pass of ${plan.name} for ${plan.plate}`} />
          <p className="plan-card__hint">Show it at the bay: the attendant scans it and checks the plate.</p>
        </div>
      )}
      {renewable && (
        <div className="plan-card__renew">
          {plan.status !== 'ended' && <p className="plan-card__hint">{PLAN_TEXT.renewStartsAtEnd(ends)}</p>}
          <PlanBuyForm
            plan={plan}
            buyLabel="Renew"
            plateLocked={plan.plate}
            signedIn
            onSignIn={() => navigate(paths.auth)}
            onBuy={(plate) => buyPlan(plan.planTypeId, plate)}
          />
        </div>
      )}
    </li>
  );
}

/** My Plans: the customer's plans, or a pointer to the Plans page. */
export function PlanCards() {
  const navigate = useNavigate();
  const [read, reload] = useOneShot(listMyPlanList, PLAN_TEXT.loadFailed);
  if (read.status === 'loading') return <p role="status">Loading plans...</p>;
  if (read.status === 'error') return <LoadError message={read.error} onRetry={reload} />;
  const { plans, skipped } = read.data;
  const notice = <SkippedNotice noun={PLAN_NOUN} skipped={skipped.map((id) => ({ id }))} />;
  if (plans.length === 0) {
    return (
      <>
        {notice}
        <EmptyState
          title={PLAN_TEXT.noPlans}
          headingLevel={3}
          action={
            <button type="button" className="button" onClick={() => navigate(paths.plans)}>
              See the plans
            </button>
          }
        >
          A plan pays for several washes of one car ahead.
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {notice}
      <ul className="plan-cards" aria-label="My plans">
        {plans.map((plan) => (
          <PlanCard key={plan.planId} plan={plan} />
        ))}
      </ul>
    </>
  );
}
