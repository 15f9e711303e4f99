// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPlansResponse } from '../../../contracts/plan-api';
import { PLAN_TEXT } from '../../../domain/plans';
import * as callables from '../../../lib/callables';
import { makeAdminPlan, PLAN_TYPE_VIEWS } from '../../../test-support/plans.fixtures';
import { quietConsole } from '../../../test-support/shared.mocks';
import { PlansTab } from './plans-tab';

const { withMockFns } = await vi.hoisted(() => import('../../../test-support/shared.mocks'));
vi.mock(import('../../../lib/callables'), async (o) =>
  withMockFns(await o(), 'adminPlans', 'adminSavePlanType', 'adminRefundPlan'),
);

const unused = makeAdminPlan({
  planId: 'PLAN-a',
  left: 8,
  used: 0,
  uses: [],
  email: 'bob@demo.test',
  plate: 'PAA1111',
});
const used = makeAdminPlan({ planId: 'PLAN-b' });
const ANSWER: AdminPlansResponse = {
  planTypes: PLAN_TYPE_VIEWS,
  figures: {
    sold: 2,
    active: 2,
    washesRedeemed: 1,
    receivedCents: 70_000,
    deferredCents: 65_625,
    refundedCents: 0,
  },
  plans: [unused, used],
};

beforeEach(() => {
  vi.mocked(callables.adminPlans).mockReset().mockResolvedValue(ANSWER);
  vi.mocked(callables.adminSavePlanType).mockReset().mockResolvedValue({ id: 'comfort-pass-30' });
  vi.mocked(callables.adminRefundPlan).mockReset();
});

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Plans tab', () => {
  it('shows the figures: sold, active, washes redeemed, received, deferred, refunded', async () => {
    render(<PlansTab viewOnly={false} />);
    await screen.findByLabelText('Plan figures');
    expect(stat('Sold')).toBe('2');
    expect(stat('Active')).toBe('2');
    expect(stat('Washes redeemed')).toBe('1');
    expect(stat('Received')).toBe('$700.00');
    expect(stat('Deferred (owed in washes)')).toBe('$656.25');
    expect(stat('Refunded')).toBe('$0.00');
  });

  it('lets a full admin edit a plan and saves every field', async () => {
    render(<PlansTab viewOnly={false} />);
    const form = within(await screen.findByRole('form', { name: 'Edit 30-Day Comfort Pass' }));
    fireEvent.change(form.getByLabelText('Price (TTD)'), { target: { value: '375' } });
    fireEvent.change(form.getByLabelText('Washes a day'), { target: { value: '2' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'Special appointment fee included' }));
    fireEvent.click(form.getByRole('button', { name: 'Save 30-Day Comfort Pass' }));
    await vi.waitFor(() =>
      expect(callables.adminSavePlanType).toHaveBeenCalledWith({
        id: 'comfort-pass-30',
        name: '30-Day Comfort Pass',
        serviceId: 'comfort-wash',
        washes: 8,
        validityDays: 30,
        priceValue: 375,
        includesSpecialFee: true,
        perDayCap: 2,
        onSale: true,
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('30-Day Comfort Pass saved.');
    expect(callables.adminPlans).toHaveBeenCalledTimes(2);
  });

  it('adds a new plan, its id from its name, and refuses values beyond the limits before asking the server', async () => {
    render(<PlansTab viewOnly={false} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a plan' }));
    const form = within(screen.getByRole('form', { name: 'New plan' }));
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Premium Monthly' } });
    fireEvent.change(form.getByLabelText('Package'), { target: { value: 'premium-wash' } });
    fireEvent.change(form.getByLabelText('Washes'), { target: { value: '61' } });
    fireEvent.change(form.getByLabelText('Price (TTD)'), { target: { value: '500' } });
    fireEvent.click(form.getByRole('button', { name: 'Add plan' }));
    expect(form.getByRole('alert')).toHaveTextContent('Washes must be a whole number from 1 to 60.');
    expect(callables.adminSavePlanType).not.toHaveBeenCalled();
    fireEvent.change(form.getByLabelText('Washes'), { target: { value: '4' } });
    fireEvent.click(form.getByRole('button', { name: 'Add plan' }));
    await vi.waitFor(() =>
      expect(callables.adminSavePlanType).toHaveBeenCalledWith(
        expect.objectContaining({
          id: 'premium-monthly',
          serviceId: 'premium-wash',
          washes: 4,
          onSale: false,
        }),
      ),
    );
  });

  it("shows the server's refusal of a save", async () => {
    quietConsole();
    vi.mocked(callables.adminSavePlanType).mockRejectedValue(
      Object.assign(new Error('Price too high [400]'), { code: 'functions/invalid-argument' }),
    );
    render(<PlansTab viewOnly={false} />);
    const form = within(await screen.findByRole('form', { name: 'Edit 5-Wash Basic Book' }));
    fireEvent.click(form.getByRole('button', { name: 'Save 5-Wash Basic Book' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Price too high');
  });

  it('refunds an unused plan after a confirm that names the amount; a used plan has no Refund', async () => {
    vi.mocked(callables.adminRefundPlan).mockResolvedValue({
      refundStatus: 'requested',
      amount: 350,
      released: 0,
    });
    render(<PlansTab viewOnly={false} />);
    const table = within(await screen.findByRole('table', { name: 'Plans sold' }));
    const rows = table.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('bob@demo.test');
    expect(rows[1]).toHaveTextContent('8 of 8 left');
    expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();
    fireEvent.click(
      within(rows[1]).getByRole('button', { name: 'Refund $350.00 for 30-Day Comfort Pass (PAA1111)' }),
    );
    const dialog = within(screen.getByRole('alertdialog', { name: 'Refund this plan?' }));
    expect(
      dialog.getByText(/Refund \$350\.00 to the card for 30-Day Comfort Pass \(PAA1111, bob@demo\.test\)/),
    ).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Refund $350.00' }));
    await vi.waitFor(() => expect(callables.adminRefundPlan).toHaveBeenCalledWith({ planId: 'PLAN-a' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Refund of $350.00 for 30-Day Comfort Pass (PAA1111): Refund requested.',
    );
  });

  it("shows the server's refusal of a refund", async () => {
    vi.mocked(callables.adminRefundPlan).mockRejectedValue(
      Object.assign(new Error(`${PLAN_TEXT.notRefundable} [400]`), { code: 'functions/failed-precondition' }),
    );
    render(<PlansTab viewOnly={false} />);
    const table = within(await screen.findByRole('table', { name: 'Plans sold' }));
    fireEvent.click(table.getByRole('button', { name: /^Refund/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Refund $350.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_TEXT.notRefundable);
  });

  it('shows a view-only admin the catalogue read-only, and no Refund', async () => {
    render(<PlansTab viewOnly />);
    const catalogue = within(await screen.findByRole('table', { name: 'Plan catalogue' }));
    expect(catalogue.getAllByRole('row')[2]).toHaveTextContent('30-Day Comfort Pass');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  });

  it('says when the plans could not load, with a retry', async () => {
    quietConsole();
    vi.mocked(callables.adminPlans).mockRejectedValueOnce(new Error('offline'));
    render(<PlansTab viewOnly={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_TEXT.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Plans sold' })).toBeInTheDocument();
  });
});
