// The slot transaction's concurrency control, called directly (functions/src/data/slots/slot-transaction.ts): a slot
// document is written on condition that it is still the version read, so a writer that got there first makes the
// transaction run again on what it wrote, and racers for one slot never take more seats than it has.
import { describe, expect, it, vi } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { SLOT_CAPACITY } from '../../src/domain/capacity';
import { createHold } from '../../functions/src/data/slots/slot-holds';
import { db } from '../../functions/src/data/admin-sdk';
import { coalesceReads, runBookingTransaction } from '../../functions/src/data/slots/booking-transaction';
import { readSlot } from '../../functions/src/data/slots/slot-transaction';
import { recomputeSlots, requireSeat, writeSlot } from '../../functions/src/data/slots/slot-writes';
import { slotDocId } from '../../src/contracts/slot-documents';
import { createCustomer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import {
  actualSlot,
  expectSlotConsistent,
  holdRequest,
  slotDoc,
  upcomingSlot,
} from '../support/slots.fixtures';

resetBetweenTests();

/** One transaction that reads `slot` and rewrites it; `meanwhile` runs between the read and the commit. */
async function rewriteSlot(
  slot: ReturnType<typeof upcomingSlot>,
  meanwhile: (attempt: number) => Promise<void>,
) {
  let attempts = 0;
  const orders = await runBookingTransaction(async (tx) => {
    attempts += 1;
    const state = await readSlot(tx, slot, new Date());
    await meanwhile(attempts);
    writeSlot(tx, state, new Date());
    return state.orders.size;
  });
  return { attempts, orders };
}

/** A free slot both of whose seats are taken by other customers' orders (answered in booking order). */
async function fullFreeSlot(timeIndex: number) {
  const slot = upcomingSlot('free', timeIndex);
  const orders = [await seedOrder({ userId: 'someone', slot }), await seedOrder({ userId: 'another', slot })];
  return { slot, orders };
}

describe('the slot transaction (optimistic on the slot document)', () => {
  it('runs again when another writer rewrote the slot after it was read, and decides on what that writer wrote', async () => {
    const slot = upcomingSlot('free', 3);
    await recomputeSlots([slot]);
    const { attempts, orders } = await rewriteSlot(slot, async (attempt) => {
      if (attempt > 1) return;
      // A booking of another customer commits between this transaction's read and its commit.
      await seedOrder({ userId: 'someone-else', slot }); // writes the order and rewrites the slot document
    });
    expect(attempts).toBe(2);
    expect(orders).toBe(1);
    expect((await slotDoc(slot))!.orders).toBe(1);
    await expectSlotConsistent(slot);
  });

  it('runs again when another writer created the slot document first', async () => {
    const slot = upcomingSlot('free', 4);
    expect(await slotDoc(slot)).toBeUndefined();
    const { attempts, orders } = await rewriteSlot(slot, async (attempt) => {
      if (attempt > 1) return;
      await seedOrder({ userId: 'someone-else', slot }); // writes the order and rewrites the slot document
    });
    expect(attempts).toBe(2);
    expect(orders).toBe(1);
    await expectSlotConsistent(slot);
  });

  it('commits once when nobody else wrote the slot', async () => {
    const slot = upcomingSlot('free', 5);
    const { attempts } = await rewriteSlot(slot, async () => undefined);
    expect(attempts).toBe(1);
    expect((await slotDoc(slot))!.orders).toBe(0);
  });

  it('runs a refusal again when the slot changed after it was read, and books the seat that was freed', async () => {
    const {
      slot,
      orders: [first],
    } = await fullFreeSlot(6);
    let attempts = 0;
    await runBookingTransaction(async (tx) => {
      attempts += 1;
      const state = await readSlot(tx, slot, new Date());
      if (attempts === 1) {
        // The first order is cancelled (its slot rewritten) after this read: the slot read full is no longer full.
        await db.doc(`orders/${first!.id}`).update({ status: 'cancelled' });
        await recomputeSlots([slot]);
      }
      requireSeat(state, 'me', new Date());
      writeSlot(tx, state, new Date());
    });
    expect(attempts).toBe(2);
  });

  it('keeps a refusal when the slot is still the version it was decided on', async () => {
    const { slot } = await fullFreeSlot(7);
    let attempts = 0;
    await expect(
      runBookingTransaction(async (tx) => {
        attempts += 1;
        requireSeat(await readSlot(tx, slot, new Date()), 'me', new Date());
      }),
    ).rejects.toMatchObject({ details: { reason: 'slot-full' } });
    expect(attempts).toBe(1);
  });

  it('answers the refusal at once when the slot changed after it was read but still has no seat', async () => {
    const { slot } = await fullFreeSlot(8);
    let attempts = 0;
    await expect(
      runBookingTransaction(async (tx) => {
        attempts += 1;
        const state = await readSlot(tx, slot, new Date());
        await recomputeSlots([slot]); // another writer rewrites the slot after every read
        requireSeat(state, 'me', new Date());
      }),
    ).rejects.toMatchObject({ code: 'failed-precondition', details: { reason: 'slot-full' } });
    expect(attempts).toBe(1);
  });

  it('runs a refusal decided on queries again whenever a writer committed since (they may have seen it half)', async () => {
    const { slot } = await fullFreeSlot(9);
    await db.doc(`slotMembers/${slotDocId(slot)}`).delete();
    let attempts = 0;
    await expect(
      runBookingTransaction(async (tx) => {
        attempts += 1;
        const state = await readSlot(tx, slot, new Date());
        // The first attempt queried (no members document), and a writer commits after it: it runs again, on the
        // members document that writer left, which is still full and unchanged, so the second answers the refusal.
        if (attempts === 1) await recomputeSlots([slot]);
        requireSeat(state, 'me', new Date());
      }),
    ).rejects.toMatchObject({ code: 'failed-precondition', details: { reason: 'slot-full' } });
    expect(attempts).toBe(2);
  });

  it('never runs a refusal again', async () => {
    let attempts = 0;
    await expect(
      runBookingTransaction(async () => {
        attempts += 1;
        throw new HttpsError('failed-precondition', 'refused');
      }),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    expect(attempts).toBe(1);
  });

  it('12 customers racing for one special slot: exactly its seats are held, every other one is told slot-full', async () => {
    const slot = upcomingSlot('special', 1);
    const racers = await Promise.all(Array.from({ length: 12 }, () => createCustomer({ signIn: false })));
    const outcomes = await Promise.all(
      racers.map((c) =>
        createHold(c.uid, holdRequest(slot), new Date()).then(
          () => 'held',
          (error: { details?: { reason?: string } }) => error.details?.reason ?? String(error),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(SLOT_CAPACITY.special);
    expect(outcomes.filter((o) => o !== 'held')).toEqual(Array(12 - SLOT_CAPACITY.special).fill('slot-full'));
    expect((await actualSlot(slot)).holds).toEqual((await slotDoc(slot))!.holds);
    expect(Object.keys((await slotDoc(slot))!.holds as object)).toHaveLength(SLOT_CAPACITY.special);
    await expectSlotConsistent(slot);
  });
});

describe("coalesceReads (the booking transaction's document reads)", () => {
  it('sends the reads of one turn as one getAll, each document once, and answers every caller its own', async () => {
    await db.doc('benchBaseline/a').set({ n: 1 });
    await db.doc('benchBaseline/b').set({ n: 2 });
    const answers = await db.runTransaction(async (tx) => {
      const getAll = vi.spyOn(tx, 'getAll');
      const reads = coalesceReads(tx);
      const first = await Promise.all([
        reads.get(db.doc('benchBaseline/a')),
        reads.get(db.doc('benchBaseline/b')),
        reads.get(db.doc('benchBaseline/a')),
        reads.get(db.doc('benchBaseline/missing')),
      ]);
      const second = await reads.get(db.doc('benchBaseline/b'));
      expect(getAll).toHaveBeenCalledTimes(2);
      expect(getAll.mock.calls[0]!.map((ref) => (ref as { path: string }).path)).toEqual([
        'benchBaseline/a',
        'benchBaseline/b',
        'benchBaseline/missing',
      ]);
      reads.set(db.doc('benchBaseline/c'), { n: 3 });
      return [...first, second].map((snap) => (snap.exists ? snap.get('n') : null));
    });
    expect(answers).toEqual([1, 2, 1, null, 2]);
    expect((await db.doc('benchBaseline/c').get()).get('n')).toBe(3);
  });
});
