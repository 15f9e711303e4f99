// checkLoginAttempts, recordFailedLogin, resetLoginAttempts, recordPasswordReset and the beforeUserSignedIn
// blocking function, through the client SDK against the Functions and Auth emulators. Every test client is the same
// caller here (the emulator's one local address); the abuse cases are in login-lockout-abuse.test.ts.
import { describe, expect, it } from 'vitest';
import type { ResetLoginAttemptsResponse } from '../../src/contracts/account-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createTestUser, clientFor } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { MAX_ATTEMPTS, visitor, failTimes } from '../support/login-protection.fixtures';

resetBetweenTests({ auth: true });

describe('checkLoginAttempts', () => {
  it('allows an email with no failures', async () => {
    const { check } = await visitor();
    await expect(check('nobody@example.com')).resolves.toEqual({
      allowed: true,
      message: '',
      lockedUntil: null,
    });
  });

  it('still allows an email one failure short of the lockout', async () => {
    await failTimes('near@example.com', MAX_ATTEMPTS - 1);
    const { check } = await visitor();
    await expect(check('near@example.com')).resolves.toMatchObject({ allowed: true });
  });

  it('refuses a locked email with the minutes left, whatever its letter case', async () => {
    await failTimes('locked@example.com', MAX_ATTEMPTS);
    const { check } = await visitor();
    const answer = await check('  LOCKED@example.com ');
    expect(answer.allowed).toBe(false);
    expect(answer.message).toMatch(/locked.*try again in (60|59) minutes/i);
    expect(answer.lockedUntil).toBeGreaterThan(Date.now() + 59 * 60_000);
  });

  it('refuses a malformed email with invalid-argument', async () => {
    const { check } = await visitor();
    await expect(check('not-an-email')).rejects.toMatchObject({ code: 'functions/invalid-argument' });
  });
});

describe('recordFailedLogin', () => {
  it('counts each failure and says how many attempts remain', async () => {
    const { fail } = await visitor();
    const first = await fail('count@example.com');
    expect(first).toMatchObject({ failedAttempts: 1, lockedOut: false, lockedUntil: null });
    expect(first.message).toContain('Wrong username or password');
    expect(first.message).toContain('4 attempts remaining');
    await expect(fail('count@example.com')).resolves.toMatchObject({ failedAttempts: 2, lockedOut: false });
  });

  it(`locks this caller out of the account for 1 hour at the ${MAX_ATTEMPTS}th failure`, async () => {
    const before = Date.now();
    const answer = await failTimes('five@example.com', MAX_ATTEMPTS);
    expect(answer).toMatchObject({ failedAttempts: MAX_ATTEMPTS, lockedOut: true });
    expect(answer.lockedUntil).toBeGreaterThanOrEqual(before + 60 * 60_000 - 5_000);
    expect(answer.lockedUntil).toBeLessThanOrEqual(Date.now() + 60 * 60_000 + 5_000);
  });

  it('does not extend a lockout with further failures', async () => {
    const locked = await failTimes('again@example.com', MAX_ATTEMPTS);
    const { fail } = await visitor();
    const more = await fail('again@example.com');
    expect(more).toMatchObject({
      lockedOut: true,
      failedAttempts: MAX_ATTEMPTS,
      lockedUntil: locked.lockedUntil,
    });
  });

  it('starts a new count once the window has passed', async () => {
    await failTimes('old@example.com', 3);
    const [doc] = (await db.collectionGroup('callers').get()).docs;
    await doc!.ref.update({ windowStart: new Date(Date.now() - 16 * 60_000) });
    const { fail } = await visitor();
    await expect(fail('old@example.com')).resolves.toMatchObject({ failedAttempts: 1, lockedOut: false });
  });

  it('stores no email address in clear', async () => {
    await failTimes('private@example.com', 1);
    const docs = (await db.collection('loginAttempts').get()).docs;
    expect(docs).toHaveLength(1);
    expect(JSON.stringify(docs[0]!.data())).not.toContain('private@example.com');
    expect(docs[0]!.id).not.toContain('private');
  });

  it('refuses a malformed email with invalid-argument', async () => {
    const { fail } = await visitor();
    await expect(fail('')).rejects.toMatchObject({ code: 'functions/invalid-argument' });
  });

  it('refuses reports beyond the per-IP hourly limit with resource-exhausted', async () => {
    const { fail } = await visitor();
    await fail('quota@example.com');
    // Pretend this IP has already sent its hourly quota of 60 reports.
    const [limit] = (await db.collection('rateLimits').get()).docs;
    await limit!.ref.update({ count: 60 });
    await expect(fail('quota@example.com')).rejects.toMatchObject({ code: 'functions/resource-exhausted' });
  });
});

describe('resetLoginAttempts', () => {
  it('clears the count when the signed-in owner of the email asks', async () => {
    const user = await createTestUser();
    await failTimes(user.email, 2);
    const owner = await clientFor(user);
    await expect(
      owner.call<ResetLoginAttemptsResponse>('resetLoginAttempts', {
        email: user.email.toUpperCase(),
      }),
    ).resolves.toEqual({ success: true });
    const { fail } = await visitor();
    await expect(fail(user.email)).resolves.toMatchObject({ failedAttempts: 1 });
  });

  it('refuses an admin clearing someone else: admins use adminClearLoginLock, which is audited', async () => {
    await failTimes('someone@example.com', 2);
    const admin = await clientFor(await createTestUser({ claims: { admin: true } }));
    await expect(
      admin.call<ResetLoginAttemptsResponse>('resetLoginAttempts', {
        email: 'someone@example.com',
      }),
    ).rejects.toMatchObject({ code: 'functions/permission-denied' });
    expect((await db.collectionGroup('callers').get()).size).toBe(1);
  });

  it('refuses a visitor with unauthenticated', async () => {
    const { reset } = await visitor();
    await expect(reset('someone@example.com')).rejects.toMatchObject({ code: 'functions/unauthenticated' });
  });

  it("refuses another user's email with permission-denied, leaving the lockout in place", async () => {
    await failTimes('victim@example.com', MAX_ATTEMPTS);
    const stranger = await clientFor(await createTestUser());
    await expect(
      stranger.call<ResetLoginAttemptsResponse>('resetLoginAttempts', {
        email: 'victim@example.com',
      }),
    ).rejects.toMatchObject({ code: 'functions/permission-denied' });
    const { check } = await visitor();
    await expect(check('victim@example.com')).resolves.toMatchObject({ allowed: false });
  });

  it('refuses a view-only admin clearing someone else with permission-denied', async () => {
    const viewer = await clientFor(await createTestUser({ claims: { viewOnlyAdmin: true } }));
    await expect(
      viewer.call<ResetLoginAttemptsResponse>('resetLoginAttempts', {
        email: 'victim@example.com',
      }),
    ).rejects.toMatchObject({ code: 'functions/permission-denied' });
  });

  it('refuses a malformed email with invalid-argument', async () => {
    const { reset } = await visitor();
    await expect(reset('nope')).rejects.toMatchObject({ code: 'functions/invalid-argument' });
  });
});
