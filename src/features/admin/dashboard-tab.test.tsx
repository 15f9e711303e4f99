// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as reports from '../../lib/data/admin-reports';
import { orderConverter } from '../../lib/model/converters';
import { HOPELESS_ORDER, HOPELESS_ORDER_ID, ODD_ORDERS } from '../../lib/model/test-odd-documents';
import { readFixtures } from '../../lib/model/test-odd-documents';
import { DashboardTab } from './dashboard-tab';

import { quietConsole } from '../../lib/test-mocks';
const { withMockFns } = await vi.hoisted(() => import('../../lib/test-mocks'));
vi.mock(import('../../lib/data/admin-reports'), async (o) => withMockFns(await o(), 'loadDashboard'));

const tiles = { monthlyRevenue: 195, todaysOrders: 0, todaysTopWash: null, todaysRevenue: 0 };

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
