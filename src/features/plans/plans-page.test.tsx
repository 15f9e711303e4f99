// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_TEXT } from '../../domain/plans';
import { DOMAIN_TEXT } from '../../domain/messages';
import { useAuthState } from '../../lib/auth-user';
import { buyPlan, loadPlanTypes } from '../../lib/data/plan-calls';
import { PLAN_TYPE_VIEWS } from '../../test-support/plans.fixtures';
import { renderPageAt } from '../../test-support/routes.fixtures';
import { quietConsole, signedInAs } from '../../test-support/shared.mocks';
import { PlansPage } from './plans-page';

const { withMockFns, authUserMock } = await vi.hoisted(() => import('../../test-support/shared.mocks'));
vi.mock('../../lib/auth-user', () => authUserMock());
vi.mock(import('../../lib/data/plan-calls'), async (o) => withMockFns(await o(), 'loadPlanTypes', 'buyPlan'));

const alice = signedInAs({ uid: 'u1', email: 'alice@demo.test', displayName: 'Alice' });
const renderPlans = () => renderPageAt('/plans', <PlansPage />, null, { '/auth': 'Auth' });

beforeEach(() => {
  vi.mocked(useAuthState).mockReturnValue(alice);
  vi.mocked(loadPlanTypes).mockResolvedValue(PLAN_TYPE_VIEWS);
});
afterEach(() => vi.clearAllMocks());

const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('article')!;

describe('PlansPage', () => {
  it('says what each plan on sale includes in plain words, with its price', async () => {
    renderPlans();
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans');
    const pass = await card('30-Day Comfort Pass');
    expect(pass).toHaveTextContent('$350');
    expect(pass).toHaveTextContent('8 washes: COMFORT WASH or a cheaper one');
    expect(pass).toHaveTextContent('Valid 30 days');
    expect(pass).toHaveTextContent('One a day');
    expect(pass).toHaveTextContent(PLAN_TYPE_VIEWS[1].terms);
    expect(await card('5-Wash Basic Book')).toHaveTextContent('$200');
  });

  it('shows only the plans on sale, and says so when there is none', async () => {
    vi.mocked(loadPlanTypes).mockResolvedValue([
      PLAN_TYPE_VIEWS[0],
      { ...PLAN_TYPE_VIEWS[1], onSale: false },
    ]);
    renderPlans();
    await card('5-Wash Basic Book');
    expect(screen.queryByRole('heading', { name: '30-Day Comfort Pass' })).not.toBeInTheDocument();
  });

  it('says there is nothing on sale', async () => {
    vi.mocked(loadPlanTypes).mockResolvedValue([]);
    renderPlans();
    expect(await screen.findByText(PLAN_TEXT.noneOnSale)).toBeInTheDocument();
  });

  it('asks for the plate, checks it, and buys the term for that car on WiPay', async () => {
    vi.mocked(buyPlan).mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderPlans();
    const form = within(await card('30-Day Comfort Pass'));
    await user.click(form.getByRole('button', { name: 'Buy · $350' }));
    expect(form.getByRole('alert')).toHaveTextContent(PLAN_TEXT.plateNeeded);
    await user.type(form.getByLabelText('Number plate of the car'), 'P!');
    await user.click(form.getByRole('button', { name: 'Buy · $350' }));
    expect(form.getByRole('alert')).toHaveTextContent(DOMAIN_TEXT.invalidNumberPlate);
    expect(buyPlan).not.toHaveBeenCalled();
    await user.clear(form.getByLabelText('Number plate of the car'));
    await user.type(form.getByLabelText('Number plate of the car'), 'pbc 1234');
    await user.click(form.getByRole('button', { name: 'Buy · $350' }));
    expect(buyPlan).toHaveBeenCalledWith('comfort-pass-30', 'PBC1234');
    expect(form.getByRole('button', { name: 'Opening the secure payment page...' })).toBeDisabled();
  });

  it("shows the server's refusal and lets the customer try again", async () => {
    vi.mocked(buyPlan).mockResolvedValue(PLAN_TEXT.notOnSale);
    const user = userEvent.setup();
    renderPlans();
    const form = within(await card('5-Wash Basic Book'));
    await user.type(form.getByLabelText('Number plate of the car'), 'PBC1234');
    await user.click(form.getByRole('button', { name: 'Buy · $200' }));
    expect(await form.findByRole('alert')).toHaveTextContent(PLAN_TEXT.notOnSale);
    expect(form.getByRole('button', { name: 'Buy · $200' })).toBeEnabled();
  });

  it('sends a visitor to sign in and back to the same plan', async () => {
    vi.mocked(useAuthState).mockReturnValue({ status: 'signed-out' });
    const user = userEvent.setup();
    const router = renderPlans();
    const form = within(await card('30-Day Comfort Pass'));
    expect(form.queryByLabelText('Number plate of the car')).not.toBeInTheDocument();
    expect(form.getByText(PLAN_TEXT.signInToBuy)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Buy · $350' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ redirectPath: '/plans?buy=comfort-pass-30' });
    expect(buyPlan).not.toHaveBeenCalled();
  });

  it('puts the cursor in the plate of the plan chosen before signing in', async () => {
    const router = createMemoryRouter([{ path: '/plans', element: <PlansPage /> }], {
      initialEntries: ['/plans?buy=comfort-pass-30'],
    });
    render(<RouterProvider router={router} />);
    const form = within(await card('30-Day Comfort Pass'));
    await vi.waitFor(() => expect(form.getByLabelText('Number plate of the car')).toHaveFocus());
  });

  it('waits for the sign-in state before offering Buy (no "sign in" flash for a signed-in customer)', async () => {
    vi.mocked(useAuthState).mockReturnValue({ status: 'loading' });
    renderPlans();
    await vi.waitFor(() => expect(loadPlanTypes).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans');
    expect(screen.queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
  });

  it('says when the plans could not load, with a retry', async () => {
    quietConsole();
    vi.mocked(loadPlanTypes).mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderPlans();
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_TEXT.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('30-Day Comfort Pass')).toBeInTheDocument();
  });
});
