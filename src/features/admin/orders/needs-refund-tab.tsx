import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { useOneShot } from '../../../components/use-data';
import type { NeedsRefundItem } from '../../../contracts/admin-api';
import { MONEY_TEXT } from '../../../domain/messages';
import { formatMoney } from '../../../domain/pricing';
import { callableErrorMessage } from '../../../lib/callables';
import { listNeedsRefund, markRefundHandled } from '../../../lib/data/admin-needs-refund';
import { formatInstant } from '../audit/audit-view';
import { AdminTable } from '../shared/admin-table';
import { SectionHead } from '../shared/section-head';

const TEXT = MONEY_TEXT.needsRefundTab;

/** What WiPay reported about the payment since the checkout was closed. */
function paymentStateText(state: NeedsRefundItem['paymentState']): string {
  if (state === 'refunded') return TEXT.refundedAlready;
  if (state === 'disputed') return TEXT.disputed;
  return '—';
}

type Outcome = { kind: 'status' | 'alert'; text: string } | null;

/**
 * Payments to refund (issue 39): what WiPay took without an order (a booking refused after payment, or a payment
 * disputed before its order was made), with the customer, the amount and WiPay's transaction id to find it in the
 * merchant portal. Full admins mark each handled once refunded (audited); view-only admins only look.
 */
export function NeedsRefundTab({ viewOnly }: { viewOnly: boolean }) {
  const [state, reload] = useOneShot(() => listNeedsRefund(), TEXT.loadFailed);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const items = state.data ?? [];

  async function handle(item: NeedsRefundItem) {
    setBusy(item.checkoutId);
    try {
      const { handled } = await markRefundHandled(item.checkoutId);
      setOutcome({
        kind: 'status',
        text: handled ? TEXT.handled(item.transactionId ?? item.checkoutId) : TEXT.alreadyHandled,
      });
      reload();
    } catch (error) {
      console.error('[admin] mark refund handled failed', error);
      setOutcome({ kind: 'alert', text: callableErrorMessage(error) ?? TEXT.failed });
    } finally {
      setBusy(null);
    }
  }

  const columns = ['Customer', 'E-mail', 'Amount', 'Transaction', 'Why no order', 'Closed', 'WiPay since'];
  return (
    <section className="admin-section" aria-labelledby="admin-needs-refund-title">
      <SectionHead
        id="admin-needs-refund-title"
        title={TEXT.title}
        loading={state.status === 'loading'}
        onRefresh={reload}
      />
      <p>{TEXT.intro}</p>
      {outcome && (
        <p role={outcome.kind} className={outcome.kind === 'alert' ? 'form-error' : undefined}>
          {outcome.text}
        </p>
      )}
      {state.status === 'loading' && !state.data && <p role="status">Loading payments to refund...</p>}
      {state.status === 'error' && <LoadError message={state.error} onRetry={reload} />}
      {state.data && items.length === 0 && <p>{TEXT.empty}</p>}
      {items.length > 0 && (
        <AdminTable label={TEXT.title} cards columns={viewOnly ? columns : [...columns, 'Action']}>
          {items.map((item) => (
            <tr key={item.checkoutId}>
              <td data-label="Customer">{item.customerName || '—'}</td>
              <td data-label="E-mail" className="admin-table__email">
                {item.customerEmail || '—'}
              </td>
              <td data-label="Amount" className="admin-table__nowrap">
                {formatMoney(item.amount)}
              </td>
              <td data-label="Transaction" className="admin-mono">
                {item.transactionId ?? '—'}
              </td>
              <td data-label="Why no order">{item.detail || item.reason}</td>
              <td data-label="Closed" className="admin-table__nowrap">
                {item.closedAt ? formatInstant(new Date(item.closedAt)) : '—'}
              </td>
              <td data-label="WiPay since">{paymentStateText(item.paymentState)}</td>
              {!viewOnly && (
                <td data-label="Action">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy !== null}
                    aria-label={`${TEXT.markHandled}: ${formatMoney(item.amount)} paid by ${item.customerEmail || item.customerId}`}
                    onClick={() => void handle(item)}
                  >
                    {TEXT.markHandled}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
