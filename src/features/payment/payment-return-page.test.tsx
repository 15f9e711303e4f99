// @vitest-environment jsdom
// The page WiPay's hosted checkout sends the browser back to: it hands the return to the server and reports.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MESSAGES } from '../../domain/messages';
import { PLAN_TEXT } from '../../domain/plans';
import { useAuthState } from '../../lib/auth-user';
import { completeWiPayReturn } from '../../lib/data/wipay-checkout';
import { PAYMENT_TEXT } from './order-summary';
import { signedIn } from '../../test-support/payment-page.fixtures';
import { PAYMENT_TIMER_KEY } from './payment-timer';
import { PaymentReturnPage } from './payment-return-page';

const mocks = await vi.hoisted(() => import('../../test-support/payment-page.mocks'));
vi.mock('../../lib/auth-user', () => mocks.authUser());
vi.mock('../../lib/data/session-record', () => mocks.sessionRecord());
vi.mock(import('../../lib/data/wipay-checkout'), async (original) => mocks.wipayCheckout(await original()));

const RETURN =
  '/payment/return?status=success&transaction_id=SB-1-2&order_id=c7Qm2ZkV9xR4pL8a&total=45.00&currency=TTD&card=XXXX1111&hash=abc';

function renderReturn(url = RETURN) {
  const router = createMemoryRouter(
    [
      { path: '/payment/return', element: <PaymentReturnPage /> },
      { path: '/account', element: <h1>Account</h1> },
      { path: '/appointment-swap', element: <h1>Swap</h1> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('payment return page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(useAuthState).mockReturnValue(signedIn);
  });
  afterEach(() => {
    vi.clearAllMocks();
    vi.useRealTimers();
  });

  it('sends the return fields to the server and opens the orders tab with the message when paid', async () => {
    vi.mocked(completeWiPayReturn).mockResolvedValue({ status: 'paid', orderId: 'ORDER-1' });
    const router = renderReturn();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.search).toBe('?tab=orders');
    expect(router.state.location.state).toEqual({ message: MESSAGES.payment.succeeded });
    expect(completeWiPayReturn).toHaveBeenCalledWith({
      checkoutId: 'c7Qm2ZkV9xR4pL8a',
      transactionId: 'SB-1-2',
      status: 'success',
      total: '45.00',
      hash: 'abc',
    });
  });

  it("opens the account's plans with the plan's notice when a plan is paid (issue 43)", async () => {
    vi.mocked(completeWiPayReturn).mockResolvedValue({
      status: 'paid',
      orderId: 'PLAN-c7Qm',
      purpose: 'plan',
    });
    const router = renderReturn();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.search).toBe('?tab=plans');
    expect(router.state.location.state).toEqual({ message: PLAN_TEXT.bought });
  });

  it('says a declined plan payment charged nothing and leads back to the plans', async () => {
    vi.mocked(completeWiPayReturn).mockResolvedValue({ status: 'failed', purpose: 'plan' });
    renderReturn(RETURN.replace('status=success', 'status=failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_TEXT.notPaid);
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/plans');
  });

  it('says in a plain sentence that a declined payment charged nothing', async () => {
    vi.mocked(completeWiPayReturn).mockResolvedValue({ status: 'failed' });
    renderReturn(RETURN.replace('status=success', 'status=failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.payment.notCompleted);
    expect(screen.getByRole('link', { name: 'Back to services' })).toBeVisible();
  });

  describe('a trade', () => {
    it('goes to /account with the trade message when paid (spec: a trade success goes to /account)', async () => {
      sessionStorage.setItem(
        PAYMENT_TIMER_KEY,
        JSON.stringify({ key: 'trade:ORDER-1', endsAt: Date.now() + 1e5 }),
      );
      vi.mocked(completeWiPayReturn).mockResolvedValue({
        status: 'paid',
        orderId: 'ORDER-1',
        purpose: 'trade',
      });
      const router = renderReturn();
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
      expect(router.state.location.search).toBe('');
      expect(router.state.location.state).toEqual({ message: MESSAGES.tradePayment.succeeded });
      expect(sessionStorage.getItem(PAYMENT_TIMER_KEY)).toBeNull();
    });

    it('says a declined trade payment charged nothing and leads back to Appointment Trade', async () => {
      sessionStorage.setItem(
        PAYMENT_TIMER_KEY,
        JSON.stringify({ key: 'trade:ORDER-1', endsAt: Date.now() + 1e5 }),
      );
      vi.mocked(completeWiPayReturn).mockResolvedValue({ status: 'failed', purpose: 'trade' });
      renderReturn(RETURN.replace('status=success', 'status=failed'));
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.payment.tradeNotCompleted);
      expect(screen.getByRole('link', { name: 'Back to Appointment Trade' })).toBeVisible();
      expect(sessionStorage.getItem(PAYMENT_TIMER_KEY)).toBeNull();
    });

    it.each([
      ['WiPay says the session expired', '&message=Session%20expired', Date.now() + 1e5],
      ['the trade countdown is over', '', Date.now() - 1000],
    ])('returns to the trade list with the expiry message when %s', async (_case, query, endsAt) => {
      sessionStorage.setItem(PAYMENT_TIMER_KEY, JSON.stringify({ key: 'trade:ORDER-1', endsAt }));
      vi.mocked(completeWiPayReturn).mockResolvedValue({ status: 'failed', purpose: 'trade' });
      const router = renderReturn(`${RETURN.replace('status=success', 'status=failed')}${query}`);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/appointment-swap'));
      expect(router.state.location.state).toEqual({
        browseTrades: true,
        expired: true,
        message: PAYMENT_TEXT.tradeExpired,
      });
    });
  });

  it('asks again while WiPay has not settled, then says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(completeWiPayReturn).mockResolvedValue({ status: 'pending' });
    renderReturn();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.payment.notConfirmed);
    expect(completeWiPayReturn).toHaveBeenCalledTimes(6);
  });

  it('shows the server refusal and needs no server call for a URL that is not a return', async () => {
    vi.mocked(completeWiPayReturn).mockResolvedValue({ status: 'error', message: MESSAGES.payment.failed });
    renderReturn();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.payment.failed);
    vi.clearAllMocks();
    renderReturn('/payment/return');
    expect(await screen.findByText(MESSAGES.payment.noOrderDetails)).toBeVisible();
    expect(completeWiPayReturn).not.toHaveBeenCalled();
  });
});
