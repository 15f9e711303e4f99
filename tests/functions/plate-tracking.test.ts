// The spec's duplicate-plate rule ('Number plate {plate} is already booked for {date}') as a tracker and a squat.
//  - Tracking: a customer names strangers' plates to learn whether their cars are booked that day. Each plate a
//    customer names counts, booked or refused (plateUsage/{uid}, data/orders/plate-tries.ts); past
//    CONFIG.distinctPlatesPerCustomer different plates in 30 days the next new plate is refused before its day is
//    looked at, with nothing written. Controls: a plate named before still goes through, and a real duplicate
//    still gets the spec's message.
//  - Squatting: a stranger books the owner's plate first. Staff find the order by its plate (Orders tab search,
//    which names the customer) and a full admin cancels it (adminUpdateOrderStatus, audited); the owner then books.
import * as fs from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from '../../src/domain/calendar';
import { DOMAIN_TEXT, MESSAGES } from '../../src/domain/messages';
import type { SlotKey } from '../../src/domain/types';
import type { AdminOrdersResponse } from '../../src/contracts/booking-api';
import { searchOrders } from '../../src/lib/data/admin-order-queries';
import { CONFIG } from '../../functions/src/config';
import { db } from '../../functions/src/data/admin-sdk';
import { HOST, PORTS } from '../../scripts/support/emulator-config';
import { createCustomer, createStaff, type Customer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { confirm, hold } from '../support/confirm.fixtures';
import { bookPaidSpecial } from '../support/wipay.fixtures';

resetBetweenTests();

const LIMIT = CONFIG.distinctPlatesPerCustomer;

/** Every document of the database by path, with its update time: what a call wrote shows as a difference. */
async function everyDocument(): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const collection of await db.listCollections()) {
    for (const doc of (await collection.get()).docs)
      found[doc.ref.path] = doc.updateTime.toDate().toISOString();
  }
  return found;
}

/** Every document once the triggers of earlier writes (mail jobs, bay board, day summaries) have finished. */
async function settledDocuments(): Promise<Record<string, string>> {
  let last = await everyDocument();
  for (let i = 0; i < 40; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await everyDocument();
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

/** Strangers' cars booked on `slot`'s date, one order each. */
async function strangersCars(slot: SlotKey, plates: string[]): Promise<void> {
  for (const [i, numberPlate] of plates.entries()) {
    await seedOrder({
      userId: `stranger-${i}`,
      slot: { ...slot, time: upcomingSlot(slot.type, i + 3).time },
      numberPlate,
    });
  }
}

const ordersOf = async (c: Customer) =>
  (await db.collection('orders').where('userId', '==', c.uid).get()).docs;

describe('a customer probing number plates', () => {
  it(`learns about at most ${LIMIT} different plates; the next new one is refused with nothing written`, async () => {
    const free = upcomingSlot('free', 0, 0);
    const special = upcomingSlot('special', 0, 1);
    const probes = Array.from({ length: LIMIT }, (_, i) => `PRB${100 + i}`);
    await strangersCars(free, probes.slice(0, LIMIT - 1));
    await strangersCars(special, [probes[LIMIT - 1]!, probes[0]!]);
    const mallory = await createCustomer();

    // LIMIT - 1 strangers' plates, each answered with the spec's message: counted all the same.
    const { holdId } = await hold(mallory, free);
    for (const plate of probes.slice(0, LIMIT - 1)) {
      const refused = await expectRefusal(
        confirm(mallory, { holdId, numberPlate: plate }),
        'failed-precondition',
        'plate-taken',
      );
      expect(refused.message).toBe(MESSAGES.booking.plateTaken(plate, formatDisplayDate(free.date)));
    }
    // Her own car: the last plate she may name. Booked.
    await confirm(mallory, { holdId, numberPlate: 'OWN123' });

    // Another day, another stranger's plate: refused before its day is looked at.
    const second = await hold(mallory, special);
    const before = await settledDocuments();
    const refused = await expectRefusal(
      confirm(mallory, { holdId: second.holdId, appointmentType: 'special', numberPlate: probes[LIMIT - 1] }),
      'resource-exhausted',
      'plate-limit',
    );
    expect(refused.message).toBe(DOMAIN_TEXT.plateLimit(LIMIT, 30));
    expect(refused.message).not.toContain(probes[LIMIT - 1]);
    expect(await everyDocument()).toEqual(before);

    // The refused plate was not counted: it stays refused. A plate she named before is not limited, and a real
    // duplicate of it still gets the spec's message; her own plate books again.
    await expectRefusal(
      confirm(mallory, { holdId: second.holdId, appointmentType: 'special', numberPlate: probes[LIMIT - 1] }),
      'resource-exhausted',
      'plate-limit',
    );
    const duplicate = await expectRefusal(
      confirm(mallory, { holdId: second.holdId, appointmentType: 'special', numberPlate: probes[0] }),
      'failed-precondition',
      'plate-taken',
    );
    expect(duplicate.message).toBe(MESSAGES.booking.plateTaken(probes[0]!, formatDisplayDate(special.date)));
    await expect(
      bookPaidSpecial(mallory, { holdId: second.holdId }, { numberPlate: ' own 123 ' }),
    ).resolves.toMatchObject({ orderId: expect.any(String) });
    expect((await ordersOf(mallory)).map((d) => d.get('numberPlate')).sort()).toEqual(['OWN123', 'OWN123']);
  }, 60_000);

  it("keeps the spec's duplicate message for a customer within the limit, and books a plate free that day", async () => {
    const slot = upcomingSlot('free', 0, 0);
    await strangersCars(slot, ['PDF1234']);
    const alice = await createCustomer();
    const { holdId } = await hold(alice, slot);
    const refused = await expectRefusal(
      confirm(alice, { holdId, numberPlate: 'pdf 1234' }),
      'failed-precondition',
      'plate-taken',
    );
    expect(refused.message).toBe(MESSAGES.booking.plateTaken('PDF1234', formatDisplayDate(slot.date)));
    await expect(confirm(alice, { holdId, numberPlate: 'PDF9999' })).resolves.toMatchObject({
      orderId: expect.any(String),
    });
  });

  it('keeps the usage server-only: the customer cannot read or reset it', async () => {
    const alice = await createCustomer();
    const { holdId } = await hold(alice, upcomingSlot('free'));
    await confirm(alice, { holdId, numberPlate: 'PCA42' });
    expect((await db.doc(`plateUsage/${alice.uid}`).get()).exists).toBe(true);
    const firestore = fs.getFirestore(alice.client.app);
    fs.connectFirestoreEmulator(firestore, HOST, PORTS.firestore);
    const ref = fs.doc(firestore, `plateUsage/${alice.uid}`);
    await expect(fs.getDoc(ref)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(fs.deleteDoc(ref)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await db.doc(`plateUsage/${alice.uid}`).get()).exists).toBe(true);
  });
});

describe("a stranger squatting the owner's plate", () => {
  it('is found by staff at the plate and cancelled by a full admin, audited; the owner then books', async () => {
    const slot = upcomingSlot('free', 0, 0);
    const [owner, squatter] = await Promise.all([createCustomer(), createCustomer()]);
    const squat = await hold(squatter, { ...slot, time: upcomingSlot('free', 1).time });
    const { orderId } = await confirm(squatter, { holdId: squat.holdId, numberPlate: 'PCX777' });

    const { holdId } = await hold(owner, slot);
    await expectRefusal(
      confirm(owner, { holdId, numberPlate: 'PCX777' }),
      'failed-precondition',
      'plate-taken',
    );

    // The Orders tab's search by plate names who booked it.
    const admin = await createStaff();
    const staffDb = fs.getFirestore(admin.client.app);
    fs.connectFirestoreEmulator(staffDb, HOST, PORTS.firestore);
    const found = (await searchOrders(fs, staffDb, 'pcx 777')).items;
    expect(found.map((o) => [o.id, o.userEmail])).toEqual([[orderId, squatter.email]]);

    await expect(
      admin.client.call<AdminOrdersResponse>('adminUpdateOrderStatus', {
        orderIds: [orderId],
        status: 'cancelled',
      }),
    ).resolves.toMatchObject({ done: [orderId] });
    const audit = (await db.collection('auditLog').get()).docs.map((d) => d.data());
    expect(audit).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ status: 'confirmed' }) }),
    ]);

    await expect(confirm(owner, { holdId, numberPlate: 'PCX777' })).resolves.toMatchObject({
      orderId: expect.any(String),
    });
  });

  it('cannot be lifted by a view-only admin', async () => {
    const squatter = await createCustomer();
    const squat = await hold(squatter, upcomingSlot('free'));
    const { orderId } = await confirm(squatter, { holdId: squat.holdId, numberPlate: 'PCX778' });
    const viewer = await createStaff('viewOnly');
    await expectRefusal(
      viewer.client.call('adminUpdateOrderStatus', { orderIds: [orderId], status: 'cancelled' }),
      'permission-denied',
    );
    expect((await db.doc(`orders/${orderId}`).get()).get('status')).toBe('confirmed');
  });
});
