// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingSummary, bookingFigures } from './booking-summary';

const service = { name: 'BASIC WASH', price: '45', description: 'ON THE GO' };
const selection = (type: 'free' | 'special', time: string) => ({
  location: 'Chaguanas Branch',
  type,
  date: '2026-11-25',
  time,
});

/** The summary of a paid basic wash on 25/11/2026 with no plate, for an appointment of `type` at `time`. */
function renderSummary(type: 'free' | 'special', time: string) {
  render(
    <BookingSummary
      service={service}
      selection={selection(type, time)}
      specialIsFree={false}
      numberPlate={null}
    />,
  );
}

describe('BookingSummary arrival note', () => {
  it('gives a special appointment its arrival window and the wash start promise', () => {
    renderSummary('special', '6:30 PM');
    expect(
      screen.getByText(
        'Arrive between 6:10 PM and 7:00 PM. The wash should start within 10 to 15 minutes of arrival.',
      ),
    ).toBeVisible();
  });

  it('says nothing of it for a free appointment', () => {
    renderSummary('free', '6:40 PM');
    expect(screen.queryByText(/The wash should start/)).toBeNull();
  });
});

describe('bookingFigures (the total the booking bar keeps in view)', () => {
  it('is the wash price alone before a type is chosen', () => {
    expect(bookingFigures({ service, type: '', specialIsFree: false, rebookStateValid: false })).toEqual({
      washPrice: 45,
      fee: 0,
      total: 45,
    });
  });

  it('adds the $30 fee of a special appointment, none when the special is free (total 0) or rebooked (fee 0)', () => {
    expect(
      bookingFigures({ service, type: 'special', specialIsFree: false, rebookStateValid: false }).total,
    ).toBe(75);
    expect(
      bookingFigures({ service, type: 'special', specialIsFree: true, rebookStateValid: false }).total,
    ).toBe(0);
    expect(
      bookingFigures({ service, type: 'special', specialIsFree: false, rebookStateValid: true }).fee,
    ).toBe(0);
  });
});
