// The bay board against the emulators: the order trigger moves each order's entry through every change the visit
// makes (booked, checked in, washed, missed, cancelled, rebooked to another day, deleted), with the owner's first
// name and no contact details; its body stays right when events arrive twice or out of order (replayed by hand with
// the triggers paused); the rebuild repairs drift. Who may read it is tests/rules/bay-board.test.ts.
import '../../scripts/support/admin-emulator-env';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAY_BOARD_COLLECTION, type BayBoardEntry } from '../../src/contracts/bay-api';
import { db } from '../../functions/src/data/admin-sdk';
import { boardOrderWrite, rebuildBayBoard } from '../../functions/src/data/days/bay-board';
import { setBackgroundTriggers } from '../../scripts/emulator-triggers';
import { BOARD_DAY, boardOrder } from '../support/bay.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';

const A = BOARD_DAY;
const B = '2026-11-25';
const CHECKED_IN = Timestamp.fromDate(new Date('2026-11-24T14:05:00Z'));
const order = boardOrder;
const ref = (id: string) => db.doc(`orders/${id}`);

/** The stored board: day -> order id -> entry. */
async function board(): Promise<Record<string, Record<string, BayBoardEntry>>> {
  const snap = await db.collection(BAY_BOARD_COLLECTION).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.get('entries') as Record<string, BayBoardEntry>]));
}
/** Where each order shows, as `day/state`. */
async function states(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [day, entries] of Object.entries(await board()))
    for (const [id, e] of Object.entries(entries)) out[id] = `${day}/${e.state}`;
  return out;
}
const settlesTo = (expected: Record<string, string>) =>
  expect.poll(states, { timeout: 20_000, interval: 250 }).toEqual(expected);

resetBetweenTests();

describe('the order trigger', () => {
  it('moves the entry through due, arrived, washed; missed; cancelled; another day; deleted', async () => {
    await db
      .doc('users/u1')
      .set({ name: 'Alice Baptiste', email: 'alice@example.com', contact: '+18685550111' });
    await Promise.all([ref('ORDER-1').set(order()), ref('ORDER-2').set(order({ orderCode: '1111' }))]);
    await settlesTo({ 'ORDER-1': `${A}/due`, 'ORDER-2': `${A}/due` });
    const entry = (await board())[A]!['ORDER-1']!;
    expect(entry).toMatchObject({ firstName: 'Alice', numberPlate: 'PDF1234', orderCode: '4821' });
    expect(JSON.stringify(await board())).not.toMatch(/alice@|5550111|Baptiste/);

    await ref('ORDER-1').update({ checkedInAt: CHECKED_IN, checkedInBy: 'attendant' });
    await settlesTo({ 'ORDER-1': `${A}/arrived`, 'ORDER-2': `${A}/due` });

    await ref('ORDER-1').update({ status: 'completed', completedAt: Timestamp.now() });
    await settlesTo({ 'ORDER-1': `${A}/washed`, 'ORDER-2': `${A}/due` });

    await ref('ORDER-2').update({ status: 'cancelled', noShow: true, noShowAt: Timestamp.now() });
    await settlesTo({ 'ORDER-1': `${A}/washed`, 'ORDER-2': `${A}/missed` });

    await ref('ORDER-3').set(order({ status: 'cancelled' }));
    await settlesTo({ 'ORDER-1': `${A}/washed`, 'ORDER-2': `${A}/missed`, 'ORDER-3': `${A}/cancelled` });

    // Rebooked to another day: out of A, onto B.
    await ref('ORDER-3').update({
      status: 'confirmed',
      appointmentDate: B,
      appointmentDateTime: Timestamp.fromDate(new Date('2026-11-25T15:00:00Z')),
      appointmentTime: '11:00 AM',
    });
    await settlesTo({ 'ORDER-1': `${A}/washed`, 'ORDER-2': `${A}/missed`, 'ORDER-3': `${B}/due` });
    expect((await board())[B]!['ORDER-3']).toMatchObject({
      appointmentTime: '11:00 AM',
      appointmentAt: '2026-11-25T15:00:00.000Z',
    });

    await ref('ORDER-3').delete();
    await settlesTo({ 'ORDER-1': `${A}/washed`, 'ORDER-2': `${A}/missed` });
    expect((await db.doc(`${BAY_BOARD_COLLECTION}/${B}`).get()).exists).toBe(false);
  });

  it('lists a drive-in on its purchase day, and a customer without a profile with no name', async () => {
    await ref('ORDER-D').set(order({ userId: 'nobody', serviceType: 'drive-in', numberPlate: null }));
    await settlesTo({ 'ORDER-D': `${A}/due` });
    expect((await board())[A]!['ORDER-D']).toMatchObject({
      firstName: '',
      serviceType: 'drive-in',
      appointmentTime: '',
      appointmentAt: null,
    });
  });
});

describe('the trigger body, events replayed by hand', () => {
  beforeAll(async () => {
    expect(await setBackgroundTriggers(false)).toBe(true);
  });
  afterAll(async () => {
    await setBackgroundTriggers(true);
  });

  it('writes the same board when the same event is delivered twice', async () => {
    const data = order();
    await ref('ORDER-R1').set(data);
    expect(await boardOrderWrite('ORDER-R1', undefined, data)).toBe(1);
    expect(await boardOrderWrite('ORDER-R1', undefined, data)).toBe(0);
    expect(await states()).toEqual({ 'ORDER-R1': `${A}/due` });
  });

  it('ends right when an older event (the move away from A) arrives after a newer one (the check-in on B)', async () => {
    const onA = order();
    const onB = order({ appointmentDate: B });
    const arrivedOnB = order({ appointmentDate: B, checkedInAt: CHECKED_IN });
    await ref('ORDER-R2').set(onA);
    await boardOrderWrite('ORDER-R2', undefined, onA);
    await ref('ORDER-R2').set(arrivedOnB);
    // The newer event first, then the older one: the board shows what the order is now, and A is cleaned.
    await boardOrderWrite('ORDER-R2', onB, arrivedOnB);
    await boardOrderWrite('ORDER-R2', onA, onB);
    expect(await states()).toEqual({ 'ORDER-R2': `${B}/arrived` });
    expect((await db.doc(`${BAY_BOARD_COLLECTION}/${A}`).get()).exists).toBe(false);
  });

  it('removes a deleted order even when its creation event comes last', async () => {
    const data = order();
    await ref('ORDER-R3').set(data);
    await ref('ORDER-R3').delete();
    await boardOrderWrite('ORDER-R3', data, undefined);
    await boardOrderWrite('ORDER-R3', undefined, data);
    expect(await states()).toEqual({});
  });

  it('the rebuild repairs a drifted board: a stale entry, a missing one and a wrong state', async () => {
    await ref('ORDER-B1').set(order({ checkedInAt: CHECKED_IN }));
    await ref('ORDER-B2').set(order({ appointmentDate: B }));
    await db.doc(`${BAY_BOARD_COLLECTION}/${A}`).set({
      date: A,
      entries: {
        'ORDER-B1': { ...(await boardEntryOf('ORDER-B1')), state: 'due' },
        'ORDER-GONE': { ...(await boardEntryOf('ORDER-B1')), orderId: 'ORDER-GONE' },
      },
    });
    expect(await rebuildBayBoard()).toEqual({ orders: 2, days: 2 });
    expect(await states()).toEqual({ 'ORDER-B1': `${A}/arrived`, 'ORDER-B2': `${B}/due` });
  });
});

async function boardEntryOf(id: string): Promise<BayBoardEntry> {
  const data = (await ref(id).get()).data()!;
  const { boardPlacementOf } = await import('../../functions/src/data/days/bay-board-rules');
  return boardPlacementOf(id, data, '')!.entry;
}
