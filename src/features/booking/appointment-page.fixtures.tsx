// Fixtures of the appointment page's component tests: a signed-in customer, rendering and the first steps.
import { act, render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { signedInAs } from '../../lib/test-mocks';
import { bookableDates, formatDisplayDate } from '../../domain/calendar';
import { useAuthState } from '../../lib/auth-user';
import { checkEligibility } from '../../lib/data/booking-calls';
import { readBookingProfile, readOwnOpenOrdersOn } from '../../lib/data/booking-reads';
import { readOwnRebookStateValid } from '../../lib/data/booking-reads';
import { subscribeDaySlots } from '../../lib/data/slots-live';
import type { SlotDoc } from '../../contracts/slots';
import { AppointmentPage } from './appointment-page';

export const signedIn = signedInAs({ uid: 'alice-uid', email: 'alice@demo.test', displayName: 'Alice' });
export const serviceState = {
  serviceData: { name: 'BASIC WASH', price: '45', description: 'ON THE GO' },
  fromServices: true,
};

let slotListener: ((docs: SlotDoc[]) => void) | null = null;

/** Delivers slot documents to the page's live listener, as a snapshot would. */
export function emitSlots(docs: SlotDoc[]) {
  act(() => slotListener!(docs));
}

export function renderPage(state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/appointment', element: <AppointmentPage /> },
      { path: '/services', element: <h1>Services</h1> },
      { path: '/account', element: <h1>Account</h1> },
      { path: '/auth', element: <h1>Auth</h1> },
    ],
    { initialEntries: [{ pathname: '/appointment', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export function renderPageWithUnmount(state: unknown) {
  const router = createMemoryRouter([{ path: '/appointment', element: <AppointmentPage /> }], {
    initialEntries: [{ pathname: '/appointment', state }],
  });
  return render(<RouterProvider router={router} />);
}

export async function chooseUpToDate(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Select Location'), 'Chaguanas Branch');
  await user.click(await screen.findByRole('radio', { name: /Free Appointment/ }));
  const date = bookableDates(new Date())[1];
  await user.click(screen.getByRole('radio', { name: formatDisplayDate(date) }));
  return date;
}

/** The mocks' answers every test starts from. */
export function resetBookingPageMocks() {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(useAuthState).mockReturnValue(signedIn);
  vi.mocked(readBookingProfile).mockResolvedValue({ phoneVerified: true, contact: '+18681234567' });
  vi.mocked(readOwnOpenOrdersOn).mockResolvedValue([]);
  vi.mocked(readOwnRebookStateValid).mockResolvedValue(false);
  vi.mocked(checkEligibility).mockResolvedValue({ canBook: true, details: 'Eligible' });
  vi.mocked(subscribeDaySlots).mockImplementation((_q, onData) => {
    slotListener = onData;
    return () => undefined;
  });
  window.alert = vi.fn();
}
