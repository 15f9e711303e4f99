import { expect, test } from './support/test.fixtures';
import { PASSWORD, adminAuth, passGate, signInOnAuthPage } from './support/account.fixtures';

const AUTH = 'http://127.0.0.1:9099';
const OOB_CODES = `${AUTH}/emulator/v1/projects/demo-chaguanas-wash/oobCodes`;
const RESET_PASSWORD = `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-key`;

test.describe('failed sign-ins and the lockout', () => {
  test("asks for both fields, counts wrong passwords, then shows 'Account Locked'", async ({ page }) => {
    const email = `lockout-${Date.now()}@auth.test`;
    await adminAuth.createUser({ email, password: PASSWORD });
    await passGate(page);
    await page.goto('/auth');

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter email and password.');

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await signInOnAuthPage(page, email, `wrong-${attempt}`);
      await expect(page.getByRole('alert')).toContainText(`Attempt ${attempt} of 5`);
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    }
    expect(await page.evaluate(() => localStorage.getItem('auth_failed_attempts'))).toBe('4');

    await signInOnAuthPage(page, email, 'wrong-5');
    const locked = page.getByRole('button', { name: 'Account Locked' });
    await expect(locked).toBeDisabled();
    await expect(page.getByRole('alert')).toContainText('locked');
    const until = Number(await page.evaluate(() => localStorage.getItem('auth_lockout_until')));
    expect(until - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    // Still locked after a reload, even with the right password typed in.
    await page.reload();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(page.getByRole('button', { name: 'Account Locked' })).toBeDisabled();

    // The server refuses too: with the browser's copy gone, the pre-check reports the lockout.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await signInOnAuthPage(page, email);
    await expect(page.getByRole('button', { name: 'Account Locked' })).toBeDisabled();
    await expect(page).toHaveURL(/\/auth$/);

    // The owner always gets back in by resetting the password: the reset lifts the lock on the server.
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password reset email sent' })).toBeVisible();
    const codes = (await (await fetch(OOB_CODES)).json()) as {
      oobCodes: { email: string; requestType: string; oobCode: string }[];
    };
    const reset = codes.oobCodes.find((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
    const changed = await fetch(RESET_PASSWORD, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: reset!.oobCode, newPassword: 'a-new-pass-456' }),
    });
    expect(changed.ok).toBe(true);
    await signInOnAuthPage(page, email, 'a-new-pass-456');
    await expect(page).not.toHaveURL(/\/auth$/);
  });

  test('unlocks when the lockout time has passed', async ({ page }) => {
    await passGate(page);
    await page.goto('/auth');
    await page.evaluate(() => localStorage.setItem('auth_lockout_until', String(Date.now() + 2_000)));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account Locked' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled({ timeout: 5_000 });
  });
});

test.describe('forgot password', () => {
  test('needs an email, then records the request and sends the reset email', async ({ page }) => {
    const email = `reset-${Date.now()}@auth.test`;
    await adminAuth.createUser({ email, password: PASSWORD });
    await passGate(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email to reset password.');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password reset email sent' })).toBeVisible();
    const res = await fetch('http://127.0.0.1:9099/emulator/v1/projects/demo-chaguanas-wash/oobCodes');
    const { oobCodes } = (await res.json()) as {
      oobCodes: { email: string; requestType: string; oobLink: string }[];
    };
    const reset = oobCodes.find((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
    expect(reset, 'a password-reset email on the Auth emulator').toBeTruthy();
    expect(decodeURIComponent(reset!.oobLink)).toContain('continueUrl=http://127.0.0.1:4173/');
  });
});
