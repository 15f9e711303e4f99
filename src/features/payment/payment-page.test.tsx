// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { useAuthState } from '../../lib/auth-user';
import { completeTrade, releaseTradeReservation } from '../../lib/data/booking-trade';
import { TEST_GATEWAY_MESSAGES } from '../../lib/payment-gateway';
import { PAYMENT_TEXT } from './order-summary';
import { PAYMENT_TIMER_KEY } from './payment-timer';
import { CARD_DATA, trade, renderPage, fillCard } from './payment-page.fixtures';
import { paymentPageHooks, payWithInvalidCard } from './payment-page.fixtures';

const mocks = await vi.hoisted(() => import('./payment-page.mocks'));
vi.mock('../../lib/auth-user', () => mocks.authUser());
vi.mock('../../lib/data/session-record', () => mocks.sessionRecord());
vi.mock('../../lib/data/drive-in-purchase', () => mocks.driveInPurchase());
vi.mock(import('../../lib/data/booking-trade'), async (original) => mocks.bookingTrade(await original()));

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

  it('shows Trade Payment with badges, rows, special rules, countdown and a card form with the spec lengths', async () => {
    renderPage(trade(105));
    expect(screen.getByRole('heading', { name: UI_TEXT.tradePaymentTitle })).toBeVisible();
    expect(await screen.findByRole('timer')).toHaveTextContent(/^[45]:\d\d$/);
    expect(screen.getByText('Trading Appointment')).toBeVisible();
    expect(screen.getByText('Special Appointment')).toBeVisible();
    expect(screen.getByText(PAYMENT_TEXT.specialRules[0])).toBeVisible();
    expect(screen.getByLabelText('Card Number')).toHaveAttribute('maxLength', '19');
    expect(screen.getByLabelText('Expiry Date (MM/YY)')).toHaveAttribute('maxLength', '5');
    expect(screen.getByLabelText('CVV')).toHaveAttribute('maxLength', '4');
    expect(screen.getByRole('button', { name: 'Process Payment' })).toBeVisible();
  });

  it('shows the hurry message within the last 30 seconds of a free trade', async () => {
    renderPage(trade(45, 'free'));
    expect(await screen.findByText(PAYMENT_TEXT.tradeHurry)).toBeVisible();
    expect(screen.getByText(PAYMENT_TEXT.freeRules[0])).toBeVisible();
  });

  it('refuses an invalid card in the test gateway and never calls the server', async () => {
    await payWithInvalidCard(trade(105));
    expect(await screen.findByText(TEST_GATEWAY_MESSAGES.invalidNumber)).toBeVisible();
    expect(completeTrade).not.toHaveBeenCalled();
  });

  it('completes a paid trade with only the gateway reference and the cardholder name, then goes to /account', async () => {
    vi.mocked(completeTrade).mockResolvedValue({ status: 'done', orderId: 'ORDER-1' });
    const user = userEvent.setup();
    const router = renderPage(trade(105));
    await screen.findByRole('timer');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(completeTrade).toHaveBeenCalledWith({
      originalOrderId: 'ORDER-1',
      cardholderName: 'Bob Taker',
      paymentReference: expect.stringMatching(/^test_/),
    });
    expect(JSON.stringify(vi.mocked(completeTrade).mock.calls)).not.toMatch(CARD_DATA);
    expect(router.state.location.state).toEqual({ message: MESSAGES.tradePayment.succeeded });
    expect(sessionStorage.getItem(PAYMENT_TIMER_KEY)).toBeNull();
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toMatch(CARD_DATA);
  });

  it.each([
    MESSAGES.tradePayment.noLongerAvailable,
    MESSAGES.tradePayment.ownOrder,
    MESSAGES.tradePayment.notFound,
    MESSAGES.tradePayment.failed,
  ])('shows the trade failure "%s"', async (message) => {
    vi.mocked(completeTrade).mockResolvedValue({ status: 'error', message });
    const user = userEvent.setup();
    renderPage(trade(105));
    await screen.findByRole('timer');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('a $0 trade is a Free Order! with Complete Booking', async () => {
    vi.mocked(completeTrade).mockResolvedValue({ status: 'done', orderId: 'ORDER-1' });
    const user = userEvent.setup();
    renderPage(trade(0));
    expect(await screen.findByText(UI_TEXT.freeOrderTitle)).toBeVisible();
    expect(screen.getByText(UI_TEXT.freeOrderText)).toBeVisible();
    expect(screen.queryByLabelText('Card Number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(completeTrade).toHaveBeenCalledWith({
      originalOrderId: 'ORDER-1',
      cardholderName: 'Bob',
      paymentReference: null,
    });
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
