// @vitest-environment jsdom
// The page WiPay's hosted checkout sends the browser back to: it hands the return to the server and reports.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { MESSAGES } from '../../domain/messages';
import { useAuthState } from '../../lib/auth-user';
import { completeWiPayReturn } from '../../lib/data/wipay-checkout';
import { signedIn } from './payment-page.fixtures';
import { PaymentReturnPage } from './payment-return-page';

const mocks = await vi.hoisted(() => import('./payment-page.mocks'));
vi.mock('../../lib/auth-user', () => mocks.authUser());
vi.mock('../../lib/data/session-record', () => mocks.sessionRecord());
vi.mock(import('../../lib/data/wipay-checkout'), async (original) => mocks.wipayCheckout(await original()));

const RETURN =
  '/payment/return?status=success&transaction_id=SB-1-2&order_id=chk_1&total=45.00&currency=TTD&card=XXXX1111&hash=abc';

function renderReturn(url = RETURN) {
  const router = createMemoryRouter(
    [
      { path: '/payment/return', element: <PaymentReturnPage /> },
      { path: '/account', element: <h1>Account</h1> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('payment return page', () => {
  beforeEach(() => vi.mocked(useAuthState).mockReturnValue(signedIn));
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
      checkoutId: 'chk_1',
      transactionId: 'SB-1-2',
      status: 'success',
      total: '45.00',
      hash: 'abc',
    });
  });

  it('says in a plain sentence that a declined payment charged nothing', async () => {
    vi.mocked(completeWiPayReturn).mockResolvedValue({ status: 'failed' });
    renderReturn(RETURN.replace('status=success', 'status=failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.payment.notCompleted);
    expect(screen.getByRole('link', { name: 'Back to services' })).toBeVisible();
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
