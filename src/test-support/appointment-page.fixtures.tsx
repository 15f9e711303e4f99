// Fixtures of the appointment page's component tests: a signed-in customer, rendering and the first steps.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { signedInAs } from './shared.mocks';
import { renderPageAt } from './routes.fixtures';
import { bookableDates, formatDisplayDate } from '../domain/calendar';
import { useAuthState } from '../lib/auth-user';
import { checkEligibility } from '../lib/data/booking-calls';
import {
  readBookingProfile,
  readOwnOpenOrdersOn,
  subscribeOwnOpenOrders,
  readOwnRebookStateValid,
} from '../lib/data/booking-reads';
import { subscribeDaySlots } from '../lib/data/slots-live';
import type { SlotDoc } from '../contracts/slot-documents';
import { AppointmentPage } from '../features/booking/appointment-page';

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

const OTHER_PAGES = {
  '/services': 'Services',
  '/account': 'Account',
  '/auth': 'Auth',
  '/payment': 'Payment',
};
export const renderPage = (state: unknown) =>
  renderPageAt('/appointment', <AppointmentPage />, state, OTHER_PAGES);

export function renderPageWithUnmount(state: unknown) {
  const router = createMemoryRouter([{ path: '/appointment', element: <AppointmentPage /> }], {
    initialEntries: [{ pathname: '/appointment', state }],
  });
  return render(<RouterProvider router={router} />);
}

type User = ReturnType<typeof userEvent.setup>;

export async function chooseUpToDate(user: User) {
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
  // The page shows its form once the customer's open orders answered: none, at once.
  vi.mocked(subscribeOwnOpenOrders).mockImplementation((_uid, onData) => {
    onData([]);
    return () => undefined;
  });
  vi.mocked(readOwnRebookStateValid).mockResolvedValue(false);
  vi.mocked(checkEligibility).mockResolvedValue({ canBook: true, details: 'Eligible' });
  vi.mocked(subscribeDaySlots).mockImplementation((_q, onData) => {
    slotListener = onData;
    return () => undefined;
  });
  window.alert = vi.fn();
}

/** A hold the server grants, for two minutes from now. */
export const granted = (holdId = 'hold-1') => ({
  status: 'held' as const,
  holdId,
  expiresAt: Date.now() + 120_000,
});

/** Opens the time modal, delivers a day with no slot taken and picks `time`. */
export async function pickTime(user: User, time: string) {
  await user.click(screen.getByRole('button', { name: 'Select Time' }));
  emitSlots([]);
  await user.click(screen.getByRole('button', { name: new RegExp(`^${time}`) }));
}

/** Renders the page for the basic wash and picks a free appointment tomorrow at 7:20 AM. */
export async function pickFreeSlot() {
  const user = userEvent.setup();
  const router = renderPage(serviceState);
  const date = await chooseUpToDate(user);
  await pickTime(user, '7:20 AM');
  return { user, router, date };
}

/** Takes the held slot (Continue with Booking) and presses Complete Booking. */
export async function continueAndComplete(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Continue with Booking' }));
  await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
}
