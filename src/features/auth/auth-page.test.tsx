// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthPage } from './auth-page';
import { signInHooks } from '../../test-support/sign-in.fixtures';

const mocks = await vi.hoisted(() => import('../../test-support/sign-in.mocks'));
vi.mock(import('../../lib/auth-actions'), async (original) => mocks.actions(await original()));
vi.mock(import('../../lib/callables'), async (original) => mocks.callables(await original()));

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>
  );
}

function renderAt(state: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/auth', state }]}>
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function signIn() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'alice@demo.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-pass-123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return screen.findByTestId('where');
}

describe('AuthPage', () => {
  signInHooks();

  it('starts in Sign In mode and toggles to Create Account by click and by arrow keys', () => {
    renderAt(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Create Account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Email')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Create Account' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('goes to /services by default after signing in', async () => {
    renderAt(null);
    expect(await signIn()).toHaveTextContent(/^\/services null$/);
  });

  it('goes to the redirectPath and hands on its state', async () => {
    renderAt({ redirectPath: '/appointment-swap', redirectState: { tradeOrderId: 'ORDER-1' } });
    expect(await signIn()).toHaveTextContent('/appointment-swap {"tradeOrderId":"ORDER-1"}');
  });

  it('shows a notice passed in navigation state', async () => {
    renderAt({ notice: 'Account data deleted successfully. Your account has been signed out.' });
    await waitFor(() =>
      expect(screen.getAllByRole('status')[0]).toHaveTextContent(
        'Account data deleted successfully. Your account has been signed out.',
      ),
    );
  });
});
