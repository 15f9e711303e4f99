// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

function ShowButton({ duration }: { duration?: number }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => toast.show('Order deleted successfully', { tone: 'success', duration })}
    >
      Show
    </button>
  );
}

describe('Toast', () => {
  afterEach(() => vi.useRealTimers());

  it('announces messages in a polite live region that is always present', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ShowButton />
      </ToastProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(region).toHaveTextContent('Success: Order deleted successfully');
  });

  it('hides a message after its duration', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ShowButton duration={3000} />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    expect(screen.getByText('Order deleted successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Order deleted successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Order deleted successfully')).not.toBeInTheDocument();
  });

  it('can be dismissed by its button', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ShowButton duration={0} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Order deleted successfully')).not.toBeInTheDocument();
  });

  it('throws a clear error outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ShowButton />)).toThrow(/inside <ToastProvider>/);
  });
});
