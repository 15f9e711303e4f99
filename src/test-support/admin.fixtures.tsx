// Fixtures of the admin pages' component tests: staff auth states and rendering between the panel and its sign-in.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AuthState, AuthUser } from '../lib/auth-user';
import { signedInAs } from './shared.mocks';

export const PANEL_PATH = '/adminpfy9665k01';
export const SIGN_IN_PATH = `${PANEL_PATH}-auth`;

type Claims = Pick<AuthUser, 'admin' | 'viewOnlyAdmin'> & Partial<AuthUser>;
/** A signed-in account with the staff claims given (no provider, no name). */
export const staffAs = (email: string, claims: Claims): AuthState =>
  signedInAs({ uid: 'u', email, displayName: null, providerIds: [], ...claims });

/** Renders `page` at `at`, with the other of the panel and its sign-in page as a plain marker. */
export function renderAdminRoute(at: typeof PANEL_PATH | typeof SIGN_IN_PATH, page: ReactNode) {
  const other = at === PANEL_PATH ? <p>sign-in page</p> : <p>panel</p>;
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={at} element={page} />
        <Route path={at === PANEL_PATH ? SIGN_IN_PATH : PANEL_PATH} element={other} />
      </Routes>
    </MemoryRouter>,
  );
}
