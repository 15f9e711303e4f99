// @vitest-environment jsdom
// The payment page of a drive-in purchase (paid on WiPay's hosted page).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { useAuthState } from '../../lib/auth-user';
import { goToCheckout, startDriveInCheckout } from '../../lib/data/wipay-checkout';
import { PAYMENT_TEXT } from './order-summary';
import { PAYMENT_TIMER_KEY } from './payment-timer';
import { paymentPageHooks, renderPage } from '../../test-support/payment-page.fixtures';

const mocks = await vi.hoisted(() => import('../../test-support/payment-page.mocks'));
vi.mock('../../lib/auth-user', () => mocks.authUser());
vi.mock('../../lib/data/session-record', () => mocks.sessionRecord());
vi.mock(import('../../lib/data/wipay-checkout'), async (original) => mocks.wipayCheckout(await original()));
vi.mock(import('../../lib/data/booking-trade'), async (original) => mocks.bookingTrade(await original()));

describe('drive-in purchase', () => {
  paymentPageHooks();
  const driveIn = (details: Record<string, unknown> = {}) => ({
    orderDetails: { name: 'BASIC WASH', price: '45', description: 'ON THE GO', isDriveIn: true, ...details },
  });

  it('shows the drive-in instructions, the badge and the catalogue price whatever price it was handed', async () => {
    renderPage(driveIn({ name: 'Premium Wash', price: '1', description: 'cheap' }));
    expect(await screen.findByText('Drive-In Service')).toBeVisible();
    expect(screen.getByRole('heading', { name: UI_TEXT.paymentTitle })).toBeVisible();
    for (const step of PAYMENT_TEXT.driveInSteps) expect(screen.getByText(step)).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('PREMIUM WASH')).toBeVisible();
    expect(within(summary).getByText('EXTRA CLEAN')).toBeVisible();
    expect(within(summary).getAllByText('$75')).toHaveLength(2);
    expect(within(summary).queryByText('$1')).toBeNull();
    expect(within(summary).getByText('Drive-In')).toBeVisible();
    expect(screen.queryByText('Free Appointment')).toBeNull();
  });

  it('has no card field: Process Payment opens WiPay with the catalogue id only, leaving the session', async () => {
    vi.mocked(startDriveInCheckout).mockResolvedValue({
      status: 'redirect',
      url: 'https://wipay.test/checkout/1',
    });
    const user = userEvent.setup();
    renderPage(driveIn({ price: '1' }));
    await screen.findByRole('timer');
    expect(sessionStorage.getItem(PAYMENT_TIMER_KEY)).not.toBeNull();
    for (const label of ['Card Number', 'Cardholder Name', 'Expiry Date (MM/YY)', 'CVV'])
      expect(screen.queryByLabelText(label)).toBeNull();
    expect(screen.getByText(MESSAGES.payment.hostedCheckoutNote)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://wipay.test/checkout/1'));
    expect(startDriveInCheckout).toHaveBeenCalledWith('basic-wash');
    expect(sessionStorage.getItem(PAYMENT_TIMER_KEY)).toBeNull();
  });

  it('shows the section 8 failure when the checkout cannot start, and stays to retry', async () => {
    vi.mocked(startDriveInCheckout)
      .mockResolvedValueOnce({ status: 'error', message: MESSAGES.payment.failed })
      .mockResolvedValueOnce({ status: 'redirect', url: 'https://wipay.test/checkout/2' });
    const user = userEvent.setup();
    const router = renderPage(driveIn());
    await screen.findByRole('timer');
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    expect(await screen.findByText(MESSAGES.payment.failed)).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment');
    expect(goToCheckout).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://wipay.test/checkout/2'));
  });

  it('sends an expired sign-in to /auth with the section 8 message', async () => {
    vi.mocked(startDriveInCheckout).mockResolvedValue({
      status: 'error',
      message: MESSAGES.payment.authExpired,
    });
    const user = userEvent.setup();
    const router = renderPage(driveIn());
    await screen.findByRole('timer');
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toMatchObject({ notice: MESSAGES.payment.authExpired });
  });

  it('asks a signed-out visitor to sign in', () => {
    vi.mocked(useAuthState).mockReturnValue({ status: 'signed-out' });
    const router = renderPage(driveIn());
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toMatchObject({ notice: MESSAGES.payment.signInRequired });
  });

  it('has nothing to sell for a name that is not a catalogue package', async () => {
    const router = renderPage(driveIn({ name: 'GOLD WASH', price: '5' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.payment.noOrderDetails);
    expect(screen.queryByLabelText('Card Number')).toBeNull();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
  });
});
