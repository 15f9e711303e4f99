// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as orders from '../../lib/data/account-orders';
import { orderConverter } from '../../lib/model/converters';
import {
  HOPELESS_ORDER,
  HOPELESS_ORDER_ID,
  ODD_ORDERS,
  readFixtures,
} from '../../test-support/odd-documents.fixtures';
import { PastServices } from './past-services';
import { makeOrder } from '../../test-support/orders.fixtures';

const { withMockFns } = await vi.hoisted(() => import('../../test-support/shared.mocks'));
vi.mock(import('../../lib/data/account-orders'), async (o) => withMockFns(await o(), 'listMyPastOrders'));

describe('PastServices', () => {
  afterEach(() => vi.clearAllMocks());

  it('lists completed and cancelled orders', async () => {
    vi.mocked(orders.listMyPastOrders).mockResolvedValue({
      items: [
        // The price shown is the ledger's (catalogue wash + fee), so the fixture's stored price agrees with it.
        makeOrder({ serviceName: 'BASIC WASH', status: 'completed', price: 45 }),
        makeOrder({ serviceName: 'PREMIUM WASH', status: 'cancelled' }),
      ],
      skipped: [],
    });
    render(<PastServices uid="u1" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // Each card carries its date, time, service, price and status.
    expect(within(cards[0]).getByRole('heading', { level: 3 }).textContent).toMatch(
      /^\w+ \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M$/,
    );
    expect(within(cards[0]).getByText('BASIC WASH')).toBeInTheDocument();
    expect(within(cards[0]).getByText('$45')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Completed')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Cancelled')).toBeInTheDocument();
    expect(orders.listMyPastOrders).toHaveBeenCalledWith('u1');
  });

  it('says who cancelled, what went back to the card, and a missed appointment as missed (issue 46)', async () => {
    vi.mocked(orders.listMyPastOrders).mockResolvedValue({
      items: [
        makeOrder({
          serviceName: 'PREMIUM WASH',
          appointmentType: 'special',
          price: 105,
          status: 'cancelled',
          specialFeePaid: { cents: 3000, paymentReference: 'T-1' },
          paymentProcessor: 'WiPay sandbox',
          refundStatus: 'refunded',
        }),
        makeOrder({ serviceName: 'BASIC WASH', status: 'cancelled', noShow: true }),
      ],
      skipped: [],
    });
    render(<PastServices uid="u1" />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Cancelled by the car wash');
    expect(cards[0]).toHaveTextContent('$30.00 refunded to the card');
    expect(cards[0]).not.toHaveTextContent('$105');
    expect(within(cards[1]).getByText('Missed')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    vi.mocked(orders.listMyPastOrders).mockResolvedValue({ items: [], skipped: [] });
    render(<PastServices uid="u1" />);
    expect(await screen.findByText('You have no past services yet.')).toBeInTheDocument();
  });

  it('shows past orders stored in older shapes and names the one it could not read', async () => {
    const past = Object.fromEntries(
      Object.entries({ ...ODD_ORDERS, [HOPELESS_ORDER_ID]: HOPELESS_ORDER }).map(([id, d]) => [
        id,
        id === HOPELESS_ORDER_ID ? d : { ...d, status: 'completed' },
      ]),
    );
    vi.mocked(orders.listMyPastOrders).mockResolvedValue(readFixtures('orders', past, orderConverter));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<PastServices uid="u1" />);
    expect(await screen.findAllByText('COMFORT WASH')).toHaveLength(3);
    expect(screen.getByText('BASIC WASH')).toBeInTheDocument();
    expect(screen.getByText('$90')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`1 order could not be shown: ${HOPELESS_ORDER_ID}`);
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
