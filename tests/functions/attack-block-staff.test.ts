// Attack: an admin (or a stolen admin session) blocks a staff account, to lock a colleague out of booking or to
// make a fellow admin look like a penalised customer. adminBlockUser refuses any target with a staff claim
// (admin, viewOnlyAdmin, bayAttendant) and writes nothing: no block, no audit entry. The control blocks a customer.
import { describe, expect, it } from 'vitest';
import type { AdminBlockUserRequest } from '../../src/contracts/admin-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createTestUser, clientFor } from '../support/clients.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';

resetBetweenTests({ auth: true });

async function account(claims?: Record<string, unknown>) {
  const user = await createTestUser(claims ? { claims } : {});
  await db.doc(`users/${user.uid}`).set({ email: user.email, area: 'Chaguanas', createdAt: new Date() });
  return user;
}
const request = (userId: string, type: 'free' | 'special' = 'free'): AdminBlockUserRequest => ({
  userId,
  type,
  days: 7,
  reason: 'Missed free appointment',
});
const written = async (uid: string) => ({
  free: (await db.doc(`freeAppointmentBlocks/${uid}`).get()).exists,
  special: (await db.doc(`specialAppointmentBlocks/${uid}`).get()).exists,
  audit: (await db.collection('auditLog').get()).size,
});

describe('adminBlockUser against a staff account', () => {
  it.each([
    ['a full admin', { admin: true }],
    ['a view-only admin', { viewOnlyAdmin: true }],
    ['a bay attendant', { bayAttendant: true }],
  ])('refuses to block %s and writes nothing', async (_who, claims) => {
    const caller = await clientFor(await account({ admin: true }));
    const staff = await account(claims);
    for (const type of ['free', 'special'] as const) {
      const refusal = await expectRefusal(
        caller.call('adminBlockUser', request(staff.uid, type)),
        'failed-precondition',
      );
      expect(refusal.message).toBe('Staff accounts cannot be blocked.');
    }
    expect(await written(staff.uid)).toEqual({ free: false, special: false, audit: 0 });
  });

  it('an admin cannot block their own account either', async () => {
    const self = await account({ admin: true });
    await expectRefusal(
      (await clientFor(self)).call('adminBlockUser', request(self.uid)),
      'failed-precondition',
    );
    expect(await written(self.uid)).toEqual({ free: false, special: false, audit: 0 });
  });

  it('control: still blocks a customer, with its audit entry', async () => {
    const caller = await clientFor(await account({ admin: true }));
    const customer = await account();
    await caller.call('adminBlockUser', request(customer.uid));
    expect(await written(customer.uid)).toEqual({ free: true, special: false, audit: 1 });
  });
});
