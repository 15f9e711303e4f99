// The bay callables under attack, each beside the legitimate call that still works: callers who may not check in
// (a customer with their own code, a view-only admin, a stranger), a bay attendant reaching for admin callables, a
// forged pass, an old picture of a code replayed after a rebook, a trade or a withdrawn trade offer, and a right order
// code typed with a wrong plate. Each refusal asserts that nothing was written.
import { CompactSign, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { serializeQrPayload, parseQrPayload } from '../../src/domain/qr-payload';
import { db } from '../../functions/src/data/admin-sdk';
import { clientFor, createCustomer, createStaff } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder, seedTradingOrder } from '../support/seed.fixtures';
import { slotIn, upcomingSlot } from '../support/slots.fixtures';
import { cancelTrade, rebook } from '../support/order-changes.fixtures';
import { transfer } from '../support/trade.fixtures';
import {
  checkIn,
  complete,
  createAttendant,
  expectBayRefusal,
  inOpenHours,
  qrOf,
  storedOrder,
  writesOf,
} from '../support/bay.fixtures';

resetBetweenTests();

describe('who may check in and complete', () => {
  async function scene() {
    const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
    const order = await seedOrder({ userId: alice.uid, slot: slotIn(0), numberPlate: 'PDF1234' });
    return { alice, bay, order, qr: await qrOf(order.id) };
  }

  const callers = {
    'the customer, with their own code': async (s: Awaited<ReturnType<typeof scene>>) => s.alice,
    'a view-only admin': async () => createStaff('viewOnly'),
  };
  for (const [who, make] of Object.entries(callers)) {
    it(`refuses ${who} (permission-denied) and writes nothing`, async () => {
      const s = await scene();
      const caller = await make(s);
      const before = await writesOf(s.order.id);
      for (const request of [{ qr: s.qr }, { orderCode: s.order.orderCode, numberPlate: 'PDF1234' }]) {
        await expectBayRefusal(checkIn(caller, request), 'permission-denied');
        await expectBayRefusal(complete(caller, request), 'permission-denied');
      }
      await expectBayRefusal(complete(caller, { orderId: s.order.id }), 'permission-denied');
      expect(await writesOf(s.order.id)).toEqual(before);
      expect((await storedOrder(s.order.id)).checkedInAt).toBeUndefined();
    }, 60_000); // the first calls start the bay functions on the emulator
  }

  it('refuses a signed-out caller (unauthenticated) and writes nothing', async () => {
    const s = await scene();
    const stranger = { client: await clientFor() };
    const before = await writesOf(s.order.id);
    await expectBayRefusal(checkIn(stranger, { qr: s.qr }), 'unauthenticated');
    await expectBayRefusal(complete(stranger, { orderId: s.order.id }), 'unauthenticated');
    expect(await writesOf(s.order.id)).toEqual(before);
  });

  it.runIf(inOpenHours())('control: the attendant checks the same order in', async () => {
    const s = await scene();
    expect((await checkIn(s.bay, { qr: s.qr })).outcome).toBe('checked-in');
  });
});

describe('a bay attendant reaching for the admin callables', () => {
  it('is refused a status change, a delete, an unblock, a block, the dashboard and analytics; nothing changes', async () => {
    const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
    const order = await seedOrder({ userId: alice.uid, slot: upcomingSlot('free', 0) });
    await db.doc(`freeAppointmentBlocks/${alice.uid}`).set({
      userId: alice.uid,
      type: 'free',
      blockUntil: new Date(Date.now() + 86_400_000),
      reason: 'Missed a free appointment',
    });
    const before = await writesOf(order.id);
    const calls: [string, unknown][] = [
      ['adminUpdateOrderStatus', { orderIds: [order.id], status: 'completed' }],
      ['adminDeleteOrders', { orderIds: [order.id] }],
      ['adminUnblockUser', { userId: alice.uid, type: 'free' }],
      ['adminBlockUser', { userId: alice.uid, type: 'special', days: 7, reason: 'no' }],
      ['adminDashboard', {}],
      ['adminAnalytics', { topic: 'area', start: order.appointmentDate, end: order.appointmentDate }],
    ];
    for (const [name, data] of calls) {
      await expectBayRefusal(bay.client.call(name, data), 'permission-denied');
    }
    expect(await writesOf(order.id)).toEqual(before);
    expect((await storedOrder(order.id)).status).toBe('confirmed');
    expect((await db.doc(`freeAppointmentBlocks/${alice.uid}`).get()).exists).toBe(true);
    expect((await db.doc(`specialAppointmentBlocks/${alice.uid}`).get()).exists).toBe(false);
  }, 90_000); // six admin functions, each started on its first call
});

describe('forged and replayed passes', () => {
  async function scene(slot = slotIn(0)) {
    const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
    const order = await seedOrder({ userId: alice.uid, slot });
    return { alice, bay, order, qr: await qrOf(order.id) };
  }

  it('refuses a pass whose signature was altered, one signed with another key and one without a pass', async () => {
    const { bay, order, qr } = await scene();
    const payload = parseQrPayload(qr);
    const [header, body, signature] = payload.pass!.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const ownKey = await new CompactSign(new TextEncoder().encode(JSON.stringify({ o: order.id, v: 1 })))
      .setProtectedHeader({ alg: 'EdDSA' })
      .sign(privateKey);
    const hmac = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${body}.${signature}`;
    const before = await writesOf(order.id);
    for (const pass of [`${header}.${body}.${flipped}`, ownKey, hmac, undefined]) {
      const forged = serializeQrPayload(payload.orderData, pass);
      const message = await expectBayRefusal(
        checkIn(bay, { qr: forged }),
        'invalid-argument',
        'invalid-pass',
      );
      expect(message).toBe('This is not a valid pass: ask the customer to open the code in their account.');
      await expectBayRefusal(complete(bay, { qr: forged }), 'invalid-argument', 'invalid-pass');
    }
    await expectBayRefusal(checkIn(bay, { qr: 'not a code' }), 'invalid-argument', 'invalid-pass');
    expect(await writesOf(order.id)).toEqual(before);
  });

  it('refuses a valid pass glued onto another order (the pass names its own order)', async () => {
    const a = await scene();
    const b = await seedOrder({ userId: a.alice.uid, slot: slotIn(0) });
    const glued = serializeQrPayload(parseQrPayload(await qrOf(b.id)).orderData, parseQrPayload(a.qr).pass);
    const before = await writesOf(b.id);
    await expectBayRefusal(checkIn(a.bay, { qr: glued }), 'invalid-argument', 'invalid-pass');
    expect(await writesOf(b.id)).toEqual(before);
  });

  it('refuses the picture of a code taken before a rebook as replaced; the new code is valid', async () => {
    const { alice, bay, order, qr } = await scene(upcomingSlot('free', 0));
    await rebook(alice, order.id, upcomingSlot('free', 4, 1));
    const current = await qrOf(order.id);
    expect(current).not.toBe(qr);
    expect((await storedOrder(order.id)).passVersion).toBe(2);
    const before = await writesOf(order.id);
    const message = await expectBayRefusal(checkIn(bay, { qr }), 'failed-precondition', 'replaced');
    expect(message).toBe(
      'This code was replaced by a newer one after a rebook or trade: ask the customer for the current code.',
    );
    expect(await writesOf(order.id)).toEqual(before);
    // The current code passes the pass check (and is then refused only for its day).
    await expectBayRefusal(checkIn(bay, { qr: current }), 'failed-precondition', 'other-day');
  });

  it("refuses the previous owner's code after a trade as traded away, and after a withdrawn offer as replaced", async () => {
    const [alice, bob, bay] = await Promise.all([createCustomer(), createCustomer(), createAttendant()]);
    const traded = await seedTradingOrder(alice.uid, 0);
    const alicesCode = await qrOf(traded.id);
    await transfer(bob, traded.id);
    expect(await storedOrder(traded.id)).toMatchObject({ userId: bob.uid, passVersion: 2 });
    const before = await writesOf(traded.id);
    expect(
      await expectBayRefusal(checkIn(bay, { qr: alicesCode }), 'failed-precondition', 'traded-away'),
    ).toBe('This appointment was traded to another customer, so this code is no longer valid.');
    await expectBayRefusal(complete(bay, { qr: alicesCode }), 'failed-precondition', 'traded-away');
    expect(await writesOf(traded.id)).toEqual(before);

    const withdrawn = await seedTradingOrder(alice.uid, 1);
    const offeredCode = await qrOf(withdrawn.id);
    await cancelTrade(alice, withdrawn.id);
    expect((await storedOrder(withdrawn.id)).passVersion).toBe(2);
    await expectBayRefusal(checkIn(bay, { qr: offeredCode }), 'failed-precondition', 'replaced');
  });
});

describe('typed entry', () => {
  it('answers a right code with a wrong plate exactly like an unknown code, and writes nothing', async () => {
    const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
    const order = await seedOrder({ userId: alice.uid, slot: slotIn(0), numberPlate: 'PDF1234' });
    const before = await writesOf(order.id);
    const wrongPlate = await expectBayRefusal(
      checkIn(bay, { orderCode: order.orderCode, numberPlate: 'PDF1235' }),
      'not-found',
      'not-found',
    );
    const otherCode = order.orderCode === '9999' ? '1000' : String(Number(order.orderCode) + 1);
    const unknown = await expectBayRefusal(
      checkIn(bay, { orderCode: otherCode, numberPlate: 'PDF1234' }),
      'not-found',
      'not-found',
    );
    expect(wrongPlate).toBe('No appointment today has that order code and number plate.');
    expect(unknown).toBe(wrongPlate);
    await expectBayRefusal(complete(bay, { orderCode: order.orderCode, numberPlate: 'XYZ' }), 'not-found');
    expect(await writesOf(order.id)).toEqual(before);
  });
});
