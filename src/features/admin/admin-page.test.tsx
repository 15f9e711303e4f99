// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../lib/auth-user';
import { adminOrder } from '../../test-support/orders.fixtures';
import { PANEL_PATH, renderAdminRoute, staffAs } from '../../test-support/admin.fixtures';

const auth = vi.hoisted(() => ({ state: { status: 'loading' } as AuthState }));
const pages = vi.hoisted(() => ({ orders: [] as unknown[] }));
vi.mock('../../lib/auth-user', () => ({ useAuthState: () => auth.state, signOutUser: vi.fn() }));
vi.mock('../../lib/data/admin-orders', () => ({
  listAdminOrdersPage: vi.fn(async () => ({ orders: pages.orders, skipped: [], next: null })),
  updateAdminOrderStatus: vi.fn(),
  deleteAdminOrders: vi.fn(),
  customerNamesOf: vi.fn(async () => new Map()),
}));
vi.mock('../../lib/data/admin-reports', () => ({
  loadDashboard: vi.fn(async () => ({
    monthlyRevenue: 1234.5,
    todaysOrders: 2,
    todaysTopWash: 'BASIC WASH',
    todaysRevenue: 90,
    todaysCompleted: 2,
    todaysMisses: 0,
    todaysNoShowRate: 0,
    recentOrders: [],
    skippedOrders: [],
  })),
  loadAnalytics: vi.fn(async () => ({
    title: 'Profits',
    type: 'line',
    labels: [],
    values: [],
    totalRevenue: 0,
  })),
}));
vi.mock('../../lib/data/admin-users', () => ({
  listAdminUsersPage: vi.fn(async () => ({ items: [], skipped: [], next: null })),
  countAdminUsers: vi.fn(async () => 0),
  searchAdminUsers: vi.fn(async () => ({ items: [], skipped: [] })),
  listBlocksOf: vi.fn(async () => ({ items: [], skipped: [] })),
  blockAdminUser: vi.fn(),
  unblockAdminUser: vi.fn(),
  clearLoginLock: vi.fn(),
}));

vi.mock('../../lib/data/bay-board', () => ({ subscribeBayBoard: vi.fn(() => () => {}) }));
vi.mock('../../lib/data/admin-needs-refund', () => ({
  listNeedsRefund: vi.fn(async () => []),
  markRefundHandled: vi.fn(),
}));
// Issue 43: the Plans tab (the last one) reads nothing from the server here.
vi.mock(import('../../lib/data/plan-calls'), async (original) => ({
  ...(await original()),
  loadAdminPlans: vi.fn(async () => ({
    planTypes: [],
    figures: { sold: 0, active: 0, washesRedeemed: 0, receivedCents: 0, deferredCents: 0, refundedCents: 0 },
    plans: [],
  })),
}));

const { AdminPage } = await import('./admin-page');

const signedIn = (admin: boolean, viewOnlyAdmin: boolean) => staffAs('x@demo.test', { admin, viewOnlyAdmin });
const order = (i: number) => adminOrder(`ORDER-${String(i).padStart(4, '0')}`);
const renderPanel = () => renderAdminRoute(PANEL_PATH, <AdminPage />);

describe('AdminPage', () => {
  beforeEach(() => {
    pages.orders = [];
  });

  it('sends a visitor and a customer to the admin sign-in', () => {
    auth.state = { status: 'signed-out' };
    renderPanel();
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
    auth.state = signedIn(false, false);
    renderPanel();
    expect(screen.getAllByText('sign-in page')).toHaveLength(2);
  });

  it("lands a full admin on Dashboard with the spec's seven tabs first and arrow-key navigation", async () => {
    auth.state = signedIn(true, false);
    renderPanel();
    const tabs = screen.getAllByRole('tab');
    // A tab added later (README recipe) follows the spec's seven.
    expect(tabs.map((t) => t.textContent).slice(0, 7)).toEqual([
      'Dashboard',
      'Orders',
      'Bay',
      'Users',
      'Analytics',
      'Audit Log',
      'Settings',
    ]);
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.queryByText('View Only Mode')).not.toBeInTheDocument();
    fireEvent.keyDown(tabs[0], { key: 'ArrowDown' });
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Orders' }), { key: 'End' });
    expect(tabs.at(-1)).toHaveAttribute('aria-selected', 'true');
    expect(tabs.at(-1)).toHaveFocus();
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Settings Coming Soon');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Business hours');
  });

  it('lands a view-only admin on Orders with the badge and no editing', async () => {
    auth.state = signedIn(false, true);
    pages.orders = [order(1)];
    renderPanel();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Orders',
      'Users',
      'Audit Log',
      'Payments to refund',
      'Plans',
    ]);
    expect(screen.getByText('View Only Mode')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open order ORDER-0001' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Status of order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('lands a bay attendant on the Bay screen and shows nothing else of the panel', () => {
    auth.state = staffAs('bay@demo.test', { admin: false, viewOnlyAdmin: false, bayAttendant: true });
    renderPanel();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Bay']);
    expect(screen.getByRole('tab', { name: 'Bay' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Bay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeInTheDocument();
    expect(screen.getByLabelText('Order code')).toBeInTheDocument();
    expect(screen.queryByText('View Only Mode')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('gives a full admin the Bay screen too', () => {
    auth.state = signedIn(true, false);
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Bay' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Today');
    expect(screen.getByLabelText('Number plate')).toBeInTheDocument();
  });

  it('gives a view-only admin no Bay tab', () => {
    auth.state = signedIn(false, true);
    renderPanel();
    expect(screen.queryByRole('tab', { name: 'Bay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start camera' })).not.toBeInTheDocument();
  });

  it('caps select-all at 150 and refuses a 151st order', async () => {
    auth.state = signedIn(true, false);
    pages.orders = Array.from({ length: 160 }, (_, i) => order(i));
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    const table = await screen.findByRole('table', { name: 'Orders' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all orders' }));
    expect(screen.getByText('Selected first 150 orders (maximum limit).')).toBeInTheDocument();
    expect(screen.getByText('150 selected')).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select order ORDER-0155' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum 150 orders can be selected at once.');
  });

  it('asks for a status, then for an order, before a bulk update', async () => {
    auth.state = signedIn(true, false);
    pages.orders = [order(1)];
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    await screen.findByRole('button', { name: 'Open order ORDER-0001' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Status' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a status to apply.');
    fireEvent.change(screen.getByLabelText('Bulk status'), { target: { value: 'completed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Status' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one order.');
    // Nothing selected, nothing to delete: the red button is not there at all.
    expect(screen.queryByRole('button', { name: 'Delete Selected' })).not.toBeInTheDocument();
  });

  it('shows the empty-database message on the Users tab', async () => {
    auth.state = signedIn(true, false);
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('No users found in the database.')).toBeInTheDocument();
    expect(screen.getByText('Users will appear here once they register accounts.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Users (0 of 0)' })).toBeInTheDocument();
  });
});
