// The reminder job's core (queueDueReminders), run directly with a chosen `now` (the emulator runs no schedules):
// one reminder e-mail per appointment about an hour before, however many runs overlap; none for cancelled,
// completed or traded-away appointments; a rebooked appointment is reminded at its new time.
import '../../scripts/support/admin-emulator-env';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { slotInstant } from '../../src/domain/calendar';
import { reminderId } from '../../src/domain/reminders';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { queueDueReminders } from '../../functions/src/data/mail/due-reminders';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { upcomingSlot } from '../support/slots.fixtures';
import { mailsAbout, qrOf } from '../support/order-mail.fixtures';

resetBetweenTests();

const minutesBefore = (slot: SlotKey, minutes: number) =>
  new Date(slotInstant(slot.date, slot.time).getTime() - minutes * 60_000);
const reminders = async () => (await db.collection('mail').where('kind', '==', 'reminder').get()).docs;

describe('queueDueReminders', () => {
  it('queues each reminder once across two overlapping runs, and once more runs later', async () => {
    const slot = upcomingSlot('free', 2);
    const [a, b] = await Promise.all([
      seedOrder({ userId: 'alice', slot, email: 'alice@example.test' }),
      seedOrder({ userId: 'bob', slot, email: 'bob@example.test' }),
    ]);
    const now = minutesBefore(slot, 55);
    const runs = await Promise.all([queueDueReminders(now), queueDueReminders(now)]);
    expect(runs.reduce((sum, r) => sum + r.queued, 0)).toBe(2);
    expect(runs.reduce((sum, r) => sum + r.skipped, 0)).toBe(2);
    // A retried or later run inside the hour finds them queued.
    expect(await queueDueReminders(minutesBefore(slot, 50))).toEqual({ queued: 0, skipped: 2 });

    const docs = await reminders();
    expect(docs.map((d) => d.id).sort()).toEqual([reminderId(a), reminderId(b)].sort());
    for (const order of [a, b]) {
      const [mail] = await mailsAbout(order.id);
      expect(mail).toMatchObject({ to: order.userEmail, kind: 'reminder' });
      expect(mail!.message.subject).toContain(slot.time);
      // The QR code the account page shows for the order.
      expect(qrOf(mail!)!.text).toBe((await db.doc(`orders/${order.id}`).get()).get('qrData'));
    }
  });

  it('queues nothing before the hour, and nothing once the appointment started', async () => {
    const slot = upcomingSlot('special', 1);
    await seedOrder({ userId: 'alice', slot });
    expect(await queueDueReminders(minutesBefore(slot, 61))).toEqual({ queued: 0, skipped: 0 });
    expect(await queueDueReminders(minutesBefore(slot, 0))).toEqual({ queued: 0, skipped: 0 });
    expect(await reminders()).toHaveLength(0);
  });

  it('never reminds a cancelled, completed or traded-away appointment; the taker is reminded instead', async () => {
    const slot = upcomingSlot('special', 3);
    await seedOrder({ userId: 'carol', slot, status: 'cancelled', email: 'carol@example.test' });
    await seedOrder({ userId: 'dave', slot, status: 'completed', email: 'dave@example.test' });
    // Traded: the order now belongs to the taker (the previous owner's address is gone from it).
    const traded = await seedOrder({
      userId: 'taker',
      slot,
      email: 'taker@example.test',
      extra: { tradedFrom: 'x', tradedAt: Timestamp.fromDate(minutesBefore(slot, 180)) },
    });
    await queueDueReminders(minutesBefore(slot, 30));
    const docs = await reminders();
    expect(docs.map((d) => d.get('to'))).toEqual(['taker@example.test']);
    expect(docs[0]!.id).toBe(reminderId(traded));
  });

  it('reminds a rebooked appointment at its new time', async () => {
    const from = upcomingSlot('free', 0);
    const to = upcomingSlot('free', 6);
    const order = await seedOrder({ userId: 'alice', slot: from, email: 'alice@example.test' });
    expect((await queueDueReminders(minutesBefore(from, 40))).queued).toBe(1);

    await db.doc(`orders/${order.id}`).update({
      appointmentTime: to.time,
      appointmentDateTime: Timestamp.fromDate(slotInstant(to.date, to.time)),
      rebooked: true,
      rebookedAt: Timestamp.fromDate(minutesBefore(from, 30)),
    });
    expect((await queueDueReminders(minutesBefore(to, 45))).queued).toBe(1);
    const ids = (await reminders()).map((d) => d.id).sort();
    expect(ids).toEqual([reminderId(order), reminderId({ ...order, appointmentTime: to.time })].sort());
  });

  it('does not remind an appointment booked within the hour (its confirmation was the reminder)', async () => {
    const slot = upcomingSlot('free', 4);
    await seedOrder({ userId: 'alice', slot, createdAt: minutesBefore(slot, 40) });
    expect(await queueDueReminders(minutesBefore(slot, 35))).toEqual({ queued: 0, skipped: 1 });
  });
});
