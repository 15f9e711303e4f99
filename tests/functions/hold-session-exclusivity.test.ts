// createHold refuses a hold from a page whose booking session is not the customer's live one (userSessions/{uid}
// names another device, active within its page's live limit): nothing is held. The live device, a customer with
// no record, and a device after the other page went silent still get their seat; another customer's record never
// stops anyone.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import type { SlotKey } from '../../src/domain/types';
import type { CreateHoldResponse } from '../../src/contracts/booking-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { holdRequest, slotDoc, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';

resetBetweenTests();

const holdFrom = (c: Customer, slot: SlotKey, sessionId: string) =>
  c.client.call<CreateHoldResponse>('createHold', { ...holdRequest(slot), pageLoadId: sessionId });

async function seedSession(uid: string, page: 'appointment' | 'payment', ageMs: number, sessionId: string) {
  const at = new Date(Date.now() - ageMs);
  await db.doc(`userSessions/${uid}`).set({ userId: uid, page, timestamp: at, lastActivity: at, sessionId });
}

async function expectNoSeatHeld(customer: Customer, slot: SlotKey): Promise<void> {
  const mine = await db.collection('activeBookings').where('userId', '==', customer.uid).get();
  expect(mine.size).toBe(0);
  expect((await slotDoc(slot))?.holds ?? {}).toEqual({});
}

describe('createHold and the live booking session', () => {
  it("refuses the customer's second device while the first one's appointment page is live, holding nothing", async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('free');
    await seedSession(alice.uid, 'appointment', 5_000, 'device-a');
    const error = await expectRefusal(
      holdFrom(alice, slot, 'device-b'),
      'failed-precondition',
      'session-conflict',
    );
    expect(error.message).toBe(MESSAGES.session.activeBookingSession);
    await expectNoSeatHeld(alice, slot);
  });

  it('refuses it while a payment page of the first device beat less than 60 s ago', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('free');
    await seedSession(alice.uid, 'payment', 45_000, 'device-a');
    await expectRefusal(holdFrom(alice, slot, 'device-b'), 'failed-precondition', 'session-conflict');
    await expectNoSeatHeld(alice, slot);
  });

  it('holds for the live device itself and for a customer without a record', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const slot = upcomingSlot('free');
    await seedSession(alice.uid, 'appointment', 5_000, 'device-a');
    const { holdId } = await holdFrom(alice, slot, 'device-a');
    expect((await db.doc(`activeBookings/${holdId}`).get()).get('userId')).toBe(alice.uid);
    await expect(holdFrom(bob, slot, 'device-z')).resolves.toMatchObject({ holdId: expect.any(String) });
  });

  it('lets staleness take over: the first page silent for more than 30 s no longer locks the customer out', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('free');
    await seedSession(alice.uid, 'appointment', 31_000, 'device-a');
    await expect(holdFrom(alice, slot, 'device-b')).resolves.toMatchObject({ holdId: expect.any(String) });
  });

  it("is not stopped by another customer's live session", async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const slot = upcomingSlot('free');
    await seedSession(bob.uid, 'appointment', 1_000, 'device-bob');
    await expect(holdFrom(alice, slot, 'device-a')).resolves.toMatchObject({ holdId: expect.any(String) });
  });
});
