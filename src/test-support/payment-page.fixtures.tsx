// Fixtures of the payment page's component tests: a signed-in customer, a trade order, rendering.
import { afterEach, beforeEach, vi } from 'vitest';
import { useAuthState } from '../lib/auth-user';
import { signedInAs } from './shared.mocks';
import { renderPageAt } from './routes.fixtures';
import { PaymentPage } from '../features/payment/payment-page';

export const signedIn = signedInAs({ uid: 'bob-uid', email: 'bob@demo.test', displayName: 'Bob' });

export const trade = (price: number, type: 'free' | 'special' = 'special') => ({
  isTrade: true,
  tradeOrder: {
    originalOrderId: 'ORDER-1',
    serviceName: 'PREMIUM WASH',
    serviceDescription: 'EXTRA CLEAN',
    appointmentType: type,
    location: 'Chaguanas Branch',
    appointmentDate: '2026-11-24',
    appointmentTime: '9:00 AM',
    price,
  },
  reservationId: 'res-1',
  expiresAt: Date.now() + (type === 'free' ? 30_000 : 300_000),
});

const OTHER_PAGES = { '/': 'Home', '/account': 'Account', '/auth': 'Auth' };
const BOOKING_PAGES = { '/appointment-swap': 'Swap', '/appointment': 'Appointment' };
export const renderPage = (state: unknown) =>
  renderPageAt('/payment', <PaymentPage />, state, { ...OTHER_PAGES, ...BOOKING_PAGES });

/** The hooks of a payment page test file: a signed-in customer and empty storage before each test, mocks cleared after. */
export function paymentPageHooks() {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.mocked(useAuthState).mockReturnValue(signedIn);
    window.alert = vi.fn();
  });
  afterEach(() => vi.clearAllMocks());
}
