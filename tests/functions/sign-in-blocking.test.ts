// recordPasswordReset and beforeUserSignedIn (the Auth blocking function: a locked-out caller cannot sign in; the
// owner's right password is never refused for the account's ceiling).
import { describe, expect, it } from 'vitest';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { createTestUser, clientFor } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { MAX_ATTEMPTS, visitor, failTimes, lockAccount } from '../support/login-protection.fixtures';

resetBetweenTests({ auth: true });

describe('recordPasswordReset', () => {
  it('answers success with a message', async () => {
    const { passwordReset } = await visitor();
    await expect(passwordReset('reset@example.com')).resolves.toEqual({
      success: true,
      message: 'Password reset email sent. Please check your inbox.',
    });
  });

  it('accepts 3 requests an hour for one email from one caller and refuses the 4th with resource-exhausted', async () => {
    const { passwordReset } = await visitor();
    for (let i = 0; i < 3; i += 1) await passwordReset('many@example.com');
    await expect(passwordReset('many@example.com')).rejects.toMatchObject({
      code: 'functions/resource-exhausted',
    });
    await expect(passwordReset('other@example.com')).resolves.toMatchObject({ success: true });
  });

  it('does not lift a lockout', async () => {
    await failTimes('stuck@example.com', MAX_ATTEMPTS);
    const { passwordReset, check } = await visitor();
    await passwordReset('stuck@example.com');
    await expect(check('stuck@example.com')).resolves.toMatchObject({ allowed: false });
  });

  it('refuses a malformed email with invalid-argument', async () => {
    const { passwordReset } = await visitor();
    await expect(passwordReset('a@')).rejects.toMatchObject({ code: 'functions/invalid-argument' });
  });
});

describe('beforeUserSignedIn blocking function', () => {
  it("lets an account sign in whatever one caller's failures were", async () => {
    const user = await createTestUser();
    await failTimes(user.email, MAX_ATTEMPTS + 2);
    const client = await clientFor(user);
    expect(client.auth.currentUser?.uid).toBe(user.uid);
  });

  it("lets the owner's right password sign in while the account is at its ceiling", async () => {
    // The ceiling stops only callers that failed on the account (login-ipv6-ceiling.test.ts runs that rule as
    // deployed); it is never a reason to refuse the owner.
    const user = await createTestUser();
    await lockAccount(user.email, new Date(Date.now() + 3_600_000));
    const client = await clientFor();
    const credential = await signInWithEmailAndPassword(client.auth, user.email, user.password);
    expect(credential.user.uid).toBe(user.uid);
  });

  it('lets the account sign in again once the lockout has ended', async () => {
    const user = await createTestUser();
    await lockAccount(user.email, new Date(Date.now() - 1000));
    const client = await clientFor(user);
    expect(client.auth.currentUser?.uid).toBe(user.uid);
  });
});
