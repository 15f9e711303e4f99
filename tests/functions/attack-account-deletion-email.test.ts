// Attack suite: deleting an account erases only what the account itself caused. An e-mail address counts only once
// Auth verified it, the support inbox's address never does, and e-mails to staff are anonymised, never deleted;
// blocks are matched by verified addresses only (the phone number still carries them).
import { describe, expect, it } from 'vitest';
import type { ConfirmBookingResponse, CreateHoldResponse } from '../../src/contracts/booking-api';
import { adminAuth, db } from '../../functions/src/data/admin-sdk';
import { ANONYMISED_CONTACT_MAIL } from '../../functions/src/data/people/contact-erasure';
import { clientFor, createCustomer, createTestUser, type TestClient } from '../support/clients.fixtures';
import { mailSettled } from '../support/order-mail.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { holdRequest, upcomingSlot } from '../support/slots.fixtures';
import { blockedCustomer, registerAndClaim } from '../support/attack-accounts.fixtures';

resetBetweenTests({ auth: true });

// Each case runs several callables (a cold Functions worker takes seconds on a busy machine).

const VISITOR = 'vera.visitor@example.com';

/** Sends a contact-form message; answers its contactMessages id and the id of its e-mail to staff. */
async function sendContact(client: TestClient, email: string, message: string) {
  await client.call('sendContactEmail', { name: 'Vera Visitor', email, subject: 'Opening hours', message });
  const [stored] = (await db.collection('contactMessages').where('message', '==', message).get()).docs;
  return { messageId: stored!.id, mailId: stored!.get('mailId') as string };
}

/** Every contact message and queued e-mail, as path and data: what staff have. */
async function outbox(): Promise<Record<string, unknown>> {
  const docs = [
    ...(await db.collection('contactMessages').get()).docs,
    ...(await db.collection('mail').get()).docs,
  ];
  return Object.fromEntries(docs.map((d) => [d.ref.path, d.data()]));
}

/** The support inbox the functions mail contact messages to (CONTACT_INBOX_EMAIL), read off a queued one. */
async function supportInbox(mailId: string): Promise<string> {
  return (await db.doc(`mail/${mailId}`).get()).get('to') as string;
}

async function deleteAccount(user: { uid: string; email: string; password: string }) {
  await (await clientFor(user)).call('deleteMyAccount', {});
  await expect(adminAuth.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
}

/** Books a free appointment through the callables: its confirmation e-mail is queued to the customer. */
async function book(customer: { client: TestClient }, requestId: string) {
  const slot = upcomingSlot('free', 1);
  const { holdId } = await customer.client.call<CreateHoldResponse>('createHold', holdRequest(slot));
  return customer.client.call<ConfirmBookingResponse>('confirmBooking', {
    holdId,
    requestId,
    serviceId: 'basic-wash',
    appointmentType: 'free',
    numberPlate: null,
  });
}

describe("a stranger deleting an account to erase someone else's mail", { timeout: 60_000 }, () => {
  it("signed up with a visitor's address, never verified: the visitor's message and its e-mail to staff stay", async () => {
    await sendContact(await clientFor(), VISITOR, 'Are you open on Sunday?');
    const before = await outbox();
    await deleteAccount(await createTestUser({ email: VISITOR }));
    expect(await outbox()).toEqual(before);
  });

  it.each([
    ['never verified', false],
    ['even verified', true],
  ])(
    "signed up with the support inbox's address (%s): none of staff's mail is touched",
    async (_case, verified) => {
      const visitor = await clientFor();
      const { mailId } = await sendContact(visitor, VISITOR, 'Do you wash trucks?');
      await sendContact(visitor, 'sam@example.com', 'Can I pay cash?');
      const inbox = await supportInbox(mailId);
      const before = await outbox();
      await deleteAccount(await createTestUser({ email: inbox, emailVerified: verified }));
      expect(await outbox()).toEqual(before);
    },
  );
});

describe('the owner deleting their own account (controls)', { timeout: 60_000 }, () => {
  it('verified: their messages and e-mails go, their e-mails to staff are anonymised, a visitor’s stay', async () => {
    const owner = await createCustomer({ emailVerified: true });
    const signedIn = await sendContact(owner.client, owner.email, 'Message sent while signed in');
    const signedOut = await sendContact(await clientFor(), owner.email, 'Message sent signed out');
    const other = await sendContact(await clientFor(), VISITOR, 'A visitor asks');
    const { orderId } = await book(owner, 'own-mail-1');
    await mailSettled();
    expect((await db.collection('mail').where('orderId', '==', orderId).get()).size).toBe(1);
    const visitorsBefore = await outbox();

    await deleteAccount(owner);

    const after = await outbox();
    expect(Object.keys(after).sort()).toEqual(
      [
        `contactMessages/${other.messageId}`,
        `mail/${other.mailId}`,
        `mail/${signedIn.mailId}`,
        `mail/${signedOut.mailId}`,
      ].sort(),
    );
    expect(after[`contactMessages/${other.messageId}`]).toEqual(
      visitorsBefore[`contactMessages/${other.messageId}`],
    );
    expect(after[`mail/${other.mailId}`]).toEqual(visitorsBefore[`mail/${other.mailId}`]);
    const inbox = await supportInbox(other.mailId);
    for (const { mailId } of [signedIn, signedOut]) {
      const copy = after[`mail/${mailId}`] as Record<string, unknown>;
      expect(copy).toMatchObject({ to: inbox, message: ANONYMISED_CONTACT_MAIL });
      expect(copy).not.toHaveProperty('replyTo');
      expect(JSON.stringify(copy)).not.toContain(owner.email);
    }
  });

  it('unverified: their booking e-mails and signed-in messages go; a message sent under their address stays', async () => {
    const owner = await createCustomer();
    const signedIn = await sendContact(owner.client, owner.email, 'Message sent while signed in');
    const underTheirAddress = await sendContact(await clientFor(), owner.email, 'Sent by whoever typed it');
    const { orderId } = await book(owner, 'own-mail-2');
    const before = await outbox();

    await deleteAccount(owner);

    const after = await outbox();
    expect((await db.collection('mail').where('orderId', '==', orderId).get()).size).toBe(0);
    expect(after).not.toHaveProperty(`contactMessages/${signedIn.messageId}`);
    expect(after[`mail/${signedIn.mailId}`]).toMatchObject({ message: ANONYMISED_CONTACT_MAIL });
    for (const path of [`contactMessages/${underTheirAddress.messageId}`, `mail/${underTheirAddress.mailId}`])
      expect(after[path]).toEqual(before[path]);
  });
});

describe('blocks and unverified addresses', { timeout: 60_000 }, () => {
  it("a blocked stranger using a visitor's unverified address sheds no block onto the visitor, and keeps it by phone", async () => {
    const stranger = await blockedCustomer('+18685554001', VISITOR);
    await deleteAccount(stranger);
    const kept = (await db.collection('freeAppointmentBlocks').get()).docs;
    expect(kept).toHaveLength(1);
    expect(kept[0]!.get('emailHash')).toBeNull();
    expect(kept[0]!.get('phoneHash')).toMatch(/^[0-9a-f]{64}$/);

    const visitor = await registerAndClaim({
      email: VISITOR,
      authPhone: '+18685554002',
      emailVerified: true,
    });
    expect(visitor.free.canBook).toBe(true);
    expect(visitor.block.exists).toBe(false);
    const again = await registerAndClaim({ authPhone: '+18685554001' });
    expect(again.free.canBook).toBe(false);
  });

  it("an account that only typed a blocked customer's verified address inherits nothing by it", async () => {
    const blocked = await blockedCustomer('+18685554011', `blocked-${Date.now()}@example.test`, true);
    await deleteAccount(blocked);
    const stranger = await registerAndClaim({ email: blocked.email, authPhone: '+18685554012' });
    expect(stranger.free.canBook).toBe(true);
    expect(stranger.block.exists).toBe(false);
  });

  it('the same address, verified, inherits it (control)', async () => {
    const blocked = await blockedCustomer('+18685554021', `blocked-${Date.now()}@example.test`, true);
    await deleteAccount(blocked);
    const again = await registerAndClaim({
      email: blocked.email,
      authPhone: '+18685554022',
      emailVerified: true,
    });
    expect(again.free.canBook).toBe(false);
  });
});
