import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.fixtures';
import {
  PASSWORD,
  VIEWPORTS,
  adminAuth,
  adminDb,
  passGate,
  randomLocalNumber,
  signInOnAuthPage,
  smsCodeFor,
} from './support/account.fixtures';

test.describe('sign-up with SMS verification, sign-out and sign-in', () => {
  test('a new visitor passes the gate, creates an account with the SMS code, signs out and back in', async ({
    page,
  }) => {
    const digits = randomLocalNumber();
    const phone = `+1868${digits}`;
    const email = `new-${Date.now()}@signup.test`;

    await passGate(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /account/i })
      .click();
    // Signed out, the account page shows the auth screen.
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();

    await page.getByLabel('Full Name').fill('Dana Persad');
    await page.getByLabel('Area').fill('Cunupia');
    // Typed with the country and area codes, as people do; leaving the field keeps the 7 local digits.
    await page
      .getByLabel('Contact Number')
      .pressSequentially(`+1 868 ${digits.slice(0, 3)}-${digits.slice(3)}`);
    await page.getByLabel('Area').focus();
    await expect(page.getByLabel('Contact Number')).toHaveValue(digits);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Confirm Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill('something-else');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(phone)).toBeVisible();
    const code = await smsCodeFor(phone);
    await page.getByLabel('Verification Code').fill('12345');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid 6-digit code.');
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification Code').fill(wrong);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid verification code. Please try again');
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();

    // Back to the account page the visitor came from (its redirectPath).
    await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });

    const user = await adminAuth.getUserByEmail(email);
    expect(user.phoneNumber).toBe(phone);
    expect(user.displayName).toBe('Dana Persad');
    expect(user.providerData.map((p) => p.providerId).sort()).toEqual(['password', 'phone']);
    const profile = (await adminDb.collection('users').doc(user.uid).get()).data()!;
    expect(profile).toMatchObject({
      email,
      name: 'Dana Persad',
      area: 'Cunupia',
      contact: phone,
      membershipNumber: user.uid.slice(0, 8).toUpperCase(),
      profileCompleted: true,
      phoneVerified: true,
    });
    expect(profile.phoneVerifiedAt).toBeTruthy();
    expect(profile.createdAt).toBeTruthy();

    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // Signed in again without a redirectPath: the default, /services.
    await signInOnAuthPage(page, email);
    await expect(page).toHaveURL(/\/services$/, { timeout: 20_000 });
  });

  test('refuses an email that is already registered, before any SMS is sent', async ({ page }) => {
    const email = `taken-${Date.now()}@signup.test`;
    await adminAuth.createUser({ email, password: PASSWORD });
    const digits = randomLocalNumber();
    await passGate(page);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('Full Name').fill('Taken');
    await page.getByLabel('Area').fill('Couva');
    await page.getByLabel('Contact Number').fill(digits);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Confirm Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This email is already registered. Please sign in or use a different email.',
    );
  });

  test('after sign-in the redirectPath of the navigation state is followed', async ({ page }) => {
    const email = `redirect-${Date.now()}@signup.test`;
    await adminAuth.createUser({ email, password: PASSWORD });
    await passGate(page);
    await page.goto('/account?tab=orders');
    await expect(page).toHaveURL(/\/auth$/);
    await signInOnAuthPage(page, email);
    await expect(page).toHaveURL(/\/account\?tab=orders$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Appointments' })).toBeVisible();
  });
});

test.describe('accessibility of /auth (axe-core)', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const mode of ['Sign In', 'Create Account']) {
      test(`${mode} has no serious or critical violation on ${size}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await passGate(page);
        await page.goto('/auth');
        await page.getByRole('tab', { name: mode }).click();
        await expect(page.getByRole('heading', { level: 1, name: mode })).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }
  }
});
