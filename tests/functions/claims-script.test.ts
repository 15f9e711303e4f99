// scripts/claims.ts against the Auth emulator: grant and revoke admin / viewOnlyAdmin / bayAttendant by email.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { adminAuth, db } from '../../functions/src/data/admin-sdk';
import { createTestUser } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { HOST, PORTS } from '../../scripts/support/emulator-config';

const run = promisify(execFile);
const claims = (...args: string[]) =>
  run('npx', ['tsx', 'scripts/claims.ts', ...args], {
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}` },
  });

resetBetweenTests({ auth: true });

describe('scripts/claims.ts', () => {
  it('grants admin by email and keeps the other claims', async () => {
    const user = await createTestUser({ claims: { viewOnlyAdmin: true }, emailVerified: true });
    const { stdout } = await claims('grant', 'admin', user.email);
    expect(stdout).toContain(`Granted admin for ${user.email} (uid ${user.uid})`);
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({ viewOnlyAdmin: true, admin: true });
  });

  it('refuses to grant a role to an account whose e-mail is not verified, and grants nothing', async () => {
    const user = await createTestUser();
    await expect(claims('grant', 'admin', user.email)).rejects.toMatchObject({
      stderr: expect.stringContaining('has not verified its e-mail address; no role granted'),
    });
    expect((await adminAuth.getUser(user.uid)).customClaims ?? {}).toEqual({});
  });

  it('grants and revokes bayAttendant by email, leaving the other claims', async () => {
    const user = await createTestUser({ claims: { viewOnlyAdmin: true }, emailVerified: true });
    const { stdout } = await claims('grant', 'bayAttendant', user.email);
    expect(stdout).toContain(`Granted bayAttendant for ${user.email} (uid ${user.uid})`);
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({
      viewOnlyAdmin: true,
      bayAttendant: true,
    });
    await claims('revoke', 'bayAttendant', user.email);
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({ viewOnlyAdmin: true });
  });

  it('revokes viewOnlyAdmin by email', async () => {
    const user = await createTestUser({ claims: { viewOnlyAdmin: true } });
    await claims('revoke', 'viewOnlyAdmin', user.email);
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({});
  });

  it('records each grant and revoke in the audit log with before and after', async () => {
    const user = await createTestUser({ emailVerified: true });
    await claims('grant', 'admin', user.email);
    await claims('revoke', 'admin', user.email);
    const entries = (await db.collection('auditLog').orderBy('at').get()).docs.map((d) => d.data());
    expect(entries).toMatchObject([
      {
        action: 'claims.grant',
        target: `users/${user.uid}`,
        before: { admin: false },
        after: { admin: true },
      },
      {
        action: 'claims.revoke',
        target: `users/${user.uid}`,
        before: { admin: true },
        after: { admin: false },
      },
    ]);
    expect(entries[0]!.actorUid).toMatch(/^cli:/);
  });

  it('fails with a clear message for an unknown email or role', async () => {
    await expect(claims('grant', 'admin', 'nobody@example.com')).rejects.toMatchObject({
      stderr: expect.stringContaining('no account with that email'),
    });
    await expect(claims('grant', 'superuser', 'a@example.com')).rejects.toMatchObject({
      stderr: expect.stringContaining('unknown role'),
    });
  });
});
