// sendContactEmail, checkPhoneNumberCooldown and claimPhoneNumber through the client SDK against the emulators.
import { describe, expect, it } from 'vitest';
import type {
  CheckPhoneNumberCooldownResponse,
  ClaimPhoneNumberResponse,
  SendContactEmailRequest,
  SendContactEmailResponse,
} from '../../src/contracts/account-api';
import { callableErrorMessage } from '../../src/lib/callable-errors';
import { adminAuth, db } from '../../functions/src/data/admin-sdk';
import { createTestUser, clientFor, type TestClient } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';

const RECENTLY_VERIFIED = 'This phone number was recently verified. Please try again later.';
const PHONE = '+18685551234';

resetBetweenTests({ auth: true });

const send = (client: TestClient, data: Partial<SendContactEmailRequest>) =>
  client.call<SendContactEmailResponse>('sendContactEmail', data);
const cooldown = (client: TestClient, phoneNumber: string) =>
  client.call<CheckPhoneNumberCooldownResponse>('checkPhoneNumberCooldown', {
    phoneNumber,
  });
const claim = (client: TestClient, phoneNumber: string) =>
  client.call<ClaimPhoneNumberResponse>('claimPhoneNumber', { phoneNumber });

describe('sendContactEmail', () => {
  const valid = {
    name: 'Ann Visitor',
    email: 'Ann@Example.com',
    subject: 'Opening hours',
    message: 'Open on Sunday?',
  };

  it("answers the spec's success text and stores the message and a Trigger Email mail document", async () => {
    const visitor = await clientFor();
    await expect(send(visitor, valid)).resolves.toEqual({
      success: true,
      message: 'Message sent successfully! We will reply to your email address.',
    });
    const messages = (await db.collection('contactMessages').get()).docs;
    expect(messages).toHaveLength(1);
    const stored = messages[0]!.data();
    expect(stored).toMatchObject({
      name: 'Ann Visitor',
      email: 'ann@example.com',
      subject: 'Opening hours',
      uid: null,
    });
    const mail = (
      await db
        .collection('mail')
        .doc(stored.mailId as string)
        .get()
    ).data();
    expect(mail).toMatchObject({
      replyTo: 'ann@example.com',
      message: { subject: '[Contact] Opening hours' },
    });
    expect(typeof mail?.to).toBe('string');
    expect(mail?.message.text).toContain('Open on Sunday?');
    expect(mail?.message.html).toContain('Open on Sunday?');
  });

  it("uses 'Contact Form Submission' when the subject is left out", async () => {
    const visitor = await clientFor();
    await send(visitor, { name: 'Ann', email: 'ann@example.com', message: 'Hello' });
    const [message] = (await db.collection('contactMessages').get()).docs;
    expect(message!.data().subject).toBe('Contact Form Submission');
  });

  it('records the uid of a signed-in sender and escapes HTML in the mail body', async () => {
    const user = await createTestUser();
    const client = await clientFor(user);
    await send(client, { ...valid, message: '<script>alert(1)</script>' });
    const [message] = (await db.collection('contactMessages').get()).docs;
    expect(message!.data().uid).toBe(user.uid);
    const [mail] = (await db.collection('mail').get()).docs;
    expect(mail!.data().message.html).not.toContain('<script>');
    expect(mail!.data().message.html).toContain('&lt;script&gt;');
  });

  it.each([
    ['a missing name', { ...valid, name: '' }],
    ['a malformed email', { ...valid, email: 'ann@' }],
    ['an empty message', { ...valid, message: '   ' }],
    ['a message over 5000 characters', { ...valid, message: 'x'.repeat(5001) }],
  ])('refuses %s with invalid-argument and stores nothing', async (_case, data) => {
    const visitor = await clientFor();
    await expect(send(visitor, data)).rejects.toMatchObject({ code: 'functions/invalid-argument' });
    expect((await db.collection('contactMessages').get()).size).toBe(0);
  });

  it('accepts 5 messages an hour from one sender and refuses the 6th with resource-exhausted', async () => {
    const visitor = await clientFor();
    for (let i = 0; i < 5; i += 1) await send(visitor, valid);
    await expect(send(visitor, valid)).rejects.toMatchObject({ code: 'functions/resource-exhausted' });
    expect((await db.collection('contactMessages').get()).size).toBe(5);
    expect((await db.collection('mail').get()).size).toBe(5);
  });

  it('limits one IP even when the sender email changes', async () => {
    const visitor = await clientFor();
    for (let i = 0; i < 5; i += 1) await send(visitor, { ...valid, email: `sender${i}@example.com` });
    await expect(send(visitor, { ...valid, email: 'sender9@example.com' })).rejects.toMatchObject({
      code: 'functions/resource-exhausted',
    });
  });
});

describe('checkPhoneNumberCooldown', () => {
  it('answers available for a number nobody verified', async () => {
    const visitor = await clientFor();
    await expect(cooldown(visitor, PHONE)).resolves.toEqual({ available: true, message: '' });
  });

  it('refuses a number another account verified recently with the spec message', async () => {
    const first = await createTestUser({ phoneNumber: PHONE });
    await claim(await clientFor(first), PHONE);
    const visitor = await clientFor();
    await expect(cooldown(visitor, '555-1234')).resolves.toEqual({
      available: false,
      message: RECENTLY_VERIFIED,
    });
  });

  it('answers available to the account that verified it', async () => {
    const owner = await createTestUser({ phoneNumber: PHONE });
    const client = await clientFor(owner);
    await claim(client, PHONE);
    await expect(cooldown(client, PHONE)).resolves.toMatchObject({ available: true });
  });

  it('answers available again once the cooldown has passed', async () => {
    const first = await createTestUser({ phoneNumber: PHONE });
    await claim(await clientFor(first), PHONE);
    const [doc] = (await db.collection('phoneClaims').get()).docs;
    await doc!.ref.update({ cooldownUntil: new Date(Date.now() - 1000) });
    await expect(cooldown(await clientFor(), PHONE)).resolves.toMatchObject({ available: true });
  });

  it.each(['12345', '+12125551234', '+1868555123', 'abc'])(
    'refuses %s with invalid-argument',
    async (phone) => {
      await expect(cooldown(await clientFor(), phone)).rejects.toMatchObject({
        code: 'functions/invalid-argument',
      });
    },
  );
});

describe('claimPhoneNumber', () => {
  it('records the claim and marks the existing profile verified', async () => {
    const user = await createTestUser({ phoneNumber: PHONE });
    await db.doc(`users/${user.uid}`).set({
      email: user.email,
      area: 'Chaguanas',
      pendingContact: PHONE,
      phoneVerified: false,
      createdAt: new Date(),
    });
    await expect(claim(await clientFor(user), PHONE)).resolves.toEqual({
      message: 'Phone number verified successfully.',
    });
    const profile = (await db.doc(`users/${user.uid}`).get()).data();
    expect(profile).toMatchObject({ contact: PHONE, phoneVerified: true, pendingContact: null });
    expect(profile?.phoneVerifiedAt).toBeDefined();
    const claims = (await db.collection('phoneClaims').get()).docs;
    expect(claims).toHaveLength(1);
    expect(claims[0]!.data().uid).toBe(user.uid);
    expect(JSON.stringify(claims[0]!.data())).not.toContain('5551234');
  });

  it('records the claim without creating a profile when none exists yet', async () => {
    const user = await createTestUser({ phoneNumber: PHONE });
    await claim(await clientFor(user), PHONE);
    expect((await db.doc(`users/${user.uid}`).get()).exists).toBe(false);
    expect((await db.collection('phoneClaims').get()).size).toBe(1);
  });

  it('lets the same account claim its number again', async () => {
    const user = await createTestUser({ phoneNumber: PHONE });
    const client = await clientFor(user);
    await claim(client, PHONE);
    await expect(claim(client, PHONE)).resolves.toBeDefined();
  });

  it('refuses a number another account verified within the cooldown with failed-precondition', async () => {
    const first = await createTestUser({ phoneNumber: PHONE });
    await claim(await clientFor(first), PHONE);
    // The first account gives the number up (e.g. deletes its account); a new account verifies it by SMS.
    await adminAuth.updateUser(first.uid, { phoneNumber: null });
    const second = await createTestUser({ phoneNumber: PHONE });
    const error = (await claim(await clientFor(second), PHONE).catch((e: unknown) => e)) as Error & {
      code: string;
    };
    expect(error.code).toBe('functions/failed-precondition');
    // The Functions SDK appends the HTTP status (' [400]'); callableErrorMessage in src/lib/callables.ts strips it.
    expect(callableErrorMessage(error)).toBe(RECENTLY_VERIFIED);
  });

  it('refuses a number that is not the verified phone on the ID token with permission-denied', async () => {
    const user = await createTestUser({ phoneNumber: PHONE });
    await expect(claim(await clientFor(user), '+18687654321')).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    const noPhone = await createTestUser();
    await expect(claim(await clientFor(noPhone), PHONE)).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
  });

  it('refuses a visitor with unauthenticated', async () => {
    await expect(claim(await clientFor(), PHONE)).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
  });

  it('refuses a malformed number with invalid-argument', async () => {
    const user = await createTestUser({ phoneNumber: PHONE });
    await expect(claim(await clientFor(user), '868')).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
  });
});
