// The plans topic's figures beside its chart (issue 43): the range's totals and every day's plan and single washes.
import type { AnalyticsResult } from '../../../domain/analytics';
import { AdminTable } from '../shared/admin-table';

type Plans = NonNullable<AnalyticsResult['plans']>;

/** 'Plan washes: 3 · Single washes: 9', then a table of every day of the range. */
export function PlanWashesTable({ result, plans }: { result: AnalyticsResult; plans: Plans }) {
  return (
    <>
      <p className="admin-chart__note">
        Plan washes: {plans.totals.plan} · Single washes: {plans.totals.single}
        <br />
        <small>
          Appointments and drive-ins not cancelled, by appointment day; a plan wash is paid by a wash plan.
        </small>
      </p>
      <AdminTable label={`${result.title} data`} columns={['Date', 'Plan washes', 'Single washes']}>
        {result.labels.map((label, i) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{result.values[i]}</td>
            <td>{plans.single[i]}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
