import { describe, expect, it } from 'vitest';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { MalformedDocumentError, orderConverter, userConverter, userSessionConverter } from './converters';

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
    const bad = snapshot('orders/o1', { userId: 'u', status: 'pending' });
    expect(() => orderConverter.fromFirestore(bad)).toThrow('field "status" should be one of');
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
