// The visits topic's figures beside its chart: the range's totals and a table of every day with its no-show rate
// (definitions: src/domain/visit-figures.ts).
import type { AnalyticsResult } from '../../../domain/analytics';
import { FIGURE_NOTES } from '../../../domain/visit-figures';
import { formatRate } from '../shared/admin-format';
import { AdminTable } from '../shared/admin-table';

type Visits = NonNullable<AnalyticsResult['visits']>;

/** 'Completed washes: 4 · Misses: 1 · No-show rate: 25%' for the range, with the rate's definition. */
export function VisitTotals({ visits }: { visits: Visits }) {
  const { completed, misses, noShowRate } = visits.totals;
  return (
    <p className="admin-chart__note">
      Completed washes: {completed} · Misses: {misses} · No-show rate: {formatRate(noShowRate)}
      <br />
      <small>
        No-show rate = {FIGURE_NOTES.noShowRate}; drive-ins cannot be missed and are left out of it.
      </small>
    </p>
  );
}

/** A day's rate; 'n/a' on a day no appointment was washed or missed. */
const dayRate = (rate: number | null): string => (rate === null ? 'n/a' : formatRate(rate));

/** Every day of the range: completed washes, misses and the no-show rate. */
export function VisitsTable({ result, visits }: { result: AnalyticsResult; visits: Visits }) {
  return (
    <AdminTable
      label={`${result.title} data`}
      columns={['Date', 'Completed washes', 'Misses', 'No-show rate']}
    >
      {result.labels.map((label, i) => (
        <tr key={label}>
          <th scope="row">{label}</th>
          <td>{result.values[i]}</td>
          <td>{visits.misses[i]}</td>
          <td>{dayRate(visits.noShowRates[i] ?? null)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
