// Attack suite: an outsider tries to harm someone else's account through the real callables
// on the emulators: a fresh guessing budget by rewriting the e-mail, clearing a lock by case tricks, escaping a block
// by re-registering with a rewritten identity, and claiming another customer's phone number. Each test asserts the
// harm did not happen in the stored state (Firestore, Auth), not only the error code.
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { hashKey } from '../../functions/src/keys/hash-key';
import { adminAuth, db } from '../../functions/src/data/admin-sdk';
import { createTestUser, clientFor } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { report, attemptDocs, expectOwnerSignsIn } from '../support/attack-accounts.fixtures';

resetBetweenTests({ auth: true });

describe('a stranger attacking the sign-in lockout', () => {
  it("cannot get a fresh guessing budget by rewriting the owner's e-mail in another case or with padding", async () => {
    const owner = await createTestUser();
    const stranger = await clientFor();
    for (let i = 0; i < 5; i += 1) await report(stranger, owner.email, `guess-${i}`);
    const variants = [
      owner.email.toUpperCase(),
      `  ${owner.email}  `,
      `\t${owner.email[0]!.toUpperCase()}${owner.email.slice(1)}\n`,
    ];
    // The right password behind a rewritten e-mail must not be checked: the caller is locked out of the account.
    for (const email of variants) {
      await expect(report(stranger, email, owner.password)).resolves.toMatchObject({ lockedOut: true });
      await expect(report(stranger, email, 'another-guess')).resolves.toMatchObject({ lockedOut: true });
    }
    // One account record and one caller record: the variants all landed on the same keys, counted 5, no more.
    const docs = await attemptDocs();
    expect(docs).toHaveLength(2);
    for (const d of docs) expect(d.get('failedAttempts')).toBe(5);
    await expectOwnerSignsIn(owner);
  });

  it("cannot lock the owner or touch the owner's record with look-alike, unicode or oversized e-mails", async () => {
    const owner = await createTestUser();
    const stranger = await clientFor();
    const [local, domain] = owner.email.split('@') as [string, string];
    const lookAlikes = [
      `${local.replace('u', '\u0443')}@${domain}`, // Cyrillic u
      `${local}\u200b@${domain}`, // zero-width space
      `${local}@${domain}.`,
      `${'a'.repeat(250)}@${domain}`,
      `${local}@${domain}${'x'.repeat(10_000)}`,
    ];
    for (const email of lookAlikes) {
      await report(stranger, email, 'wrong-guess').catch((e: { code?: string }) =>
        expect(e.code).toBe('functions/invalid-argument'),
      );
    }
    await expect(report(stranger, owner.email, 'x'.repeat(4097))).rejects.toMatchObject({
      code: 'functions/invalid-argument',
    });
    // None of them counted against the owner's account: the owner's record does not exist at all.
    const ownerKey = hashKey('login', owner.email.toLowerCase());
    expect((await db.doc(`loginAttempts/${ownerKey}`).get()).exists).toBe(false);
    await expectOwnerSignsIn(owner);
  });

  it("cannot clear its own lock on the owner's account through resetLoginAttempts with a case variant", async () => {
    const owner = await createTestUser();
    const stranger = await clientFor();
    for (let i = 0; i < 5; i += 1) await report(stranger, owner.email, `guess-${i}`);
    // The stranger signs in to an account of their own and asks to reset the owner's e-mail, rewritten.
    const signedIn = await clientFor(await createTestUser());
    for (const email of [owner.email.toUpperCase(), ` ${owner.email} `]) {
      await expect(signedIn.call('resetLoginAttempts', { email })).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });
    }
    await expect(report(stranger, owner.email, owner.password)).resolves.toMatchObject({ lockedOut: true });
    const docs = await attemptDocs();
    expect(docs.map((d) => d.get('failedAttempts'))).toEqual([5, 5]);
  });
});

describe("another customer claiming a customer's verified phone number", () => {
  it('cannot claim it by writing it another way, and the owner keeps it', async () => {
    const owner = await createTestUser({ phoneNumber: '+18685553031' });
    const ownerClient = await clientFor(owner);
    await db.doc(`users/${owner.uid}`).set({
      email: owner.email,
      area: '',
      contact: '',
      pendingContact: '+18685553031',
      phoneVerified: false,
      createdAt: Timestamp.now(),
    });
    await ownerClient.call('claimPhoneNumber', { phoneNumber: '+18685553031' });
    const claimsBefore = (await db.collection('phoneClaims').get()).docs.map((d) => d.data());

    const thief = await createTestUser({ phoneNumber: '+18685553032' });
    await db.doc(`users/${thief.uid}`).set({
      email: thief.email,
      area: '',
      contact: '',
      pendingContact: '+18685553031',
      phoneVerified: false,
      createdAt: Timestamp.now(),
    });
    const thiefClient = await clientFor(thief);
    for (const phoneNumber of [
      '+18685553031',
      '1-868-555-3031',
      '(868) 555 3031',
      '5553031',
      '+1868 555 3031',
    ]) {
      // Refused as not the caller's verified number, or as no number at all ('(868) …' lacks the country code).
      const error = (await thiefClient.call('claimPhoneNumber', { phoneNumber }).then(
        () => null,
        (e: unknown) => e,
      )) as { code: string } | null;
      expect(['functions/permission-denied', 'functions/invalid-argument']).toContain(error?.code);
    }
    const thiefProfile = (await db.doc(`users/${thief.uid}`).get()).data()!;
    expect(thiefProfile).toMatchObject({ contact: '', phoneVerified: false });
    expect((await db.doc(`users/${owner.uid}`).get()).data()).toMatchObject({
      contact: '+18685553031',
      phoneVerified: true,
    });
    expect((await db.collection('phoneClaims').get()).docs.map((d) => d.data())).toEqual(claimsBefore);
  });

  it('cannot win it by racing the owner’s claim: only the account Auth lets carry the number gets it', async () => {
    // Two sign-ups race for one number: Auth lets only one account carry it, so only that one can claim it.
    const owner = await createTestUser({ phoneNumber: '+18685553041' });
    const rival = await createTestUser();
    await expect(adminAuth.updateUser(rival.uid, { phoneNumber: '+18685553041' })).rejects.toBeDefined();
    const [ownerClient, rivalClient] = await Promise.all([clientFor(owner), clientFor(rival)]);
    const results = await Promise.allSettled([
      ownerClient.call('claimPhoneNumber', { phoneNumber: '+18685553041' }),
      rivalClient.call('claimPhoneNumber', { phoneNumber: '+18685553041' }),
    ]);
    expect(results[0].status).toBe('fulfilled');
    expect(results[1].status).toBe('rejected');
    const claims = (await db.collection('phoneClaims').get()).docs.map((d) => d.get('uid'));
    expect(claims).toEqual([owner.uid]);
  });
});
