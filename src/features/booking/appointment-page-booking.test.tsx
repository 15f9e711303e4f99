// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookableDates, formatDisplayDate } from '../../domain/calendar';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { formatPrice } from '../../domain/pricing';
import { confirmHeldBooking, releaseHoldQuietly, requestHold } from '../../lib/data/booking-calls';
import {
  readBookingProfile,
  readOwnOpenOrdersOn,
  readOwnRebookStateValid,
} from '../../lib/data/booking-reads';
import { claimUserSession } from '../../lib/data/session-record';

import {
  continueAndComplete,
  granted,
  pickFreeSlot,
  pickTime,
  renderPage,
  renderPageWithUnmount,
  resetBookingPageMocks,
  serviceState,
} from '../../test-support/appointment-page.fixtures';

const { mockModules: mocks } = await vi.hoisted(() => import('../../test-support/appointment-page.mocks'));
vi.mock(import('../../lib/data/slots-live'), async (original) => mocks.slotsLive(await original()));
vi.mock('../../lib/auth-user', () => mocks.authUser());
vi.mock('../../lib/data/session-record', () => mocks.sessionRecord());
vi.mock('../../lib/data/booking-reads', () => mocks.bookingReads());
vi.mock('../../lib/data/booking-calls', () => mocks.bookingCalls());
vi.mock('../../lib/data/plan-calls', () => mocks.planCalls());

beforeEach(resetBookingPageMocks);
afterEach(() => vi.clearAllMocks());

describe('appointment page: completing the booking', () => {
  it('completes a free booking and goes to the orders tab with the success message', async () => {
    vi.mocked(requestHold).mockResolvedValue(granted());
    vi.mocked(confirmHeldBooking).mockResolvedValue({ status: 'confirmed', orderId: 'ORDER-1' });
    const { user, router } = await pickFreeSlot();
    await user.click(await screen.findByRole('button', { name: 'Continue with Booking' }));
    await user.type(screen.getByLabelText('Number Plate (optional)'), ' pdf 1234 ');
    await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.search).toBe('?tab=orders');
    expect(router.state.location.state).toEqual({
      message: MESSAGES.booking.succeeded,
      bookedOrderId: 'ORDER-1',
    });
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
    vi.mocked(requestHold).mockResolvedValue(granted());
    vi.mocked(readOwnOpenOrdersOn).mockResolvedValue([
      { id: 'o1', appointmentTime: '8:00 AM', appointmentType: 'special', status: 'confirmed' },
    ]);
    vi.mocked(confirmHeldBooking).mockResolvedValue({ status: 'confirmed', orderId: 'ORDER-2' });
    const user = userEvent.setup();
    const router = renderPage(serviceState);
    await user.selectOptions(await screen.findByLabelText('Select Location'), 'Chaguanas Branch');
    await user.click(await screen.findByRole('radio', { name: /Special Appointment/ }));
    await user.click(screen.getByRole('radio', { name: formatDisplayDate(bookableDates(new Date())[1]) }));
    await pickTime(user, '8:00 AM');
    await continueAndComplete(user);
    await user.click(await screen.findByRole('button', { name: MESSAGES.booking.forSomeoneElseYes }));
    // The special's $30 fee is paid on the payment page (WiPay) with the held booking; nothing is confirmed here.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.state).toMatchObject({
      orderDetails: {
        appointmentType: 'special',
        appointmentTime: '8:00 AM',
        specialIsFree: false,
        isDriveIn: false,
        specialBooking: { holdId: 'hold-1', requestId: expect.any(String) },
      },
    });
    expect(confirmHeldBooking).not.toHaveBeenCalled();
  });

  it("confirms a special whose fee a rebook state waives ('Free Order!') without the payment page", async () => {
    vi.mocked(requestHold).mockResolvedValue(granted());
    vi.mocked(readOwnOpenOrdersOn).mockResolvedValue([]);
    vi.mocked(confirmHeldBooking).mockResolvedValue({ status: 'confirmed', orderId: 'ORDER-3' });
    const user = userEvent.setup();
    const router = renderPage({ ...serviceState, specialIsFree: true });
    await user.selectOptions(await screen.findByLabelText('Select Location'), 'Chaguanas Branch');
    await user.click(await screen.findByRole('radio', { name: /Special Appointment/ }));
    await user.click(screen.getByRole('radio', { name: formatDisplayDate(bookableDates(new Date())[1]) }));
    await pickTime(user, '8:00 AM');
    await continueAndComplete(user);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.state).toEqual({
      message: MESSAGES.booking.specialSucceeded,
      bookedOrderId: 'ORDER-3',
    });
  });

  it('shows the duplicate dialog for a free booking at a time the user already has', async () => {
    vi.mocked(requestHold).mockResolvedValue(granted());
    vi.mocked(readOwnOpenOrdersOn).mockResolvedValue([
      { id: 'o1', appointmentTime: '7:20 AM', appointmentType: 'free', status: 'confirmed' },
    ]);
    const { user } = await pickFreeSlot();
    await continueAndComplete(user);
    expect(await screen.findByRole('alertdialog', { name: UI_TEXT.duplicateBookingDialog })).toBeVisible();
    expect(confirmHeldBooking).not.toHaveBeenCalled();
  });

  it('shows the plate-taken and contact messages from the server', async () => {
    vi.mocked(requestHold).mockResolvedValue(granted());
    const plateMessage = MESSAGES.booking.plateTaken('PDF1234', 'Monday 23/11/2026');
    vi.mocked(confirmHeldBooking).mockResolvedValue({
      status: 'error',
      failure: { code: 'failed-precondition', reason: 'plate-taken', message: plateMessage },
    });
    const { user } = await pickFreeSlot();
    await continueAndComplete(user);
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
