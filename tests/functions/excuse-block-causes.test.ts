// Issue 39, harm 4: an excuse lifts only the block it caused. A free-appointment block record keeps each cause with
// its own end ('staff' from adminBlockUser, 'noShow_<orderId>' from the no-show job); adminExcuseNoShow removes its
// miss's cause alone, so a later (or earlier) staff block and another miss's block stay in force; adminUnblockUser
// still lifts everything. Staff blocks go through the real adminBlockUser callable (it used to merge into the miss's
// record and keep its `noShowOrderId`, so the excuse deleted the staff's 60 days). Every attack asserts on the stored
// record and on the customer's next hold, not only on the answer.
import '../../scripts/support/admin-emulator-env';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { slotInstant } from '../../src/domain/calendar';
import { NO_SHOW_BLOCK_DAYS } from '../../src/domain/no-show';
import { ARRIVAL_LATE_MINUTES } from '../../src/contracts/bay-api';
import type { AdminExcuseNoShowResponse } from '../../src/contracts/bay-api';
import type { AdminBlockUserResponse } from '../../src/contracts/admin-api';
import type { AdminUnblockUserResponse } from '../../src/contracts/account-api';
import type { CreateHoldResponse } from '../../src/contracts/booking-api';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { markNoShows } from '../../functions/src/data/orders/no-shows';
import { createCustomer, createStaff, type Customer } from '../support/clients.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { holdRequest, slotDoc, upcomingSlot } from '../support/slots.fixtures';

resetBetweenTests({ auth: true });

const DAY_MS = 86_400_000;
const STAFF_REASON = 'Abusive to the attendant';
/** The instant the no-show job marks an appointment at `slot` missed. */
const windowClosed = (slot: SlotKey) =>
  new Date(slotInstant(slot.date, slot.time).getTime() + ARRIVAL_LATE_MINUTES * 60_000);

const blockDoc = (uid: string) => db.doc(`freeAppointmentBlocks/${uid}`);
const record = async (uid: string) => (await blockDoc(uid).get()).data();
const millis = (value: unknown) => (value as Timestamp).toMillis();
const causeIds = (data: Record<string, unknown> | undefined) =>
  Object.keys((data?.causes as Record<string, unknown> | undefined) ?? {}).sort();
const audits = async (action: string) =>
  (await db.collection('auditLog').where('action', '==', action).get()).docs.map((d) => d.data());

/** A free appointment of `owner` at the `timeIndex`-th time, missed: the no-show job's run at its close. */
async function missFree(owner: Customer, timeIndex: number) {
  const slot = upcomingSlot('free', timeIndex);
  const order = await seedOrder({ userId: owner.uid, slot, email: owner.email });
  const now = windowClosed(slot);
  expect(await markNoShows(now)).toMatchObject({ missed: 1 });
  return { id: order.id, causeId: `noShow_${order.id}`, until: now.getTime() + NO_SHOW_BLOCK_DAYS * DAY_MS };
}

async function staffBlock(admin: Customer, userId: string, days: number, reason = STAFF_REASON) {
  const before = Date.now();
  const answer = await admin.client.call<AdminBlockUserResponse>('adminBlockUser', {
    userId,
    type: 'free',
    days,
    reason,
  });
  const until = millis((await record(userId))!.causes.staff.until);
  expect(until).toBeGreaterThanOrEqual(before + days * DAY_MS);
  expect(until).toBeLessThanOrEqual(Date.now() + days * DAY_MS);
  return { answer, until };
}

const excuse = (admin: Customer, orderId: string) =>
  admin.client.call<AdminExcuseNoShowResponse>('adminExcuseNoShow', { orderId });

const holdFree = (customer: Customer, slot = upcomingSlot('free', 30, 1)) =>
  customer.client.call<CreateHoldResponse>('createHold', holdRequest(slot));

/** The customer is refused a free hold for the block, and no seat was held. */
async function expectRefusedFreeHold(customer: Customer): Promise<void> {
  const slot = upcomingSlot('free', 30, 1);
  const error = await expectRefusal(holdFree(customer, slot), 'failed-precondition', 'not-eligible');
  expect(error.message).toMatch(/^Blocked until /);
  expect((await db.collection('activeBookings').where('userId', '==', customer.uid).get()).size).toBe(0);
  expect((await slotDoc(slot))?.holds ?? {}).toEqual({});
}

async function expectFreeHold(customer: Customer): Promise<void> {
  const { holdId } = await holdFree(customer);
  expect((await db.doc(`activeBookings/${holdId}`).get()).get('userId')).toBe(customer.uid);
}

describe('attack: excusing a miss to erase the staff block that came after it', () => {
  it('leaves a 60-day staff block (given through adminBlockUser after the miss) in force once the miss is excused', async () => {
    const [owner, admin] = await Promise.all([createCustomer(), createStaff('admin')]);
    const miss = await missFree(owner, 3);
    expect(causeIds(await record(owner.uid))).toEqual([miss.causeId]);

    const staff = await staffBlock(admin, owner.uid, 60);
    expect(new Date(staff.answer.blockUntil).getTime()).toBe(staff.until);
    const merged = (await record(owner.uid))!;
    expect(causeIds(merged)).toEqual([miss.causeId, 'staff']);
    expect(merged).toMatchObject({ reason: STAFF_REASON, type: 'free', userId: owner.uid });
    expect(millis(merged.blockUntil)).toBe(staff.until);
    // The marker the old excuse trusted is gone: the record names its causes instead.
    expect(merged.noShowOrderId).toBeUndefined();
    expect(millis(merged.causes[miss.causeId].until)).toBe(miss.until);

    const answer = await excuse(admin, miss.id);
    expect(answer.message).toContain('stay blocked until');

    const after = (await record(owner.uid))!;
    expect(causeIds(after)).toEqual(['staff']);
    expect(after).toMatchObject({ reason: STAFF_REASON });
    expect(millis(after.blockUntil)).toBe(staff.until);
    expect(millis(after.causes.staff.until)).toBe(staff.until);
    await expectRefusedFreeHold(owner);
    expect((await db.doc(`orders/${miss.id}`).get()).get('noShowExcusedBy')).toBe(admin.uid);
    expect(await audits('order.excuse')).toEqual([
      expect.objectContaining({
        actorUid: admin.uid,
        target: `orders/${miss.id}`,
        after: expect.objectContaining({
          liftedCause: miss.causeId,
          blockRemains: true,
          blockLifted: false,
          blockUntil: Timestamp.fromMillis(staff.until),
        }),
      }),
    ]);
  });

  it('leaves the staff block in force when staff blocked first and the miss came after', async () => {
    const [owner, admin] = await Promise.all([createCustomer(), createStaff('admin')]);
    const staff = await staffBlock(admin, owner.uid, 60);
    const miss = await missFree(owner, 4);
    const both = (await record(owner.uid))!;
    // The shorter miss is recorded beside the longer block, which keeps deciding the end and the reason.
    expect(causeIds(both)).toEqual([miss.causeId, 'staff']);
    expect(both).toMatchObject({ reason: STAFF_REASON });
    expect(millis(both.blockUntil)).toBe(staff.until);

    await excuse(admin, miss.id);
    expect(causeIds(await record(owner.uid))).toEqual(['staff']);
    expect(millis((await record(owner.uid))!.blockUntil)).toBe(staff.until);
    await expectRefusedFreeHold(owner);
  });

  it('keeps the miss when staff shorten their own block: a re-block replaces only the staff cause', async () => {
    const [owner, admin] = await Promise.all([createCustomer(), createStaff('admin')]);
    await staffBlock(admin, owner.uid, 60);
    const miss = await missFree(owner, 5);
    const shorter = await staffBlock(admin, owner.uid, 1, 'Shortened');
    const stored = (await record(owner.uid))!;
    expect(causeIds(stored)).toEqual([miss.causeId, 'staff']);
    expect(millis(stored.causes.staff.until)).toBe(shorter.until);
    expect(stored.causes.staff.reason).toBe('Shortened');
    // The miss now ends last: the block's end, its reason, and the callable's answer.
    expect(millis(stored.blockUntil)).toBe(miss.until);
    expect(stored.reason).toContain('Missed a free appointment');
    expect(new Date(shorter.answer.blockUntil).getTime()).toBe(miss.until);
  });
});

describe('controls', () => {
  it('a miss alone, excused: the record is deleted and the customer holds a free seat again', async () => {
    const [owner, admin] = await Promise.all([createCustomer(), createStaff('admin')]);
    const miss = await missFree(owner, 6);
    await expectRefusedFreeHold(owner);

    const answer = await excuse(admin, miss.id);
    expect(answer.message).toContain('block it caused was lifted.');
    expect((await blockDoc(owner.uid).get()).exists).toBe(false);
    await expectFreeHold(owner);
    expect(await audits('order.excuse')).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({
          liftedCause: miss.causeId,
          blockRemains: false,
          blockLifted: true,
          blockUntil: null,
        }),
      }),
    ]);
  });

  it("two misses, one excused: the other miss's block stays, and goes with its own excuse", async () => {
    const [owner, admin] = await Promise.all([createCustomer(), createStaff('admin')]);
    const first = await missFree(owner, 7);
    const second = await missFree(owner, 8);
    expect(second.until).toBeGreaterThan(first.until);
    expect(causeIds(await record(owner.uid))).toEqual([first.causeId, second.causeId].sort());

    await excuse(admin, second.id);
    const left = (await record(owner.uid))!;
    expect(causeIds(left)).toEqual([first.causeId]);
    // The end falls back to the remaining miss's own end, not the longer one just excused.
    expect(millis(left.blockUntil)).toBe(first.until);
    expect(left.causes[first.causeId].orderId).toBe(first.id);
    await expectRefusedFreeHold(owner);

    await excuse(admin, first.id);
    expect((await blockDoc(owner.uid).get()).exists).toBe(false);
    await expectFreeHold(owner);
  });

  it('adminUnblockUser still lifts the whole block: the miss and the staff cause together', async () => {
    const [owner, admin] = await Promise.all([createCustomer(), createStaff('admin')]);
    await missFree(owner, 9);
    await staffBlock(admin, owner.uid, 60);
    await admin.client.call<AdminUnblockUserResponse>('adminUnblockUser', {
      userId: owner.uid,
      type: 'free',
    });
    expect((await blockDoc(owner.uid).get()).exists).toBe(false);
    await expectFreeHold(owner);
  });

  it('a view-only admin cannot excuse: every cause stays', async () => {
    const [owner, admin, viewer] = await Promise.all([
      createCustomer(),
      createStaff('admin'),
      createStaff('viewOnly'),
    ]);
    const miss = await missFree(owner, 10);
    await staffBlock(admin, owner.uid, 60);
    const before = await record(owner.uid);
    await expectRefusal(excuse(viewer, miss.id), 'permission-denied');
    expect(await record(owner.uid)).toEqual(before);
    expect(causeIds(before)).toEqual([miss.causeId, 'staff']);
  });
});

describe('a record written before causes existed', () => {
  /** The record as the code before this change left it: one end, and the marker when a miss wrote it. */
  async function writeOldRecord(
    uid: string,
    fields: { reason: string; until: number; noShowOrderId?: string },
  ) {
    await blockDoc(uid).set({
      userId: uid,
      type: 'free',
      reason: fields.reason,
      blockUntil: Timestamp.fromMillis(fields.until),
      updatedAt: Timestamp.now(),
      ...(fields.noShowOrderId ? { noShowOrderId: fields.noShowOrderId } : {}),
    });
  }

  it("lifts a miss's old record (its marker and the job's reason) when that miss is excused", async () => {
    const [owner, admin] = await Promise.all([createCustomer(), createStaff('admin')]);
    const miss = await missFree(owner, 11);
    await writeOldRecord(owner.uid, {
      reason: `Missed a free appointment (${miss.id})`,
      until: miss.until,
      noShowOrderId: miss.id,
    });
    await expectRefusedFreeHold(owner);
    expect((await excuse(admin, miss.id)).message).toContain('block it caused was lifted.');
    expect((await blockDoc(owner.uid).get()).exists).toBe(false);
    await expectFreeHold(owner);
  });

  it("keeps an old record where staff's block merged over a miss's and kept its marker (the harm already stored)", async () => {
    const [owner, admin] = await Promise.all([createCustomer(), createStaff('admin')]);
    const miss = await missFree(owner, 12);
    const staffUntil = Date.now() + 60 * DAY_MS;
    await writeOldRecord(owner.uid, { reason: STAFF_REASON, until: staffUntil, noShowOrderId: miss.id });
    const before = await record(owner.uid);

    expect((await excuse(admin, miss.id)).message).toContain('caused no block');
    expect(await record(owner.uid)).toEqual(before);
    await expectRefusedFreeHold(owner);
  });

  it('turns an old record into causes when staff block over it, so the excuse then lifts the miss alone', async () => {
    const [owner, admin] = await Promise.all([createCustomer(), createStaff('admin')]);
    const miss = await missFree(owner, 13);
    await writeOldRecord(owner.uid, {
      reason: 'Missed a free appointment',
      until: miss.until,
      noShowOrderId: miss.id,
    });
    const staff = await staffBlock(admin, owner.uid, 60);
    const converted = (await record(owner.uid))!;
    expect(causeIds(converted)).toEqual([miss.causeId, 'staff']);
    expect(converted.noShowOrderId).toBeUndefined();
    expect(millis(converted.causes[miss.causeId].until)).toBe(miss.until);

    await excuse(admin, miss.id);
    expect(causeIds(await record(owner.uid))).toEqual(['staff']);
    expect(millis((await record(owner.uid))!.blockUntil)).toBe(staff.until);
    await expectRefusedFreeHold(owner);
  });
});
