import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlotDoc } from '../../../contracts/slot-documents';
import { nextAvailabilityChange, subscribeDaySlots } from '../../../lib/data/slots-live';
import { createDayPool, DAY_LINGER_MS } from './use-live-day-slots';

vi.mock(import('../../../lib/data/slots-live'), async (original) => ({
  ...(await original()),
  subscribeDaySlots: vi.fn(),
}));

const day = { date: '2026-11-27', location: 'Chaguanas Branch', type: 'free' as const };
const doc = (
  time: string,
  holds: Record<string, number> = {},
  reservedUntil: number | null = null,
): SlotDoc =>
  ({
    date: day.date,
    location: day.location,
    appointmentType: 'free',
    time,
    orders: 0,
    holds,
    reserved: reservedUntil !== null,
    reservedUntil,
  }) as unknown as SlotDoc;

describe('createDayPool', () => {
  let push: (docs: SlotDoc[]) => void;
  const unsubscribe = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    unsubscribe.mockReset();
    vi.mocked(subscribeDaySlots).mockReset();
    vi.mocked(subscribeDaySlots).mockImplementation((_q, onData) => {
      push = onData;
      return unsubscribe;
    });
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a day left for DAY_LINGER_MS and lists it at once when the page comes back to it', () => {
    const pool = createDayPool();
    const first = vi.fn();
    const stop = pool.subscribe(day, first, () => undefined);
    push([doc('7:10 AM')]);
    expect(first).toHaveBeenCalledTimes(1);
    stop();
    vi.advanceTimersByTime(DAY_LINGER_MS - 1);
    expect(unsubscribe).not.toHaveBeenCalled();
    const again = vi.fn();
    pool.subscribe(day, again, () => undefined);
    expect(again).toHaveBeenCalledWith([doc('7:10 AM')]);
    expect(pool.peek('2026-11-27|Chaguanas Branch|free')).toEqual([doc('7:10 AM')]);
    expect(subscribeDaySlots).toHaveBeenCalledTimes(1);
  });

  it('closes the listener of a day left longer than DAY_LINGER_MS, and every listener on close', () => {
    const pool = createDayPool();
    pool.subscribe(
      day,
      () => undefined,
      () => undefined,
    )();
    vi.advanceTimersByTime(DAY_LINGER_MS);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(pool.peek('2026-11-27|Chaguanas Branch|free')).toBeNull();
    pool.subscribe(
      day,
      () => undefined,
      () => undefined,
    );
    pool.close();
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });
});

describe('nextAvailabilityChange', () => {
  it('is the earliest hold or reservation to run out, or else the next whole minute', () => {
    const now = Date.UTC(2026, 10, 27, 12, 0, 30);
    expect(nextAvailabilityChange([], now)).toBe(Date.UTC(2026, 10, 27, 12, 1, 0));
    const docs = [doc('7:10 AM', { a: now + 5_000, b: now - 1 }), doc('7:20 AM', {}, now + 2_000)];
    expect(nextAvailabilityChange(docs, now)).toBe(now + 2_000);
  });
});
