// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Countdown, coarseTimeLeft } from './countdown';

const live = (container: HTMLElement) => container.querySelector('[aria-live]')!;

describe('coarseTimeLeft', () => {
  it('changes only at whole minutes, then at 30 and 10 seconds and at the end', () => {
    const spoken = new Set<string>();
    for (let s = 300; s >= 0; s -= 1) spoken.add(coarseTimeLeft(s));
    expect([...spoken]).toEqual([
      '5 minutes left.',
      '4 minutes left.',
      '3 minutes left.',
      '2 minutes left.',
      '1 minute left.',
      'Less than a minute left.',
      '30 seconds left.',
      '10 seconds left.',
      'Time is up.',
    ]);
  });

  it('says 1 minute from 60 to 119 seconds and less than a minute from 31 to 59', () => {
    expect([119, 60, 59, 31, 30, 11, 10, 1].map(coarseTimeLeft)).toEqual([
      ...['1 minute left.', '1 minute left.'],
      ...['Less than a minute left.', 'Less than a minute left.'],
      ...['30 seconds left.', '30 seconds left.'],
      ...['10 seconds left.', '10 seconds left.'],
    ]);
  });
});

describe('Countdown', () => {
  it('shows M:SS in a timer that is not a live region', () => {
    render(<Countdown seconds={125} stage="normal" label="Time left to complete your booking" />);
    const timer = screen.getByRole('timer', { name: 'Time left to complete your booking' });
    expect(timer).toHaveTextContent('2:05');
    expect(timer).not.toHaveAttribute('aria-live');
    expect(timer.closest('[aria-live]')).toBeNull();
  });

  it('keeps the polite announcement the same from one second to the next within a minute', () => {
    const props = { stage: 'normal', label: 'Time left' } as const;
    const { container, rerender } = render(<Countdown seconds={119} {...props} />);
    const region = live(container);
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('1 minute left.');
    rerender(<Countdown seconds={118} {...props} />);
    expect(region).toHaveTextContent(/^1 minute left\.$/);
    expect(screen.getByRole('timer')).toHaveTextContent('1:58');
  });

  it('announces the stage and the note with the coarse time', () => {
    const { container } = render(
      <Countdown seconds={25} stage="critical" label="Time left" note="Hurry, someone else may take it." />,
    );
    expect(live(container)).toHaveTextContent(
      '30 seconds left. Almost out of time. Hurry, someone else may take it.',
    );
  });
});
