// The no-show job's core (markNoShows), run directly with a chosen `now` (the emulator runs no schedules), and the
// excuse (adminExcuseNoShow) through the client SDK. A missed free appointment is marked once, blocks free
// appointments once and e-mails once, however many runs overlap; a checked-in order, an order still in its window
// and a drive-in are never marked; a missed special appointment blocks nothing. Only a full admin may excuse, and the
// excuse lifts only the block that miss caused (its cause in the block record; staff blocks go through
// adminBlockUser: more in excuse-block-causes.test.ts). Every attack asserts that nothing was written.
import '../../scripts/support/admin-emulator-env';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { slotInstant } from '../../src/domain/calendar';
import { NO_SHOW_BLOCK_DAYS, noShowMailId } from '../../src/domain/no-show';
import { ARRIVAL_LATE_MINUTES } from '../../src/contracts/bay-api';
import type { AdminExcuseNoShowResponse } from '../../src/contracts/bay-api';
import type { AdminBlockUserResponse } from '../../src/contracts/admin-api';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { markNoShows, NO_SHOW_ACTOR } from '../../functions/src/data/orders/no-shows';
import { createCustomer, createStaff, type TestClient } from '../support/clients.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { expectSlotConsistent, slotDoc, upcomingSlot } from '../support/slots.fixtures';

resetBetweenTests({ auth: true });

const DAY_MS = 86_400_000;
const afterStart = (slot: SlotKey, minutes: number) =>
  new Date(slotInstant(slot.date, slot.time).getTime() + minutes * 60_000);
/** The first instant the order counts as missed. */
const windowClosed = (slot: SlotKey) => afterStart(slot, ARRIVAL_LATE_MINUTES);

const order = async (id: string) => (await db.doc(`orders/${id}`).get()).data()!;
const freeBlock = async (uid: string) => (await db.doc(`freeAppointmentBlocks/${uid}`).get()).data();
const noShowMails = async () => (await db.collection('mail').where('kind', '==', 'no-show').get()).docs;
const audits = async (action: string) =>
  (await db.collection('auditLog').where('action', '==', action).get()).docs.map((d) => d.data());
const excuse = (client: TestClient, orderId: string) =>
  client.call<AdminExcuseNoShowResponse>('adminExcuseNoShow', { orderId });
/** The causes of a block record, by id. */
const causeIds = (block: Record<string, unknown> | undefined) =>
  Object.keys((block?.causes as Record<string, unknown> | undefined) ?? {}).sort();
/** A staff block through the real callable, as the Users tab gives it. */
const staffBlock = (admin: TestClient, userId: string, days: number) =>
  admin.call<AdminBlockUserResponse>('adminBlockUser', { userId, type: 'free', days, reason: 'staff' });

describe('markNoShows', () => {
  it('marks a missed free appointment once: one miss, one block, one e-mail, one audit entry; the seat is released', async () => {
    const slot = upcomingSlot('free', 4);
    const missed = await seedOrder({ userId: 'alice', slot, email: 'alice@example.test' });
    const now = windowClosed(slot);

    expect(await markNoShows(now)).toEqual({ missed: 1, blocked: 1, skipped: 0 });

    expect(await order(missed.id)).toMatchObject({ status: 'cancelled', noShow: true });
    expect(((await order(missed.id)).noShowAt as Timestamp).toMillis()).toBe(now.getTime());
    const block = (await freeBlock('alice'))!;
    expect(block).toMatchObject({ userId: 'alice', type: 'free' });
    expect(causeIds(block)).toEqual([`noShow_${missed.id}`]);
    expect(block.causes[`noShow_${missed.id}`]).toMatchObject({ orderId: missed.id, by: NO_SHOW_ACTOR });
    expect((block.blockUntil as Timestamp).toMillis()).toBe(now.getTime() + NO_SHOW_BLOCK_DAYS * DAY_MS);

    const [mail, ...more] = await noShowMails();
    expect(more).toHaveLength(0);
    expect(mail!.id).toBe(noShowMailId(missed.id));
    expect(mail!.data()).toMatchObject({ to: 'alice@example.test', orderId: missed.id });
    const text = mail!.get('message.text') as string;
    expect(text).toContain('marked as missed');
    expect(text).toContain('temporary block from free appointments');
    expect(text).toContain('You can book free appointments again from');

    expect(await audits('order.noShow')).toEqual([
      expect.objectContaining({ actorUid: NO_SHOW_ACTOR, target: `orders/${missed.id}` }),
    ]);
    expect((await slotDoc(slot))?.orders).toBe(0);
    await expectSlotConsistent(slot);
  });

  it('gives one miss, one block and one e-mail across two concurrent runs and a late third', async () => {
    const slot = upcomingSlot('free', 5);
    const missed = await seedOrder({ userId: 'alice', slot, email: 'alice@example.test' });
    const now = windowClosed(slot);

    const runs = await Promise.all([markNoShows(now), markNoShows(new Date(now.getTime() + 1_000))]);
    expect(runs.reduce((n, r) => n + r.missed, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.blocked, 0)).toBe(1);
    const blockAfterTwo = await freeBlock('alice');
    // A run a day late finds nothing to do: the order is no longer open.
    expect(await markNoShows(new Date(now.getTime() + DAY_MS))).toEqual({
      missed: 0,
      blocked: 0,
      skipped: 0,
    });

    expect(await noShowMails()).toHaveLength(1);
    expect(await audits('order.noShow')).toHaveLength(1);
    expect(await freeBlock('alice')).toEqual(blockAfterTwo);
    expect((await order(missed.id)).status).toBe('cancelled');
    await expectSlotConsistent(slot);
  });

  it('never marks a checked-in order, whenever the job runs', async () => {
    const slot = upcomingSlot('free', 6);
    const arrived = await seedOrder({
      userId: 'alice',
      slot,
      extra: { checkedInAt: Timestamp.fromDate(afterStart(slot, 10)), checkedInBy: 'attendant' },
    });
    expect(await markNoShows(afterStart(slot, 6 * 60))).toMatchObject({ missed: 0, blocked: 0 });
    expect(await order(arrived.id)).toMatchObject({ status: 'confirmed' });
    expect((await order(arrived.id)).noShow).toBeUndefined();
    expect(await freeBlock('alice')).toBeUndefined();
    expect(await noShowMails()).toHaveLength(0);
  });

  it('does not mark an order whose window is still open (one millisecond before it closes), and marks it at the close', async () => {
    const slot = upcomingSlot('free', 7);
    const open = await seedOrder({ userId: 'alice', slot });
    expect(await markNoShows(new Date(windowClosed(slot).getTime() - 1))).toEqual({
      missed: 0,
      blocked: 0,
      skipped: 0,
    });
    expect((await order(open.id)).status).toBe('confirmed');
    expect(await markNoShows(windowClosed(slot))).toMatchObject({ missed: 1 });
  });

  it('marks a missed special appointment without a block (its fee is forfeited), and tells the customer', async () => {
    const slot = upcomingSlot('special', 2);
    const missed = await seedOrder({ userId: 'bob', slot, email: 'bob@example.test' });
    expect(await markNoShows(windowClosed(slot))).toEqual({ missed: 1, blocked: 0, skipped: 0 });
    expect(await order(missed.id)).toMatchObject({ status: 'cancelled', noShow: true });
    expect(await freeBlock('bob')).toBeUndefined();
    expect((await db.doc('specialAppointmentBlocks/bob').get()).exists).toBe(false);
    const [mail] = await noShowMails();
    expect(mail!.get('message.text')).toContain('is not refunded');
    await expectSlotConsistent(slot);
  });

  it('keeps a longer block that is already there, and records the miss beside it', async () => {
    const [owner, staff] = await Promise.all([createCustomer(), createStaff('admin')]);
    const slot = upcomingSlot('free', 8);
    const missed = await seedOrder({ userId: owner.uid, slot });
    await staffBlock(staff.client, owner.uid, 30);
    const longer = (await freeBlock(owner.uid))!.blockUntil as Timestamp;
    expect(await markNoShows(windowClosed(slot))).toEqual({ missed: 1, blocked: 0, skipped: 0 });
    const block = (await freeBlock(owner.uid))!;
    expect(block).toMatchObject({ reason: 'staff', blockUntil: longer });
    expect(block.noShowOrderId).toBeUndefined();
    expect(causeIds(block)).toEqual([`noShow_${missed.id}`, 'staff']);
  });

  it('never marks a drive-in order', async () => {
    const slot = upcomingSlot('free', 9);
    const driveIn = await seedOrder({ userId: 'alice', slot, extra: { serviceType: 'drive-in' } });
    expect(await markNoShows(afterStart(slot, 120))).toMatchObject({ missed: 0 });
    expect((await order(driveIn.id)).status).toBe('confirmed');
  });
});

describe('adminExcuseNoShow', () => {
  async function missedFree(timeIndex: number) {
    const owner = await createCustomer();
    const slot = upcomingSlot('free', timeIndex);
    const missed = await seedOrder({ userId: owner.uid, slot, email: owner.email });
    await markNoShows(windowClosed(slot));
    expect(causeIds(await freeBlock(owner.uid))).toEqual([`noShow_${missed.id}`]);
    return { owner, missed };
  }

  it('lets a full admin excuse a miss: the block it caused is lifted, the order remembers who excused it, audited', async () => {
    const { owner, missed } = await missedFree(10);
    const staff = await createStaff('admin');
    const answer = await excuse(staff.client, missed.id);
    expect(answer.message).toContain('block it caused was lifted');
    expect(await freeBlock(owner.uid)).toBeUndefined();
    expect(await order(missed.id)).toMatchObject({
      status: 'cancelled',
      noShow: true,
      noShowExcusedBy: staff.uid,
    });
    expect(await audits('order.excuse')).toEqual([
      expect.objectContaining({ actorUid: staff.uid, target: `orders/${missed.id}` }),
    ]);
    // Twice: nothing more happens.
    expect((await excuse(staff.client, missed.id)).message).toContain('already excused');
    expect(await audits('order.excuse')).toHaveLength(1);
  });

  it('lifts only the block that miss caused: a block staff gave later (through adminBlockUser) stays', async () => {
    const { owner, missed } = await missedFree(11);
    const staff = await createStaff('admin');
    await staffBlock(staff.client, owner.uid, 60);
    const staffUntil = (await freeBlock(owner.uid))!.causes.staff.until as Timestamp;
    expect((await excuse(staff.client, missed.id)).message).toContain('stay blocked until');
    const block = (await freeBlock(owner.uid))!;
    expect(block).toMatchObject({ reason: 'staff', blockUntil: staffUntil });
    expect(causeIds(block)).toEqual(['staff']);
  });

  it('refuses an order that was not missed, and one that does not exist', async () => {
    const staff = await createStaff('admin');
    const kept = await seedOrder({ userId: 'alice', slot: upcomingSlot('free', 12) });
    await expectRefusal(excuse(staff.client, kept.id), 'failed-precondition');
    await expectRefusal(excuse(staff.client, 'ORDER-NOPE'), 'not-found');
    expect((await order(kept.id)).noShowExcusedAt).toBeUndefined();
    expect(await audits('order.excuse')).toHaveLength(0);
  });

  describe('attacks: nothing is written', () => {
    async function expectUntouched(ownerUid: string, orderId: string) {
      expect(causeIds(await freeBlock(ownerUid))).toEqual([`noShow_${orderId}`]);
      expect((await order(orderId)).noShowExcusedAt).toBeUndefined();
      expect(await audits('order.excuse')).toHaveLength(0);
    }

    it('refuses the customer who missed it, excusing their own miss', async () => {
      const { owner, missed } = await missedFree(13);
      await expectRefusal(excuse(owner.client, missed.id), 'permission-denied');
      await expectUntouched(owner.uid, missed.id);
    });

    it('refuses a view-only admin', async () => {
      const { owner, missed } = await missedFree(14);
      const viewer = await createStaff('viewOnly');
      await expectRefusal(excuse(viewer.client, missed.id), 'permission-denied');
      await expectUntouched(owner.uid, missed.id);
    });

    it('refuses a bay attendant', async () => {
      const { owner, missed } = await missedFree(15);
      const attendant = await createCustomer({ claims: { bayAttendant: true } });
      await expectRefusal(excuse(attendant.client, missed.id), 'permission-denied');
      await expectUntouched(owner.uid, missed.id);
    });

    it('refuses a signed-out caller', async () => {
      const { owner, missed } = await missedFree(16);
      const visitor = await createCustomer({ signIn: false });
      await expectRefusal(excuse(visitor.client, missed.id), 'unauthenticated');
      await expectUntouched(owner.uid, missed.id);
    });
  });
});
