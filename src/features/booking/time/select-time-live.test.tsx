// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlotDoc } from '../../../contracts/slot-documents';
import { bookableDates } from '../../../domain/calendar';
import { subscribeDaySlots } from '../../../lib/data/slots-live';
import { LiveTimeSelect, type LiveTimeSelectProps } from './select-time';
import { SNAPSHOT_BATCH_MS } from './use-live-day-slots';

vi.mock(import('../../../lib/data/slots-live'), async (original) => ({
  ...(await original()),
  subscribeDaySlots: vi.fn(),
}));

// Tomorrow (business time): every slot of its grid is ahead of the 30-minute lead.
const day = { date: bookableDates(new Date())[1]!, location: 'Chaguanas Branch', type: 'free' as const };
const doc = (time: string, orders: number): SlotDoc =>
  ({
    id: `${day.date}_${time}`,
    date: day.date,
    location: day.location,
    appointmentType: 'free',
    time,
    orders,
    holds: {},
    reserved: false,
    reservedUntil: null,
  }) as SlotDoc;

let push: (docs: SlotDoc[]) => void;
beforeEach(() => {
  vi.mocked(subscribeDaySlots).mockReset();
  vi.mocked(subscribeDaySlots).mockImplementation((_q, onData) => {
    push = onData;
    return () => undefined;
  });
});

const props = (overrides: Partial<LiveTimeSelectProps> = {}): LiveTimeSelectProps => ({
  day,
  uid: 'customer-1',
  holdId: null,
  time: '',
  checkClosed: true,
  onSlotFilled: vi.fn(),
  open: true,
  onSelect: vi.fn(),
  onClose: vi.fn(),
  appointmentType: 'free',
  ...overrides,
});

describe('LiveTimeSelect', () => {
  it('renders the live slots itself: a snapshot does not render the component that holds it', async () => {
    let parentRenders = 0;
    function Parent() {
      parentRenders += 1;
      return <LiveTimeSelect {...props()} />;
    }
    render(<Parent />);
    act(() => push([doc('7:10 AM', 1)]));
    expect(screen.getByRole('button', { name: '7:10 AM, 1 of 2 places left' })).toBeInTheDocument();
    // The next snapshot within SNAPSHOT_BATCH_MS shows at the end of the batch window.
    await act(async () => {
      push([doc('7:10 AM', 2)]);
      await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_BATCH_MS + 50));
    });
    expect(screen.queryByRole('button', { name: /^7:10 AM,/ })).not.toBeInTheDocument();
    expect(parentRenders).toBe(1);
  });

  it('releases the held time once it shows full (our hold gone), but not while an availability check decides', () => {
    const onSlotFilled = vi.fn();
    const { rerender } = render(
      <LiveTimeSelect {...props({ time: '7:10 AM', checkClosed: false, onSlotFilled })} />,
    );
    act(() => push([doc('7:10 AM', 2)]));
    expect(onSlotFilled).not.toHaveBeenCalled();
    rerender(<LiveTimeSelect {...props({ time: '7:10 AM', checkClosed: true, onSlotFilled })} />);
    expect(onSlotFilled).toHaveBeenCalledTimes(1);
  });

  it('keeps a held time that still has a seat', () => {
    const onSlotFilled = vi.fn();
    render(<LiveTimeSelect {...props({ time: '7:10 AM', onSlotFilled })} />);
    act(() => push([doc('7:10 AM', 1)]));
    expect(onSlotFilled).not.toHaveBeenCalled();
  });
});
