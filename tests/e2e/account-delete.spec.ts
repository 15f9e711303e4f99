import { expect, test } from './support/test.fixtures';
import {
  adminAuth,
  adminDb,
  createOrder,
  newCustomer,
  passGate,
  readOrderDoc,
  signInOnAuthPage,
} from './support/account.fixtures';

test.describe('Delete Account', () => {
  test("re-authenticates with the password, removes the user's data and signs out", async ({ page }) => {
    const customer = await newCustomer('delete');
    const open = await createOrder(customer, { startsIn: 30 * 3_600_000 });
    const past = await createOrder(customer, { status: 'completed', startsIn: -48 * 3_600_000 });

    await passGate(page);
    await page.goto('/account?tab=delete');
    await signInOnAuthPage(page, customer.email);
    await expect(page.getByRole('heading', { level: 2, name: 'Delete Account' })).toBeVisible({
      timeout: 20_000,
    });

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please enter your password to confirm account deletion.',
    );

    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Delete My Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password. Please try again', {
      timeout: 20_000,
    });

    await page.getByLabel('Password').fill('demo-pass-123');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Delete My Account' }).click();

    await expect(page).toHaveURL(/\/auth$/, { timeout: 30_000 });
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Account data deleted successfully. Your account has been signed out.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

    expect((await adminDb.collection('users').doc(customer.uid).get()).exists).toBe(false);
    expect(await readOrderDoc(open.orderId)).toBeNull();
    const anonymised = (await readOrderDoc(past.orderId))!;
    expect(anonymised.userId).not.toBe(customer.uid);
    expect(anonymised.userEmail).toBe('');
    expect(anonymised.contact).toBe('');
    expect(
      (await adminDb.collection('userDeletionRequests').where('userId', '==', customer.uid).get()).empty,
    ).toBe(true);
    await expect(adminAuth.getUser(customer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    // Signed out: the account page sends the visitor to the auth screen.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
