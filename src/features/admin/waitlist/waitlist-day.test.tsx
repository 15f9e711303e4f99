// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminWaitlistDayResponse } from '../../../contracts/waitlist-api';
import { callables } from '../../../lib/callables';
import { WaitlistSection } from './waitlist-day';

vi.mock(import('../../../lib/callables'), async (original) => ({
  ...(await original()),
  callables: { adminWaitlistDay: vi.fn() } as never,
}));

const DAY: AdminWaitlistDayResponse = {
  date: '2026-11-25',
  entries: [
    {
      id: 'e1',
      userId: 'u1',
      email: 'b@example.test',
      date: '2026-11-25',
      location: 'Chaguanas Branch',
      type: 'free',
      from: '10:10 AM',
      to: '10:10 AM',
      status: 'waiting',
      joinedAt: 1,
      place: 1,
    },
  ],
  offers: [{ holdId: 'h1', entryId: 'e0', userId: 'u1', time: '10:10 AM', outcome: 'taken', offeredAt: 2 }],
  counts: { open: 0, taken: 1, expired: 2, declined: 0, void: 0, made: 3 },
  bookings: 1,
};

describe('WaitlistSection (admin)', () => {
  it('loads nothing until opened, then shows the day’s people, windows, offers and bookings from the waitlist', async () => {
    vi.mocked(callables.adminWaitlistDay).mockResolvedValue(DAY);
    render(<WaitlistSection />);
    expect(callables.adminWaitlistDay).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show the waitlist' }));
    expect(
      await screen.findByText(
        /Offers made: 3, taken: 1, expired: 2, declined: 0\. Bookings from the waitlist: 1/,
      ),
    ).toBeInTheDocument();
    const entries = screen.getByRole('table', { name: 'Waitlist entries' });
    expect(entries).toHaveTextContent('b@example.test');
    expect(entries).toHaveTextContent('10:10 AM');
    expect(screen.getByRole('table', { name: 'Waitlist offers' })).toHaveTextContent('taken');
  });
});
