import { describe, expect, it, vi } from 'vitest';
import { readBayBoard } from './bay-board';

const entry = {
  orderId: 'order-1',
  orderCode: '4821',
  firstName: 'Alice',
  serviceName: 'BASIC WASH',
  serviceType: 'appointment',
  appointmentType: 'free',
  numberPlate: 'PDF1234',
  appointmentTime: '10:00 AM',
  appointmentAt: '2026-11-25T14:00:00.000Z',
  state: 'due',
  checkedInAt: null,
  completedAt: null,
};

describe('readBayBoard', () => {
  it('reads a day without a document as an empty board', () => {
    expect(readBayBoard('2026-11-25', undefined)).toEqual({
      date: '2026-11-25',
      entries: [],
      skipped: [],
      updatedAt: null,
    });
  });

  it('reads the shapes a Timestamp, millis or a numeric code arrive in', () => {
    const checkedIn = new Date('2026-11-25T13:58:00Z');
    const board = readBayBoard('2026-11-25', {
      updatedAt: { toDate: () => checkedIn },
      entries: {
        'order-1': {
          ...entry,
          orderId: undefined,
          orderCode: 4821,
          state: 'arrived',
          checkedInAt: { toDate: () => checkedIn },
          appointmentAt: Date.parse('2026-11-25T14:00:00Z'),
          numberPlate: null,
          firstName: undefined,
        },
      },
    });
    expect(board.skipped).toEqual([]);
    expect(board.updatedAt).toEqual(checkedIn);
    expect(board.entries).toEqual([
      {
        ...entry,
        orderCode: '4821',
        state: 'arrived',
        checkedInAt: '2026-11-25T13:58:00.000Z',
        numberPlate: null,
        firstName: '',
        // An entry written before issue 46 has no ledger amount: nothing is claimed.
        collect: '',
        dueCents: 0,
      },
    ]);
  });

  it('skips an odd entry and names it, keeping the rest', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const board = readBayBoard('2026-11-25', {
      entries: {
        'order-1': entry,
        'order-2': { ...entry, orderId: 'order-2', orderCode: '5000', state: 'lost' },
        'order-3': 'not a map',
        'order-4': { ...entry, orderId: 'order-4', appointmentAt: 'soon' },
      },
    });
    expect(board.entries.map((e) => e.orderId)).toEqual(['order-1']);
    expect(board.skipped.map((s) => s.id)).toEqual(['5000', 'order-3', '4821']);
    expect(board.skipped[0].reason).toContain('"state"');
  });

  it('reads entries that are not a map as none', () => {
    expect(readBayBoard('2026-11-25', { entries: 'x' }).entries).toEqual([]);
  });
});
