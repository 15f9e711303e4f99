// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../lib/auth-user';
import { PANEL_PATH, renderAdminRoute, staffAs } from '../../test-support/admin.fixtures';

const auth = vi.hoisted(() => ({ state: { status: 'loading' } as AuthState }));
const refresh = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../lib/auth-user', () => ({
  useAuthState: () => auth.state,
  refreshClaims: refresh,
  signOutUser: vi.fn(),
}));
// The panel itself is not under test here.
vi.mock('./admin-panel', () => ({ AdminPanel: () => <p>panel</p> }));

const { ACCESS_CHECK_PATIENCE_MS, AdminPage } = await import('./admin-page');

const renderPage = () => renderAdminRoute(PANEL_PATH, <AdminPage />);
const signedIn = (claims: {
  admin: boolean;
  viewOnlyAdmin: boolean;
  bayAttendant?: boolean;
  claimsError?: boolean;
}) => staffAs('admin@demo.test', claims);

describe('the admin access check', () => {
  beforeEach(() => refresh.mockClear());
  afterEach(() => vi.useRealTimers());

  it('offers a Retry instead of sending staff away when their claims could not be read', async () => {
    auth.state = signedIn({ admin: false, viewOnlyAdmin: false, claimsError: true });
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not check your admin access.');
    expect(screen.queryByText('sign-in page')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledOnce());
  });

  it('stops saying Loading and offers a Retry when the session never resolves', () => {
    vi.useFakeTimers();
    auth.state = { status: 'loading' };
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    act(() => vi.advanceTimersByTime(ACCESS_CHECK_PATIENCE_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not check your admin access.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('opens the panel for staff whose claims were read', () => {
    auth.state = signedIn({ admin: true, viewOnlyAdmin: false });
    renderPage();
    expect(screen.getByText('panel')).toBeInTheDocument();
  });

  it('opens the panel for a bay attendant', () => {
    auth.state = signedIn({ admin: false, viewOnlyAdmin: false, bayAttendant: true });
    renderPage();
    expect(screen.getByText('panel')).toBeInTheDocument();
  });

  it('sends an account without any staff claim to the sign-in page', () => {
    auth.state = signedIn({ admin: false, viewOnlyAdmin: false, bayAttendant: false });
    renderPage();
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
  });
});
