// Fixtures of the payment page's component tests: a signed-in customer, a trade order, rendering, the card form.
import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { signedInAs } from '../../lib/test-mocks';
import { PaymentPage } from './payment-page';

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

export function renderPage(state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/payment', element: <PaymentPage /> },
      { path: '/', element: <h1>Home</h1> },
      { path: '/account', element: <h1>Account</h1> },
      { path: '/auth', element: <h1>Auth</h1> },
      { path: '/appointment-swap', element: <h1>Swap</h1> },
      { path: '/appointment', element: <h1>Appointment</h1> },
    ],
    { initialEntries: [{ pathname: '/payment', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  number = '4242 4242 4242 4242',
  cvv = '123',
) {
  await user.type(screen.getByLabelText('Card Number'), number);
  await user.type(screen.getByLabelText('Cardholder Name'), 'Bob Taker');
  await user.type(screen.getByLabelText('Expiry Date (MM/YY)'), '12/39');
  await user.type(screen.getByLabelText('CVV'), cvv);
}

/**
 * The card number fillCard types (as digits or in groups) and its expiry. Matched whole: a random id such as a
 * gateway reference may well contain '4242' or '123' by chance.
 */
export const CARD_DATA = /4242[\s-]?4242[\s-]?4242[\s-]?4242|12\/39/;
