// Trading without end (issue 39, harms 6 and 7). A $0 take needed no reservation and had no limit, and each queued
// two e-mails, an audit entry and a new pass: two accounts made 24 trades and 48 e-mails in 5 seconds. Offering and
// withdrawing an order had no limit either, and each toggle rewrote the public slot every watcher of the day
// receives. Now: each caller tries 5 $0 trades and 6 offers an hour; each order changes hands in $0 trades 3 times
// in 24 hours and is offered 3 times an hour (counted only when it moves or is offered, so nobody else can spend an
// order's budget); a withdrawal is never limited; and the e-mails of an order traded again within 10 minutes are
// held and collapsed. Each attack sits beside the legitimate path, and every refusal is checked to write nothing.
import { describe, expect, it } from 'vitest';
import type { OrderStatusResponse, TransferTradingOrderResponse } from '../../src/contracts/booking-api';
import { slotDocId } from '../../src/contracts/slot-documents';
import { DOMAIN_TEXT } from '../../src/domain/messages';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { releaseHeldMail } from '../../functions/src/data/mail/trade-mail';
import { CONFIG } from '../../functions/src/config';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { mailSettled, mailsAbout, qrOf } from '../support/order-mail.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { expectSlotConsistent, upcomingSlot } from '../support/slots.fixtures';

resetBetweenTests();

const take = (c: Customer, originalOrderId: string) =>
  c.client.call<TransferTradingOrderResponse>('transferTradingOrder', {
    originalOrderId,
    paymentData: { cardholderName: 'Pat Taker' },
  });
const offer = (c: Customer, orderId: string) =>
  c.client.call<OrderStatusResponse>('offerOrderForTrade', { orderId });
const cancel = (c: Customer, orderId: string) =>
  c.client.call<OrderStatusResponse>('cancelTrade', { orderId });

/** A $0 order (a rebooked one) of `owner`, offered for trade unless `status` says otherwise. */
const zeroOrder = (owner: Customer, slot: SlotKey, status: 'trading' | 'confirmed' = 'trading') =>
  seedOrder({
    userId: owner.uid,
    slot,
    status,
    email: owner.email,
    contact: owner.contact,
    extra: { price: 0 },
  });

/** Everything a refused take or offer must leave as it was: the order, its audit, its e-mails, its slot. */
async function writtenAbout(orderId: string, slot: SlotKey) {
  await mailSettled();
  const id = slotDocId(slot);
  const [order, audit, jobs, mail, slotSnap, members, reservations] = await Promise.all([
    db.doc(`orders/${orderId}`).get(),
    db.collection('auditLog').where('target', '==', `orders/${orderId}`).get(),
    db.collection('mailJobs').where('orderId', '==', orderId).get(),
    db.collection('mail').where('orderId', '==', orderId).get(),
    db.doc(`slots/${id}`).get(),
    db.doc(`slotMembers/${id}`).get(),
    db.collection('activeBookings').where('orderId', '==', orderId).get(),
  ]);
  return {
    order: order.data(),
    audit: audit.docs.map((d) => d.id).sort(),
    jobs: jobs.docs.map((d) => d.id).sort(),
    mail: mail.docs.map((d) => d.id).sort(),
    slot: slotSnap.updateTime?.toMillis() ?? null,
    members: members.updateTime?.toMillis() ?? null,
    reservations: reservations.size,
  };
}

/** Who got which e-mail about the order, sorted (e-mails queued together are rendered in no set order). */
const mailsTo = async (orderId: string, except: readonly string[] = []) =>
  (await mailsAbout(orderId))
    .filter((m) => !except.includes(m.id))
    .map((m) => `${m.to} ${m.kind}`)
    .sort();
const mailIds = async (orderId: string) => (await mailsAbout(orderId)).map((m) => m.id);

/** The cleanup job's release of held e-mails, run as if the order had stayed put for the whole window. */
const afterTheWindow = () => releaseHeldMail(new Date(Date.now() + CONFIG.tradeMailCollapseMs + 60_000));

describe('two accounts trading one $0 order back and forth', () => {
  it('moves it 3 times in 24 hours, then refuses the 4th with nothing written; a stranger spends none of it', async () => {
    expect(CONFIG.zeroTradesPerOrderPerDay).toBe(3);
    const [alice, bob, mallory, carol] = await Promise.all([
      createCustomer(),
      createCustomer(),
      createCustomer(),
      createCustomer(),
    ]);
    const slot = upcomingSlot('special', 0);
    const order = await zeroOrder(alice, slot);
    await take(bob, order.id);
    // Takes refused for what they are (not on offer) count nothing against the order.
    for (let i = 0; i < 3; i += 1) {
      await expectRefusal(take(mallory, order.id), 'failed-precondition', 'wrong-status');
    }
    await offer(bob, order.id);
    await take(alice, order.id);
    await offer(alice, order.id);
    await take(bob, order.id);
    await offer(bob, order.id);

    const before = await writtenAbout(order.id, slot);
    const error = await expectRefusal(take(alice, order.id), 'resource-exhausted', 'order-move-limit');
    expect(error.message).toBe(DOMAIN_TEXT.orderMoveLimit(3));
    expect(await writtenAbout(order.id, slot)).toEqual(before);
    expect(before.order).toMatchObject({ userId: bob.uid, status: 'trading' });
    expect(before.audit).toHaveLength(3);
    await expectSlotConsistent(slot);

    // The owner can still take the offer back, and another $0 order still changes hands.
    await expect(cancel(bob, order.id)).resolves.toMatchObject({ status: 'confirmed' });
    const other = await zeroOrder(alice, upcomingSlot('special', 1));
    await expect(take(carol, other.id)).resolves.toMatchObject({ status: 'confirmed' });
  }, 90_000);

  it('sends the e-mails of a burst once it stayed put: 3 instead of 6, the last with the current code', async () => {
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const order = await zeroOrder(alice, upcomingSlot('special', 0));
    await take(bob, order.id);
    await offer(bob, order.id);
    await take(alice, order.id);
    await offer(alice, order.id);
    await take(bob, order.id);
    // The first trade mailed at once; the two within minutes wait, and the second replaced the first's.
    expect(await mailsTo(order.id)).toEqual([`${alice.email} traded-away`, `${bob.email} trade`].sort());
    const held = await db.collection('mailJobs').where('orderId', '==', order.id).get();
    expect(held.docs.filter((d) => d.get('heldUntil')).map((d) => d.get('kind'))).toEqual(['trade']);
    // Nothing is due before the window is over.
    expect(await releaseHeldMail(new Date())).toEqual({ released: 0, superseded: 0 });

    const sent = await mailIds(order.id);
    expect(await afterTheWindow()).toEqual({ released: 1, superseded: 0 });
    // Alice's calendar was cancelled once; Bob's holds the appointment with the code it has now.
    const last = (await mailsAbout(order.id)).filter((m) => !sent.includes(m.id));
    expect(last.map((m) => `${m.to} ${m.kind}`)).toEqual([`${bob.email} trade`]);
    const current = (await db.doc(`orders/${order.id}`).get()).data()!;
    expect(qrOf(last[0]!)!.text).toBe(current.qrData);
    expect(last[0]!.message.text).toContain(current.orderCode);
  }, 60_000);

  it('mails a burst through three hands as the calendars need: the one before it cancelled, the last taker booked', async () => {
    const [alice, bob, carol] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const order = await zeroOrder(alice, upcomingSlot('special', 0));
    await take(bob, order.id);
    await offer(bob, order.id);
    await take(carol, order.id);
    const first = await mailIds(order.id);
    expect(await mailsTo(order.id)).toEqual([`${alice.email} traded-away`, `${bob.email} trade`].sort());
    expect(await afterTheWindow()).toEqual({ released: 2, superseded: 0 });
    expect(await mailsTo(order.id, first)).toEqual(
      [`${bob.email} traded-away`, `${carol.email} trade`].sort(),
    );
  }, 60_000);
});

describe('one account taking $0 trades across many orders', () => {
  it('tries 5 an hour, then is refused before the order is even read; others still take', async () => {
    expect(CONFIG.zeroTradesPerHour).toBe(5);
    const [alice, bob, carol] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const slots = [0, 1, 2].map((i) => upcomingSlot('special', i));
    const orders = await Promise.all(slots.map((slot) => zeroOrder(alice, slot)));
    for (const o of orders) await take(bob, o.id);
    for (const o of orders) await offer(bob, o.id);
    for (const o of orders) await take(alice, o.id);
    for (const o of orders) await offer(alice, o.id);
    await take(bob, orders[0]!.id);
    await take(bob, orders[1]!.id);

    const before = await writtenAbout(orders[2]!.id, slots[2]!);
    const error = await expectRefusal(take(bob, orders[2]!.id), 'resource-exhausted', 'trade-take-limit');
    expect(error.message).toBe(DOMAIN_TEXT.tradeTakeLimit(5));
    expect(await writtenAbout(orders[2]!.id, slots[2]!)).toEqual(before);
    expect(before.order).toMatchObject({ userId: alice.uid, status: 'trading' });

    // Control: another customer takes the very order Bob may no longer take.
    await expect(take(carol, orders[2]!.id)).resolves.toMatchObject({ status: 'confirmed' });
  }, 120_000);
});

describe('offering an order for trade and taking it back, again and again', () => {
  it('offers one order 3 times an hour, always lets the owner withdraw, and refuses the 4th offer writing nothing', async () => {
    expect(CONFIG.tradeOffersPerOrderPerHour).toBe(3);
    const [alice, mallory] = await Promise.all([createCustomer(), createCustomer()]);
    const slot = upcomingSlot('special', 0);
    const order = await seedOrder({ userId: alice.uid, slot, email: alice.email });
    // A stranger's offers are refused and spend nothing of the order's budget.
    for (let i = 0; i < 3; i += 1) await expectRefusal(offer(mallory, order.id), 'permission-denied');
    for (let i = 0; i < 3; i += 1) {
      await expect(offer(alice, order.id)).resolves.toMatchObject({ status: 'trading' });
      // The withdrawal after the last offer allowed still works: the owner is never stuck on the trade list.
      await expect(cancel(alice, order.id)).resolves.toMatchObject({ status: 'confirmed' });
    }

    const before = await writtenAbout(order.id, slot);
    const error = await expectRefusal(offer(alice, order.id), 'resource-exhausted', 'order-offer-limit');
    expect(error.message).toBe(DOMAIN_TEXT.orderOfferLimit(3));
    // Not re-signed, not listed, the public slot and its members record not rewritten.
    expect(await writtenAbout(order.id, slot)).toEqual(before);
    expect(before.order).toMatchObject({ status: 'confirmed' });
    await expectSlotConsistent(slot);

    // Control: her other order is offered.
    const other = await seedOrder({
      userId: alice.uid,
      slot: upcomingSlot('special', 1),
      email: alice.email,
    });
    await expect(offer(alice, other.id)).resolves.toMatchObject({ status: 'trading' });
  }, 60_000);

  it('lets one account offer 6 times an hour across its orders, then refuses before anything is written', async () => {
    expect(CONFIG.tradeOffersPerHour).toBe(6);
    const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
    const slots = [0, 1, 2].map((i) => upcomingSlot('special', i));
    const orders = [];
    for (const slot of slots) orders.push(await seedOrder({ userId: alice.uid, slot, email: alice.email }));
    for (const o of orders.slice(0, 2)) {
      for (let i = 0; i < 3; i += 1) {
        await offer(alice, o.id);
        if (i < 2) await cancel(alice, o.id);
      }
    }
    const before = await writtenAbout(orders[2]!.id, slots[2]!);
    const error = await expectRefusal(offer(alice, orders[2]!.id), 'resource-exhausted', 'trade-offer-limit');
    expect(error.message).toBe(DOMAIN_TEXT.tradeOfferLimit(6));
    expect(await writtenAbout(orders[2]!.id, slots[2]!)).toEqual(before);
    // Her offers on the trade list can still be taken back; another customer still offers his.
    await expect(cancel(alice, orders[1]!.id)).resolves.toMatchObject({ status: 'confirmed' });
    const his = await seedOrder({ userId: bob.uid, slot: upcomingSlot('special', 3), email: bob.email });
    await expect(offer(bob, his.id)).resolves.toMatchObject({ status: 'trading' });
  }, 90_000);
});
