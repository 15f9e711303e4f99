// @vitest-environment jsdom
// The appointment page on a phone whose clock is wrong (the server's clock mocked through lib/server-time's
// measurement): the dates, the lead-time cut of the slot list and the hold's countdown follow the server.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookableDates, formatDisplayDate } from '../../domain/calendar';
import { UI_TEXT } from '../../domain/messages';
import { requestHold } from '../../lib/data/booking-calls';
import { serverClock } from '../../lib/server-time';
import {
  emitSlots,
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

const MINUTE = 60_000;
const DAY = 86_400_000;
// Wednesday 25 November 2026, 8:21 AM in Chaguanas, by the server's clock.
const SERVER = Date.UTC(2026, 10, 25, 12, 21, 0);

/** The phone's clock is `skewMs` off; the page has measured the server's clock. */
async function phoneClock(skewMs: number, server = SERVER) {
  vi.setSystemTime(server + skewMs); // Date only: timers stay real
  await serverClock.measure(async () => ({
    sentAtMs: Date.now(),
    receivedAtMs: Date.now(),
    serverDateMs: server,
    serverResolutionMs: 1,
  }));
}

beforeEach(resetBookingPageMocks);
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

async function openToday(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Select Location'), 'Chaguanas Branch');
  await user.click(await screen.findByRole('radio', { name: /Free Appointment/ }));
  const group = screen.getByRole('group', { name: 'Select Date' });
  await user.click(within(group).getAllByRole('radio')[0]);
  await user.click(screen.getByRole('button', { name: 'Select Time' }));
  emitSlots([]);
  return screen.getByRole('dialog', { name: UI_TEXT.selectTimeTitle });
}

const offered = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: 'Available times' }))
    .getAllByRole('button')
    .map((b) => (b.getAttribute('aria-label') ?? '').split(',')[0]);

describe('appointment page with the phone clock off', () => {
  it("offers the server's three dates when the phone is 5 days ahead", async () => {
    await phoneClock(5 * DAY);
    const user = userEvent.setup();
    renderPage(serviceState);
    await user.selectOptions(await screen.findByLabelText('Select Location'), 'Chaguanas Branch');
    await user.click(await screen.findByRole('radio', { name: /Free Appointment/ }));
    const labels = within(screen.getByRole('group', { name: 'Select Date' }))
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent);
    expect(labels).toEqual(bookableDates(new Date(SERVER)).map(formatDisplayDate));
    expect(labels).not.toEqual(bookableDates(new Date(SERVER + 5 * DAY)).map(formatDisplayDate));
  });

  it("cuts today's slots at the server's now + 30 minutes when the phone is 20 minutes slow", async () => {
    // Server 8:21 AM: cut-off 8:51, so 8:40 and 8:50 (which the phone's 8:01 would offer) are gone.
    await phoneClock(-20 * MINUTE);
    const user = userEvent.setup();
    renderPage(serviceState);
    const dialog = await openToday(user);
    expect(bookableDates(new Date(SERVER))[0]).toBe('2026-11-25');
    const times = offered(dialog);
    expect(times[0]).toBe('9:10 AM');
    expect(times).not.toContain('8:40 AM');
    expect(times).not.toContain('8:50 AM');
  });

  it('keeps the slots the server still takes when the phone is 7 minutes fast', async () => {
    // Server 8:35 AM: cut-off 9:05, so 9:10 is offered (the phone's 8:42 would cut at 9:12 and hide it).
    await phoneClock(7 * MINUTE, SERVER + 14 * MINUTE);
    const user = userEvent.setup();
    renderPage(serviceState);
    const dialog = await openToday(user);
    expect(offered(dialog)[0]).toBe('9:10 AM');
  });

  it("counts the hold down from the server's expiry, not the phone's clock", async () => {
    await phoneClock(5 * DAY);
    vi.mocked(requestHold).mockResolvedValue({
      status: 'held',
      holdId: 'hold-1',
      expiresAt: SERVER + 120_000,
    });
    const user = userEvent.setup();
    renderPage(serviceState);
    const dialog = await openToday(user);
    await user.click(within(dialog).getByRole('button', { name: /^9:10 AM/ }));
    const check = await screen.findByRole('dialog', { name: UI_TEXT.checkingAvailability });
    await user.click(await within(check).findByRole('button', { name: 'Continue with Booking' }));
    expect(screen.getByRole('timer')).toHaveTextContent(/^(2:00|1:5\d)$/);
  });
});
