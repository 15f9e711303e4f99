import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { useOneShot } from '../../../components/use-data';
import type { PlanFigures } from '../../../contracts/plan-api';
import { PLAN_TEXT } from '../../../domain/plans';
import { formatMoney } from '../../../domain/pricing';
import { loadAdminPlans } from '../../../lib/data/plan-calls';
import { SectionHead } from '../shared/section-head';
import { PlanCatalogue } from './plan-catalogue';
import { PlanList } from './plan-list';
import './plans-tab.css';

/** The plans' figures: counts, then money in dollars (received, still owed in washes, refunded). */
export function PlanFigureStats({ figures }: { figures: PlanFigures }) {
  const stat = (label: string, value: string) => (
    <div className="admin-stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="admin-stats" aria-label="Plan figures">
      {stat('Sold', String(figures.sold))}
      {stat('Active', String(figures.active))}
      {stat('Washes redeemed', String(figures.washesRedeemed))}
      {stat('Received', formatMoney(figures.receivedCents / 100))}
      {stat('Deferred (owed in washes)', formatMoney(figures.deferredCents / 100))}
      {stat('Refunded', formatMoney(figures.refundedCents / 100))}
    </dl>
  );
}

type Outcome = { kind: 'status' | 'alert'; text: string } | null;

/**
 * Plans (issue 43): the catalogue (full admins edit it, view-only admins read it), the figures and every plan sold,
 * with Refund for an unused plan.
 */
export function PlansTab({ viewOnly }: { viewOnly: boolean }) {
  const [state, reload] = useOneShot(loadAdminPlans, PLAN_TEXT.loadFailed);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const done = (next: Outcome) => {
    setOutcome(next);
    reload();
  };
  return (
    <section className="admin-section admin-plans" aria-labelledby="admin-plans-title">
      <SectionHead
        id="admin-plans-title"
        title="Plans"
        loading={state.status === 'loading'}
        onRefresh={reload}
      />
      {outcome && (
        <p role={outcome.kind} className={outcome.kind === 'alert' ? 'form-error' : undefined}>
          {outcome.text}
        </p>
      )}
      {state.status === 'loading' && !state.data && <p role="status">Loading plans...</p>}
      {state.status === 'error' && <LoadError message={state.error} onRetry={reload} />}
      {state.data && (
        <>
          <PlanFigureStats figures={state.data.figures} />
          <PlanCatalogue
            planTypes={state.data.planTypes}
            viewOnly={viewOnly}
            onSaved={(text) => done({ kind: 'status', text })}
          />
          <section aria-labelledby="admin-plan-list-title">
            <h3 id="admin-plan-list-title">Plans sold</h3>
            <PlanList plans={state.data.plans} viewOnly={viewOnly} onDone={done} />
          </section>
        </>
      )}
    </section>
  );
}
