// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type * as SlotsLive from '../../lib/data/slots-live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookableDates, formatDisplayDate } from '../../domain/calendar';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { formatPrice } from '../../domain/pricing';
import type { AuthState } from '../../lib/auth-user';
import { useAuthState } from '../../lib/auth-user';
import {
  checkEligibility,
  confirmHeldBooking,
  releaseHoldQuietly,
  requestHold,
} from '../../lib/data/booking-calls';
import {
  readBookingProfile,
  readOwnOpenOrdersOn,
  readOwnRebookStateValid,
} from '../../lib/data/booking-reads';
import { subscribeDaySlots } from '../../lib/data/slots-live';
import type { SlotDoc } from '../../contracts/slots';
import { claimUserSession } from '../../lib/data/session-record';
import { AppointmentPage } from './appointment-page';

vi.mock('../../lib/auth-user', () => ({ useAuthState: vi.fn() }));
vi.mock('../../lib/data/session-record', () => ({
  claimUserSession: vi.fn(async () => ({ status: 'claimed' })),
  touchUserSession: vi.fn(async () => 'owned'),
  deleteUserSession: vi.fn(async () => undefined),
}));
vi.mock('../../lib/data/booking-reads', () => ({
  readBookingProfile: vi.fn(),
  readOwnOpenOrdersOn: vi.fn(),
  readOwnRebookStateValid: vi.fn(),
}));
vi.mock('../../lib/data/booking-calls', () => ({
  checkEligibility: vi.fn(),
  requestHold: vi.fn(),
  releaseHoldQuietly: vi.fn(async () => undefined),
  confirmHeldBooking: vi.fn(),
  newRequestId: () => 'request-id-1',
}));
vi.mock('../../lib/data/slots-live', async (original) => ({
  ...(await original<typeof SlotsLive>()),
  subscribeDaySlots: vi.fn(),
}));

const signedIn: AuthState = {
  status: 'signed-in',
  user: {
    uid: 'alice-uid',
    email: 'alice@demo.test',
    emailVerified: true,
    displayName: 'Alice',
    phoneNumber: null,
    providerIds: ['password'],
    admin: false,
    viewOnlyAdmin: false,
  },
};
const serviceState = {
  serviceData: { name: 'BASIC WASH', price: '45', description: 'ON THE GO' },
  fromServices: true,
};

let slotListener: ((docs: SlotDoc[]) => void) | null = null;

function renderPage(state: unknown) {
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

function renderPageWithUnmount(state: unknown) {
  const router = createMemoryRouter([{ path: '/appointment', element: <AppointmentPage /> }], {
    initialEntries: [{ pathname: '/appointment', state }],
  });
  return render(<RouterProvider router={router} />);
}

async function chooseUpToDate(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Select Location'), 'Chaguanas Branch');
  await user.click(await screen.findByRole('radio', { name: /Free Appointment/ }));
  const date = bookableDates(new Date())[1];
  await user.click(screen.getByRole('radio', { name: formatDisplayDate(date) }));
  return date;
}

beforeEach(() => {
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
});
afterEach(() => vi.clearAllMocks());

describe('appointment page', () => {
  it('without service data shows "No service selected" and goes to services', async () => {
    const user = userEvent.setup();
    const router = renderPage(null);
    expect(screen.getByRole('heading', { name: UI_TEXT.scheduleTitle })).toBeVisible();
    expect(screen.getByText(UI_TEXT.noServiceSelected)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to Services' }));
    expect(router.state.location.pathname).toBe('/services');
  });

  it('sends a signed-out visitor to /auth', async () => {
    vi.mocked(useAuthState).mockReturnValue({ status: 'signed-out' });
    const router = renderPage(serviceState);
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows the red Time Expired banner asking to restart after a reset', async () => {
    renderPage({ ...serviceState, expired: true, resetBooking: true });
    const banner = await screen.findByText(UI_TEXT.timeExpired);
    expect(banner.closest('[role="alert"]')).toHaveTextContent(/select the location again/);
  });

  it('shows a blocked type disabled with (Blocked) and its detail text', async () => {
    vi.mocked(checkEligibility).mockImplementation(async (_uid, type) =>
      type === 'free'
        ? { canBook: false, details: MESSAGES.eligibility.unableToVerify }
        : { canBook: true, details: 'Eligible' },
    );
    const user = userEvent.setup();
    renderPage(serviceState);
    await user.selectOptions(await screen.findByLabelText('Select Location'), 'Chaguanas Branch');
    const free = await screen.findByRole('radio', { name: /Free Appointment/ });
    expect(free).toBeDisabled();
    expect(screen.getByText(MESSAGES.booking.blockedTag)).toBeVisible();
    expect(screen.getByText(MESSAGES.eligibility.unableToVerify)).toBeVisible();
    expect(screen.getByRole('radio', { name: /Special Appointment/ })).toBeEnabled();
  });

  it('offers three dates with weekday and DD/MM/YYYY', async () => {
    const user = userEvent.setup();
    renderPage(serviceState);
    await user.selectOptions(await screen.findByLabelText('Select Location'), 'Chaguanas Branch');
    await user.click(await screen.findByRole('radio', { name: /Free Appointment/ }));
    const group = screen.getByRole('group', { name: 'Select Date' });
    const dates = within(group).getAllByRole('radio');
    expect(dates).toHaveLength(3);
    expect(dates[0].closest('label')).toHaveTextContent(/^[A-Z][a-z]+day \d{2}\/\d{2}\/\d{4}$/);
  });

  it('time modal: loading, then live lists; a hold leads to Timeslot Available! and the countdown', async () => {
    vi.mocked(requestHold).mockResolvedValue({
      status: 'held',
      holdId: 'hold-1',
      expiresAt: Date.now() + 120_000,
    });
    const user = userEvent.setup();
    renderPage(serviceState);
    const date = await chooseUpToDate(user);
    await user.click(screen.getByRole('button', { name: 'Select Time' }));
    const dialog = screen.getByRole('dialog', { name: UI_TEXT.selectTimeTitle });
    expect(dialog).toHaveTextContent('Updates every second • 2 users per slot');
    expect(within(dialog).getByText('Loading...')).toBeVisible();
    act(() =>
      slotListener!([
        {
          id: 's',
          date,
          location: 'Chaguanas Branch',
          appointmentType: 'free',
          time: '7:10 AM',
          orders: 2,
          holds: {},
          reserved: false,
          reservedUntil: null,
          updatedAt: new Date(),
        },
      ]),
    );
    expect(within(dialog).getByRole('list', { name: 'Occupied times' })).toHaveTextContent('7:10 AM');
    await user.click(within(dialog).getByRole('button', { name: /^7:20 AM/ }));
    const check = await screen.findByRole('dialog', { name: UI_TEXT.checkingAvailability });
    expect(await within(check).findByText(UI_TEXT.slotAvailable)).toBeVisible();
    await user.click(within(check).getByRole('button', { name: 'Continue with Booking' }));
    expect(screen.getByRole('timer')).toHaveTextContent(/^2:00|1:5\d$/);
    expect(screen.getByRole('button', { name: 'Complete Booking' })).toBeEnabled();
  });

  it('a slot taken meanwhile shows Timeslot No Longer Available and Select New Time', async () => {
    vi.mocked(requestHold).mockResolvedValue({ status: 'full' });
    const user = userEvent.setup();
    renderPage(serviceState);
    const date = await chooseUpToDate(user);
    await user.click(screen.getByRole('button', { name: 'Select Time' }));
    act(() => slotListener!([]));
    await user.click(screen.getByRole('button', { name: /^7:20 AM/ }));
    expect(await screen.findByText(UI_TEXT.slotNoLongerAvailable)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Select New Time' }));
    expect(screen.getByRole('dialog', { name: UI_TEXT.selectTimeTitle })).toBeVisible();
    expect(date).toBeTruthy();
  });

  it('a failed check shows the error and Try Again retries', async () => {
    vi.mocked(requestHold)
      .mockResolvedValueOnce({ status: 'error', failure: { code: 'internal', reason: null, message: 'x' } })
      .mockResolvedValueOnce({ status: 'held', holdId: 'hold-2', expiresAt: Date.now() + 120_000 });
    const user = userEvent.setup();
    renderPage(serviceState);
    await chooseUpToDate(user);
    await user.click(screen.getByRole('button', { name: 'Select Time' }));
    act(() => slotListener!([]));
    await user.click(screen.getByRole('button', { name: /^7:20 AM/ }));
    expect(await screen.findByText(MESSAGES.timeSlots.checkFailed)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(UI_TEXT.slotAvailable)).toBeVisible();
  });

  it.each([
    ['max-open-appointments', MESSAGES.rebook.maxReached],
    [
      'not-eligible',
      'One free appointment every 3 days. Next free appointment available from Sunday 29/11/2026.',
    ],
    ['duplicate-booking', UI_TEXT.duplicateBookingDialog],
  ] as const)(
    'shows the server’s refusal of the hold (%s) with its message and no Try Again',
    async (reason, message) => {
      vi.mocked(requestHold).mockResolvedValue({
        status: 'error',
        failure: { code: 'failed-precondition', reason, message },
      });
      const user = userEvent.setup();
      renderPage(serviceState);
      await chooseUpToDate(user);
      await user.click(screen.getByRole('button', { name: 'Select Time' }));
      act(() => slotListener!([]));
      await user.click(screen.getByRole('button', { name: /^7:20 AM/ }));
      const dialog = await screen.findByRole('dialog', { name: UI_TEXT.checkingAvailability });
      expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
      expect(within(dialog).queryByRole('button', { name: 'Try Again' })).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog', { name: UI_TEXT.checkingAvailability })).toBeNull();
      expect(screen.getByRole('button', { name: 'Complete Booking' })).toBeDisabled();
    },
  );

  it('shows the contact-number refusal of the hold with the hint to the account page', async () => {
    vi.mocked(requestHold).mockResolvedValue({
      status: 'error',
      failure: {
        code: 'failed-precondition',
        reason: 'contact-missing',
        message: MESSAGES.contactNumber.missing,
      },
    });
    const user = userEvent.setup();
    renderPage(serviceState);
    await chooseUpToDate(user);
    await user.click(screen.getByRole('button', { name: 'Select Time' }));
    act(() => slotListener!([]));
    await user.click(screen.getByRole('button', { name: /^7:20 AM/ }));
    expect(
      await screen.findByText(`${MESSAGES.contactNumber.missing} ${MESSAGES.contactNumber.goToAccount}`),
    ).toBeVisible();
  });

  it('shows the empty message and the load error of the time modal', async () => {
    const user = userEvent.setup();
    let onError: ((e: Error) => void) | null = null;
    vi.mocked(subscribeDaySlots).mockImplementation((_q, _onData, fail) => {
      onError = fail;
      return () => undefined;
    });
    renderPage(serviceState);
    await chooseUpToDate(user);
    await user.click(screen.getByRole('button', { name: 'Select Time' }));
    act(() => onError!(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.timeSlots.loadFailed);
  });

  it('completes a free booking and goes to the orders tab with the success message', async () => {
    vi.mocked(requestHold).mockResolvedValue({
      status: 'held',
      holdId: 'hold-1',
      expiresAt: Date.now() + 120_000,
    });
    vi.mocked(confirmHeldBooking).mockResolvedValue({ status: 'confirmed', orderId: 'ORDER-1' });
    const user = userEvent.setup();
    const router = renderPage(serviceState);
    await chooseUpToDate(user);
    await user.click(screen.getByRole('button', { name: 'Select Time' }));
    act(() => slotListener!([]));
    await user.click(screen.getByRole('button', { name: /^7:20 AM/ }));
    await user.click(await screen.findByRole('button', { name: 'Continue with Booking' }));
    await user.type(screen.getByLabelText('Number Plate (optional)'), ' pdf 1234 ');
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.search).toBe('?tab=orders');
    expect(router.state.location.state).toEqual({ message: MESSAGES.booking.succeeded });
    expect(vi.mocked(confirmHeldBooking)).toHaveBeenCalledWith(
      expect.objectContaining({ holdId: 'hold-1', serviceId: 'basic-wash', numberPlate: 'PDF1234' }),
    );
    expect(vi.mocked(releaseHoldQuietly)).not.toHaveBeenCalledWith('hold-1');
  });

  it('shows the special fee as $0 while the customer holds a valid rebook state, $30 otherwise', async () => {
    const feeFor = async (valid: boolean) => {
      vi.mocked(readOwnRebookStateValid).mockResolvedValue(valid);
      const user = userEvent.setup();
      const { unmount } = renderPageWithUnmount(serviceState);
      await user.selectOptions(await screen.findByLabelText('Select Location'), 'Chaguanas Branch');
      await user.click(await screen.findByRole('radio', { name: /Special Appointment/ }));
      await vi.waitFor(() =>
        expect(readOwnRebookStateValid).toHaveBeenCalledWith('alice-uid', expect.any(Date)),
      );
      const row = (label: string) =>
        screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
      await vi.waitFor(() => expect(row('Appointment fee')).toBe(valid ? formatPrice(0) : formatPrice(30)));
      const result = { fee: row('Appointment fee'), total: row('Total') };
      unmount();
      return result;
    };
    expect(await feeFor(true)).toEqual({ fee: formatPrice(0), total: formatPrice(45) });
    expect(await feeFor(false)).toEqual({ fee: formatPrice(30), total: formatPrice(75) });
  });

  it('asks "book for someone else" when the user already has a special appointment at that time', async () => {
    vi.mocked(requestHold).mockResolvedValue({
      status: 'held',
      holdId: 'hold-1',
      expiresAt: Date.now() + 120_000,
    });
    vi.mocked(readOwnOpenOrdersOn).mockResolvedValue([
      { id: 'o1', appointmentTime: '8:00 AM', appointmentType: 'special', status: 'confirmed' },
    ]);
    vi.mocked(confirmHeldBooking).mockResolvedValue({ status: 'confirmed', orderId: 'ORDER-2' });
    const user = userEvent.setup();
    const router = renderPage(serviceState);
    await user.selectOptions(await screen.findByLabelText('Select Location'), 'Chaguanas Branch');
    await user.click(await screen.findByRole('radio', { name: /Special Appointment/ }));
    await user.click(screen.getByRole('radio', { name: formatDisplayDate(bookableDates(new Date())[1]) }));
    await user.click(screen.getByRole('button', { name: 'Select Time' }));
    act(() => slotListener!([]));
    await user.click(screen.getByRole('button', { name: /^8:00 AM/ }));
    await user.click(await screen.findByRole('button', { name: 'Continue with Booking' }));
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.booking.forSomeoneElseYes }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.state).toEqual({ message: MESSAGES.booking.specialSucceeded });
  });

  it('shows the duplicate dialog for a free booking at a time the user already has', async () => {
    vi.mocked(requestHold).mockResolvedValue({
      status: 'held',
      holdId: 'hold-1',
      expiresAt: Date.now() + 120_000,
    });
    vi.mocked(readOwnOpenOrdersOn).mockResolvedValue([
      { id: 'o1', appointmentTime: '7:20 AM', appointmentType: 'free', status: 'confirmed' },
    ]);
    const user = userEvent.setup();
    renderPage(serviceState);
    await chooseUpToDate(user);
    await user.click(screen.getByRole('button', { name: 'Select Time' }));
    act(() => slotListener!([]));
    await user.click(screen.getByRole('button', { name: /^7:20 AM/ }));
    await user.click(await screen.findByRole('button', { name: 'Continue with Booking' }));
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(await screen.findByRole('alertdialog', { name: UI_TEXT.duplicateBookingDialog })).toBeVisible();
    expect(confirmHeldBooking).not.toHaveBeenCalled();
  });

  it('shows the plate-taken and contact messages from the server', async () => {
    vi.mocked(requestHold).mockResolvedValue({
      status: 'held',
      holdId: 'hold-1',
      expiresAt: Date.now() + 120_000,
    });
    const plateMessage = MESSAGES.booking.plateTaken('PDF1234', 'Monday 23/11/2026');
    vi.mocked(confirmHeldBooking).mockResolvedValue({
      status: 'error',
      failure: { code: 'failed-precondition', reason: 'plate-taken', message: plateMessage },
    });
    const user = userEvent.setup();
    renderPage(serviceState);
    await chooseUpToDate(user);
    await user.click(screen.getByRole('button', { name: 'Select Time' }));
    act(() => slotListener!([]));
    await user.click(screen.getByRole('button', { name: /^7:20 AM/ }));
    await user.click(await screen.findByRole('button', { name: 'Continue with Booking' }));
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(await screen.findByText(plateMessage)).toBeVisible();
  });

  it('shows Phone Verification Required for a profile without a verified phone', async () => {
    vi.mocked(readBookingProfile).mockResolvedValue({ phoneVerified: false, contact: null });
    const user = userEvent.setup();
    const router = renderPage(serviceState);
    const dialog = await screen.findByRole('alertdialog', { name: UI_TEXT.phoneVerificationRequired });
    await user.click(within(dialog).getByRole('button', { name: 'Go to Account' }));
    expect(router.state.location.pathname).toBe('/account');
  });

  it('reports a second booking page of the same customer and redirects once', async () => {
    localStorage.setItem(
      'bookingSession',
      JSON.stringify({
        page: 'appointment',
        timestamp: Date.now(),
        lastHeartbeat: Date.now(),
        ownerTabId: 'other-tab',
      }),
    );
    const router = renderPage(serviceState);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(window.alert).toHaveBeenCalledWith(MESSAGES.session.bookingSessionActive('services page'));
  });

  it('refuses the page when another device of the customer holds the live session: message, one redirect, no hold', async () => {
    vi.mocked(claimUserSession).mockResolvedValueOnce({
      status: 'conflict',
      message: 'You already have an active booking session',
    });
    const router = renderPage(serviceState);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(window.alert).toHaveBeenCalledWith('You already have an active booking session');
    expect(window.alert).toHaveBeenCalledTimes(1);
    expect(requestHold).not.toHaveBeenCalled();
    expect(localStorage.getItem('bookingSession')).toBeNull();
  });
});
