import { useState } from 'react';
import type { AdminPlanRow } from '../../../contracts/plan-api';
import { PLAN_TEXT } from '../../../domain/plans';
import { formatMoney } from '../../../domain/pricing';
import { refundPlan } from '../../../lib/data/plan-calls';
import { formatInstant } from '../audit/audit-view';
import { AdminTable } from '../shared/admin-table';
import { ConfirmDialog } from '../shared/admin-confirm-dialog';

/** A plan may be refunded (in full) while none of its washes was used or forfeited; the server decides again. */
export const refundable = (plan: AdminPlanRow) =>
  plan.status !== 'refunded' &&
  plan.refundStatus === null &&
  plan.used === 0 &&
  plan.uses.every((u) => u.state === 'reserved');

const REFUND_LABEL: Record<NonNullable<AdminPlanRow['refundStatus']>, string> = {
  requested: 'Refund requested',
  refunded: 'Refunded',
  rejected: 'Refund rejected',
};

/** One plan sold; Refund (full admins) while none of its washes was used. */
function PlanRow({
  plan,
  viewOnly,
  busy,
  onRefund,
}: {
  plan: AdminPlanRow;
  viewOnly: boolean;
  busy: boolean;
  onRefund: () => void;
}) {
  return (
    <tr>
      <td data-label="Customer" className="admin-table__email">
        {plan.email || plan.userId}
      </td>
      <td data-label="Plan">{plan.name}</td>
      <td data-label="Car">{plan.plate}</td>
      <td data-label="Left">{PLAN_TEXT.left(plan.left, plan.washes)}</td>
      <td data-label="Ends" className="admin-table__nowrap">
        {formatInstant(new Date(plan.endsAt))}
      </td>
      <td data-label="Paid">{formatMoney(plan.priceValue)}</td>
      <td data-label="Status">
        {plan.refundStatus ? REFUND_LABEL[plan.refundStatus] : PLAN_TEXT.status[plan.status]}
      </td>
      {!viewOnly && (
        <td data-label="Action">
          {refundable(plan) ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              aria-label={`Refund ${formatMoney(plan.priceValue)} for ${plan.name} (${plan.plate})`}
              onClick={onRefund}
            >
              Refund
            </button>
          ) : (
            '—'
          )}
        </td>
      )}
    </tr>
  );
}

/** Every plan sold, newest first as the server sends them, with Refund for full admins (a confirm names the amount). */
export function PlanList({
  plans,
  viewOnly,
  onDone,
}: {
  plans: AdminPlanRow[];
  viewOnly: boolean;
  onDone: (outcome: { kind: 'status' | 'alert'; text: string }) => void;
}) {
  const [asked, setAsked] = useState<AdminPlanRow | null>(null);
  const [busy, setBusy] = useState(false);

  async function refund(plan: AdminPlanRow) {
    setAsked(null);
    setBusy(true);
    const result = await refundPlan(plan.planId);
    setBusy(false);
    if (result.status === 'refused') return onDone({ kind: 'alert', text: result.message });
    const { amount, released } = result.response;
    const back = released > 0 ? ` ${released} booked wash(es) go back to paying at the location.` : '';
    onDone({
      kind: 'status',
      text: `Refund of ${formatMoney(amount)} for ${plan.name} (${plan.plate}): ${REFUND_LABEL[result.response.refundStatus]}.${back}`,
    });
  }

  if (plans.length === 0) return <p>No plans sold yet.</p>;
  const columns = ['Customer', 'Plan', 'Car', 'Left', 'Ends', 'Paid', 'Status'];
  return (
    <>
      <AdminTable label="Plans sold" cards columns={viewOnly ? columns : [...columns, 'Action']}>
        {plans.map((plan) => (
          <PlanRow
            key={plan.planId}
            plan={plan}
            viewOnly={viewOnly}
            busy={busy}
            onRefund={() => setAsked(plan)}
          />
        ))}
      </AdminTable>
      <ConfirmDialog
        open={asked !== null}
        title="Refund this plan?"
        message={
          asked
            ? `Refund ${formatMoney(asked.priceValue)} to the card for ${asked.name} (${asked.plate}, ${asked.email || asked.userId})? The plan stops at once; its booked washes go back to paying at the location.`
            : ''
        }
        confirmLabel={asked ? `Refund ${formatMoney(asked.priceValue)}` : 'Refund'}
        onConfirm={() => asked && void refund(asked)}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
