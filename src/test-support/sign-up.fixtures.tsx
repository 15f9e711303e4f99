// Fixtures of the sign-up component tests: the answers of a sign-up that goes through, the valid form, its steps.
import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import * as actions from '../lib/auth-actions';
import * as callables from '../lib/callables';
import * as profiles from '../lib/data/account-profile';
import { SignUpFlow } from '../features/auth/sign-up-flow';

/** The answers of a sign-up that goes through: every check passes. */
export function stubSignUpDefaults() {
  vi.mocked(actions.passwordPolicyProblems).mockResolvedValue([]);
  vi.mocked(callables.checkEmailAvailability).mockResolvedValue({ available: true });
  vi.mocked(callables.checkPhoneNumberCooldown).mockResolvedValue({ available: true, message: '' });
  vi.mocked(actions.startPhoneSignUp).mockResolvedValue();
  vi.mocked(actions.completePhoneSignUp).mockResolvedValue({ uid: 'new-uid-123' });
  vi.mocked(profiles.createSignUpProfile).mockResolvedValue();
  vi.mocked(callables.claimPhoneNumber).mockResolvedValue({ message: 'ok' });
  vi.mocked(callables.deleteMyAccount).mockResolvedValue({
    deleted: true,
    releasedOrders: 0,
    anonymisedOrders: 0,
  });
}

export const VALID = {
  'Full Name': 'Dana Persad',
  Area: 'Chaguanas',
  'Contact Number': '7654321',
  Email: 'dana@example.com',
  'Confirm Email': 'dana@example.com',
  Password: 'secret123',
  'Confirm Password': 'secret123',
};
export type Label = keyof typeof VALID;

export const container = document.createElement('div');
export function renderFlow(onSignedIn = vi.fn()) {
  render(<SignUpFlow botCheckContainer={() => container} onSignedIn={onSignedIn} />);
  return onSignedIn;
}
export function fillForm(overrides: Partial<Record<Label, string>> = {}) {
  for (const [label, value] of Object.entries({ ...VALID, ...overrides })) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}
export const createAccount = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
export const alert = () => screen.getByRole('alert');

export async function reachCodeScreen() {
  fillForm();
  createAccount();
  await screen.findByRole('heading', { name: 'Verify Your Phone Number' });
}
export function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
}

/** Renders the flow and submits a well-formed code on the code screen; answers the onSignedIn spy. */
export async function submitCode() {
  const onSignedIn = renderFlow();
  await reachCodeScreen();
  enterCode('123456');
  return onSignedIn;
}
