// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDoc } from '../../../contracts/documents';
import { adminOrder } from '../../../test-support/orders.fixtures';
import { quietConsole } from '../../../test-support/shared.mocks';

const data = vi.hoisted(() => ({
  refundOrder: vi.fn(),
  followOrder: vi.fn<(id: string, onData: (o: OrderDoc | null) => void, onError: () => void) => () => void>(),
}));
vi.mock('../../../lib/data/admin-refunds', () => data);
vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => 'data:image/png;base64,QR') }));

const { OrderQrModal } = await import('./order-qr-modal');

const paid = adminOrder('ORDER-W', { serviceType: 'drive-in', paymentProcessor: 'WiPay sandbox' });
const BUTTON = { name: 'Refund order ORDER-W' };
let push: (order: OrderDoc | null) => void = () => {};

beforeEach(() => {
  vi.clearAllMocks();
  data.refundOrder.mockResolvedValue({ refundStatus: 'requested', amount: 45, requested: true });
  data.followOrder.mockImplementation((_id, onData) => {
    push = onData;
    return () => {};
  });
});

describe('refunds in the order detail', () => {
  it('names the amount actually paid, not the price: a special refunds its $30.00 fee (issue 46)', async () => {
    const special = adminOrder('ORDER-W', {
      appointmentType: 'special',
      serviceName: 'PREMIUM WASH',
      price: 105,
      specialFeePaid: { cents: 3000, paymentReference: 'T-FEE' },
      paymentProcessor: 'WiPay sandbox',
    });
    render(<OrderQrModal order={special} canRefund onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', BUTTON));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund payment' });
    expect(dialog).toHaveTextContent("Refund $30.00 to the customer's card through WiPay?");
    expect(dialog).not.toHaveTextContent('$105');
  });

  it('lets a full admin refund a WiPay payment after a confirmation that says the amount', async () => {
    render(<OrderQrModal order={paid} canRefund onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', BUTTON));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund payment' });
    expect(dialog).toHaveTextContent("Refund $45.00 to the customer's card through WiPay?");
    expect(data.refundOrder).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund $45.00' }));
    expect(await screen.findByText(/Refund requested for order ORDER-W/)).toHaveAttribute('role', 'status');
    expect(data.refundOrder).toHaveBeenCalledWith('ORDER-W');
  });

  it('shows what WiPay reports, live from the order, and hides the button once requested or refunded', () => {
    render(<OrderQrModal order={paid} canRefund onClose={() => {}} />);
    expect(data.followOrder).toHaveBeenCalledWith('ORDER-W', expect.any(Function), expect.any(Function));
    act(() => push({ ...paid, status: 'cancelled', refundStatus: 'requested' }));
    expect(screen.getByText('Refund requested', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', BUTTON)).not.toBeInTheDocument();
    act(() => push({ ...paid, status: 'cancelled', refundStatus: 'refunded' }));
    expect(screen.getByText('Refunded', { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', BUTTON)).not.toBeInTheDocument();
  });

  it('offers the refund again after WiPay rejected it', () => {
    render(<OrderQrModal order={{ ...paid, refundStatus: 'rejected' }} canRefund onClose={() => {}} />);
    expect(screen.getByText('Refund rejected', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('button', BUTTON)).toBeEnabled();
  });

  it('shows no button to a view-only admin, nor for an order WiPay took no money for', () => {
    const { unmount } = render(<OrderQrModal order={paid} onClose={() => {}} />);
    expect(screen.queryByRole('button', BUTTON)).not.toBeInTheDocument();
    unmount();
    render(<OrderQrModal order={adminOrder('ORDER-W')} canRefund onClose={() => {}} />);
    expect(screen.queryByRole('button', BUTTON)).not.toBeInTheDocument();
    expect(data.followOrder).toHaveBeenCalledTimes(1);
  });

  it("shows a card dispute live to every admin, and a previous owner's dispute as not affecting the pass", () => {
    render(<OrderQrModal order={paid} onClose={() => {}} />);
    const dispute = { transactionId: 'SB-1-2', payerId: paid.userId, at: new Date() };
    act(() => push({ ...paid, paymentDispute: { ...dispute, state: 'chargeback_pending' } }));
    expect(
      screen.getByText('Chargeback pending: the card payment is disputed, so the pass is on hold.'),
    ).toBeInTheDocument();
    act(() => push({ ...paid, paymentDispute: { ...dispute, state: 'chargeback_released' } }));
    expect(
      screen.getByText('Chargeback released: the payment stands and the pass works again.'),
    ).toBeInTheDocument();
    act(() =>
      push({ ...paid, paymentDispute: { ...dispute, payerId: 'seller', state: 'chargeback_processed' } }),
    );
    expect(screen.getByText(/^The previous owner's card payment: Chargeback processed/)).toHaveTextContent(
      "It does not affect this customer's pass.",
    );
  });

  it('shows the refusal as an alert', async () => {
    quietConsole();
    data.refundOrder.mockRejectedValue(
      Object.assign(new Error('WiPay did not answer, so nothing was refunded. Please try again.'), {
        code: 'functions/unavailable',
      }),
    );
    render(<OrderQrModal order={paid} canRefund onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', BUTTON));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund $45.00' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('WiPay did not answer');
  });

  it("shows the server's sentence when WiPay answered other than a plain request (already refunded)", async () => {
    data.refundOrder.mockResolvedValue({
      refundStatus: 'refunded',
      amount: 45,
      requested: true,
      message: 'WiPay says this payment was already refunded: the order is now marked refunded.',
    });
    render(<OrderQrModal order={paid} canRefund onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', BUTTON));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund $45.00' }),
    );
    expect(await screen.findByText(/WiPay says this payment was already refunded/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByText(/Refund requested for order/)).not.toBeInTheDocument();
  });
});
