// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('says what is loading in a status region', () => {
    render(<Spinner label="Loading orders" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
  });

  it('defaults to Loading and can hide its text visually only', () => {
    render(<Spinner hideLabel />);
    expect(screen.getByText('Loading')).toHaveClass('visually-hidden');
  });
});

describe('EmptyState', () => {
  it('shows a heading, a hint and an action', () => {
    render(
      <EmptyState
        title="No users found in the database."
        headingLevel={3}
        action={<button type="button">Refresh</button>}
      >
        Users will appear here once they register accounts.
      </EmptyState>,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'No users found in the database.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Users will appear here once they register accounts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
