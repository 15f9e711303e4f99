// adminBlockUser (new) through the client SDK: an admin's block with its audit entry, and every outsider refused
// with nothing written. Then the functions' readers on documents in the odd shapes older clients wrote.
import { describe, expect, it } from 'vitest';
import { businessDate } from '../../src/domain/calendar';
import type { EligibilityResponse } from '../../src/contracts/account-api';
import type { AdminBlockUserRequest, AdminBlockUserResponse } from '../../src/contracts/admin-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createTestUser, clientFor, type TestClient } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';

resetBetweenTests({ auth: true });

const DAY = 86_400_000;
const block = (client: TestClient, data: Partial<AdminBlockUserRequest>) =>
  client.call<AdminBlockUserResponse>('adminBlockUser', data);

async function customer(uid: string) {
  const user = await createTestUser({ uid });
  await db.doc(`users/${uid}`).set({ email: user.email, area: 'Chaguanas', createdAt: new Date() });
  return user;
}
const auditEntries = async () => (await db.collection('auditLog').get()).docs.map((d) => d.data());

describe('adminBlockUser', () => {
  it('blocks a user from free appointments for the given days and writes the audit entry', async () => {
    await customer('carol-1');
    const admin = await createTestUser({ claims: { admin: true } });
    const before = Date.now();
    const answer = await block(await clientFor(admin), {
      userId: 'carol-1',
      type: 'free',
      days: 3,
      reason: 'Missed free appointment',
    });
    expect(answer.message).toBe('User has been blocked from free appointments for 3 days.');
    const stored = (await db.doc('freeAppointmentBlocks/carol-1').get()).data()!;
    expect(stored).toMatchObject({ userId: 'carol-1', type: 'free', reason: 'Missed free appointment' });
    const until = stored.blockUntil.toDate().getTime();
    expect(until).toBeGreaterThanOrEqual(before + 3 * DAY - 5_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 3 * DAY + 5_000);
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      actorUid: admin.uid,
      actorEmail: admin.email,
      action: 'block.create',
      target: 'freeAppointmentBlocks/carol-1',
      before: null,
      after: { type: 'free', reason: 'Missed free appointment', days: 3 },
    });
  });

  it('replaces a live block of the same type and records the one it replaced', async () => {
    await customer('carol-2');
    await db.doc('specialAppointmentBlocks/carol-2').set({
      userId: 'carol-2',
      type: 'special',
      reason: 'old',
      blockUntil: new Date(Date.now() + DAY),
      updatedAt: new Date(),
    });
    const admin = await clientFor(await createTestUser({ claims: { admin: true } }));
    await block(admin, { userId: 'carol-2', type: 'special', days: 10, reason: 'new' });
    expect((await db.doc('specialAppointmentBlocks/carol-2').get()).get('reason')).toBe('new');
    const [entry] = await auditEntries();
    expect(entry!.before).toMatchObject({ reason: 'old' });
  });

  it('blocks the user for real: their free eligibility check then refuses them', async () => {
    const carol = await customer('carol-3');
    await block(await clientFor(await createTestUser({ claims: { admin: true } })), {
      userId: 'carol-3',
      type: 'free',
      days: 1,
      reason: 'No-show',
    });
    const answer = await (
      await clientFor(carol)
    ).call<EligibilityResponse>('checkFreeAppointmentEligibility', { userId: 'carol-3' });
    expect(answer.canBook).toBe(false);
  });

  it.each([
    ['a view-only admin', { viewOnlyAdmin: true }, 'functions/permission-denied'],
    ['a customer', undefined, 'functions/permission-denied'],
  ])('refuses %s and writes no block and no audit entry', async (_, claims, code) => {
    await customer('carol-4');
    const outsider = await createTestUser(claims ? { claims } : {});
    await expect(
      block(await clientFor(outsider), { userId: 'carol-4', type: 'free', days: 30, reason: 'spite' }),
    ).rejects.toMatchObject({ code });
    expect((await db.doc('freeAppointmentBlocks/carol-4').get()).exists).toBe(false);
    expect(await auditEntries()).toHaveLength(0);
  });

  it('refuses a visitor with unauthenticated', async () => {
    await customer('carol-5');
    await expect(
      block(await clientFor(), { userId: 'carol-5', type: 'free', days: 1, reason: 'x' }),
    ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    expect((await db.doc('freeAppointmentBlocks/carol-5').get()).exists).toBe(false);
  });

  it.each([
    ['0 days', { days: 0 }],
    ['366 days', { days: 366 }],
    ['half a day', { days: 1.5 }],
    ['an empty reason', { reason: '   ' }],
    ['an unknown type', { type: 'vip' as 'free' }],
    ['an extra key', { blockUntil: '2099-01-01' } as Partial<AdminBlockUserRequest>],
  ])('refuses %s with invalid-argument', async (_, over) => {
    await customer('carol-6');
    const admin = await clientFor(await createTestUser({ claims: { admin: true } }));
    await expect(
      block(admin, { userId: 'carol-6', type: 'free', days: 3, reason: 'x', ...over }),
    ).rejects.toMatchObject({ code: 'functions/invalid-argument' });
    expect((await db.doc('freeAppointmentBlocks/carol-6').get()).exists).toBe(false);
  });

  it('answers not-found for a user without a profile and writes nothing', async () => {
    const admin = await clientFor(await createTestUser({ claims: { admin: true } }));
    await expect(block(admin, { userId: 'ghost', type: 'free', days: 3, reason: 'x' })).rejects.toMatchObject(
      { code: 'functions/not-found' },
    );
    expect((await db.doc('freeAppointmentBlocks/ghost').get()).exists).toBe(false);
    expect(await auditEntries()).toHaveLength(0);
  });
});

describe('the functions read documents in older shapes', () => {
  it('honours a block whose blockUntil was stored as an ISO string', async () => {
    const carol = await customer('carol-7');
    await db.doc('freeAppointmentBlocks/carol-7').set({
      userId: 'carol-7',
      type: 'free',
      reason: 'old client',
      blockUntil: new Date(Date.now() + DAY).toISOString(),
    });
    const answer = await (
      await clientFor(carol)
    ).call<EligibilityResponse>('checkFreeAppointmentEligibility', { userId: 'carol-7' });
    expect(answer.canBook).toBe(false);
  });

  it("counts today's order with a numeric-string price and ISO dates in the dashboard", async () => {
    const today = businessDate(new Date());
    await db.doc('orders/ORDER-1700000000000STRPRICEA').set({
      id: 'ORDER-1700000000000STRPRICEA',
      userId: 'odd',
      status: 'completed',
      serviceName: 'PREMIUM WASH',
      price: '105.00',
      serviceType: 'appointment',
      location: 'Chaguanas Branch',
      appointmentDate: today,
      appointmentTime: '7:10 AM',
      appointmentType: 'special',
      createdAt: new Date().toISOString(),
    });
    const admin = await clientFor(await createTestUser({ claims: { admin: true } }));
    // Asked again until the order trigger has put the order in today's summary.
    await expect
      .poll(() => admin.call<{ todaysRevenue: number; todaysOrders: number }>('adminDashboard', {}), {
        timeout: 20_000,
        interval: 250,
      })
      .toMatchObject({ todaysRevenue: 105, todaysOrders: 1 });
  });
});
