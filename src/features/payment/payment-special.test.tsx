// @vitest-environment jsdom
// The payment page of a special appointment: the $30.00 fee is paid on WiPay's page for the held booking, the wash
// at the location; a refused start keeps the page for a retry, a lost hold or the countdown's end goes back to the
// appointment page with the expired flag and releases the hold.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { releaseHoldQuietly } from '../../lib/data/booking-calls';
import { goToCheckout, startSpecialFeeCheckout } from '../../lib/data/wipay-checkout';
import { PAYMENT_TEXT } from './order-summary';
import { PAYMENT_TIMER_KEY } from './payment-timer';
import { paymentPageHooks, renderPage } from '../../test-support/payment-page.fixtures';
import { PENDING_SPECIAL_KEY } from './special-payment';

const mocks = await vi.hoisted(() => import('../../test-support/payment-page.mocks'));
vi.mock('../../lib/auth-user', () => mocks.authUser());
vi.mock('../../lib/data/session-record', () => mocks.sessionRecord());
vi.mock(import('../../lib/data/wipay-checkout'), async (original) => mocks.wipayCheckout(await original()));
vi.mock(import('../../lib/data/booking-trade'), async (original) => mocks.bookingTrade(await original()));
vi.mock(import('../../lib/data/booking-calls'), async (original) => mocks.bookingCalls(await original()));

const special = (details: Record<string, unknown> = {}) => ({
  orderDetails: {
    name: 'BASIC WASH',
    price: 45,
    description: 'ON THE GO',
    isDriveIn: false,
    appointmentType: 'special',
    specialIsFree: false,
    location: 'Chaguanas Branch',
    appointmentDate: '2026-11-24',
    appointmentTime: '9:00 AM',
    timeLeft: 90,
    specialBooking: {
      holdId: 'hold-1',
      requestId: 'req-1',
      specialInstructions: 'Roof box',
      numberPlate: 'PDF1234',
    },
    ...details,
  },
});

describe('special appointment fee', () => {
  paymentPageHooks();

  it('says what is paid now and at the location, with the special rules, and no card field', async () => {
    renderPage(special());
    expect(await screen.findByText('Special Appointment')).toBeVisible();
    expect(screen.getByText('Paid now: $30.00 special appointment fee.')).toBeVisible();
    expect(screen.getByText('Paid at the location: $45.00 for the BASIC WASH (card only).')).toBeVisible();
    for (const rule of PAYMENT_TEXT.specialRules) expect(screen.getByText(rule)).toBeVisible();
    expect(screen.queryByLabelText('Card Number')).toBeNull();
  });

  it('Process Payment opens WiPay for the held booking and keeps the hold for the return', async () => {
    const holdExpiresAt = Date.now() + 240_000;
    vi.mocked(startSpecialFeeCheckout).mockResolvedValue({
      status: 'redirect',
      url: 'https://wipay.test/checkout/2',
      checkoutId: 'W8fK2pQx7LmN3vRt',
      holdExpiresAt,
    });
    const user = userEvent.setup();
    renderPage(special());
    await user.click(await screen.findByRole('button', { name: 'Process Payment' }));
    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://wipay.test/checkout/2'));
    expect(startSpecialFeeCheckout).toHaveBeenCalledWith('basic-wash', {
      holdId: 'hold-1',
      requestId: 'req-1',
      specialInstructions: 'Roof box',
      numberPlate: 'PDF1234',
    });
    expect(JSON.parse(sessionStorage.getItem(PENDING_SPECIAL_KEY)!)).toMatchObject({
      checkoutId: 'W8fK2pQx7LmN3vRt',
      holdId: 'hold-1',
      holdExpiresAt,
    });
    expect(JSON.parse(sessionStorage.getItem(PAYMENT_TIMER_KEY)!)).toMatchObject({ endsAt: holdExpiresAt });
    expect(releaseHoldQuietly).not.toHaveBeenCalled();
  });

  it('a refused start says so and stays for a retry; a lost hold goes back expired and releases it', async () => {
    vi.mocked(startSpecialFeeCheckout).mockResolvedValueOnce({
      status: 'error',
      message: MESSAGES.payment.failed,
    });
    const user = userEvent.setup();
    const router = renderPage(special());
    await user.click(await screen.findByRole('button', { name: 'Process Payment' }));
    expect(await screen.findByText(MESSAGES.payment.failed)).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment');
    vi.mocked(startSpecialFeeCheckout).mockResolvedValueOnce({
      status: 'error',
      message: MESSAGES.payment.specialHoldLost,
      holdLost: true,
    });
    await user.click(screen.getByRole('button', { name: 'Process Payment' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/appointment'));
    expect(router.state.location.state).toMatchObject({ expired: true, resetBooking: true });
    expect(releaseHoldQuietly).toHaveBeenCalledWith('hold-1');
  });

  it('at the end of the countdown goes back to the appointment page expired and releases the hold', async () => {
    const router = renderPage(special({ timeLeft: 1 }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/appointment'), { timeout: 4000 });
    expect(router.state.location.state).toMatchObject({ expired: true, resetBooking: true });
    expect(releaseHoldQuietly).toHaveBeenCalledWith('hold-1');
  });
});
