// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('reads "missed" for a cancelled order the no-show job marked, "cancelled" otherwise (issue 46)', () => {
    render(
      <>
        <StatusBadge status="cancelled" noShow />
        <StatusBadge status="cancelled" />
        <StatusBadge status="confirmed" noShow />
      </>,
    );
    expect(screen.getByText('missed')).toHaveClass('admin-status--cancelled');
    expect(screen.getByText('cancelled')).toBeInTheDocument();
    expect(screen.getByText('confirmed')).toBeInTheDocument();
  });
});
