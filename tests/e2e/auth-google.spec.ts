import { expect, test } from './support/test.fixtures';
import { adminAuth, adminDb, passGate, randomLocalNumber, smsCodeFor } from './support/account.fixtures';
import { stubGoogleApiLoader } from './support/account-gapi.mocks';

test.describe('Google sign-in through the Auth emulator', () => {
  test('a first Google sign-in creates the profile, and the account page asks for area and a verified phone', async ({
    page,
  }) => {
    const email = `google-${Date.now()}@gmail.test`;
    await stubGoogleApiLoader(page.context());
    await passGate(page);
    await page.goto('/auth');

    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState('domcontentloaded');
    // The emulator's own account chooser: add a new fake Google account.
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Gita Google');
    await popup.locator('#sign-in').click();

    await expect(page).toHaveURL(/\/services$/, { timeout: 20_000 });
    const user = await adminAuth.getUserByEmail(email);
    expect(user.providerData.map((p) => p.providerId)).toEqual(['google.com']);
    await expect
      .poll(async () => (await adminDb.collection('users').doc(user.uid).get()).data())
      .toMatchObject({ email, name: 'Gita Google', area: '', contact: '', phoneVerified: false });

    // The account page asks for what is missing.
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Add your area' })).toBeVisible();
    await page.getByLabel('Your Area', { exact: true }).fill('Felicity');
    await page.getByRole('button', { name: 'Save Area' }).click();
    await expect(page.getByRole('heading', { name: 'Add your area' })).toHaveCount(0);

    const prompt = page.getByRole('region', { name: 'Add your contact number' });
    await expect(prompt).toBeVisible();
    await prompt.getByLabel('Contact Number', { exact: true }).fill('12345');
    await prompt.getByRole('button', { name: 'Send Code' }).click();
    await expect(prompt.getByRole('alert')).toHaveText('Please enter a valid 7-digit phone number');
    const digits = randomLocalNumber();
    await prompt.getByLabel('Contact Number', { exact: true }).fill(digits);
    await prompt.getByRole('button', { name: 'Send Code' }).click();
    await expect(prompt.getByLabel('Verification Code')).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () => (await adminDb.collection('users').doc(user.uid).get()).data())
      .toMatchObject({ pendingContact: `+1868${digits}`, phoneVerified: false });
    await prompt.getByLabel('Verification Code').fill(await smsCodeFor(`+1868${digits}`));
    await prompt.getByRole('button', { name: 'Verify Code' }).click();

    await expect(page.getByRole('region', { name: 'Add your contact number' })).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect(page.getByText(`+1868${digits}`)).toBeVisible();
    const profile = (await adminDb.collection('users').doc(user.uid).get()).data()!;
    expect(profile).toMatchObject({
      area: 'Felicity',
      contact: `+1868${digits}`,
      phoneVerified: true,
      pendingContact: null,
    });
    expect((await adminAuth.getUser(user.uid)).phoneNumber).toBe(`+1868${digits}`);
  });
});
