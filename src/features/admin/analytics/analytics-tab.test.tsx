// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runAnalytics, type AnalyticsResult } from '../../../domain/analytics';
import * as reports from '../../../lib/data/admin-reports';
import {
  DATASET_ORDERS,
  DATASET_RANGE,
  DATASET_USERS,
} from '../../../../tests/support/analytics-dataset.fixtures';
import { AnalyticsTab } from './analytics-tab';

const { withMockFns } = await vi.hoisted(() => import('../../../test-support/shared.mocks'));
vi.mock(import('../../../lib/data/admin-reports'), async (o) => withMockFns(await o(), 'loadAnalytics'));
// The canvas chart (chart.js) is not what these tests look at: a stand-in names the series it was given.
vi.mock('./analytics-chart', () => ({
  AnalyticsChart: ({ result }: { result: AnalyticsResult }) => (
    <p>chart of {result.visits ? 'completed washes and misses' : result.title}</p>
  ),
}));

const answer = (topic: Parameters<typeof runAnalytics>[0], orders = DATASET_ORDERS) =>
  runAnalytics(topic, { orders, users: DATASET_USERS, range: DATASET_RANGE });

async function showTopic(topic: string) {
  render(<AnalyticsTab />);
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: topic } });
}

describe('AnalyticsTab', () => {
  beforeEach(() => {
    vi.mocked(reports.loadAnalytics).mockReset();
  });

  it('shows completed washes, misses and the no-show rate per day, with the totals of the range', async () => {
    vi.mocked(reports.loadAnalytics).mockImplementation(async (topic) => answer(topic));
    await showTopic('visits');
    const table = await screen.findByRole('table', { name: 'Completed Washes and Misses data' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Date', 'Completed washes', 'Misses', 'No-show rate'],
      ['20/11/2026', '2', '0', '0%'],
      ['21/11/2026', '1', '1', '50%'],
      ['22/11/2026', '1', '0', 'n/a'],
    ]);
    expect(screen.getByText(/Completed washes: 4 · Misses: 1 · No-show rate: 25%/)).toBeInTheDocument();
    expect(screen.getByText(/Misses ÷ \(appointments washed \+ misses\)/)).toBeInTheDocument();
    expect(await screen.findByText('chart of completed washes and misses')).toBeInTheDocument();
  });

  it('shows the washes plans paid for beside single washes per day, with the totals of the range', async () => {
    vi.mocked(reports.loadAnalytics).mockImplementation(async (topic) => answer(topic));
    await showTopic('plans');
    const table = await screen.findByRole('table', { name: 'Plan Washes and Single Washes data' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Date', 'Plan washes', 'Single washes'],
      ['20/11/2026', '0', '2'],
      ['21/11/2026', '1', '2'],
      ['22/11/2026', '0', '1'],
    ]);
    expect(screen.getByText(/Plan washes: 1 · Single washes: 5/)).toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(await screen.findByText('chart of Plan Washes and Single Washes')).toBeInTheDocument();
  });

  it('says a range without washes or misses has none, instead of drawing an empty chart', async () => {
    vi.mocked(reports.loadAnalytics).mockImplementation(async (topic) => answer(topic, []));
    await showTopic('visits');
    expect(await screen.findByText('No completed washes or misses in this date range.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/chart of/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No-show rate:/)).not.toBeInTheDocument();
  });

  it('says a range without booked appointments has no least used timeslots, instead of ten empty bars', async () => {
    vi.mocked(reports.loadAnalytics).mockImplementation(async (topic) => answer(topic, []));
    await showTopic('leastUsedTimeslots');
    expect(await screen.findByText('No booked appointments in this date range.')).toBeInTheDocument();
    expect(screen.queryByText(/chart of/)).not.toBeInTheDocument();
  });

  it('charts the revenue of completed orders and says so under the total', async () => {
    vi.mocked(reports.loadAnalytics).mockImplementation(async (topic) => answer(topic));
    render(<AnalyticsTab />);
    expect(await screen.findByText(/Total Revenue: \$225\.00/)).toBeInTheDocument();
    expect(screen.getByText('Revenue: completed orders only, by appointment day.')).toBeInTheDocument();
    expect(await screen.findByText('chart of Profits')).toBeInTheDocument();
  });

  it('says a range without completed orders has no revenue, instead of a flat line', async () => {
    const booked = DATASET_ORDERS.map((o) => ({ ...o, status: 'confirmed' as const }));
    vi.mocked(reports.loadAnalytics).mockImplementation(async (topic) => answer(topic, booked));
    render(<AnalyticsTab />);
    expect(await screen.findByText('No completed orders in this date range.')).toBeInTheDocument();
    expect(screen.getByText(/Total Revenue: \$0\.00/)).toBeInTheDocument();
  });
});
