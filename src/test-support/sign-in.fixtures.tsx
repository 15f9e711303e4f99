// Fixtures of the sign-in component tests: a sign-in that goes through, filling and submitting the form.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import * as actions from '../lib/auth-actions';
import * as callables from '../lib/callables';

/** A sign-in that goes through: no lock, the password accepted. */
export function stubSignInDefaults() {
  localStorage.clear();
  vi.mocked(callables.checkLoginAttempts).mockResolvedValue({
    allowed: true,
    message: '',
    lockedUntil: null,
  });
  vi.mocked(callables.resetLoginAttempts).mockResolvedValue({ success: true });
  vi.mocked(actions.signInWithEmail).mockResolvedValue();
}

/** The form's onSignedIn callback; the hooks clear its calls after each test. */
export const onSignedIn = vi.fn<() => void>();

/** The hooks of a sign-in test file: a sign-in that goes through before each test, mocks and timers reset after. */
export function signInHooks() {
  beforeEach(stubSignInDefaults);
  afterEach(() => {
    vi.clearAllMocks();
    vi.useRealTimers();
  });
}

export const EMAIL = 'alice@demo.test';

export function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}
export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
export const alert = () => screen.getByRole('alert');
