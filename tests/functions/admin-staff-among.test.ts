// adminStaffAmong: which of the users on the Users tab are staff accounts, so the tab offers no Block for them.
// Attacks: a customer, a view-only admin or a bay attendant asking who the staff are (to target them); the control:
// a full admin learns exactly which of the ids asked about are staff, and nothing is written.
import { describe, expect, it } from 'vitest';
import type { AdminStaffAmongResponse } from '../../src/contracts/admin-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createTestUser, clientFor } from '../support/clients.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';

resetBetweenTests({ auth: true });

const ask = async (caller: Awaited<ReturnType<typeof clientFor>>, userIds: unknown) =>
  caller.call<AdminStaffAmongResponse>('adminStaffAmong', { userIds });

describe('adminStaffAmong', () => {
  it.each([
    ['a customer', undefined],
    ['a view-only admin', { viewOnlyAdmin: true }],
    ['a bay attendant', { bayAttendant: true }],
  ])('refuses %s with permission-denied and tells nothing', async (_who, claims) => {
    const admin = await createTestUser({ claims: { admin: true } });
    const caller = await clientFor(await createTestUser(claims ? { claims } : {}));
    await expectRefusal(ask(caller, [admin.uid]), 'permission-denied');
  });

  it('refuses a signed-out caller and a request without ids or with too many', async () => {
    const someone = await createTestUser({ claims: { admin: true } });
    await expectRefusal(ask(await clientFor(), [someone.uid]), 'unauthenticated');
    const admin = await clientFor(someone);
    await expectRefusal(ask(admin, []), 'invalid-argument');
    await expectRefusal(
      ask(
        admin,
        Array.from({ length: 101 }, (_, i) => `u${i}`),
      ),
      'invalid-argument',
    );
  });

  it('control: tells a full admin which of the ids asked about are staff, and writes nothing', async () => {
    const caller = await clientFor(await createTestUser({ claims: { admin: true } }));
    const [viewer, attendant, customer] = await Promise.all([
      createTestUser({ claims: { viewOnlyAdmin: true } }),
      createTestUser({ claims: { bayAttendant: true } }),
      createTestUser(),
    ]);
    const answer = await ask(caller, [viewer.uid, attendant.uid, customer.uid, 'no-such-user']);
    expect([...answer.staffIds].sort()).toEqual([viewer.uid, attendant.uid].sort());
    expect((await db.collection('auditLog').get()).size).toBe(0);
  });
});
