// The waitlist under the load benchmark (issue 44): after the race for one special slot, its losers join the slot's
// waitlist and its winners give their seats up at once; every freed seat must be offered (a 10-minute hold) to
// exactly one waiting customer, nobody twice, before the capacity audit of every slot runs (booking-load.ts).
import { db } from '../../functions/src/data/admin-sdk';
import { slotDocId } from '../../src/contracts/slot-documents';
import type { SlotKey } from '../../src/domain/types';
import { call, warmUpFunctions, type BenchCustomer } from './booking-callables';
import { log, wallClock, type BenchRow } from './bench-stats';

const OFFER_WAIT_MS = 60_000;

/** The customer's open order in the slot (the race's winners booked through the callables). */
async function orderIn(customer: BenchCustomer, slot: SlotKey): Promise<string | null> {
  const snap = await db.collection('orders').where('userId', '==', customer.uid).get();
  const order = snap.docs.find(
    (d) => d.get('appointmentDate') === slot.date && d.get('appointmentTime') === slot.time,
  );
  return order?.id ?? null;
}

async function offersOf(slot: SlotKey) {
  const snap = await db.collection('waitlistOffers').where('date', '==', slot.date).get();
  return snap.docs.filter((d) => d.get('slotId') === slotDocId(slot));
}

export async function waitlistRows(
  slot: SlotKey,
  { losers, winners }: { losers: readonly BenchCustomer[]; winners: readonly BenchCustomer[] },
): Promise<{ rows: BenchRow[]; details: unknown }> {
  const window = {
    date: slot.date,
    location: slot.location,
    appointmentType: slot.type,
    from: slot.time,
    to: slot.time,
  };
  // One after the other: the line's order is the order of joining (and the emulator starts a worker per call).
  await warmUpFunctions(['joinWaitlist', 'giveUpOrder'], 4);
  const joins = [];
  for (const c of losers) joins.push(await call(c.token, 'joinWaitlist', window));
  for (const refused of joins.filter((j) => !j.ok).slice(0, 1))
    log(`waitlist: a join refused ${JSON.stringify(refused)}`);
  const joined = joins.filter((j) => j.ok);
  const orders = await Promise.all(winners.map((c) => orderIn(c, slot)));
  const started = wallClock();
  const gaveUp = (
    await Promise.all(
      winners.map((c, i) => (orders[i] ? call(c.token, 'giveUpOrder', { orderId: orders[i] }) : null)),
    )
  ).filter((g) => g?.ok).length;
  const expected = Math.min(gaveUp, joined.length);
  let offers = await offersOf(slot);
  while (offers.length < expected && wallClock() - started < OFFER_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    offers = await offersOf(slot);
  }
  const ms = Math.round(wallClock() - started);
  const people = new Set(offers.map((d) => d.get('userId'))).size;
  log(
    `waitlist: ${joined.length} joined, ${gaveUp} gave up, ${offers.length} offers to ${people} customers in ${ms} ms`,
  );
  const rows: BenchRow[] = [
    [
      `waitlist: ${gaveUp} seats of the race slot given up at once, ${joined.length} of its losers waiting: offers`,
      `${offers.length} offers to ${people} customers in ${ms} ms`,
      `${expected}, one each`,
      offers.length === expected && people === expected,
    ],
  ];
  return { rows, details: { joined: joined.length, gaveUp, offers: offers.length, people, ms } };
}
