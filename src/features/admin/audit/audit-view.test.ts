import { describe, expect, it } from 'vitest';
import { actionLabel, changeLines, describeValue, formatInstant } from './audit-view';

describe('audit view', () => {
  it('names every action the functions write, and shows an unknown one as it is', () => {
    const actions = [
      ...['block.create', 'block.delete', 'login.unlock', 'order.trade', 'order.refund'],
      'something.new',
    ];
    expect(actions.map(actionLabel)).toEqual([
      ...['User blocked', 'Block lifted', 'Sign-in lock lifted', 'Order traded', 'Refund requested'],
      'something.new',
    ]);
  });

  it('shows instants in business time, Timestamps included', () => {
    const at = new Date('2026-11-23T11:10:00Z');
    expect(formatInstant(at)).toBe('23/11/2026 7:10 AM');
    expect(describeValue({ toDate: () => at })).toBe('23/11/2026 7:10 AM');
    expect(describeValue({ _seconds: at.getTime() / 1000, _nanoseconds: 0 })).toBe('23/11/2026 7:10 AM');
  });

  it('lists each changed field as before -> after and leaves unchanged ones out', () => {
    expect(changeLines({ status: 'confirmed', price: 45 }, { status: 'completed', price: 45 })).toEqual([
      { field: 'status', before: 'confirmed', after: 'completed' },
    ]);
  });

  it('shows a deletion with nothing after, and a creation with nothing before', () => {
    expect(changeLines({ reason: 'Missed' }, null)).toEqual([
      { field: 'reason', before: 'Missed', after: '—' },
    ]);
    expect(changeLines(null, { days: 3 })).toEqual([{ field: 'days', before: '—', after: '3' }]);
  });
});

describe('readable bay lines (issue 46)', () => {
  it('names the bay actions and writes ISO instants in business time', () => {
    expect(actionLabel('order.checkIn')).toBe('Car checked in at the bay');
    expect(actionLabel('order.undoComplete')).toBe('Washed undone');
    expect(describeValue('2026-11-25T14:05:00.000Z')).toBe(describeValue(new Date('2026-11-25T14:05:00Z')));
    expect(describeValue('2026-11-25T14:05:00.000Z')).not.toContain('T14');
    expect(describeValue('code+phone')).toBe('by hand: order code and last 4 phone digits');
  });
});
