// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { MESSAGES } from '../../domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as actions from '../../lib/auth-actions';
import * as authUser from '../../lib/auth-user';
import type { AuthState, AuthUser } from '../../lib/auth-user';
import * as orders from '../../lib/data/account-orders';
import * as profiles from '../../lib/data/account-profile';
import { AccountPage, parseAccountTab } from './account-page';
import { makeProfile } from '../../test-support/profile.fixtures';
import { ALICE } from '../../test-support/shared.mocks';

const { withMockFns } = await vi.hoisted(() => import('../../test-support/shared.mocks'));
vi.mock(import('../../lib/auth-user'), async (original) => withMockFns(await original(), 'useAuthState'));
vi.mock(import('../../lib/auth-actions'), async (original) => withMockFns(await original(), 'signOutUser'));
vi.mock(import('../../lib/data/account-profile'), async (original) =>
  withMockFns(await original(), 'readProfile', 'ensureProfile', 'setMembershipNumber', 'updateArea'),
);
vi.mock(import('../../lib/data/account-orders'), async (original) => ({
  ...(await original()),
  subscribeMyOpenOrders: vi.fn(() => () => {}),
  listMyPastOrders: vi.fn(async () => ({ items: [], skipped: [] })),
}));

const USER = ALICE;

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}
/** The account page at `url` (with `navState` as the history entry's state); answers the router. */
function renderAt(url: string, auth: AuthState = signedIn(), navState?: unknown) {
  vi.mocked(authUser.useAuthState).mockReturnValue(auth);
  const [pathname, query] = url.split('?');
  const router = createMemoryRouter(
    [
      { path: '/account', element: <AccountPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [{ pathname, search: query ? `?${query}` : '', state: navState }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const signedIn = (user: Partial<AuthUser> = {}): AuthState => ({
  status: 'signed-in',
  user: { ...USER, ...user },
});

describe('AccountPage', () => {
  beforeEach(() => {
    vi.mocked(profiles.readProfile).mockResolvedValue(makeProfile());
  });
  afterEach(() => vi.clearAllMocks());

  it("says 'Loading' while the auth state resolves", () => {
    renderAt('/account', { status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('sends a signed-out visitor to the auth screen, coming back to the same tab', () => {
    renderAt('/account?tab=orders', { status: 'signed-out' });
    expect(screen.getByText('at /auth {"redirectPath":"/account?tab=orders"}')).toBeInTheDocument();
  });

  it('shows the left menu and the details of the profile', async () => {
    renderAt('/account', signedIn());
    const menu = screen.getByRole('navigation', { name: 'Account' });
    const names = within(menu)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names).toEqual(['Account Details', 'Past Services', 'Appointments', 'My Plans', 'Delete Account']);
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Account Details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('U1ABCDEF')).toBeInTheDocument();
    expect(screen.queryByText('Add your area')).not.toBeInTheDocument();
  });

  it('opens the tab named in the query', () => {
    expect(parseAccountTab('delete')).toBe('delete');
    expect(parseAccountTab('plans')).toBe('plans');
    expect(parseAccountTab('bogus')).toBe('details');
    renderAt('/account?tab=services', signedIn());
    expect(screen.getByRole('heading', { level: 2, name: 'Past Services' })).toBeInTheDocument();
  });

  it('asks a customer for a missing area and contact', async () => {
    vi.mocked(profiles.readProfile).mockResolvedValue(
      makeProfile({ area: '', contact: '', phoneVerified: false }),
    );
    renderAt('/account', signedIn());
    expect(await screen.findByRole('heading', { name: 'Add your area' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add your contact number' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Area' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Please enter your area.');
  });

  it("says 'Failed to update area'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(profiles.readProfile).mockResolvedValue(makeProfile({ area: '' }));
    vi.mocked(profiles.updateArea).mockRejectedValue(new Error('denied'));
    renderAt('/account', signedIn());
    fireEvent.change(await screen.findByLabelText('Your Area'), { target: { value: 'Cunupia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Area' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Failed to update area'),
    );
  });

  for (const claim of ['admin', 'viewOnlyAdmin'] as const) {
    it(`skips the prompts for ${claim}`, async () => {
      vi.mocked(profiles.readProfile).mockResolvedValue(
        makeProfile({ area: '', contact: '', phoneVerified: false }),
      );
      renderAt('/account', signedIn({ [claim]: true }));
      expect(await screen.findByText('Not verified')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Add your area' })).not.toBeInTheDocument();
    });
  }

  it('creates a missing profile', async () => {
    vi.mocked(profiles.readProfile).mockResolvedValueOnce(null).mockResolvedValue(makeProfile());
    vi.mocked(profiles.ensureProfile).mockResolvedValue(true);
    renderAt('/account', signedIn());
    expect(await screen.findByText('U1ABCDEF')).toBeInTheDocument();
    expect(profiles.ensureProfile).toHaveBeenCalledWith({
      uid: 'u1',
      email: 'alice@demo.test',
      name: 'Alice',
    });
  });

  it("says 'Failed to load profile data'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(profiles.readProfile).mockRejectedValue(new Error('offline'));
    renderAt('/account', signedIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile data');
  });

  it("says 'Failed to create user profile'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(profiles.readProfile).mockResolvedValue(null);
    vi.mocked(profiles.ensureProfile).mockRejectedValue(new Error('denied'));
    renderAt('/account', signedIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create user profile');
  });

  it('signs out to /auth', async () => {
    vi.mocked(actions.signOutUser).mockResolvedValue();
    renderAt('/account', signedIn());
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText(/^at \/auth/)).toBeInTheDocument();
    expect(actions.signOutUser).toHaveBeenCalled();
    expect(orders.subscribeMyOpenOrders).not.toHaveBeenCalled();
  });

  describe('the rotate-device overlay', () => {
    const overlay = () => screen.queryByRole('dialog', { name: 'Please rotate your device' });
    beforeEach(() => window.localStorage.clear());

    it('shows and can be dismissed', () => {
      renderAt('/account', signedIn());
      fireEvent.click(within(overlay()!).getByRole('button', { name: 'Continue in Portrait' }));
      expect(overlay()).not.toBeInTheDocument();
    });

    it('is asked once: once dismissed it does not come back on another visit, tab change or after booking', () => {
      renderAt('/account', signedIn());
      fireEvent.click(within(overlay()!).getByRole('button', { name: 'Continue in Portrait' }));
      cleanup();
      renderAt('/account?tab=services', signedIn());
      expect(overlay()).not.toBeInTheDocument();
    });

    it('never covers the passes on the Appointments tab', () => {
      renderAt('/account?tab=orders', signedIn());
      expect(overlay()).not.toBeInTheDocument();
      cleanup();
      renderAt('/account?tab=services', signedIn());
      expect(overlay()).toBeInTheDocument();
    });
  });

  describe('the message handed over by the page before', () => {
    const renderWithState = (state: unknown, url = '/account?tab=orders') => renderAt(url, signedIn(), state);
    const notice = () => screen.getAllByRole('status').find((s) => s.classList.contains('account-notice'))!;

    it.each([
      ['booking', MESSAGES.booking.succeeded],
      ['special booking', MESSAGES.booking.specialSucceeded],
      ['trade', MESSAGES.tradePayment.succeeded],
      ['payment', MESSAGES.payment.succeeded],
    ])('shows the %s success message in a polite status region', async (_kind, message) => {
      renderWithState({ message });
      expect(await screen.findByText(message)).toBeVisible();
      expect(notice()).toHaveTextContent(message);
      expect(screen.getByRole('heading', { level: 2, name: 'Appointments' })).toBeInTheDocument();
    });

    it('keeps the live region in the page before the message arrives', () => {
      renderWithState({ message: MESSAGES.payment.succeeded });
      expect(notice()).toBeEmptyDOMElement();
    });

    it('removes the message from the history entry, keeping the tab query', async () => {
      const router = renderWithState({ message: MESSAGES.payment.succeeded });
      await screen.findByText(MESSAGES.payment.succeeded);
      await waitFor(() => expect(router.state.location.state).toBeNull());
      expect(router.state.location.pathname).toBe('/account');
      expect(router.state.location.search).toBe('?tab=orders');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.getByText(MESSAGES.payment.succeeded)).toBeVisible();
    });

    it('takes the booked order out of the history entry too, so a refresh does not confirm it again', async () => {
      const router = renderWithState({ message: MESSAGES.booking.succeeded, bookedOrderId: 'ORDER-1' });
      await screen.findByText(MESSAGES.booking.succeeded);
      await waitFor(() => expect(router.state.location.state).toBeNull());
    });

    it('keeps other keys of the navigation state', async () => {
      const router = renderWithState({ message: MESSAGES.tradePayment.succeeded, from: 'trade' }, '/account');
      await screen.findByText(MESSAGES.tradePayment.succeeded);
      await waitFor(() => expect(router.state.location.state).toEqual({ from: 'trade' }));
      expect(router.state.location.search).toBe('');
    });

    it('is dismissed with its button', async () => {
      renderWithState({ message: MESSAGES.booking.succeeded });
      await screen.findByText(MESSAGES.booking.succeeded);
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
      expect(screen.queryByText(MESSAGES.booking.succeeded)).not.toBeInTheDocument();
      expect(notice()).toBeEmptyDOMElement();
    });

    it('shows nothing without a message', async () => {
      const router = renderWithState({ other: 1 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(notice()).toBeEmptyDOMElement();
      expect(screen.queryByRole('button', { name: 'Dismiss message' })).not.toBeInTheDocument();
      expect(router.state.location.state).toEqual({ other: 1 });
    });
  });
});
