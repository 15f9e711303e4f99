import type { DashboardMoney } from '../../../domain/dashboard';
import { formatMoney } from '../../../domain/pricing';

/** The money of today beside the washes (issue 46): online, refunded, and what the branch collects by the ledgers. */
export const MONEY_NOTES = {
  online: 'WiPay payments made today, any appointment day',
  refunded: 'Refunds WiPay confirmed today',
  due: "Today's cars, by what each still owes",
  collected: 'Of those, the cars washed',
} as const;

export function DashboardMoneyStats({ money }: { money: DashboardMoney | undefined }) {
  if (!money) return null;
  const stat = (label: string, value: number, note: string) => (
    <div className="admin-stat">
      <dt>{label}</dt>
      <dd>{formatMoney(value)}</dd>
      <dd className="admin-stat__note">{note}</dd>
    </div>
  );
  return (
    <dl className="admin-stats" aria-label="Today's money">
      {stat('Taken Online Today', money.takenOnlineToday, MONEY_NOTES.online)}
      {stat('Refunded Today', money.refundedToday, MONEY_NOTES.refunded)}
      {stat('Due at the Branch Today', money.dueAtBranchToday, MONEY_NOTES.due)}
      {stat('Collected at Washes Done', money.collectedAtBranchToday, MONEY_NOTES.collected)}
    </dl>
  );
}
