// A block cannot be escaped by deleting the account and registering again: deletion keeps an active block,
// anonymised and carrying the hashed phone number and e-mail, and a new account that claims that number or has
// that e-mail inherits it. Beside it, the legitimate paths: a new person inherits nothing, an expired block goes.
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, db } from '../../functions/src/data/admin-sdk';
import { createTestUser, clientFor } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { registerAndClaim } from '../support/attack-accounts.fixtures';

resetBetweenTests({ auth: true });

const PHONE = '+18685551212';
const DAY = 24 * 3_600_000;

/** A customer with a verified phone and e-mail, a profile and a live free-appointment block, then deleted. */
async function blockedCustomerDeletesAccount(blockUntil = new Date(Date.now() + 7 * DAY)) {
  const user = await createTestUser({ phoneNumber: PHONE, emailVerified: true });
  await db.doc(`users/${user.uid}`).set({
    email: user.email,
    name: 'Blocked',
    area: 'Couva',
    contact: PHONE,
    phoneVerified: true,
    createdAt: Timestamp.now(),
  });
  await db.doc(`freeAppointmentBlocks/${user.uid}`).set({
    userId: user.uid,
    blockUntil: Timestamp.fromDate(blockUntil),
    type: 'free',
    reason: 'Missed a free appointment',
    updatedAt: Timestamp.now(),
  });
  const client = await clientFor(user);
  await client.call('deleteMyAccount', {});
  return user;
}

describe('account deletion', () => {
  it('keeps an active block, anonymised, with the hashed phone and e-mail', async () => {
    const old = await blockedCustomerDeletesAccount();
    await expect(adminAuth.getUser(old.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db.doc(`freeAppointmentBlocks/${old.uid}`).get()).exists).toBe(false);
    const kept = (await db.collection('freeAppointmentBlocks').get()).docs;
    expect(kept).toHaveLength(1);
    const data = kept[0]!.data();
    expect(data).toMatchObject({ type: 'free', userId: kept[0]!.id });
    expect(data.phoneHash).toMatch(/^[0-9a-f]{64}$/);
    expect(data.emailHash).toMatch(/^[0-9a-f]{64}$/);
    const text = JSON.stringify(data);
    for (const personal of [old.uid, old.email, PHONE]) expect(text).not.toContain(personal);
  });

  it('deletes an expired block instead of keeping it', async () => {
    await blockedCustomerDeletesAccount(new Date(Date.now() - DAY));
    expect((await db.collection('freeAppointmentBlocks').get()).size).toBe(0);
  });
});

describe('registering again', () => {
  it('with the same phone number inherits the block: free appointments stay blocked', async () => {
    await blockedCustomerDeletesAccount();
    const { user, free } = await registerAndClaim({ email: 'new-me@example.com', authPhone: PHONE });
    expect(free.canBook).toBe(false);
    expect((await db.doc(`freeAppointmentBlocks/${user.uid}`).get()).get('userId')).toBe(user.uid);
  });

  it('with the same verified e-mail and another phone inherits the block too', async () => {
    const old = await blockedCustomerDeletesAccount();
    const { free } = await registerAndClaim({
      email: old.email,
      authPhone: '+18685553434',
      emailVerified: true,
    });
    expect(free.canBook).toBe(false);
  });

  it('as a different person (other phone, other e-mail) inherits nothing', async () => {
    await blockedCustomerDeletesAccount();
    const { user, free } = await registerAndClaim({ authPhone: '+18685557878' });
    expect(free.canBook).toBe(true);
    expect((await db.doc(`freeAppointmentBlocks/${user.uid}`).get()).exists).toBe(false);
  });

  it('after an expired block inherits nothing', async () => {
    await blockedCustomerDeletesAccount(new Date(Date.now() - DAY));
    const { free } = await registerAndClaim({ authPhone: PHONE });
    expect(free.canBook).toBe(true);
  });
});
