// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminOrder } from '../../../test-support/orders.fixtures';

const data = vi.hoisted(() => ({
  listAdminOrdersPage: vi.fn(),
  searchAdminOrders: vi.fn(),
  updateAdminOrderStatus: vi.fn(),
  deleteAdminOrders: vi.fn(),
  customerNamesOf: vi.fn(async () => new Map([['u1', 'Alice Ramdass']])),
}));
vi.mock('../../../lib/data/admin-orders', () => data);

const { OrdersTab } = await import('./orders-tab');

const order = adminOrder;
const ABC = [order('ORDER-A'), order('ORDER-B'), order('ORDER-C')];

beforeEach(() => {
  vi.clearAllMocks();
  data.listAdminOrdersPage.mockResolvedValue({ orders: ABC, skipped: [], next: null });
});

async function selectAllLoaded() {
  const table = await screen.findByRole('table', { name: 'Orders' });
  await within(table).findByRole('button', { name: 'Open order ORDER-A' });
  fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all orders' }));
}

describe('OrdersTab', () => {
  it('lists the readable orders and names the one it could not read instead of failing the tab', async () => {
    data.listAdminOrdersPage.mockResolvedValueOnce({
      orders: ABC,
      skipped: [{ id: 'ORDER-BROKEN', reason: 'no status' }],
      next: null,
    });
    render(<OrdersTab viewOnly={false} />);
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('button', { name: 'Open order ORDER-C' })).toBeInTheDocument();
    expect(screen.getByText('1 order could not be shown: ORDER-BROKEN')).toBeInTheDocument();
  });

  it("shows each order's customer by name (read from the profiles) and its number plate", async () => {
    data.listAdminOrdersPage.mockResolvedValueOnce({
      orders: [order('ORDER-A', { numberPlate: 'PDF1234' }), order('ORDER-B', { numberPlate: null })],
      skipped: [],
      next: null,
    });
    render(<OrdersTab viewOnly={false} />);
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Number plate' })).toBeInTheDocument();
    expect((await within(table).findAllByText('Alice Ramdass')).length).toBe(2);
    expect(data.customerNamesOf).toHaveBeenCalledWith(['u1']);
    const [, rowA, rowB] = within(table).getAllByRole('row');
    expect(rowA).toHaveTextContent('PDF1234');
    expect(rowB).toHaveTextContent('None');
  });

  it('asks the server for each filter and clears the selection when a filter changes', async () => {
    render(<OrdersTab viewOnly={false} />);
    await selectAllLoaded();
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'cancelled' } });
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '2026-11-30' } });
    await vi.waitFor(() =>
      expect(data.listAdminOrdersPage).toHaveBeenLastCalledWith({
        status: 'cancelled',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );
  });

  it('searches the server for the exact term, narrows by the filters and clears the selection', async () => {
    data.searchAdminOrders.mockResolvedValue({
      items: [order('ORDER-OLD'), order('ORDER-X', { status: 'cancelled' })],
      skipped: [],
    });
    render(<OrdersTab viewOnly={false} />);
    await selectAllLoaded();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'confirmed' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), {
      target: { value: ' order-old ' },
    });
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(await screen.findByText('1 order matches "order-old"')).toBeInTheDocument();
    expect(data.searchAdminOrders).toHaveBeenCalledWith('order-old');
    expect(screen.getByRole('button', { name: 'Open order ORDER-OLD' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open order ORDER-X' })).not.toBeInTheDocument();
  });

  it('sends only the selected orders and names each one a bulk update could not change', async () => {
    data.updateAdminOrderStatus.mockResolvedValue({
      done: ['ORDER-A'],
      notFound: ['ORDER-B'],
      failed: ['ORDER-C'],
    });
    render(<OrdersTab viewOnly={false} />);
    await selectAllLoaded();
    fireEvent.change(screen.getByLabelText('Bulk status'), { target: { value: 'completed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Status' }));
    const list = await screen.findByRole('list', { name: 'Orders not changed' });
    expect(data.updateAdminOrderStatus).toHaveBeenCalledWith(['ORDER-A', 'ORDER-B', 'ORDER-C'], 'completed');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update some orders. Please try again.');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ORDER-B: not found', 'ORDER-C: not changed']);
    // The failed order stays selected for a retry; the missing one leaves the list.
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select order ORDER-C' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Open order ORDER-B' })).not.toBeInTheDocument();
  });

  it('keeps Delete out of sight until it applies: no red button per row, Delete Selected only with a selection', async () => {
    data.deleteAdminOrders.mockResolvedValue({ done: ['ORDER-B'], notFound: [], failed: [] });
    render(<OrdersTab viewOnly={false} />);
    const table = await screen.findByRole('table', { name: 'Orders' });
    await within(table).findByRole('button', { name: 'Open order ORDER-B' });
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Selected' })).not.toBeInTheDocument();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select order ORDER-A' }));
    expect(screen.getByRole('button', { name: 'Delete Selected' })).toBeInTheDocument();
    // One order is deleted from its detail, after the confirmation.
    fireEvent.click(within(table).getByRole('button', { name: 'Open order ORDER-B' }));
    const detail = screen.getByRole('dialog', { name: 'Order QR Code' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Delete order ORDER-B' }));
    const confirm = screen.getByRole('alertdialog');
    expect(data.deleteAdminOrders).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(data.deleteAdminOrders).toHaveBeenCalledWith(['ORDER-B']));
  });

  it('offers no Delete in the detail to a view-only admin', async () => {
    render(<OrdersTab viewOnly={true} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open order ORDER-A' }));
    const detail = screen.getByRole('dialog', { name: 'Order QR Code' });
    expect(within(detail).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('shows a load failure with Retry, which asks again', async () => {
    data.listAdminOrdersPage.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<OrdersTab viewOnly={true} />);
    expect(await screen.findByText('Failed to load orders. Please try again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Open order ORDER-A' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load orders. Please try again.')).not.toBeInTheDocument();
  });
});
