// @vitest-environment jsdom
// The booking page's refusals as issue 29 asks: the 3-appointment limit as the page opens, a wait (the free 3-day
// turn) told apart from a penalty, and no 'Select New Time' where another time cannot succeed.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDoc } from '../../contracts/documents';
import { addDaysToDate, bookableDates, businessDate } from '../../domain/calendar';
import { MESSAGES, UI_TEXT } from '../../domain/messages';
import { checkEligibility, requestHold } from '../../lib/data/booking-calls';
import { subscribeOwnOpenOrders } from '../../lib/data/booking-reads';
import {
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

/** Three open special appointments of alice, `daysAhead` days from today at 9:00 AM. */
function openOrders(daysAhead: number): OrderDoc[] {
  const today = businessDate(new Date());
  return [0, 1, 2].map(
    (i) =>
      ({
        id: `ORDER-${i}`,
        userId: 'alice-uid',
        status: 'confirmed',
        appointmentDate: addDaysToDate(today, daysAhead + i),
        appointmentTime: '9:00 AM',
        appointmentType: 'special',
        location: 'Chaguanas Branch',
      }) as unknown as OrderDoc,
  );
}

function deliverOpenOrders(orders: OrderDoc[]) {
  let deliver: ((orders: OrderDoc[]) => void) | null = null;
  vi.mocked(subscribeOwnOpenOrders).mockImplementation((_uid, onData) => {
    deliver = onData;
    return () => undefined;
  });
  renderPage(serviceState);
  // The page subscribes in an effect and shows no field before the orders' first answer (issue 45: a notice
  // arriving after the fields were painted pushed them down).
  return async () => {
    await waitFor(() => expect(deliver).not.toBeNull());
    expect(screen.queryByLabelText('Select Location')).toBeNull();
    act(() => deliver!(orders));
  };
}

describe('the 3-appointment limit', () => {
  it('shows as the page opens, before any field is filled, and nothing can be chosen', async () => {
    const emit = deliverOpenOrders(openOrders(3));
    await emit();
    const location = await screen.findByLabelText('Select Location');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(`${MESSAGES.booking.maxOpen} ${MESSAGES.booking.maxOpenGiveUp}`);
    expect(notice).not.toHaveTextContent(/cancel|rebook/i);
    expect(location).toBeDisabled();
    expect(within(notice).getByRole('button', { name: 'Go to Account' })).toBeVisible();
  });

  it('says nothing with 2 open appointments', async () => {
    const emit = deliverOpenOrders(openOrders(3).slice(0, 2));
    await emit();
    const location = await screen.findByLabelText('Select Location');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location).toBeEnabled();
  });
});

describe('a refused hold', () => {
  it.each([
    ['max-open-appointments', MESSAGES.booking.maxOpen],
    [
      'not-eligible',
      'One free appointment every 3 days. Next free appointment available from Monday 30/11/2026.',
    ],
  ] as const)('(%s) offers OK, not a Select New Time that cannot succeed', async (reason, message) => {
    vi.mocked(requestHold).mockResolvedValue({
      status: 'error',
      failure: { code: 'failed-precondition', reason, message },
    });
    await pickFreeSlot();
    const dialog = await screen.findByRole('dialog', { name: UI_TEXT.checkingAvailability });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('button', { name: 'Select New Time' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
  });

  it('(duplicate-booking) still offers Select New Time: another time is the way out', async () => {
    vi.mocked(requestHold).mockResolvedValue({
      status: 'error',
      failure: {
        code: 'failed-precondition',
        reason: 'duplicate-booking',
        message: UI_TEXT.duplicateBookingDialog,
      },
    });
    await pickFreeSlot();
    const dialog = await screen.findByRole('dialog', { name: UI_TEXT.checkingAvailability });
    expect(within(dialog).getByRole('button', { name: 'Select New Time' })).toBeVisible();
  });
});

describe('the appointment type', () => {
  it('shows a free type waiting for its turn with the date it opens, not the red (Blocked)', async () => {
    const opens = bookableDates(new Date(), 6).at(-1)!;
    vi.mocked(checkEligibility).mockImplementation(async (_uid, type) =>
      type === 'free'
        ? {
            canBook: false,
            details: 'One free appointment every 3 days.',
            kind: 'waiting',
            availableFrom: opens,
          }
        : { canBook: true, details: 'Eligible', kind: 'eligible' },
    );
    renderPage(serviceState);
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent
      .setup()
      .selectOptions(await screen.findByLabelText('Select Location'), 'Chaguanas Branch');
    const free = await screen.findByRole('radio', { name: /Free Appointment/ });
    expect(free).toBeDisabled();
    expect(free.closest('label')).not.toHaveTextContent(MESSAGES.booking.blockedTag);
    expect(free.closest('label')).toHaveTextContent(/\(Available from \w+day \d\d\/\d\d\/\d{4}\)/);
  });

  it('keeps (Blocked) for a real block', async () => {
    vi.mocked(checkEligibility).mockResolvedValue({
      canBook: false,
      details: 'Blocked until Monday 30/11/2026.',
      kind: 'blocked',
    });
    renderPage(serviceState);
    const { default: userEvent } = await import('@testing-library/user-event');
    await userEvent
      .setup()
      .selectOptions(await screen.findByLabelText('Select Location'), 'Chaguanas Branch');
    const free = await screen.findByRole('radio', { name: /Free Appointment/ });
    expect(free.closest('label')).toHaveTextContent(MESSAGES.booking.blockedTag);
  });
});
