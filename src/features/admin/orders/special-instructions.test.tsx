// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminOrder } from '../../../test-support/orders.fixtures';

vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => 'data:image/png;base64,QR') }));
// The order detail follows its order and reads its messages: kept off the network here, since an answer (or a refused
// connection) arriving after the test's environment is torn down is an unhandled error of the whole run.
vi.mock('../../../lib/data/admin-refunds', () => ({
  refundOrder: vi.fn(),
  followOrder: vi.fn(() => () => {}),
}));
vi.mock('../../../lib/data/customer-messages', () => ({
  readOrderMessages: vi.fn(async () => []),
  resendConfirmation: vi.fn(),
}));

const { OrderQrModal } = await import('./order-qr-modal');
const { OrdersTable } = await import('./orders-table');

const NOTE = 'Please skip the roof box; the left mirror folds in. Gate code 4412, call on arrival.';
const noted = adminOrder('ORDER-N', { specialInstructions: NOTE });
const plain = adminOrder('ORDER-P', { specialInstructions: '' });

function renderTable(viewOnly: boolean) {
  const noop = () => {};
  render(
    <OrdersTable
      orders={[noted, plain]}
      viewOnly={viewOnly}
      busy={false}
      selected={[]}
      onToggle={noop}
      onToggleAll={noop}
      onStatus={noop}
      onOpen={noop}
    />,
  );
  return screen.getAllByRole('row');
}

describe("the customer's special instructions on the staff's screens", () => {
  it('shows the whole note in the order detail', () => {
    render(<OrderQrModal order={noted} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Order QR Code' });
    const term = within(dialog).getByText('Special instructions', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(NOTE);
  });

  it('says nothing about a note when there is none', () => {
    render(<OrderQrModal order={plain} onClose={() => {}} />);
    expect(screen.queryByText('Special instructions')).not.toBeInTheDocument();
  });

  it.each([false, true])(
    'shows the note under its row in the orders table, full text kept (view-only %s)',
    (viewOnly) => {
      const [, first, second] = renderTable(viewOnly);
      const note = within(first).getByText(`Note: ${NOTE}`);
      expect(note).toHaveAttribute('title', NOTE);
      expect(note).toHaveClass('admin-table__note');
      expect(within(second).queryByText(/^Note:/)).not.toBeInTheDocument();
    },
  );
});
