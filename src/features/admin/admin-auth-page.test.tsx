// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../lib/auth-user';
import { SIGN_IN_PATH, renderAdminRoute, staffAs } from '../../test-support/admin.fixtures';

const auth = vi.hoisted(() => ({ state: { status: 'signed-out' } as AuthState }));
const signIn = vi.hoisted(() => vi.fn());
const refresh = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../lib/auth-user', () => ({ useAuthState: () => auth.state, refreshClaims: refresh }));
vi.mock('../../lib/data/admin-auth', () => ({ signInAdmin: signIn }));

const { AdminAuthPage } = await import('./admin-auth-page');

const renderPage = () => renderAdminRoute(SIGN_IN_PATH, <AdminAuthPage />);
const staff = (admin: boolean, viewOnlyAdmin: boolean) => staffAs('a@b.c', { admin, viewOnlyAdmin });

describe('AdminAuthPage', () => {
  beforeEach(() => {
    auth.state = { status: 'signed-out' };
    signIn.mockReset();
    refresh.mockClear();
  });

  it('shows the fields, the restricted-access note and the button', () => {
    renderPage();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByText('Access is restricted to authorized administrators.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In to Admin Panel' })).toBeEnabled();
  });

  it('toggles the password visibility', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('asks for both fields before calling the provider', () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In to Admin Panel' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter email and password.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows Signing In... while busy, then says the email or password was wrong', async () => {
    let reject: (e: Error) => void = () => {};
    signIn.mockReturnValue(new Promise((_, r) => (reject = r)));
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In to Admin Panel' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    reject(new Error('Firebase: Error (auth/invalid-credential).'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Wrong email or password. Please try again.'),
    );
    expect(screen.getByRole('alert').textContent).not.toMatch(/Firebase/);
    expect(signIn).toHaveBeenCalledWith('admin@demo.test', 'wrong');
  });

  it.each([
    ['an admin', staff(true, false)],
    ['a view-only admin', staff(false, true)],
  ])('sends %s to the panel', (_, state) => {
    auth.state = state;
    renderPage();
    expect(screen.getByText('panel')).toBeInTheDocument();
  });

  it.each([
    ['auth/user-not-found', 'No account exists with this email address.'],
    ['auth/too-many-requests', 'Too many attempts. Please try again later'],
    ['auth/network-request-failed', 'You appear to be offline. Check your connection and try again.'],
  ])('maps %s to a clear message instead of "Error."', async (code, text) => {
    signIn.mockRejectedValue(Object.assign(new Error(`Firebase: Error (${code}).`), { code }));
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In to Admin Panel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it("offers a Retry when the signed-in account's claims could not be read", async () => {
    const state = staff(false, false);
    if (state.status === 'signed-in') state.user.claimsError = true;
    auth.state = state;
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not check your admin access.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledOnce());
    expect(
      screen.queryByText('This account does not have access to the admin panel.'),
    ).not.toBeInTheDocument();
  });

  it('sends a signed-in bay attendant to the panel', () => {
    auth.state = staffAs('bay@demo.test', { admin: false, viewOnlyAdmin: false, bayAttendant: true });
    renderPage();
    expect(screen.getByText('panel')).toBeInTheDocument();
  });

  it('keeps a customer on the sign-in page', () => {
    auth.state = staff(false, false);
    renderPage();
    expect(screen.getByRole('button', { name: 'Sign In to Admin Panel' })).toBeInTheDocument();
  });
});
