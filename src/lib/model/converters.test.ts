import { describe, expect, it } from 'vitest';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import {
  MalformedDocumentError,
  blockConverter,
  orderConverter,
  userConverter,
  userSessionConverter,
} from './converters';
import {
  HOPELESS_ORDER,
  HOPELESS_ORDER_ID,
  HOPELESS_USER,
  HOPELESS_USER_ID,
  ODD_ORDERS,
  ODD_USERS,
  readFixtures,
} from '../../test-support/odd-documents.fixtures';

/** A stand-in snapshot: Timestamps are objects with toDate(), as the SDK's are. */
function snapshot(path: string, data: Record<string, unknown>): QueryDocumentSnapshot {
  const id = path.split('/').pop() ?? '';
  return { id, ref: { path }, data: () => data } as unknown as QueryDocumentSnapshot;
}
const ts = (iso: string) => ({ toDate: () => new Date(iso) });

describe('userConverter', () => {
  it('turns Timestamps into Dates and takes the id from the document', () => {
    const user = userConverter.fromFirestore(
      snapshot('users/u1', { email: 'a@b.c', area: 'Couva', createdAt: ts('2026-01-01T00:00:00Z') }),
    );
    expect(user).toMatchObject({ id: 'u1', email: 'a@b.c', area: 'Couva', phoneVerifiedAt: null });
    expect(user.createdAt).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('throws a MalformedDocumentError naming the field when a field has the wrong type', () => {
    const bad = snapshot('users/u1', { email: 42, createdAt: ts('2026-01-01T00:00:00Z') });
    expect(() => userConverter.fromFirestore(bad)).toThrow(MalformedDocumentError);
    expect(() => userConverter.fromFirestore(bad)).toThrow('users/u1: field "email"');
  });

  it('drops id and undefined fields when writing', () => {
    const data = userConverter.toFirestore({
      id: 'u1',
      email: 'a@b.c',
      area: '',
      name: undefined,
      createdAt: new Date(0),
    });
    expect(data).toEqual({ email: 'a@b.c', area: '', createdAt: new Date(0) });
  });
});

describe('orderConverter', () => {
  it('refuses an unknown status', () => {
    const bad = snapshot('orders/o1', { ...ODD_ORDERS['ORDER-4102444800000ISODATES'], status: 'pending' });
    expect(() => orderConverter.fromFirestore(bad)).toThrow('field "status" should be one of');
  });

  it('reads a paid special fee, and any other value there as no fee paid (never fatal)', () => {
    const base = ODD_ORDERS['ORDER-4102444800000ISODATES'];
    const paid = { cents: '3000', paymentReference: 'pay_1' };
    const read = (specialFeePaid: unknown) =>
      orderConverter.fromFirestore(snapshot('orders/o1', { ...base, specialFeePaid })).specialFeePaid;
    expect(read(paid)).toEqual({ cents: 3000, paymentReference: 'pay_1' });
    expect(read(undefined)).toBeUndefined();
    expect(read({ cents: 3000 })).toBeUndefined();
    expect(read('paid')).toBeUndefined();
  });

  it('carries the wash plan that pays for the order (issue 43), so the ledger and the card see it', () => {
    const base = ODD_ORDERS['ORDER-4102444800000ISODATES'];
    const order = orderConverter.fromFirestore(
      snapshot('orders/o1', {
        ...base,
        planId: 'PLAN-abc',
        planName: '30-Day Comfort Pass',
        planCoversFee: true,
      }),
    );
    expect(order).toMatchObject({ planId: 'PLAN-abc', planName: '30-Day Comfort Pass', planCoversFee: true });
    expect(orderConverter.fromFirestore(snapshot('orders/o1', base)).planId).toBeUndefined();
  });
});

describe('userSessionConverter', () => {
  it('refuses a page other than payment or appointment', () => {
    const bad = snapshot('userSessions/u', {
      userId: 'u',
      page: 'admin',
      timestamp: ts('2026-01-01T00:00:00Z'),
      lastActivity: ts('2026-01-01T00:00:00Z'),
      sessionId: 's',
    });
    expect(() => userSessionConverter.fromFirestore(bad)).toThrow(MalformedDocumentError);
  });
});

describe('reading the shapes older clients wrote', () => {
  const orders = readFixtures(
    'orders',
    { ...ODD_ORDERS, [HOPELESS_ORDER_ID]: HOPELESS_ORDER },
    orderConverter,
  );
  const byId = new Map(orders.items.map((o) => [o.id, o]));

  it('reads an order whose dates are ISO strings', () => {
    const o = byId.get('ORDER-4102444800000ISODATES')!;
    expect(o.appointmentDateTime).toEqual(new Date('2098-06-15T13:10:00.000Z'));
    expect(o.createdAt).toEqual(new Date('2098-06-01T12:00:00.000Z'));
    expect(o.price).toBe(60);
  });

  it('reads an order whose dates are epoch milliseconds, taking updatedAt from createdAt', () => {
    const o = byId.get('ORDER-4102444800000MILLISAAA')!;
    expect(o.appointmentDateTime).toEqual(new Date('2098-06-15T13:20:00.000Z'));
    expect(o.updatedAt).toEqual(o.createdAt);
  });

  it('reads a numeric-string price and derives the missing instant from the business date and time', () => {
    const o = byId.get('ORDER-4102444800000STRPRICEA')!;
    expect(o.price).toBe(90);
    expect(o.appointmentDateTime).toEqual(new Date('2098-06-15T14:00:00.000Z'));
  });

  it('ignores an id key in the body and keeps the document id', () => {
    const o = byId.get('ORDER-4102444800000IDINBODYA')!;
    expect(o.id).toBe('ORDER-4102444800000IDINBODYA');
    expect(o).not.toHaveProperty('serviceType', undefined);
    expect(o.serviceType).toBe('appointment');
  });

  it('skips the hopeless order by id instead of failing the list', () => {
    expect(orders.items).toHaveLength(4);
    expect(orders.skipped).toEqual([{ id: HOPELESS_ORDER_ID, reason: expect.stringContaining('userId') }]);
  });

  it('reads a status written in another case and a day stored as a Timestamp', () => {
    const o = orderConverter.fromFirestore(
      snapshot('orders/o2', {
        ...ODD_ORDERS['ORDER-4102444800000ISODATES'],
        status: ' Completed',
        appointmentDate: ts('2098-06-15T13:10:00.000Z'),
        appointmentTime: undefined,
      }),
    );
    expect(o).toMatchObject({
      status: 'completed',
      appointmentDate: '2098-06-15',
      appointmentTime: '9:10 AM',
    });
  });

  it('reads profiles with an id key, an ISO createdAt, no createdAt, and skips one without an email', () => {
    const users = readFixtures('users', { ...ODD_USERS, [HOPELESS_USER_ID]: HOPELESS_USER }, userConverter);
    expect(users.items.map((u) => u.id)).toEqual(['odd-user-0001', 'odd-user-0002']);
    expect(users.items[0].createdAt).toEqual(new Date('2025-01-01T00:00:00.000Z'));
    expect(users.items[1]).toMatchObject({ createdAt: new Date(0), phoneVerified: true });
    expect(users.skipped.map((s) => s.id)).toEqual([HOPELESS_USER_ID]);
  });

  it('reads a block whose blockUntil is an ISO string', () => {
    const block = blockConverter.fromFirestore(
      snapshot('freeAppointmentBlocks/u9', { type: 'free', blockUntil: '2098-01-01T00:00:00Z', reason: 'x' }),
    );
    expect(block).toMatchObject({ userId: 'u9', blockUntil: new Date('2098-01-01T00:00:00Z') });
  });
});
