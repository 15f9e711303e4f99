// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminOrder } from '../../../test-support/orders.fixtures';
import { quietConsole } from '../../../test-support/shared.mocks';

const data = vi.hoisted(() => ({ excuseMissedAppointment: vi.fn() }));
vi.mock('../../../lib/data/admin-no-shows', () => data);

const { OrderQrModal } = await import('./order-qr-modal');

const missed = adminOrder('ORDER-M', {
  status: 'cancelled',
  noShow: true,
  noShowAt: new Date('2026-11-23T11:55:00Z'),
});
const BUTTON = { name: 'Excuse missed appointment' };

beforeEach(() => {
  vi.clearAllMocks();
  data.excuseMissedAppointment.mockResolvedValue({
    message: 'Missed appointment excused for order ORDER-M. The free-appointment block it caused was lifted.',
  });
});

describe('the order detail of a missed appointment', () => {
  it('lets a full admin excuse it after confirming, and shows the answer', async () => {
    render(<OrderQrModal order={missed} canExcuse onClose={() => {}} />);
    expect(screen.getByText('Missed appointment')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', BUTTON));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excuse missed appointment' });
    expect(data.excuseMissedAppointment).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excuse' }));
    expect(await screen.findByText(/block it caused was lifted/)).toHaveAttribute('role', 'status');
    expect(data.excuseMissedAppointment).toHaveBeenCalledWith('ORDER-M');
    expect(screen.queryByRole('button', BUTTON)).not.toBeInTheDocument();
  });

  it('does nothing when the admin cancels the confirmation', async () => {
    render(<OrderQrModal order={missed} canExcuse onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', BUTTON));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excuse missed appointment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(data.excuseMissedAppointment).not.toHaveBeenCalled();
    expect(screen.getByRole('button', BUTTON)).toBeEnabled();
  });

  it('shows the refusal as an alert', async () => {
    quietConsole();
    data.excuseMissedAppointment.mockRejectedValue(
      Object.assign(new Error('Administrator access is required.'), { code: 'functions/permission-denied' }),
    );
    render(<OrderQrModal order={missed} canExcuse onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', BUTTON));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excuse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Administrator access is required.');
  });

  it('shows no button to a view-only admin, nor on an excused miss', () => {
    const { unmount } = render(<OrderQrModal order={missed} onClose={() => {}} />);
    expect(screen.getByText('Missed appointment')).toBeInTheDocument();
    expect(screen.queryByRole('button', BUTTON)).not.toBeInTheDocument();
    unmount();
    render(
      <OrderQrModal
        order={{ ...missed, noShowExcusedAt: new Date('2026-11-23T13:00:00Z') }}
        canExcuse
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('button', BUTTON)).not.toBeInTheDocument();
    expect(screen.getByText(/Excused/)).toBeInTheDocument();
  });

  it('shows nothing about misses on an order that was not missed', () => {
    render(<OrderQrModal order={adminOrder('ORDER-K')} canExcuse onClose={() => {}} />);
    expect(screen.queryByText('Missed appointment')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', BUTTON)).not.toBeInTheDocument();
  });
});
