// The sign-in lockout as an outsider would attack it, beside the owner's own path: only failures Auth itself
// refused count; a stranger's failures lock the stranger out of the account, never the owner; the account-wide
// ceiling stops only callers that failed on the account, never the owner's right password, and it is lifted by the
// owner's password reset or by a full admin, never by a stranger or a view-only admin.
import { describe, expect, it } from 'vitest';
import { confirmPasswordReset, sendPasswordResetEmail, signInWithEmailAndPassword } from 'firebase/auth';
import type {
  AdminClearLoginLockResponse,
  CheckLoginAttemptsResponse,
  RecordFailedLoginResponse,
} from '../../src/contracts/account-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createTestUser, type TestUser, clientFor } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { HOST, PORTS, PROJECT_ID } from '../../scripts/support/emulator-config';

resetBetweenTests({ auth: true });

async function stranger() {
  const client = await clientFor();
  return {
    report: (email: string, password: string) =>
      client.call<RecordFailedLoginResponse>('recordFailedLogin', {
        email,
        password,
      }),
    check: (email: string) => client.call<CheckLoginAttemptsResponse>('checkLoginAttempts', { email }),
  };
}

/** Every stored login-attempt record, account and per-caller, as text. */
async function storedAttempts(): Promise<string[]> {
  const accounts = (await db.collection('loginAttempts').get()).docs;
  const callers = (await db.collectionGroup('callers').get()).docs;
  return [...accounts, ...callers].map((d) => `${d.ref.path} ${JSON.stringify(d.data())}`);
}

async function expectOwnerSignsIn(user: TestUser, password = user.password) {
  const client = await clientFor();
  const credential = await signInWithEmailAndPassword(client.auth, user.email, password);
  expect(credential.user.uid).toBe(user.uid);
}

/** The account-wide lock as 100 verified failures from many callers leave it (one caller cannot reach it here). */
async function lockAccount(email: string) {
  const [doc] = (await db.collection('loginAttempts').get()).docs;
  const now = Date.now();
  const fields = {
    failedAttempts: 100,
    windowStart: new Date(now - 60_000),
    lockedUntil: new Date(now + 3_600_000),
    lockedAt: new Date(now),
    expiresAt: new Date(now + 3_600_000),
  };
  if (doc) await doc.ref.set(fields);
  else {
    await (await stranger()).report(email, 'wrong-guess-0');
    const [created] = (await db.collection('loginAttempts').get()).docs;
    await created!.ref.set(fields);
  }
}

describe("a stranger's failure reports", () => {
  it('do not stop the owner signing in, however many are sent', async () => {
    const owner = await createTestUser();
    const { report } = await stranger();
    const answers: RecordFailedLoginResponse[] = [];
    for (let i = 0; i < 25; i += 1) answers.push(await report(owner.email, `guess-${i}`));
    expect(answers[4]).toMatchObject({ lockedOut: true, failedAttempts: 5 });
    const [account] = (await db.collection('loginAttempts').get()).docs;
    expect(account!.get('failedAttempts')).toBe(5);
    expect(account!.get('lockedUntil')).toBeNull();
    await expectOwnerSignsIn(owner);
  });

  it('lock the stranger out of that account, without checking any more passwords for them', async () => {
    const owner = await createTestUser();
    const { report, check } = await stranger();
    for (let i = 0; i < 5; i += 1) await report(owner.email, `guess-${i}`);
    // Even the right password gets no answer from a locked-out caller: no password oracle.
    await expect(report(owner.email, owner.password)).resolves.toMatchObject({ lockedOut: true });
    await expect(check(owner.email)).resolves.toMatchObject({ allowed: false });
  });

  it('count nothing when Auth accepts the reported password: a report is not believed on its word', async () => {
    const owner = await createTestUser();
    const { report, check } = await stranger();
    for (let i = 0; i < 8; i += 1) {
      await expect(report(owner.email, owner.password)).resolves.toMatchObject({
        failedAttempts: 0,
        lockedOut: false,
      });
    }
    expect(await storedAttempts()).toEqual([]);
    await expect(check(owner.email)).resolves.toMatchObject({ allowed: true });
  });

  it('store neither the password nor the e-mail', async () => {
    const owner = await createTestUser();
    await (await stranger()).report(owner.email, 'Very-Secret-Guess-42');
    const stored = await storedAttempts();
    expect(stored.length).toBeGreaterThan(0);
    for (const text of stored) {
      expect(text).not.toContain('Very-Secret-Guess-42');
      expect(text).not.toContain(owner.email);
    }
  });

  it('refuse a report without a password with invalid-argument', async () => {
    const owner = await createTestUser();
    const client = await clientFor();
    await expect(client.call('recordFailedLogin', { email: owner.email })).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });
});

describe('the account-wide ceiling', () => {
  it("never refuses the owner's right password: it stops only callers that failed on the account", async () => {
    const owner = await createTestUser();
    await lockAccount(owner.email);
    // The stranger whose report opened the record failed on the account: it is stopped.
    await expect((await stranger()).check(owner.email)).resolves.toMatchObject({ allowed: false });
    // The owner signs in (the deployed rule, per caller address: login-ipv6-ceiling.test.ts).
    await expectOwnerSignsIn(owner);
  });

  it("is lifted by the owner's password reset: the owner signs in with the new password", async () => {
    const owner = await createTestUser();
    await lockAccount(owner.email);
    const client = await clientFor();
    await sendPasswordResetEmail(client.auth, owner.email);
    const codes = (await (
      await fetch(`http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
    ).json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
    const code = codes.oobCodes.find((c) => c.email === owner.email && c.requestType === 'PASSWORD_RESET');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await confirmPasswordReset(client.auth, code!.oobCode, 'a-new-secret-9');
    await expectOwnerSignsIn(owner, 'a-new-secret-9');
    // Even the stranger that failed on the account is no longer stopped by the lifted ceiling; its record is gone.
    await expect((await stranger()).check(owner.email)).resolves.toMatchObject({ allowed: true });
    expect((await db.collection('loginAttempts').get()).size).toBe(0);
  });

  it("is not lifted by a stranger's reset request nor by resetLoginAttempts of another account", async () => {
    const owner = await createTestUser();
    await lockAccount(owner.email);
    const visitor = await clientFor();
    await visitor.call('recordPasswordReset', { email: owner.email });
    const other = await clientFor(await createTestUser());
    await expect(other.call('resetLoginAttempts', { email: owner.email })).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    await expect((await stranger()).check(owner.email)).resolves.toMatchObject({ allowed: false });
  });
});

describe('adminClearLoginLock', () => {
  it('lets a full admin lift the lock, audited; the owner then signs in', async () => {
    const owner = await createTestUser();
    await lockAccount(owner.email);
    const admin = await clientFor(await createTestUser({ claims: { admin: true } }));
    await expect(
      admin.call<AdminClearLoginLockResponse>('adminClearLoginLock', {
        email: owner.email,
      }),
    ).resolves.toEqual({ cleared: true });
    await expectOwnerSignsIn(owner);
    const audit = (await db.collection('auditLog').get()).docs.map((d) => d.data());
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'login.unlock', before: { cleared: true } });
    expect(JSON.stringify(audit)).not.toContain(owner.email);
  });

  it('answers cleared false when nothing was locked', async () => {
    const admin = await clientFor(await createTestUser({ claims: { admin: true } }));
    await expect(admin.call('adminClearLoginLock', { email: 'free@example.com' })).resolves.toEqual({
      cleared: false,
    });
  });

  it.each([
    ['a view-only admin', { viewOnlyAdmin: true }, 'functions/permission-denied'],
    ['a customer', undefined, 'functions/permission-denied'],
  ] as const)('refuses %s, and the lock stays', async (_who, claims, code) => {
    const owner = await createTestUser();
    await lockAccount(owner.email);
    const caller = await clientFor(await createTestUser(claims ? { claims } : {}));
    await expect(caller.call('adminClearLoginLock', { email: owner.email })).rejects.toMatchObject({ code });
    await expect((await stranger()).check(owner.email)).resolves.toMatchObject({ allowed: false });
    expect((await db.collection('auditLog').get()).size).toBe(0);
  });

  it('refuses a visitor with unauthenticated', async () => {
    await expect(
      (await clientFor()).call('adminClearLoginLock', { email: 'x@example.com' }),
    ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
  });
});
