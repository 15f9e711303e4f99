import type { ReactNode } from 'react';
import './summary-rows.css';

/** The label/value list of the booking page's and the payment page's summaries; the 'Total' row is emphasised. */
export function SummaryRows({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="summary-rows">
      {rows.map(([label, value]) => (
        <div key={label} className={label === 'Total' ? 'summary-row summary-row--total' : 'summary-row'}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
