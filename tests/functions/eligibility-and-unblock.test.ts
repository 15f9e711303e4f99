// checkFreeAppointmentEligibility, checkSpecialAppointmentEligibility and adminUnblockUser through the client SDK.
import { describe, expect, it } from 'vitest';
import { addDaysToDate, bookableDates, businessDate, daysBetween } from '../../src/domain/calendar';
import type {
  AdminUnblockUserRequest,
  AdminUnblockUserResponse,
  EligibilityResponse,
} from '../../src/contracts/account-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createTestUser, type TestUser, clientFor, type TestClient } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';

resetBetweenTests({ auth: true });

const free = (client: TestClient, userId: string) =>
  client.call<EligibilityResponse>('checkFreeAppointmentEligibility', { userId });
const special = (client: TestClient, userId: string) =>
  client.call<EligibilityResponse>('checkSpecialAppointmentEligibility', { userId });
const unblock = (client: TestClient, data: Partial<AdminUnblockUserRequest>) =>
  client.call<AdminUnblockUserResponse>('adminUnblockUser', data);

const today = () => businessDate(new Date());

async function seedFreeOrder(user: TestUser, appointmentDate: string, status = 'confirmed'): Promise<void> {
  await db.collection('orders').add({
    userId: user.uid,
    status,
    appointmentType: 'free',
    appointmentDate,
    appointmentTime: '9:10 AM',
    location: 'Chaguanas Branch',
    createdAt: new Date(),
  });
}

async function seedBlock(kind: 'free' | 'special', userId: string, blockUntil: Date): Promise<void> {
  await db.doc(`${kind}AppointmentBlocks/${userId}`).set({
    userId,
    blockUntil,
    type: kind,
    reason: 'missed appointment',
    updatedAt: new Date(),
  });
}

describe('checkFreeAppointmentEligibility', () => {
  it('lets a customer with no free appointments book', async () => {
    const user = await createTestUser();
    await expect(free(await clientFor(user), user.uid)).resolves.toEqual({
      canBook: true,
      details: 'Eligible',
      kind: 'eligible',
    });
  });

  it('refuses a customer whose free appointment lies less than 3 days from every date the page offers', async () => {
    const user = await createTestUser();
    await seedFreeOrder(user, bookableDates(new Date())[1]);
    const answer = await free(await clientFor(user), user.uid);
    expect(answer.canBook).toBe(false);
    expect(answer.details).toContain('One free appointment every 3 days');
    // A wait for the 3-day turn, not a penalty: the page shows the date it opens, and that date is never a Sunday.
    expect(answer.kind).toBe('waiting');
    expect(answer.availableFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${answer.availableFrom}T12:00:00Z`).getUTCDay()).not.toBe(0);
  });

  it('judges from the appointment dates, not today: a free appointment 2 days ago leaves a later date open', async () => {
    const user = await createTestUser();
    await seedFreeOrder(user, addDaysToDate(today(), -2));
    const dates = bookableDates(new Date());
    expect(dates.some((d) => daysBetween(addDaysToDate(today(), -2), d) >= 3)).toBe(true);
    await expect(free(await clientFor(user), user.uid)).resolves.toEqual({
      canBook: true,
      details: 'Eligible',
      kind: 'eligible',
    });
  });

  it('lets a customer book once 3 days have passed since the last free appointment', async () => {
    const user = await createTestUser();
    await seedFreeOrder(user, addDaysToDate(today(), -3));
    await expect(free(await clientFor(user), user.uid)).resolves.toMatchObject({ canBook: true });
  });

  it('ignores cancelled free orders', async () => {
    const user = await createTestUser();
    await seedFreeOrder(user, today(), 'cancelled');
    await expect(free(await clientFor(user), user.uid)).resolves.toMatchObject({ canBook: true });
  });

  it('refuses a customer with a live free block', async () => {
    const user = await createTestUser();
    await seedBlock('free', user.uid, new Date(Date.now() + 86_400_000));
    const answer = await free(await clientFor(user), user.uid);
    expect(answer.canBook).toBe(false);
    expect(answer.details).toMatch(/^Blocked until /);
    expect(answer.kind).toBe('blocked');
  });

  it('lets staff ask about any customer', async () => {
    const user = await createTestUser();
    await seedBlock('free', user.uid, new Date(Date.now() + 86_400_000));
    const viewer = await clientFor(await createTestUser({ claims: { viewOnlyAdmin: true } }));
    await expect(free(viewer, user.uid)).resolves.toMatchObject({ canBook: false });
  });

  it('refuses a customer asking about someone else with permission-denied', async () => {
    const user = await createTestUser();
    await expect(free(await clientFor(user), 'someone-else')).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
  });

  it('refuses a visitor with unauthenticated', async () => {
    await expect(free(await clientFor(), 'x')).rejects.toMatchObject({ code: 'functions/unauthenticated' });
  });

  it('refuses a missing userId with invalid-argument', async () => {
    const user = await createTestUser();
    await expect(free(await clientFor(user), '')).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });
});

describe('checkSpecialAppointmentEligibility', () => {
  it('lets a customer without a special block book, whatever their free orders', async () => {
    const user = await createTestUser();
    await seedFreeOrder(user, today());
    await expect(special(await clientFor(user), user.uid)).resolves.toEqual({
      canBook: true,
      details: 'Eligible',
      kind: 'eligible',
    });
  });

  it('refuses a customer while their special block is live', async () => {
    const user = await createTestUser();
    await seedBlock('special', user.uid, new Date(Date.now() + 3_600_000));
    await expect(special(await clientFor(user), user.uid)).resolves.toMatchObject({ canBook: false });
  });

  it('lets a customer book once the block has ended', async () => {
    const user = await createTestUser();
    await seedBlock('special', user.uid, new Date(Date.now() - 1000));
    await expect(special(await clientFor(user), user.uid)).resolves.toMatchObject({ canBook: true });
  });

  it('refuses a customer asking about someone else with permission-denied', async () => {
    const user = await createTestUser();
    await expect(special(await clientFor(user), 'someone-else')).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
  });

  it('refuses a visitor with unauthenticated', async () => {
    await expect(special(await clientFor(), 'x')).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
  });

  it('refuses a missing userId with invalid-argument', async () => {
    const user = await createTestUser();
    await expect(special(await clientFor(user), undefined as unknown as string)).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });
});

describe('adminUnblockUser', () => {
  it('deletes the block record, answers the spec message and writes the audit log', async () => {
    await seedBlock('special', 'blocked-user', new Date(Date.now() + 86_400_000));
    const adminUser = await createTestUser({ claims: { admin: true } });
    await expect(
      unblock(await clientFor(adminUser), { userId: 'blocked-user', type: 'special' }),
    ).resolves.toEqual({
      success: true,
      message: 'User has been unblocked from special appointments',
    });
    expect((await db.doc('specialAppointmentBlocks/blocked-user').get()).exists).toBe(false);
    const audit = (await db.collection('auditLog').get()).docs.map((d) => d.data());
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUid: adminUser.uid,
      actorEmail: adminUser.email,
      action: 'block.delete',
      target: 'specialAppointmentBlocks/blocked-user',
      after: null,
      before: { userId: 'blocked-user', type: 'special', reason: 'missed appointment' },
    });
    expect(audit[0]!.at).toBeDefined();
  });

  it('leaves the other kind of block in place', async () => {
    await seedBlock('free', 'u1', new Date(Date.now() + 86_400_000));
    await seedBlock('special', 'u1', new Date(Date.now() + 86_400_000));
    const admin = await clientFor(await createTestUser({ claims: { admin: true } }));
    await unblock(admin, { userId: 'u1', type: 'free' });
    expect((await db.doc('freeAppointmentBlocks/u1').get()).exists).toBe(false);
    expect((await db.doc('specialAppointmentBlocks/u1').get()).exists).toBe(true);
  });

  it('answers not-found when the user has no block of that type', async () => {
    const admin = await clientFor(await createTestUser({ claims: { admin: true } }));
    await expect(unblock(admin, { userId: 'nobody', type: 'free' })).rejects.toMatchObject({
      code: 'functions/not-found',
    });
    expect((await db.collection('auditLog').get()).size).toBe(0);
  });

  it('refuses a view-only admin with permission-denied and keeps the block', async () => {
    await seedBlock('free', 'u2', new Date(Date.now() + 86_400_000));
    const viewer = await clientFor(await createTestUser({ claims: { viewOnlyAdmin: true } }));
    await expect(unblock(viewer, { userId: 'u2', type: 'free' })).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    expect((await db.doc('freeAppointmentBlocks/u2').get()).exists).toBe(true);
  });

  it('refuses a customer unblocking themselves with permission-denied', async () => {
    const user = await createTestUser();
    await seedBlock('free', user.uid, new Date(Date.now() + 86_400_000));
    await expect(unblock(await clientFor(user), { userId: user.uid, type: 'free' })).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
  });

  it('refuses a visitor with unauthenticated', async () => {
    await expect(unblock(await clientFor(), { userId: 'u', type: 'free' })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
  });

  it('refuses an unknown block type with invalid-argument', async () => {
    const admin = await clientFor(await createTestUser({ claims: { admin: true } }));
    await expect(unblock(admin, { userId: 'u', type: 'vip' as 'free' })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });
});
