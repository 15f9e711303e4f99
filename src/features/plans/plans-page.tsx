import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { useOneShot } from '../../components/use-data';
import { paths } from '../../config/paths';
import { PLAN_TEXT } from '../../domain/plans';
import { useAuthState } from '../../lib/auth-user';
import { loadPlanTypes } from '../../lib/data/plan-calls';
import { PlanOfferCard } from './plan-offer-card';
import './plans.css';

/** `?buy=<plan type id>`: the plan whose Buy a signed-out visitor pressed (they come back here after signing in). */
export const BUY_PARAM = 'buy';

/**
 * /plans (issue 43): the wash plans on sale, each with what it includes in plain words and a buy form for one car.
 * A visitor may read them; buying needs an account (sign in, then back to the same plan).
 */
export function PlansPage() {
  const auth = useAuthState();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [types, reload] = useOneShot(loadPlanTypes, PLAN_TEXT.loadFailed);
  const signedIn = auth.status === 'signed-in';
  const wanted = params.get(BUY_PARAM);
  const signIn = (planTypeId: string) =>
    navigate(paths.auth, { state: { redirectPath: `${paths.plans}?${BUY_PARAM}=${planTypeId}` } });

  const onSale = types.status === 'ready' ? types.data.filter((t) => t.onSale) : [];
  return (
    <div className="page plans">
      <header className="plans__intro">
        <h1>Wash Plans</h1>
        <p>
          Pay once for several washes of one car and skip the payment at the bay: book a free appointment with
          &ldquo;Use my plan&rdquo;, or drive in and show the plan&rsquo;s pass. A plan is never renewed or
          charged automatically.
        </p>
      </header>
      {(types.status === 'loading' || auth.status === 'loading') && <p role="status">Loading plans...</p>}
      {types.status === 'error' && <LoadError message={types.error} onRetry={reload} />}
      {types.status === 'ready' && onSale.length === 0 && <EmptyState title={PLAN_TEXT.noneOnSale} />}
      {onSale.length > 0 && auth.status !== 'loading' && (
        <ul className="plans__grid" aria-label="Plans on sale">
          {onSale.map((planType) => (
            <li key={planType.id}>
              <PlanOfferCard
                planType={planType}
                signedIn={signedIn}
                onSignIn={() => signIn(planType.id)}
                focused={signedIn && wanted === planType.id}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
