// checkInOrder and completeOrder on the legitimate paths (attacks: bay-attacks.test.ts): a scanned pass or a typed
// order code + plate checks the car in once, completion marks it washed, and each refusal of the day and the window
// answers with its sentence and writes nothing. Times are placed relative to the real now in business time (the
// server's clock decides); the window cases need business hours (inOpenHours) and are skipped near midnight.
import { describe, expect, it } from 'vitest';
import { businessMinutesOfDay, formatDisplayDate, formatTime12 } from '../../src/domain/calendar';
import { ARRIVAL_EARLY_MINUTES } from '../../src/contracts/bay-api';
import { BAY_TEXT } from '../../src/domain/bay';
import { db } from '../../functions/src/data/admin-sdk';
import { createCustomer, createStaff } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { expectSlotConsistent, slotIn, upcomingSlot } from '../support/slots.fixtures';
import { seedDriveInAt } from '../support/drive-in.fixtures';
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

const clock = (at: Date) => formatTime12(businessMinutesOfDay(at));

describe.runIf(inOpenHours())('checking a car in and marking it washed', () => {
  it('checks a scanned pass in once: a second scan answers when, and writes nothing', async () => {
    const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
    const order = await seedOrder({ userId: alice.uid, slot: slotIn(-5), numberPlate: 'PDF1234' });
    const qr = await qrOf(order.id);

    const first = await checkIn(bay, { qr });
    expect(first).toMatchObject({
      outcome: 'checked-in',
      message: 'Checked in.',
      order: {
        orderId: order.id,
        orderCode: order.orderCode,
        firstName: 'Test',
        serviceName: order.serviceName,
        numberPlate: 'PDF1234',
        appointmentDate: order.appointmentDate,
        appointmentTime: order.appointmentTime,
        completedAt: null,
      },
    });
    // The attendant sees no contact details.
    expect(Object.keys(first.order)).not.toEqual(expect.arrayContaining(['userEmail']));
    expect(JSON.stringify(first)).not.toContain(alice.email);
    expect(JSON.stringify(first)).not.toContain(alice.contact);
    const stored = await storedOrder(order.id);
    expect(stored.checkedInBy).toBe(bay.uid);
    expect(stored.checkedInAt.toDate().toISOString()).toBe(first.order.checkedInAt);
    const audit = await db.collection('auditLog').where('action', '==', 'order.checkIn').get();
    expect(audit.docs.map((d) => d.data())).toMatchObject([
      { actorUid: bay.uid, target: `orders/${order.id}` },
    ]);

    const before = await writesOf(order.id);
    const second = await checkIn(bay, { qr });
    expect(second.outcome).toBe('already-checked-in');
    expect(second.message).toBe(`Already checked in at ${clock(stored.checkedInAt.toDate())}.`);
    expect(await writesOf(order.id)).toEqual(before);
  }, 60_000); // the first calls start the bay functions on the emulator

  it('checks in once when two attendants scan the same code at the same moment', async () => {
    const [alice, bay, admin] = await Promise.all([
      createCustomer(),
      createAttendant(),
      createStaff('admin'),
    ]);
    const order = await seedOrder({ userId: alice.uid, slot: slotIn(-5) });
    const qr = await qrOf(order.id);
    const answers = await Promise.all([checkIn(bay, { qr }), checkIn(admin, { qr })]);
    expect(answers.map((a) => a.outcome).sort()).toEqual(['already-checked-in', 'checked-in']);
    const audit = await db.collection('auditLog').where('action', '==', 'order.checkIn').get();
    expect(audit.size).toBe(1);
    const winner = answers.find((a) => a.outcome === 'checked-in')!;
    expect((await storedOrder(order.id)).checkedInAt.toDate().toISOString()).toBe(winner.order.checkedInAt);
  }, 60_000);

  it('marks a checked-in car washed: completed, its seat freed, audited; a second time answers so', async () => {
    const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
    const slot = slotIn(-5);
    const order = await seedOrder({ userId: alice.uid, slot });
    const qr = await qrOf(order.id);
    await checkIn(bay, { qr });

    const done = await complete(bay, { qr });
    expect(done).toMatchObject({ outcome: 'completed', message: BAY_TEXT.completed });
    const stored = await storedOrder(order.id);
    expect(stored).toMatchObject({ status: 'completed', completedBy: bay.uid });
    expect(stored.completedAt.toDate().toISOString()).toBe(done.order.completedAt);
    await expectSlotConsistent(slot);
    const audit = await db.collection('auditLog').where('action', '==', 'order.complete').get();
    expect(audit.docs.map((d) => d.data())).toMatchObject([
      { actorUid: bay.uid, before: { status: 'confirmed' }, after: { status: 'completed' } },
    ]);

    const before = await writesOf(order.id);
    const again = await complete(bay, { orderId: order.id });
    expect(again.outcome).toBe('already-completed');
    expect(again.message).toBe(`Already completed at ${clock(stored.completedAt.toDate())}.`);
    expect((await checkIn(bay, { qr })).outcome).toBe('already-completed');
    expect(await writesOf(order.id)).toEqual(before);
  });

  it('completes by order id from the bay board, and refuses a car that was not checked in', async () => {
    const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
    const order = await seedOrder({ userId: alice.uid, slot: slotIn(-5) });
    const before = await writesOf(order.id);
    const message = await expectBayRefusal(
      complete(bay, { orderId: order.id }),
      'failed-precondition',
      'not-checked-in',
    );
    expect(message).toBe(BAY_TEXT['not-checked-in']);
    expect(await writesOf(order.id)).toEqual(before);
    await checkIn(bay, { qr: await qrOf(order.id) });
    expect((await complete(bay, { orderId: order.id })).outcome).toBe('completed');
  });

  it('checks a car in by order code and plate typed by hand, the plate written any way', async () => {
    const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
    const order = await seedOrder({ userId: alice.uid, slot: slotIn(5), numberPlate: 'PDF1234' });
    const answer = await checkIn(bay, { orderCode: order.orderCode, numberPlate: ' pdf 1234 ' });
    expect(answer).toMatchObject({ outcome: 'checked-in', order: { orderId: order.id } });
  });

  it('lets a full admin check in too', async () => {
    const [alice, admin] = await Promise.all([createCustomer(), createStaff('admin')]);
    const order = await seedOrder({ userId: alice.uid, slot: slotIn(0) });
    expect((await checkIn(admin, { qr: await qrOf(order.id) })).outcome).toBe('checked-in');
  });

  it('checks a drive-in order in at any time of its purchase day', async () => {
    const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
    const orderId = await seedDriveInAt(alice.uid, slotIn(-80));
    const answer = await checkIn(bay, { qr: await qrOf(orderId) });
    expect(answer).toMatchObject({
      outcome: 'checked-in',
      order: { serviceType: 'drive-in', appointmentTime: '' },
    });
  });
});

describe.runIf(inOpenHours())(
  'refusals of the day, the window and the status, each with its sentence',
  () => {
    async function refusedScan(slotMinutes: number | null, status?: 'cancelled') {
      const [alice, bay] = await Promise.all([createCustomer(), createAttendant()]);
      const slot = slotMinutes === null ? upcomingSlot('free', 3) : slotIn(slotMinutes);
      const order = await seedOrder({ userId: alice.uid, slot, status });
      return { bay, order, qr: await qrOf(order.id), before: await writesOf(order.id) };
    }

    it('too early: says when to come back', async () => {
      const { bay, order, qr, before } = await refusedScan(ARRIVAL_EARLY_MINUTES + 15);
      const opens = new Date(order.appointmentDateTime.getTime() - ARRIVAL_EARLY_MINUTES * 60_000);
      const message = await expectBayRefusal(checkIn(bay, { qr }), 'failed-precondition', 'too-early');
      expect(message).toBe(`Too early: come back at ${clock(opens)}.`);
      expect(await writesOf(order.id)).toEqual(before);
    });

    it('another day: names the day', async () => {
      const { bay, order, qr, before } = await refusedScan(null);
      const message = await expectBayRefusal(checkIn(bay, { qr }), 'failed-precondition', 'other-day');
      expect(message).toBe(`This appointment is on ${formatDisplayDate(order.appointmentDate)}, not today.`);
      expect(await writesOf(order.id)).toEqual(before);
    });

    it('window closed: more than 45 minutes late', async () => {
      const { bay, order, qr, before } = await refusedScan(-50);
      const message = await expectBayRefusal(checkIn(bay, { qr }), 'failed-precondition', 'window-closed');
      expect(message).toBe(BAY_TEXT['window-closed']);
      expect(await writesOf(order.id)).toEqual(before);
    });

    it('cancelled: refused at check-in and at completion', async () => {
      const { bay, order, qr, before } = await refusedScan(0, 'cancelled');
      expect(await expectBayRefusal(checkIn(bay, { qr }), 'failed-precondition', 'cancelled')).toBe(
        'This appointment was cancelled.',
      );
      await expectBayRefusal(complete(bay, { qr }), 'failed-precondition', 'cancelled');
      expect(await writesOf(order.id)).toEqual(before);
    });
  },
);
