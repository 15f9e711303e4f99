import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slotAvailability } from '../domain/capacity';
import { slotMinutes } from '../domain/slots';
import {
  DAY_SLOTS_LIMIT,
  locationKey,
  parseSlotData,
  slotDocId,
  slotKeyOf,
  slotOccupancy,
  slotTimeKey,
} from './slot-documents';
import { type SlotDoc } from './slot-documents';

const now = new Date('2026-11-23T12:00:00Z');
const doc: SlotDoc = {
  id: '2026-11-24_chaguanas-branch_free_0910',
  date: '2026-11-24',
  location: 'Chaguanas Branch',
  appointmentType: 'free',
  time: '9:10 AM',
  orders: 1,
  holds: {},
  reserved: false,
  reservedUntil: null,
  updatedAt: now,
};
const seats = (d: SlotDoc, ownHoldId: string | null = null) =>
  slotAvailability({ slot: slotKeyOf(d), ...slotOccupancy(d, 'me', ownHoldId), userId: 'me', now });

describe('the day query limit', () => {
  it('covers every grid slot of a day, of either type, and is the bound firestore.rules enforces', () => {
    expect(slotMinutes('free').length + slotMinutes('special').length).toBeLessThanOrEqual(DAY_SLOTS_LIMIT);
    expect(readFileSync('firestore.rules', 'utf8')).toContain(`request.query.limit <= ${DAY_SLOTS_LIMIT}`);
  });
});

describe('slot document ids', () => {
  it('joins date, location slug, type and 24-hour time', () => {
    expect(slotDocId(slotKeyOf(doc))).toBe('2026-11-24_chaguanas-branch_free_0910');
    expect(slotTimeKey('6:50 PM')).toBe('1850');
    expect(slotTimeKey('12:00 PM')).toBe('1200');
    expect(locationKey('  Chaguanas Branch ')).toBe('chaguanas-branch');
  });

  it('refuses a location without letters or digits and a malformed time', () => {
    expect(() => locationKey(' - ')).toThrow(RangeError);
    expect(() => slotTimeKey('9:10')).toThrow(RangeError);
  });
});

describe('slotOccupancy feeds the domain capacity rules', () => {
  it('counts orders and other customers’ live holds, not the caller’s own hold', () => {
    const held = { ...doc, holds: { h1: now.getTime() + 60_000 } };
    expect(seats(held)).toMatchObject({ taken: 2, full: true });
    expect(seats(held, 'h1')).toMatchObject({ taken: 1, seatsLeft: 1, full: false });
  });

  it('ignores expired holds (at their expiry instant, half-open)', () => {
    expect(seats({ ...doc, holds: { h1: now.getTime() } })).toMatchObject({ taken: 1, full: false });
  });

  it('blocks the slot while a trading reservation is live, and not after', () => {
    expect(seats({ ...doc, orders: 0, reserved: true, reservedUntil: now.getTime() + 1 })).toMatchObject({
      full: true,
      blocked: true,
    });
    expect(seats({ ...doc, orders: 0, reserved: true, reservedUntil: now.getTime() })).toMatchObject({
      full: false,
      blocked: false,
    });
  });
});

describe('parseSlotData', () => {
  it('reads a stored document and throws on a malformed one', () => {
    const { id, ...stored } = doc;
    expect(parseSlotData(id, { ...stored, updatedAt: { toDate: () => now } })).toEqual(doc);
    expect(() => parseSlotData(id, { ...stored, orders: '1' })).toThrow(/orders/);
    expect(() => parseSlotData(id, { ...stored, holds: { h1: 'soon' } })).toThrow(/holds.h1/);
  });
});
