// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { useAuthState } from '../../lib/auth-user';
import { completeTrade, releaseTradeReservation } from '../../lib/data/booking-trade';
import { goToCheckout, startTradeCheckout } from '../../lib/data/wipay-checkout';
import { PAYMENT_TEXT } from './order-summary';
import { PAYMENT_TIMER_KEY } from './payment-timer';
import { paymentPageHooks, renderPage, trade } from '../../test-support/payment-page.fixtures';

const mocks = await vi.hoisted(() => import('../../test-support/payment-page.mocks'));
vi.mock('../../lib/auth-user', () => mocks.authUser());
vi.mock('../../lib/data/session-record', () => mocks.sessionRecord());
vi.mock(import('../../lib/data/booking-trade'), async (original) => mocks.bookingTrade(await original()));
vi.mock(import('../../lib/data/wipay-checkout'), async (original) => mocks.wipayCheckout(await original()));

paymentPageHooks();

describe('payment page', () => {
  it('without order details says so and goes home', async () => {
    const router = renderPage(null);
    expect(screen.getByRole('heading', { name: UI_TEXT.paymentTitle })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.payment.noOrderDetails);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
  });

  it('sends a signed-out user to /auth', () => {
    vi.mocked(useAuthState).mockReturnValue({ status: 'signed-out' });
    const router = renderPage(trade(105));
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows Trade Payment with badges, rows, special rules, countdown and Process Payment, with no card field', async () => {
    renderPage(trade(105));
    expect(screen.getByRole('heading', { name: UI_TEXT.tradePaymentTitle })).toBeVisible();
    expect(await screen.findByRole('timer')).toHaveTextContent(/^[45]:\d\d$/);
    expect(screen.getByText('Trading Appointment')).toBeVisible();
    expect(screen.getByText('Special Appointment')).toBeVisible();
    expect(screen.getByText(PAYMENT_TEXT.specialRules[0])).toBeVisible();
    expect(screen.getByText(MESSAGES.payment.hostedCheckoutNote)).toBeVisible();
    expect(screen.queryByLabelText('Card Number')).toBeNull();
    expect(screen.queryByLabelText('CVV')).toBeNull();
    expect(screen.getByRole('button', { name: 'Process Payment' })).toBeVisible();
  });

  it('shows the hurry message within the last 30 seconds of a free trade', async () => {
    renderPage(trade(45, 'free'));
    expect(await screen.findByText(PAYMENT_TEXT.tradeHurry)).toBeVisible();
    expect(screen.getByText(PAYMENT_TEXT.freeRules[0])).toBeVisible();
  });

  it('opens WiPay’s page for a paid trade, keeping the reservation and counting down to its new end', async () => {
    const reservedUntil = Date.now() + 210_000;
    vi.mocked(startTradeCheckout).mockResolvedValue({
      status: 'redirect',
      url: 'https://wipay.test/checkout/7',
      reservedUntil,
    });
    const user = userEvent.setup();
    renderPage(trade(45, 'free'));
    await screen.findByRole('timer');
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://wipay.test/checkout/7'));
    expect(startTradeCheckout).toHaveBeenCalledWith('ORDER-1');
    expect(completeTrade).not.toHaveBeenCalled();
    expect(releaseTradeReservation).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem(PAYMENT_TIMER_KEY)!)).toEqual({
      key: 'trade:ORDER-1',
      endsAt: reservedUntil,
    });
  });

  it.each([
    MESSAGES.tradePayment.noLongerAvailable,
    MESSAGES.tradePayment.ownOrder,
    MESSAGES.tradePayment.notFound,
    MESSAGES.tradePayment.failed,
  ])('shows the trade refusal "%s" and stays on the page', async (message) => {
    vi.mocked(startTradeCheckout).mockResolvedValue({ status: 'error', message });
    const user = userEvent.setup();
    renderPage(trade(105));
    await screen.findByRole('timer');
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('a $0 trade is a Free Order! with Complete Booking', async () => {
    vi.mocked(completeTrade).mockResolvedValue({ status: 'done', orderId: 'ORDER-1' });
    const user = userEvent.setup();
    renderPage(trade(0));
    expect(await screen.findByText(UI_TEXT.freeOrderTitle)).toBeVisible();
    expect(screen.getByText(UI_TEXT.freeOrderText)).toBeVisible();
    expect(screen.queryByLabelText('Card Number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(completeTrade).toHaveBeenCalledWith({ originalOrderId: 'ORDER-1', cardholderName: 'Bob' });
    expect(startTradeCheckout).not.toHaveBeenCalled();
  });

  it('an expired trade timer releases the reservation and returns to the trade list', async () => {
    const router = renderPage({ ...trade(45, 'free'), expiresAt: Date.now() + 1000 });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/appointment-swap'), {
      timeout: 4000,
    });
    expect(releaseTradeReservation).toHaveBeenCalledWith('res-1');
    expect(router.state.location.state).toMatchObject({ browseTrades: true, expired: true });
  });

  it('corrupt timer data sends the user to /', async () => {
    sessionStorage.setItem(PAYMENT_TIMER_KEY, '{not json');
    const router = renderPage(trade(105));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
