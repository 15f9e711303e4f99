// The waitlist under races (issue 44): 20 seats freed at once with 20 customers waiting (each seat offered to exactly
// one, nobody twice, capacity never exceeded), and an offer running out while its customer confirms (one outcome).
import { describe, expect, it } from 'vitest';
import { SLOT_CAPACITY } from '../../src/domain/capacity';
import { slotDocId } from '../../src/contracts/slot-documents';
import type { ConfirmBookingResponse } from '../../src/contracts/booking-api';
import { db } from '../../functions/src/data/admin-sdk';
import { noteOrderChange } from '../../functions/src/data/slots/booking-user';
import { recomputeSlots } from '../../functions/src/data/slots/slot-writes';
import { cleanupExpired } from '../../functions/src/data/slots/cleanup-expired';
import { createCustomer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { expireHold } from '../support/seed.fixtures';
import { actualSlot, expectSlotConsistent, newRequestId, upcomingSlot } from '../support/slots.fixtures';
import {
  entryOf,
  eventually,
  fillSlot,
  join,
  offerOf,
  offeredHold,
  settle,
  settledOutcome,
} from '../support/waitlist.fixtures';

resetBetweenTests();

const seatsTaken = (actual: Awaited<ReturnType<typeof actualSlot>>) =>
  actual.orders.length + Object.keys(actual.holds).length;

/** Cancels orders as a refund or an admin would, all at once, and recounts their slots side by side. */
async function cancelAll(
  orders: { id: string; userId: string }[],
  slots: Parameters<typeof recomputeSlots>[0],
) {
  const batch = db.batch();
  for (const order of orders) {
    batch.update(db.doc(`orders/${order.id}`), { status: 'cancelled' });
    noteOrderChange(batch, order.userId, order.id, null);
  }
  await batch.commit();
  await Promise.all(slots.map((slot) => recomputeSlots([slot])));
}

describe('the waitlist under races', () => {
  it('offers 20 seats freed at once to 20 waiting customers: each seat to one, nobody twice, no slot over', async () => {
    const slots = Array.from({ length: 10 }, (_, index) => upcomingSlot('free', index));
    const orders = (await Promise.all(slots.map((slot) => fillSlot(slot, 2)))).flat();
    const customers = [];
    for (let i = 0; i < 20; i++) customers.push(await createCustomer());
    const entries = [];
    for (const customer of customers) entries.push((await join(customer, slots[0]!, slots[9]!.time)).entryId);

    await cancelAll(orders, slots);
    const holds = await Promise.all(entries.map((id) => offeredHold(id, 90_000)));
    await settle(3_000);

    expect(new Set(holds).size).toBe(20);
    const offers = await db.collection('waitlistOffers').get();
    expect(offers.size).toBe(20);
    expect(new Set(offers.docs.map((d) => d.get('userId'))).size).toBe(20);
    expect(new Set(offers.docs.map((d) => d.get('entryId'))).size).toBe(20);
    for (const slot of slots) {
      const actual = await actualSlot(slot);
      expect(seatsTaken(actual)).toBeLessThanOrEqual(SLOT_CAPACITY.free);
      expect(offers.docs.filter((d) => d.get('slotId') === slotDocId(slot))).toHaveLength(2);
      await expectSlotConsistent(slot);
    }
  }, 150_000);

  it('gives one outcome when an offer runs out while its customer confirms it', async () => {
    const [a, b, c] = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    const slot = upcomingSlot('free', 6);
    const [aOrder] = await fillSlot(slot, 2, [a.uid]);
    const bEntry = (await join(b, slot)).entryId;
    const cEntry = (await join(c, slot)).entryId;
    await cancelAll([{ id: aOrder!.id, userId: a.uid }], [slot]);
    const holdId = await offeredHold(bEntry);

    await expireHold(holdId);
    const [confirmed] = await Promise.allSettled([
      b.client.call<ConfirmBookingResponse>('confirmBooking', {
        holdId,
        requestId: newRequestId(),
        serviceId: 'basic-wash',
        appointmentType: 'free',
      }),
      cleanupExpired(new Date()),
    ]);
    const outcome = await settledOutcome(holdId);
    const bOrders = await db.collection('orders').where('userId', '==', b.uid).get();
    if (confirmed.status === 'fulfilled') {
      // B's confirmation won: the seat is B's order, and nobody else is offered it.
      expect(outcome).toBe('taken');
      expect(bOrders.size).toBe(1);
      await settle();
      expect((await entryOf(cEntry)).status).toBe('waiting');
    } else {
      // The sweep won: B is refused, holds no order, and the seat goes to C.
      expect((confirmed.reason as { code: string }).code).toBe('functions/failed-precondition');
      expect(outcome).toBe('expired');
      expect(bOrders.size).toBe(0);
      const cHold = await offeredHold(cEntry);
      expect((await offerOf(cHold)).slotId).toBe(slotDocId(slot));
    }
    await eventually('the offer settled', async () => (await offerOf(holdId)).outcome !== 'open');
    const actual = await actualSlot(slot);
    expect(seatsTaken(actual)).toBeLessThanOrEqual(SLOT_CAPACITY.free);
    await expectSlotConsistent(slot);
  }, 60_000);
});
