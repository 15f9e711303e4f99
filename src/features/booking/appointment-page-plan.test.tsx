// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_TEXT } from '../../domain/plans';
import { formatPrice } from '../../domain/pricing';
import { confirmHeldBooking, requestHold } from '../../lib/data/booking-calls';
import { loadMyPlans } from '../../lib/data/plan-calls';
import {
  continueAndComplete,
  granted,
  pickFreeSlot,
  resetBookingPageMocks,
} from '../../test-support/appointment-page.fixtures';
import { makeMyPlan } from '../../test-support/plans.fixtures';

const { mockModules: mocks } = await vi.hoisted(() => import('../../test-support/appointment-page.mocks'));
const { withMockFns } = await vi.hoisted(() => import('../../test-support/shared.mocks'));
vi.mock(import('../../lib/data/slots-live'), async (original) => mocks.slotsLive(await original()));
vi.mock('../../lib/auth-user', () => mocks.authUser());
vi.mock('../../lib/data/session-record', () => mocks.sessionRecord());
vi.mock('../../lib/data/booking-reads', () => mocks.bookingReads());
vi.mock('../../lib/data/booking-calls', () => mocks.bookingCalls());
vi.mock(import('../../lib/data/plan-calls'), async (o) => withMockFns(await o(), 'loadMyPlans'));

beforeEach(() => {
  resetBookingPageMocks();
  vi.mocked(requestHold).mockResolvedValue(granted());
});
afterEach(() => vi.clearAllMocks());

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('appointment page: paying with a plan (issue 43)', () => {
  it('offers "Use my plan", fixes the plate to the plan\'s car, shows $0 and sends the plan with the booking', async () => {
    // A Comfort pass pays for the (cheaper) basic wash being booked.
    vi.mocked(loadMyPlans).mockResolvedValue([makeMyPlan()]);
    vi.mocked(confirmHeldBooking).mockResolvedValue({ status: 'confirmed', orderId: 'ORDER-1' });
    const { user, router } = await pickFreeSlot();
    const choice = await screen.findByRole('checkbox', { name: PLAN_TEXT.useMyPlan(7, 8) });
    expect(row('Total')).toBe(formatPrice(45));
    await user.click(choice);
    const plate = screen.getByRole('textbox', { name: 'Number Plate' });
    expect(plate).toHaveValue('PBC1234');
    expect(plate).toHaveAttribute('readonly');
    expect(row('Paid by')).toBe('30-Day Comfort Pass');
    expect(row('To pay at the location')).toBe(formatPrice(0));
    expect(row('Total')).toBe(formatPrice(0));
    expect(screen.getByText(PLAN_TEXT.prepaid)).toBeInTheDocument();
    await continueAndComplete(user);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(confirmHeldBooking).toHaveBeenCalledWith(
      expect.objectContaining({ planId: 'PLAN-chk-1', numberPlate: 'PBC1234', appointmentType: 'free' }),
    );
  });

  it('books without the plan unless it is chosen', async () => {
    vi.mocked(loadMyPlans).mockResolvedValue([makeMyPlan()]);
    vi.mocked(confirmHeldBooking).mockResolvedValue({ status: 'confirmed', orderId: 'ORDER-2' });
    const { user, router } = await pickFreeSlot();
    await screen.findByRole('checkbox', { name: PLAN_TEXT.useMyPlan(7, 8) });
    await continueAndComplete(user);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(vi.mocked(confirmHeldBooking).mock.calls[0][0]).not.toHaveProperty('planId');
  });

  it("shows the server's plan refusal as it comes back", async () => {
    vi.mocked(loadMyPlans).mockResolvedValue([makeMyPlan()]);
    const refusal = PLAN_TEXT.refusal['day-cap'];
    vi.mocked(confirmHeldBooking).mockResolvedValue({
      status: 'error',
      failure: { code: 'failed-precondition', reason: null, message: refusal },
    });
    const { user } = await pickFreeSlot();
    await user.click(await screen.findByRole('checkbox', { name: PLAN_TEXT.useMyPlan(7, 8) }));
    await continueAndComplete(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('offers no plan that cannot pay for the wash (ended, or none left)', async () => {
    const ended = makeMyPlan({ planId: 'PLAN-old', endsAt: Date.now() - 1000, status: 'ended' });
    const usedUp = makeMyPlan({
      planId: 'PLAN-full',
      washes: 1,
      left: 0,
      uses: [{ orderId: 'ORDER-8', date: '2026-11-20', state: 'used' }],
    });
    vi.mocked(loadMyPlans).mockResolvedValue([ended, usedUp]);
    await pickFreeSlot();
    await vi.waitFor(() => expect(loadMyPlans).toHaveBeenCalled());
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(row('Total')).toBe(formatPrice(45));
  });
});
