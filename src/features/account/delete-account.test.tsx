// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as actions from '../../lib/auth-actions';
import type { AuthUser } from '../../lib/auth-user';
import * as deletion from '../../lib/data/account-deletion';
import { authError, callableError } from '../../test-support/errors.fixtures';
import { DeleteAccount } from './delete-account';
import { ALICE } from '../../test-support/shared.mocks';

const { withMockFns } = await vi.hoisted(() => import('../../test-support/shared.mocks'));
vi.mock(import('../../lib/auth-actions'), async (original) =>
  withMockFns(await original(), 'reauthenticateWithPassword', 'reauthenticateWithGoogle', 'signOutUser'),
);
vi.mock(import('../../lib/data/account-deletion'), () => ({ deleteMyAccountData: vi.fn() }));

const EMAIL_USER = ALICE;
const GOOGLE_USER: AuthUser = { ...EMAIL_USER, providerIds: ['google.com'] };

function Auth() {
  return <p>auth page: {(useLocation().state as { notice?: string } | null)?.notice}</p>;
}
function renderFor(user: AuthUser) {
  render(
    <MemoryRouter initialEntries={['/account?tab=delete']}>
      <Routes>
        <Route path="/account" element={<DeleteAccount user={user} />} />
        <Route path="/auth" element={<Auth />} />
      </Routes>
    </MemoryRouter>,
  );
}
function confirmDeletion() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, Delete My Account' }));
}
const alert = () => screen.getByRole('alert');

describe('DeleteAccount', () => {
  beforeEach(() => {
    vi.mocked(actions.reauthenticateWithPassword).mockResolvedValue();
    vi.mocked(actions.reauthenticateWithGoogle).mockResolvedValue();
    vi.mocked(actions.signOutUser).mockResolvedValue();
    vi.mocked(deletion.deleteMyAccountData).mockResolvedValue({
      deleted: true,
      releasedOrders: 1,
      anonymisedOrders: 2,
    });
  });
  afterEach(() => vi.clearAllMocks());

  it('asks email users for their password', () => {
    renderFor(EMAIL_USER);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(alert()).toHaveTextContent('Please enter your password to confirm account deletion.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('re-authenticates, deletes the data, signs out and says so on /auth', async () => {
    renderFor(EMAIL_USER);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-pass-123' } });
    confirmDeletion();
    expect(
      await screen.findByText(
        'auth page: Account data deleted successfully. Your account has been signed out.',
      ),
    ).toBeInTheDocument();
    expect(actions.reauthenticateWithPassword).toHaveBeenCalledWith('demo-pass-123');
    expect(deletion.deleteMyAccountData).toHaveBeenCalledWith('u1');
    expect(actions.signOutUser).toHaveBeenCalled();
  });

  it('re-authenticates Google users with Google', async () => {
    renderFor(GOOGLE_USER);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    confirmDeletion();
    await screen.findByText(/auth page/);
    expect(actions.reauthenticateWithGoogle).toHaveBeenCalled();
  });

  const failures: [string, AuthUser, () => void, string][] = [
    [
      'a wrong password',
      EMAIL_USER,
      () => vi.mocked(actions.reauthenticateWithPassword).mockRejectedValue(authError('auth/wrong-password')),
      'Incorrect password. Please try again',
    ],
    [
      'an invalid credential',
      EMAIL_USER,
      () =>
        vi.mocked(actions.reauthenticateWithPassword).mockRejectedValue(authError('auth/invalid-credential')),
      'Incorrect password. Please try again',
    ],
    [
      'a stale sign-in',
      EMAIL_USER,
      () =>
        vi
          .mocked(deletion.deleteMyAccountData)
          .mockRejectedValue(callableError('failed-precondition', 'Sign in again', 'requires-recent-login')),
      'Please re-enter your password to confirm this action',
    ],
    [
      'a closed Google popup',
      GOOGLE_USER,
      () =>
        vi.mocked(actions.reauthenticateWithGoogle).mockRejectedValue(authError('auth/popup-closed-by-user')),
      'Google sign-in was cancelled. Please try again',
    ],
    [
      'any other failure, with its reason',
      EMAIL_USER,
      () =>
        vi
          .mocked(deletion.deleteMyAccountData)
          .mockRejectedValue(callableError('internal', 'Database offline')),
      'Failed to delete account data: Database offline',
    ],
  ];
  for (const [name, user, arrange, message] of failures) {
    it(`explains ${name}`, async () => {
      arrange();
      renderFor(user);
      if (user === EMAIL_USER)
        fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'x' } });
      confirmDeletion();
      await waitFor(() => expect(alert()).toHaveTextContent(message));
      expect(actions.signOutUser).not.toHaveBeenCalled();
    });
  }
});
