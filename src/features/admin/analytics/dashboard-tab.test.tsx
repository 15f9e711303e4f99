// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as reports from '../../../lib/data/admin-reports';
import { orderConverter } from '../../../lib/model/converters';
import {
  HOPELESS_ORDER,
  HOPELESS_ORDER_ID,
  ODD_ORDERS,
  readFixtures,
} from '../../../test-support/odd-documents.fixtures';
import { DashboardTab } from './dashboard-tab';

import { quietConsole } from '../../../test-support/shared.mocks';
const { withMockFns } = await vi.hoisted(() => import('../../../test-support/shared.mocks'));
vi.mock(import('../../../lib/data/admin-reports'), async (o) => withMockFns(await o(), 'loadDashboard'));

const tiles = {
  monthlyRevenue: 195,
  todaysOrders: 0,
  todaysTopWash: null,
  todaysRevenue: 0,
  todaysCompleted: 0,
  todaysMisses: 0,
  todaysNoShowRate: null,
};

/** The value and the one-line definition under a figure, found by its label. */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  const [value, note] = within(term.parentElement!).getAllByRole('definition');
  return { value: value?.textContent, note: note?.textContent };
}

describe('DashboardTab', () => {
  beforeEach(() => {
    vi.mocked(reports.loadDashboard).mockReset();
    quietConsole();
  });

  it('lists recent orders stored in older shapes and names the one it could not read', async () => {
    const read = readFixtures(
      'orders',
      { ...ODD_ORDERS, [HOPELESS_ORDER_ID]: HOPELESS_ORDER },
      orderConverter,
    );
    vi.mocked(reports.loadDashboard).mockResolvedValue({
      ...tiles,
      recentOrders: read.items,
      skippedOrders: read.skipped,
    });
    render(<DashboardTab />);
    const table = await screen.findByRole('table', { name: 'Recent orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByText('$90.00')).toBeInTheDocument();
    expect(within(table).getAllByText('15/06/2098')).toHaveLength(4);
    expect(screen.getByText(`1 order could not be shown: ${HOPELESS_ORDER_ID}`)).toBeInTheDocument();
  });

  it("shows today's completed washes, misses and no-show rate, and says what revenue counts", async () => {
    vi.mocked(reports.loadDashboard).mockResolvedValue({
      monthlyRevenue: 1234.5,
      todaysOrders: 7,
      todaysTopWash: 'PREMIUM WASH',
      todaysRevenue: 150,
      todaysCompleted: 3,
      todaysMisses: 1,
      todaysNoShowRate: 1 / 3,
      recentOrders: [],
      skippedOrders: [],
    });
    render(<DashboardTab />);
    await screen.findByText('No orders yet.');
    expect(figure('Monthly Revenue')).toEqual({ value: '$1,234.50', note: 'Completed orders only' });
    expect(figure("Today's Revenue")).toEqual({ value: '$150.00', note: 'Completed orders only' });
    expect(figure("Today's Orders")).toEqual({ value: '7', note: undefined });
    expect(figure("Today's Top Wash")).toEqual({ value: 'PREMIUM WASH', note: 'Most washed today' });
    expect(figure("Today's Completed Washes").value).toBe('3');
    expect(figure("Today's Misses")).toEqual({ value: '1', note: 'Appointments nobody came to' });
    expect(figure("Today's No-show Rate")).toEqual({
      value: '33.3%',
      note: 'Misses ÷ (appointments washed + misses)',
    });
  });

  it('answers None and no rate, not 0%, on a day nothing was washed or missed yet', async () => {
    vi.mocked(reports.loadDashboard).mockResolvedValue({ ...tiles, recentOrders: [], skippedOrders: [] });
    render(<DashboardTab />);
    await screen.findByText('No orders yet.');
    expect(figure("Today's Top Wash").value).toBe('None');
    expect(figure("Today's Completed Washes").value).toBe('0');
    expect(figure("Today's Misses").value).toBe('0');
    expect(figure("Today's No-show Rate").value).toBe('No visits yet');
  });

  it('shows an error with a Retry that loads the dashboard again', async () => {
    vi.mocked(reports.loadDashboard)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ ...tiles, recentOrders: [], skippedOrders: [] });
    render(<DashboardTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the dashboard. Please try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reports.loadDashboard).toHaveBeenCalledTimes(2);
  });
});
