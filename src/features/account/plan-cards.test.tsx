// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAN_TEXT } from '../../domain/plans';
import { buyPlan, listMyPlanList } from '../../lib/data/plan-calls';
import { makeMyPlan } from '../../test-support/plans.fixtures';
import { quietConsole } from '../../test-support/shared.mocks';
import { businessMoment, PlanCards } from './plan-cards';

const { withMockFns } = await vi.hoisted(() => import('../../test-support/shared.mocks'));
vi.mock(import('../../lib/data/plan-calls'), async (o) =>
  withMockFns(await o(), 'listMyPlanList', 'buyPlan'),
);
vi.mock('qrcode', () => ({
  create: () => ({ modules: { size: 21 } }),
  toDataURL: async (value: string) => `data:image/png;base64,${btoa(value)}`,
}));

const renderCards = () =>
  render(
    <MemoryRouter>
      <PlanCards />
    </MemoryRouter>,
  );

afterEach(() => vi.clearAllMocks());

describe('PlanCards (My Plans)', () => {
  it("shows each plan's name, washes left, end in business time, car, status and its washes", async () => {
    const plan = makeMyPlan({ endsAt: Date.parse('2026-12-28T11:05:00Z') });
    vi.mocked(listMyPlanList).mockResolvedValue({ plans: [plan], skipped: [] });
    renderCards();
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans');
    const card = within(await screen.findByRole('listitem', { name: '30-Day Comfort Pass' }));
    expect(card.getByText('7 of 8 left')).toBeInTheDocument();
    // 11:05 UTC is 7:05 AM in Chaguanas (UTC-4).
    expect(businessMoment(plan.endsAt)).toBe('Monday 28/12/2026, 7:05 AM');
    expect(card.getByText('Monday 28/12/2026, 7:05 AM')).toBeInTheDocument();
    expect(card.getByText('PBC1234')).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(card.getByRole('list', { name: 'Washes of this plan' })).toHaveTextContent(
      'Friday 20/11/2026: Washed',
    );
  });

  it('shows the pass as a QR code whose text names the plan and the car', async () => {
    vi.mocked(listMyPlanList).mockResolvedValue({ plans: [makeMyPlan()], skipped: [] });
    renderCards();
    const img = await screen.findByRole('img', { name: 'Pass of 30-Day Comfort Pass for PBC1234' });
    expect(img.getAttribute('src')).toBe(`data:image/png;base64,${btoa(makeMyPlan().pass!)}`);
  });

  it('renews for the same car, saying the renewal starts when this term ends', async () => {
    vi.mocked(listMyPlanList).mockResolvedValue({
      plans: [makeMyPlan({ endsAt: Date.parse('2026-12-28T11:05:00Z') })],
      skipped: [],
    });
    vi.mocked(buyPlan).mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderCards();
    const card = within(await screen.findByRole('listitem', { name: '30-Day Comfort Pass' }));
    expect(card.getByText(PLAN_TEXT.renewStartsAtEnd('Monday 28/12/2026, 7:05 AM'))).toBeInTheDocument();
    const plate = card.getByLabelText('Number plate of the car');
    expect(plate).toHaveValue('PBC1234');
    expect(plate).toHaveAttribute('readonly');
    await user.click(card.getByRole('button', { name: 'Renew · $350' }));
    expect(buyPlan).toHaveBeenCalledWith('comfort-pass-30', 'PBC1234');
  });

  it('shows no pass and no Renew for a refunded plan', async () => {
    vi.mocked(listMyPlanList).mockResolvedValue({
      plans: [makeMyPlan({ status: 'refunded', pass: null })],
      skipped: [],
    });
    renderCards();
    const card = within(await screen.findByRole('listitem', { name: '30-Day Comfort Pass' }));
    expect(card.getByText('Refunded')).toBeInTheDocument();
    expect(card.queryByRole('img')).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
  });

  it('names a plan document it could not read, beside the plans it could', async () => {
    vi.mocked(listMyPlanList).mockResolvedValue({ plans: [makeMyPlan()], skipped: ['PLAN-odd'] });
    renderCards();
    expect(await screen.findByText('1 plan could not be shown: PLAN-odd')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('list', { name: 'My plans' })).toBeInTheDocument();
  });

  it('points to the Plans page when there is none', async () => {
    vi.mocked(listMyPlanList).mockResolvedValue({ plans: [], skipped: [] });
    renderCards();
    expect(await screen.findByRole('heading', { name: PLAN_TEXT.noPlans })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See the plans' })).toBeInTheDocument();
  });

  it('says when the plans could not load, with a retry that reads them again', async () => {
    quietConsole();
    vi.mocked(listMyPlanList)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ plans: [makeMyPlan()], skipped: [] });
    const user = userEvent.setup();
    renderCards();
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_TEXT.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('7 of 8 left')).toBeInTheDocument();
  });
});
