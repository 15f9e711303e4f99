// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatePage } from './gate-page';

function submitCode(code: string) {
  fireEvent.change(screen.getByLabelText('Access code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
}

/** The gate with the code OPEN; answers the onUnlock spy. */
function renderGate() {
  const onUnlock = vi.fn();
  render(<GatePage accessCode="OPEN" onUnlock={onUnlock} />);
  return onUnlock;
}

describe('GatePage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the tagline, the four highlights and the launch notice', () => {
    render(<GatePage accessCode="OPEN" onUnlock={() => {}} />);
    for (const title of [
      'Easy Online Booking',
      'Flexible Scheduling',
      'Professional Service',
      'Mobile App',
    ]) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByText(/launching soon/)).toBeInTheDocument();
  });

  it('is the main landmark of its page, named by its heading', () => {
    renderGate();
    expect(screen.getByRole('main')).toHaveAccessibleName(
      screen.getByRole('heading', { level: 1 }).textContent!,
    );
  });

  it('waits 500 ms before accepting the right code', () => {
    const onUnlock = renderGate();
    submitCode('OPEN');
    act(() => vi.advanceTimersByTime(499));
    expect(onUnlock).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onUnlock).toHaveBeenCalledTimes(1);
  });

  it('clears the field and shows the exact message for a wrong code', () => {
    const onUnlock = renderGate();
    submitCode('open');
    act(() => vi.advanceTimersByTime(500));
    expect(onUnlock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect password. Please try again.');
    expect(screen.getByLabelText('Access code')).toHaveValue('');
  });

  it('asks for a code when the field is empty without waiting', () => {
    render(<GatePage accessCode="OPEN" onUnlock={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the access code.');
  });
});
