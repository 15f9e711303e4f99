import { expect, test } from './support/test.fixtures';
import { idOf, passGate, readCollection, readDocument } from './support/public.fixtures';

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => passGate(page));

  test('refuses a message without the required fields', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ann');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in your name, email and message.');
  });

  test('sends a message that is stored in contactMessages with a queued mail document', async ({ page }) => {
    const email = `visitor-${Date.now()}@example.com`;
    await page.goto('/contact');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ann Visitor');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByRole('textbox', { name: /^Message/ }).fill('Do you wash panel vans?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toHaveText(
      /^Message sent successfully! We will reply to your email address\./,
      { timeout: 20_000 },
    );
    await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('');

    const stored = (await readCollection('contactMessages')).find(
      (d) => d.fields.email?.stringValue === email,
    );
    expect(stored, 'a contactMessages document for this sender').toBeDefined();
    expect(stored!.fields.name.stringValue).toBe('Ann Visitor');
    expect(stored!.fields.subject.stringValue).toBe('Contact Form Submission');
    expect(stored!.fields.message.stringValue).toBe('Do you wash panel vans?');
    const mailId = stored!.fields.mailId.stringValue!;
    const mail = await readDocument(`mail/${mailId}`);
    expect(mail, 'the queued mail document').not.toBeNull();
    expect(idOf(mail!)).toBe(mailId);
    expect(mail!.fields.replyTo.stringValue).toBe(email);
  });
});
