// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { useAuthState } from '../../lib/auth-user';
import { listTradeOffers, reserveTradeOffer } from '../../lib/data/booking-trade';
import { AppointmentTradePage, TRADE_TEXT } from './appointment-trade-page';
import { signedInAs } from '../../test-support/shared.mocks';

vi.mock('../../lib/auth-user', () => ({ useAuthState: vi.fn() }));
vi.mock('../../lib/data/booking-trade', () => ({ listTradeOffers: vi.fn(), reserveTradeOffer: vi.fn() }));

const signedIn = signedInAs({ uid: 'carol-uid', email: 'carol@demo.test', displayName: 'Carol' });
const offer = {
  originalOrderId: 'ORDER-9',
  serviceName: 'COMFORT WASH',
  serviceDescription: 'EXTRA PROTECTION',
  reservedUntil: null,
  appointmentType: 'special' as const,
  location: 'Chaguanas Branch',
  appointmentDate: '2026-11-24',
  appointmentTime: '10:00 AM',
  price: 90,
};

function renderPage(state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/appointment-swap', element: <AppointmentTradePage /> },
      { path: '/', element: <h1>Home</h1> },
      { path: '/payment', element: <h1>Payment</h1> },
    ],
    { initialEntries: [{ pathname: '/appointment-swap', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.mocked(useAuthState).mockReturnValue(signedIn));
afterEach(() => vi.clearAllMocks());

describe('appointment trade page', () => {
  it('opened directly (no navigation state) redirects to /', () => {
    const router = renderPage(null);
    expect(router.state.location.pathname).toBe('/');
  });

  it('says when nothing is offered', async () => {
    vi.mocked(listTradeOffers).mockResolvedValue([]);
    renderPage({ browseTrades: true });
    expect(await screen.findByText(TRADE_TEXT.empty)).toBeVisible();
  });

  it('shows a load failure with Try Again', async () => {
    vi.mocked(listTradeOffers).mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce([offer]);
    const user = userEvent.setup();
    renderPage({ browseTrades: true });
    expect(await screen.findByText(TRADE_TEXT.loadFailed)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('COMFORT WASH')).toBeVisible();
  });

  it('reserves a picked offer and opens the trade payment page with it', async () => {
    vi.mocked(listTradeOffers).mockResolvedValue([offer]);
    vi.mocked(reserveTradeOffer).mockResolvedValue({ status: 'reserved', holdId: 'res-1', expiresAt: 123 });
    const user = userEvent.setup();
    const router = renderPage({ browseTrades: true });
    await user.click(await screen.findByRole('button', { name: /Take this appointment: COMFORT WASH/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.state).toMatchObject({
      isTrade: true,
      reservationId: 'res-1',
      tradeOrder: { originalOrderId: 'ORDER-9', price: 90 },
    });
  });

  it('shows the section 8 message when the offer cannot be reserved', async () => {
    vi.mocked(listTradeOffers).mockResolvedValue([offer]);
    vi.mocked(reserveTradeOffer).mockResolvedValue({
      status: 'error',
      message: MESSAGES.tradePayment.ownOrder,
    });
    const user = userEvent.setup();
    renderPage({ browseTrades: true });
    await user.click(await screen.findByRole('button', { name: /Take this appointment/ }));
    expect(await screen.findByText(MESSAGES.tradePayment.ownOrder)).toBeVisible();
  });

  it('shows the message it was sent back with (expired trade timer)', async () => {
    vi.mocked(listTradeOffers).mockResolvedValue([]);
    renderPage({ browseTrades: true, expired: true, message: 'Time ran out.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Time ran out.');
  });
});
