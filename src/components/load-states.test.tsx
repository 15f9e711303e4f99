// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';
import { SkippedNotice, skippedSentence } from './skipped-notice';

const ORDERS = { one: 'order', many: 'orders' };

describe('SkippedNotice', () => {
  it('names the one order it could not show', () => {
    render(<SkippedNotice noun={ORDERS} skipped={[{ id: 'ORDER-1700000000000ABCDEFGHI' }]} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 order could not be shown: ORDER-1700000000000ABCDEFGHI',
    );
  });

  it('counts several and names the first five, then says how many more', () => {
    const ids = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
    expect(skippedSentence({ one: 'user', many: 'users' }, ids)).toBe(
      '7 users could not be shown: A, B, C, D, E and 2 more',
    );
  });

  it('renders nothing when nothing was skipped', () => {
    const { container } = render(<SkippedNotice noun={ORDERS} skipped={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('LoadError', () => {
  it('announces the failure and retries on request', () => {
    const retry = vi.fn();
    render(<LoadError message="Failed to load users." onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load users.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('disables Retry while a retry runs', () => {
    render(<LoadError message="Failed." onRetry={() => {}} busy />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });
});
