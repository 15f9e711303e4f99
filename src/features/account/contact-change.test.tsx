// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as actions from '../../lib/auth-actions';
import * as callables from '../../lib/callables';
import * as profiles from '../../lib/data/account-profile';
import { authError, callableError, codeErrorRows } from '../../test-support/errors.fixtures';
import { ContactChange } from './contact-change';
import { makeProfile } from '../../test-support/profile.fixtures';

vi.mock(import('../../lib/auth-actions'), async (original) => ({
  ...(await original()),
  startPhoneNumberChange: vi.fn(),
  confirmPhoneNumberChange: vi.fn(),
  cancelPhoneVerification: vi.fn(),
}));
vi.mock(import('../../lib/callables'), async (original) => ({
  ...(await original()),
  checkPhoneNumberCooldown: vi.fn(),
  claimPhoneNumber: vi.fn(),
}));
vi.mock(import('../../lib/data/account-profile'), async (original) => ({
  ...(await original()),
  markContactPending: vi.fn(),
}));

const alert = () => screen.getByRole('alert');
function sendCodeTo(digits: string) {
  fireEvent.change(screen.getByLabelText('New Contact Number'), { target: { value: digits } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
}

describe('ContactChange', () => {
  let onDone: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    onDone = vi.fn();
    vi.mocked(callables.checkPhoneNumberCooldown).mockResolvedValue({ available: true, message: '' });
    vi.mocked(profiles.markContactPending).mockResolvedValue();
    vi.mocked(actions.startPhoneNumberChange).mockResolvedValue();
    vi.mocked(actions.confirmPhoneNumberChange).mockResolvedValue('+18687654321');
    vi.mocked(callables.claimPhoneNumber).mockResolvedValue({ message: 'ok' });
  });
  afterEach(() => vi.clearAllMocks());

  it('strips non-digits and refuses fewer than 7', () => {
    render(<ContactChange profile={makeProfile()} onDone={onDone} />);
    const field = screen.getByLabelText('New Contact Number');
    fireEvent.change(field, { target: { value: '76-54 32a' } });
    expect(field).toHaveValue('765432');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(alert()).toHaveTextContent('Please enter a valid 7-digit phone number');
  });

  it('refuses the current verified number', () => {
    render(<ContactChange profile={makeProfile()} onDone={onDone} />);
    sendCodeTo('1234567');
    expect(alert()).toHaveTextContent('This is already your current contact number.');
    expect(profiles.markContactPending).not.toHaveBeenCalled();
  });

  it('lets an unverified current number be verified as it is', async () => {
    render(<ContactChange profile={makeProfile({ phoneVerified: false })} onDone={onDone} />);
    sendCodeTo('1234567');
    expect(await screen.findByLabelText('Verification Code')).toBeInTheDocument();
  });

  it('refuses a number recently verified by another account', async () => {
    vi.mocked(callables.checkPhoneNumberCooldown).mockResolvedValue({
      available: false,
      message: 'This phone number was recently verified. Please try again later.',
    });
    render(<ContactChange profile={makeProfile()} onDone={onDone} />);
    sendCodeTo('7654321');
    await waitFor(() =>
      expect(alert()).toHaveTextContent('This phone number was recently verified. Please try again later.'),
    );
    expect(profiles.markContactPending).not.toHaveBeenCalled();
  });

  it('marks the number pending and unverified, verifies it by SMS, then claims it', async () => {
    render(<ContactChange profile={makeProfile()} onDone={onDone} />);
    sendCodeTo('7654321');
    fireEvent.change(await screen.findByLabelText('Verification Code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(profiles.markContactPending).toHaveBeenCalledWith('u1', '+18687654321');
    expect(actions.startPhoneNumberChange).toHaveBeenCalledWith('+18687654321', expect.any(HTMLDivElement));
    expect(actions.confirmPhoneNumberChange).toHaveBeenCalledWith('654321');
    expect(callables.claimPhoneNumber).toHaveBeenCalledWith({ phoneNumber: '+18687654321' });
  });

  it("says 'Failed to update contact number' when the profile cannot be marked", async () => {
    vi.mocked(profiles.markContactPending).mockRejectedValue(new Error('denied'));
    render(<ContactChange profile={makeProfile()} onDone={onDone} />);
    sendCodeTo('7654321');
    await waitFor(() => expect(alert()).toHaveTextContent('Failed to update contact number'));
    expect(actions.startPhoneNumberChange).not.toHaveBeenCalled();
  });

  const verifyErrors: [string, Error, string][] = [
    ...codeErrorRows(),
    [
      'a number already linked',
      authError('auth/provider-already-linked'),
      'This phone number is already linked to this account',
    ],
    [
      'a refused claim',
      callableError('permission-denied', 'Verify first'),
      'Permission denied. Please try again.',
    ],
    [
      'a claim refused for the cooldown',
      callableError(
        'failed-precondition',
        'This phone number was recently verified. Please try again later.',
      ),
      'This phone number was recently verified. Please try again later.',
    ],
  ];
  it.each(verifyErrors)('explains %s', async (_name, error, message) => {
    vi.mocked(actions.confirmPhoneNumberChange).mockRejectedValue(error);
    render(<ContactChange profile={makeProfile()} onDone={onDone} />);
    sendCodeTo('7654321');
    fireEvent.change(await screen.findByLabelText('Verification Code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(alert()).toHaveTextContent(message));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks for a 6-digit code', async () => {
    render(<ContactChange profile={makeProfile()} onDone={onDone} />);
    sendCodeTo('7654321');
    fireEvent.change(await screen.findByLabelText('Verification Code'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(alert()).toHaveTextContent('Please enter a valid 6-digit code.');
  });
});
