// One account keeping a special seat held all hour without paying (issue 39, harm 5): a special's checkout extends
// its hold for WiPay's session plus 60 s, 3 checkouts a hold, so fresh holds and abandoned checkouts kept a seat
// held 60 minutes an hour. Now every hold and every extension is charged, when granted, to the account's 40 minutes
// of held-seat time per rolling hour (docs/threat-model.md); past it, the hold or the checkout is refused and
// nothing is written. Each attack sits beside the legitimate path it must leave alone.
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { SlotKey } from '../../src/domain/types';
import { slotDocId } from '../../src/contracts/slot-documents';
import { db } from '../../functions/src/data/admin-sdk';
import { CONFIG } from '../../functions/src/config';
import { hashKey } from '../../functions/src/keys/hash-key';
import { createCustomer, type Customer } from '../support/clients.fixtures';
import { hold } from '../support/confirm.fixtures';
import { ordersOf } from '../support/drive-in.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { expectSlotConsistent, upcomingSlot } from '../support/slots.fixtures';
import { bookPaidSpecial, complete, settle, startSpecial } from '../support/wipay.fixtures';

resetBetweenTests();

const MINUTE = 60_000;
const HOLD_MS = 2 * MINUTE;

const seatTimeRef = (uid: string) => db.doc(`rateLimits/seat-time-${hashKey('seat-time', uid)}`);
const checkoutsOf = async (uid: string) =>
  (await db.collection('checkouts').where('userId', '==', uid).get()).size;
const holdsOf = async (uid: string) =>
  (await db.collection('activeBookings').where('userId', '==', uid).get()).docs.map((d) => d.id).sort();

/** Everything a refused hold or checkout must leave as it was: the caller's holds, checkouts, charges, the slot. */
async function writtenFor(uid: string, slot: SlotKey) {
  const id = slotDocId(slot);
  const [holds, checkouts, charges, slotSnap, members] = await Promise.all([
    db.collection('activeBookings').where('userId', '==', uid).get(),
    checkoutsOf(uid),
    seatTimeRef(uid).get(),
    db.doc(`slots/${id}`).get(),
    db.doc(`slotMembers/${id}`).get(),
  ]);
  return {
    holds: holds.docs.map((d) => ({ id: d.id, ...d.data() })),
    checkouts,
    charges: charges.data() ?? null,
    slot: slotSnap.updateTime?.toMillis() ?? null,
    members: members.updateTime?.toMillis() ?? null,
  };
}

/** Lets time pass until the hold has `msLeft` left (its document and its entry among the slot's members). */
async function nearlyOver(holdId: string, msLeft = 10_000): Promise<number> {
  const ref = db.doc(`activeBookings/${holdId}`);
  const end = Date.now() + msLeft;
  await ref.update({ expiresAt: Timestamp.fromMillis(end) });
  const slotId = (await ref.get()).get('slotId') as string;
  const members = db.doc(`slotMembers/${slotId}`);
  if ((await members.get()).exists) await members.update({ [`holds.${holdId}.expiresAt`]: end });
  return end;
}

/** Seeds the account's charges as if it had held seats `minutes` ago for `ms` in total. */
const chargedAlready = (c: Customer, ms: number, minutesAgo = 5) =>
  seatTimeRef(c.uid).set({
    charges: [{ at: Date.now() - minutesAgo * MINUTE, ms }],
    expiresAt: Timestamp.fromMillis(Date.now() + MINUTE * 60),
  });

const outcome = <T>(call: Promise<T>) =>
  call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe('one account cycling holds and abandoned special checkouts', () => {
  it('is stopped at 40 minutes of held-seat time in the hour, and the refused checkout writes nothing', async () => {
    expect(CONFIG.seatTimeMsPerHour).toBe(40 * MINUTE);
    const [mallory, alice] = await Promise.all([createCustomer(), createCustomer()]);
    const slot = upcomingSlot('special', 0);
    let granted = 0;
    let refused: { error: unknown; before: Awaited<ReturnType<typeof writtenFor>> } | null = null;
    // The attack of the issue: a fresh hold, then checkouts started in the hold's last seconds and abandoned.
    for (let cycle = 0; cycle < 6 && !refused; cycle += 1) {
      const { holdId } = await hold(mallory, slot);
      granted += HOLD_MS;
      for (let i = 0; i < 3 && !refused; i += 1) {
        const end = await nearlyOver(holdId);
        const before = await writtenFor(mallory.uid, slot);
        const started = await outcome(startSpecial(mallory, { holdId }));
        if (started.ok) granted += started.value.holdExpiresAt! - end;
        else refused = { error: started.error, before };
      }
    }
    expect(refused).not.toBeNull();
    const error = await expectRefusal(
      Promise.reject(refused!.error),
      'resource-exhausted',
      'seat-time-limit',
    );
    expect(error.message).toMatch(
      /^You have kept time slots held for 40 minutes in the last hour, the most one account may\. Please try again in \d+ minutes?\.$/,
    );
    // Held no longer than the threat model allows, and the budget (not another ceiling) is what stopped it.
    expect(granted).toBeLessThanOrEqual(40 * MINUTE);
    expect(granted).toBeGreaterThan(36 * MINUTE);
    expect(await writtenFor(mallory.uid, slot)).toEqual(refused!.before);

    // A new hold does not get round it either: refused once its 2 minutes no longer fit, nothing written.
    const next = upcomingSlot('special', 1);
    let holdRefused = false;
    for (let i = 0; i < 3 && !holdRefused; i += 1) {
      const before = await writtenFor(mallory.uid, next);
      const held = await outcome(hold(mallory, next));
      if (held.ok) {
        granted += HOLD_MS;
        continue;
      }
      await expectRefusal(Promise.reject(held.error), 'resource-exhausted', 'seat-time-limit');
      expect(await writtenFor(mallory.uid, next)).toEqual(before);
      holdRefused = true;
    }
    expect(holdRefused).toBe(true);
    expect(granted).toBeLessThanOrEqual(40 * MINUTE);
    await expectSlotConsistent(slot);
    await expectSlotConsistent(next);

    // Another customer's budget is untouched: she holds the same slot and pays its fee.
    await expect(bookPaidSpecial(alice, slot)).resolves.toHaveProperty('orderId');
  }, 180_000);
});

describe('the budget of held-seat time', () => {
  it('allows a hold that brings the hour to exactly 40 minutes, and refuses it 1 ms over', async () => {
    const [atLimit, over] = await Promise.all([createCustomer(), createCustomer()]);
    await chargedAlready(atLimit, 38 * MINUTE);
    await chargedAlready(over, 38 * MINUTE + 1);
    await expect(hold(atLimit, upcomingSlot('special', 0))).resolves.toHaveProperty('holdId');
    const slot = upcomingSlot('special', 1);
    const before = await writtenFor(over.uid, slot);
    const error = await expectRefusal(hold(over, slot), 'resource-exhausted', 'seat-time-limit');
    // Its 5-minute-old charge runs out in 55 minutes.
    expect(error.message).toMatch(/Please try again in 55 minutes\.$/);
    expect(await writtenFor(over.uid, slot)).toEqual(before);
    expect(await holdsOf(over.uid)).toEqual([]);
  });

  it('refuses to extend a hold for a checkout past the budget, rather than shorten it: nothing charged', async () => {
    const alice = await createCustomer();
    // 37 minutes, the hold's 2: the checkout's 2 more minutes (to WiPay's session end plus 60 s) do not fit.
    await chargedAlready(alice, 37 * MINUTE);
    const slot = upcomingSlot('special', 0);
    const { holdId, expiresAt } = await hold(alice, slot);
    const before = await writtenFor(alice.uid, slot);
    await expectRefusal(startSpecial(alice, { holdId }), 'resource-exhausted', 'seat-time-limit');
    expect(await writtenFor(alice.uid, slot)).toEqual(before);
    // The hold keeps its own 2 minutes, and WiPay was never asked.
    const stored = (await db.doc(`activeBookings/${holdId}`).get()).get('expiresAt') as Timestamp;
    expect(stored.toMillis()).toBe(expiresAt);
    expect(await checkoutsOf(alice.uid)).toBe(0);
  });

  it('counts only the last hour: time held 61 minutes ago is free again', async () => {
    const alice = await createCustomer();
    await chargedAlready(alice, 40 * MINUTE, 61);
    await expect(bookPaidSpecial(alice, upcomingSlot('special', 0))).resolves.toHaveProperty('orderId');
  });

  it('lets a customer decline once and retry within the budget, then book (the legitimate path)', async () => {
    const alice = await createCustomer();
    const slot = upcomingSlot('special', 0);
    const { holdId } = await hold(alice, slot);
    const first = await startSpecial(alice, { holdId });
    expect(await complete(alice, await settle(first.checkoutId, 'decline'))).toEqual({ status: 'failed' });
    const { orderId } = await bookPaidSpecial(alice, { holdId });
    expect((await ordersOf(alice.uid)).map((o) => o.id)).toEqual([orderId]);
    // Charged: the hold's 2 minutes and what each checkout added, well inside the 40.
    const charges = (await seatTimeRef(alice.uid).get()).get('charges') as { ms: number }[];
    expect(charges.length).toBeGreaterThanOrEqual(2);
    expect(charges.reduce((sum, c) => sum + c.ms, 0)).toBeLessThan(10 * MINUTE);
    await expectSlotConsistent(slot);
  }, 60_000);
});
