import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { boardPlacementOf, boardState, firstNameOf, readBoardEntry, sameBoardEntry } from './bay-board-rules';

const order = (fields: Record<string, unknown> = {}) => ({
  orderId: 'ORDER-1',
  userId: 'u1',
  userEmail: 'alice@example.com',
  contact: '+18685550111',
  status: 'confirmed',
  serviceType: 'appointment',
  appointmentDate: '2026-11-24',
  appointmentTime: '10:10 AM',
  appointmentDateTime: Timestamp.fromDate(new Date('2026-11-24T14:10:00Z')),
  appointmentType: 'free',
  orderCode: '4821',
  serviceName: 'BASIC WASH',
  numberPlate: 'PDF1234',
  ...fields,
});
const CHECKED_IN = Timestamp.fromDate(new Date('2026-11-24T14:05:00Z'));

describe('boardState', () => {
  it('is due for an open order without a check-in, arrived with one', () => {
    expect(boardState(order())).toBe('due');
    expect(boardState(order({ status: 'trading' }))).toBe('due');
    expect(boardState(order({ checkedInAt: CHECKED_IN }))).toBe('arrived');
  });
  it('is washed for a completed order, missed for a no-show, cancelled otherwise', () => {
    expect(boardState(order({ status: 'completed', checkedInAt: CHECKED_IN }))).toBe('washed');
    expect(boardState(order({ status: 'cancelled', noShow: true }))).toBe('missed');
    expect(boardState(order({ status: 'cancelled' }))).toBe('cancelled');
  });
  it('knows no other status', () => {
    expect(boardState(order({ status: 'pending' }))).toBeNull();
    expect(boardState(order({ status: 42 }))).toBeNull();
  });
});

describe('boardPlacementOf', () => {
  it('places an appointment on its day with what the bay needs and no contact details', () => {
    const placed = boardPlacementOf('ORDER-1', order(), 'Alice');
    expect(placed).toEqual({
      date: '2026-11-24',
      entry: {
        orderId: 'ORDER-1',
        orderCode: '4821',
        firstName: 'Alice',
        serviceName: 'BASIC WASH',
        serviceType: 'appointment',
        appointmentType: 'free',
        numberPlate: 'PDF1234',
        appointmentTime: '10:10 AM',
        appointmentAt: '2026-11-24T14:10:00.000Z',
        state: 'due',
        checkedInAt: null,
        completedAt: null,
        collect: 'Collect $45.00',
        dueCents: 4500,
      },
    });
    expect(JSON.stringify(placed)).not.toMatch(/alice@|5550111/);
  });
  it('places a drive-in on its purchase day without a time', () => {
    const placed = boardPlacementOf('ORDER-2', order({ serviceType: 'drive-in', numberPlate: null }), '');
    expect(placed?.date).toBe('2026-11-24');
    expect(placed?.entry).toMatchObject({ appointmentTime: '', appointmentAt: null, numberPlate: null });
    // Issue 46: a drive-in is paid when bought, so the bay collects nothing.
    expect(placed?.entry.collect).toBe('Paid online: collect nothing');
  });
  it('tells the bay what a special paid online leaves to collect: the wash, not the fee (issue 46)', () => {
    const paid = order({
      appointmentType: 'special',
      serviceName: 'PREMIUM WASH',
      price: 105,
      specialFeePaid: { cents: 3000, paymentReference: 'T-1' },
      paymentProcessor: 'WiPay sandbox',
    });
    expect(boardPlacementOf('ORDER-3', paid, '')?.entry.collect).toBe('Collect $75.00');
  });
  it('reads the check-in and completion instants', () => {
    const done = Timestamp.fromDate(new Date('2026-11-24T14:15:00Z'));
    const placed = boardPlacementOf(
      'ORDER-1',
      order({ status: 'completed', checkedInAt: CHECKED_IN, completedAt: done }),
      'A',
    );
    expect(placed?.entry).toMatchObject({
      state: 'washed',
      checkedInAt: '2026-11-24T14:05:00.000Z',
      completedAt: '2026-11-24T14:15:00.000Z',
    });
  });
  it('falls back to the business date of the instant when the date is not an ISO day', () => {
    // 2:30 AM UTC on the 25th is 10:30 PM on the 24th in Port of Spain.
    const at = Timestamp.fromDate(new Date('2026-11-25T02:30:00Z'));
    expect(boardPlacementOf('X', order({ appointmentDate: at }), '')?.date).toBe('2026-11-24');
  });
  it('places nothing for no order, an unknown status or no readable day', () => {
    expect(boardPlacementOf('X', undefined, '')).toBeNull();
    expect(boardPlacementOf('X', order({ status: 'odd' }), '')).toBeNull();
    expect(
      boardPlacementOf('X', order({ appointmentDate: 'soon', appointmentDateTime: null }), ''),
    ).toBeNull();
  });
});

describe('firstNameOf', () => {
  it('takes the first word of the name, or nothing', () => {
    expect(firstNameOf('  Alice  Baptiste ')).toBe('Alice');
    expect(firstNameOf('')).toBe('');
    expect(firstNameOf(undefined)).toBe('');
    expect(firstNameOf({ first: 'x' })).toBe('');
  });
});

describe('stored entries', () => {
  const entry = boardPlacementOf('ORDER-1', order(), 'Alice')!.entry;
  it('reads back what was written, and refuses what is not an entry', () => {
    expect(readBoardEntry(JSON.parse(JSON.stringify(entry)))).toEqual(entry);
    expect(readBoardEntry({ ...entry, state: 3 })).toBeUndefined();
    expect(readBoardEntry(null)).toBeUndefined();
  });
  it('compares field by field', () => {
    expect(sameBoardEntry(entry, { ...entry })).toBe(true);
    expect(sameBoardEntry(entry, { ...entry, state: 'arrived' })).toBe(false);
    expect(sameBoardEntry(undefined, undefined)).toBe(true);
    expect(sameBoardEntry(entry, undefined)).toBe(false);
  });
});
