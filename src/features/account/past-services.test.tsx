// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as orders from '../../lib/data/account-orders';
import { PastServices } from './past-services';
import { makeOrder } from './test-orders';

vi.mock(import('../../lib/data/account-orders'), async (original) => ({
  ...(await original()),
  listMyPastOrders: vi.fn(),
}));

describe('PastServices', () => {
  afterEach(() => vi.clearAllMocks());

  it('lists completed and cancelled orders', async () => {
    vi.mocked(orders.listMyPastOrders).mockResolvedValue([
      makeOrder({ serviceName: 'BASIC WASH', status: 'completed' }),
      makeOrder({ serviceName: 'PREMIUM WASH', status: 'cancelled' }),
    ]);
    render(<PastServices uid="u1" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('rowheader', { name: 'BASIC WASH' })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(orders.listMyPastOrders).toHaveBeenCalledWith('u1');
  });

  it('says when there are none', async () => {
    vi.mocked(orders.listMyPastOrders).mockResolvedValue([]);
    render(<PastServices uid="u1" />);
    expect(await screen.findByText('You have no past services yet.')).toBeInTheDocument();
  });

  it('says when loading failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(orders.listMyPastOrders).mockRejectedValue(new Error('offline'));
    render(<PastServices uid="u1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load completed/cancelled orders. Please try refreshing the page',
    );
  });
});
