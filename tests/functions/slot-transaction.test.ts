// The slot transaction's concurrency control, called directly (functions/src/data/slot-transaction.ts): a slot
// document is written on condition that it is still the version read, so a writer that got there first makes the
// transaction run again on what it wrote, and racers for one slot never take more seats than it has.
import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { SLOT_CAPACITY } from '../../src/domain/capacity';
import { createHold } from '../../functions/src/data/holds';
import {
  readSlot,
  recomputeSlots,
  runBookingTransaction,
  writeSlot,
} from '../../functions/src/data/slot-transaction';
import { createCustomer } from '../support/clients';
import { resetBetweenTests } from '../support/reset';
import { seedOrder } from '../support/seed';
import { actualSlot, expectSlotConsistent, holdRequest, slotDoc, upcomingSlot } from '../support/slots';

resetBetweenTests();

/** One transaction that reads `slot` and rewrites it; `meanwhile` runs between the read and the commit. */
async function rewriteSlot(
  slot: ReturnType<typeof upcomingSlot>,
  meanwhile: (attempt: number) => Promise<void>,
) {
  let attempts = 0;
  const orders = await runBookingTransaction(async (tx) => {
    attempts += 1;
    const state = await readSlot(slot, new Date());
    await meanwhile(attempts);
    writeSlot(tx, state, new Date());
    return state.orders.size;
  });
  return { attempts, orders };
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
