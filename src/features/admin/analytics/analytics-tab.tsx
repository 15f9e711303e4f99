import { lazy, Suspense, useEffect, useState } from 'react';
import {
  ANALYTICS_TOPICS,
  CHART_HEIGHT,
  defaultAnalyticsRange,
  type AnalyticsResult,
  type AnalyticsTopic,
} from '../../../domain/analytics';
import { MESSAGES } from '../../../domain/messages';
import { FIGURE_NOTES } from '../../../domain/visit-figures';
import { loadAnalytics } from '../../../lib/data/admin-reports';
import { formatMoney } from '../../../domain/pricing';
import { formatValue } from './chart-config';
import { VisitsTable, VisitTotals } from './analytics-visits';
import { PlanWashesTable } from './analytics-plans';
import { DateField } from '../../../components/date-field';
import { WaitlistSection } from '../waitlist/waitlist-day';
import { serverNow } from '../../../lib/server-time';

// chart.js + react-chartjs-2 arrive with this chunk only when a chart is first drawn.
const AnalyticsChart = lazy(() => import('./analytics-chart').then((m) => ({ default: m.AnalyticsChart })));

export const TOPIC_LABELS: Record<AnalyticsTopic, string> = {
  profits: 'Profits (total revenue)',
  bestWash: 'Best wash (most popular services)',
  leastUsedTimeslots: 'Least used timeslots',
  location: 'Locations (most used)',
  area: 'Areas (highest usage)',
  visits: 'Washes and misses (no-show rate)',
  plans: 'Plans (plan washes vs single washes)',
};

/** What an empty range says instead of an empty chart. */
export const EMPTY_RANGE: Record<AnalyticsTopic, string> = {
  profits: 'No completed orders in this date range.',
  bestWash: 'No orders in this date range.',
  leastUsedTimeslots: 'No booked appointments in this date range.',
  location: 'No orders in this date range.',
  area: 'No orders in this date range.',
  visits: 'No completed washes or misses in this date range.',
  plans: 'No orders in this date range.',
};

type State = { key: string } & ({ status: 'ready'; result: AnalyticsResult } | { status: 'error' });

/** Date range (default the last 30 days, business time), topic and its chart with an accessible data table. */
export function AnalyticsTab() {
  const [range, setRange] = useState(() => defaultAnalyticsRange(serverNow()));
  const [topic, setTopic] = useState<AnalyticsTopic>('profits');
  const [answer, setAnswer] = useState<State | null>(null);
  const key = `${topic}|${range.start}|${range.end}`;
  const state = answer?.key === key ? answer : { status: 'loading' as const };

  useEffect(() => {
    let live = true;
    loadAnalytics(topic, range).then(
      (result) => live && setAnswer({ key: `${topic}|${range.start}|${range.end}`, status: 'ready', result }),
      (error: unknown) => {
        console.error('[admin] analytics failed', error);
        if (live) setAnswer({ key: `${topic}|${range.start}|${range.end}`, status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [topic, range]);

  return (
    <section className="admin-section" aria-labelledby="admin-analytics-title">
      <h2 id="admin-analytics-title">Analytics</h2>
      <div className="admin-filters admin-filters--wide">
        <label className="admin-inline-field">
          <span>Start date</span>
          <DateField
            value={range.start}
            max={range.end}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, start: e.target.value }))}
          />
        </label>
        <label className="admin-inline-field">
          <span>End date</span>
          <DateField
            value={range.end}
            min={range.start}
            onChange={(e) => e.target.value && setRange((r) => ({ ...r, end: e.target.value }))}
          />
        </label>
        <div className="admin-inline-field">
          <label htmlFor="admin-analytics-topic">Topic</label>
          <select
            id="admin-analytics-topic"
            value={topic}
            onChange={(e) => setTopic(e.target.value as AnalyticsTopic)}
          >
            {ANALYTICS_TOPICS.map((t) => (
              <option key={t} value={t}>
                {TOPIC_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {state.status === 'error' && (
        <p className="form-error" role="alert">
          {MESSAGES.admin.analyticsFailed}
        </p>
      )}
      {state.status === 'loading' && <p role="status">Generating analytics...</p>}
      {state.status === 'ready' && <AnalyticsResultView result={state.result} empty={EMPTY_RANGE[topic]} />}
      <WaitlistSection />
    </section>
  );
}

function AnalyticsResultView({ result, empty }: { result: AnalyticsResult; empty: string }) {
  const { visits } = result;
  return (
    <figure className="admin-chart" aria-labelledby="admin-chart-title">
      <figcaption id="admin-chart-title" className="admin-chart__title">
        {result.title}
        {result.totalRevenue !== undefined && (
          <span className="admin-chart__total"> · Total Revenue: {formatMoney(result.totalRevenue)}</span>
        )}
      </figcaption>
      {result.totalRevenue !== undefined && (
        <p className="admin-chart__note">
          Revenue: {FIGURE_NOTES.revenue.toLowerCase()}, by appointment day.
        </p>
      )}
      {visits && result.labels.length > 0 && <VisitTotals visits={visits} />}
      {result.labels.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="admin-chart__area" style={{ height: CHART_HEIGHT }} data-chart-type={result.type}>
          <Suspense fallback={<p role="status">Loading chart...</p>}>
            <AnalyticsChart result={result} />
          </Suspense>
        </div>
      )}
      {result.plans && result.labels.length > 0 && <PlanWashesTable result={result} plans={result.plans} />}
      {visits ? (
        result.labels.length > 0 && <VisitsTable result={result} visits={visits} />
      ) : result.plans ? null : (
        <DataTable result={result} />
      )}
    </figure>
  );
}

/** The chart's numbers for screen readers (the canvas is aria-hidden). */
function DataTable({ result }: { result: AnalyticsResult }) {
  return (
    <>
      {/* A table ignores height: 1px, so the hiding is done by a wrapper. */}
      <div className="visually-hidden">
        <table aria-label={`${result.title} data`}>
          <thead>
            <tr>
              <th scope="col">Label</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {result.labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{formatValue(result, result.values[i])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
