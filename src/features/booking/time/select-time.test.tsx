// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeSelectModal } from './select-time';

const renderModal = (appointmentType: 'free' | 'special') =>
  render(
    <TimeSelectModal
      open
      slots={{ status: 'loading' }}
      onSelect={() => undefined}
      onClose={() => undefined}
      appointmentType={appointmentType}
    />,
  );

describe('TimeSelectModal subtitle', () => {
  it('names 3 users per slot for a special appointment', () => {
    renderModal('special');
    expect(screen.getByRole('dialog', { name: 'Select Time' })).toHaveTextContent(
      'Updates every second • 3 users per slot',
    );
  });

  it('names 2 users per slot for a free appointment', () => {
    renderModal('free');
    expect(screen.getByRole('dialog', { name: 'Select Time' })).toHaveTextContent(
      'Updates every second • 2 users per slot',
    );
  });
});
