// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../lib/auth-user';

const auth = vi.hoisted(() => ({ state: { status: 'signed-out' } as AuthState }));
const signIn = vi.hoisted(() => vi.fn());
vi.mock('../../lib/auth-user', () => ({ useAuthState: () => auth.state }));
vi.mock('../../lib/data/admin-auth', () => ({ signInAdmin: signIn }));

const { AdminAuthPage } = await import('./admin-auth-page');

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/adminpfy9665k01-auth']}>
      <Routes>
        <Route path="/adminpfy9665k01-auth" element={<AdminAuthPage />} />
        <Route path="/adminpfy9665k01" element={<p>panel</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const staff = (admin: boolean, viewOnlyAdmin: boolean): AuthState => ({
  status: 'signed-in',
  user: {
    uid: 'u',
    email: 'a@b.c',
    emailVerified: true,
    displayName: null,
    phoneNumber: null,
    providerIds: [],
    admin,
    viewOnlyAdmin,
  },
});

describe('AdminAuthPage', () => {
  beforeEach(() => {
    auth.state = { status: 'signed-out' };
    signIn.mockReset();
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

  it('shows Signing In... while busy and the provider error without its prefix', async () => {
    let reject: (e: Error) => void = () => {};
    signIn.mockReturnValue(new Promise((_, r) => (reject = r)));
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In to Admin Panel' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    reject(new Error('Firebase: Error (auth/invalid-credential).'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error.'));
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

  it('keeps a customer on the sign-in page', () => {
    auth.state = staff(false, false);
    renderPage();
    expect(screen.getByRole('button', { name: 'Sign In to Admin Panel' })).toBeInTheDocument();
  });
});
