// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { useAuthState } from '../../lib/auth-user';
import { checkEligibility, requestHold } from '../../lib/data/booking-calls';
import { subscribeDaySlots } from '../../lib/data/slots-live';

import {
  chooseUpToDate,
  emitSlots,
  granted,
  pickFreeSlot,
  renderPage,
  resetBookingPageMocks,
  serviceState,
} from '../../test-support/appointment-page.fixtures';

const { mockModules: mocks } = await vi.hoisted(() => import('../../test-support/appointment-page.mocks'));
vi.mock('../../lib/auth-user', () => mocks.authUser());
vi.mock('../../lib/data/session-record', () => mocks.sessionRecord());
vi.mock('../../lib/data/booking-reads', () => mocks.bookingReads());
vi.mock('../../lib/data/booking-calls', () => mocks.bookingCalls());
vi.mock('../../lib/data/plan-calls', () => mocks.planCalls());
vi.mock(import('../../lib/data/slots-live'), async (original) => mocks.slotsLive(await original()));

beforeEach(resetBookingPageMocks);
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

  it('when the hold runs out, stays on the page with the expiry banner and the choices kept (issue 46)', async () => {
    vi.mocked(requestHold).mockResolvedValue({ ...granted(), expiresAt: Date.now() + 1500 });
    const { user, router, date } = await pickFreeSlot();
    const check = await screen.findByRole('dialog', { name: UI_TEXT.checkingAvailability });
    await user.click(await within(check).findByRole('button', { name: 'Continue with Booking' }));
    expect(await screen.findByText(UI_TEXT.timeExpired, {}, { timeout: 6000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/appointment');
    expect(screen.getByRole('radio', { name: /Free Appointment/ })).toBeChecked();
    const dates = within(screen.getByRole('group', { name: 'Select Date' })).getAllByRole('radio');
    expect(dates.find((d) => (d as HTMLInputElement).value === date)).toBeChecked();
  }, 15_000);

  it('marks today closed once no slot of it can still be booked (issue 46), and keeps the other days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T22:50:00Z')); // 6:50 PM in Chaguanas, a Wednesday
    try {
      const user = userEvent.setup();
      renderPage(serviceState);
      await user.selectOptions(await screen.findByLabelText('Select Location'), 'Chaguanas Branch');
      await user.click(await screen.findByRole('radio', { name: /Free Appointment/ }));
      const dates = within(screen.getByRole('group', { name: 'Select Date' })).getAllByRole('radio');
      expect(dates).toHaveLength(3);
      expect(dates[0]).toBeDisabled();
      expect(dates[0]).toHaveAccessibleDescription('Closed for today: no time left to book');
      expect(dates[1]).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('time modal: loading, then live lists; a hold leads to Timeslot Available! and the countdown', async () => {
    vi.mocked(requestHold).mockResolvedValue(granted());
    const user = userEvent.setup();
    renderPage(serviceState);
    const date = await chooseUpToDate(user);
    await user.click(screen.getByRole('button', { name: 'Select Time' }));
    const dialog = screen.getByRole('dialog', { name: UI_TEXT.selectTimeTitle });
    expect(dialog).toHaveTextContent('Updates every second • 2 users per slot');
    expect(within(dialog).getByText('Loading...')).toBeVisible();
    emitSlots([
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
    ]);
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
    const { user, date } = await pickFreeSlot();
    expect(await screen.findByText(UI_TEXT.slotNoLongerAvailable)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Select New Time' }));
    expect(screen.getByRole('dialog', { name: UI_TEXT.selectTimeTitle })).toBeVisible();
    expect(date).toBeTruthy();
  });

  it('a failed check shows the error and Try Again retries', async () => {
    vi.mocked(requestHold)
      .mockResolvedValueOnce({ status: 'error', failure: { code: 'internal', reason: null, message: 'x' } })
      .mockResolvedValueOnce({ status: 'held', holdId: 'hold-2', expiresAt: Date.now() + 120_000 });
    const { user } = await pickFreeSlot();
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
      const { user } = await pickFreeSlot();
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
    await pickFreeSlot();
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
});
