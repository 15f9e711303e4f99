// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NeedsRefundItem } from '../../../contracts/admin-api';
import { quietConsole } from '../../../test-support/shared.mocks';

const data = vi.hoisted(() => ({ listNeedsRefund: vi.fn(), markRefundHandled: vi.fn() }));
vi.mock('../../../lib/data/admin-needs-refund', () => data);

const { NeedsRefundTab } = await import('./needs-refund-tab');

const item: NeedsRefundItem = {
  checkoutId: 'chk_1',
  transactionId: 'SB-7-123456',
  amount: 45,
  purpose: 'drive-in',
  customerId: 'u1',
  customerName: 'Alice Baptiste',
  customerEmail: 'alice@demo.test',
  reason: 'phone-not-verified',
  detail: 'Please verify your phone number.',
  closedAt: '2026-11-24T14:00:00.000Z',
  paymentState: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  data.listNeedsRefund.mockResolvedValue([item, { ...item, checkoutId: 'chk_2', paymentState: 'refunded' }]);
  data.markRefundHandled.mockResolvedValue({ handled: true });
});

describe('Payments to refund', () => {
  it('lists each payment with the customer, the amount, the transaction and why no order was made', async () => {
    render(<NeedsRefundTab viewOnly={false} />);
    const table = await screen.findByRole('table', { name: 'Payments to refund' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Alice Baptiste');
    expect(rows[1]).toHaveTextContent('alice@demo.test');
    expect(rows[1]).toHaveTextContent('$45.00');
    expect(rows[1]).toHaveTextContent('SB-7-123456');
    expect(rows[1]).toHaveTextContent('Please verify your phone number.');
    expect(rows[2]).toHaveTextContent('Refunded through WiPay already');
  });

  it('lets a full admin mark one handled, then lists again', async () => {
    render(<NeedsRefundTab viewOnly={false} />);
    const buttons = await screen.findAllByRole('button', { name: /^Mark handled: \$45\.00 paid by alice/ });
    fireEvent.click(buttons[0]!);
    expect(await screen.findByRole('status')).toHaveTextContent('Payment SB-7-123456 marked handled.');
    expect(data.markRefundHandled).toHaveBeenCalledWith('chk_1');
    // The list is read again by the reload's effect, which can run after the message is shown.
    await waitFor(() => expect(data.listNeedsRefund).toHaveBeenCalledTimes(2));
  });

  it('shows a view-only admin the list without the button', async () => {
    render(<NeedsRefundTab viewOnly />);
    await screen.findByRole('table', { name: 'Payments to refund' });
    expect(screen.queryByRole('button', { name: /Mark handled/ })).not.toBeInTheDocument();
  });

  it('says when nothing waits, and shows a refusal as an alert', async () => {
    quietConsole();
    data.listNeedsRefund.mockResolvedValueOnce([]);
    const { unmount } = render(<NeedsRefundTab viewOnly={false} />);
    expect(await screen.findByText('No payment is waiting for a refund.')).toBeInTheDocument();
    unmount();
    data.markRefundHandled.mockRejectedValue(
      Object.assign(new Error('Administrator access is required.'), { code: 'functions/permission-denied' }),
    );
    render(<NeedsRefundTab viewOnly={false} />);
    fireEvent.click((await screen.findAllByRole('button', { name: /^Mark handled/ }))[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Administrator access is required.');
  });
});
