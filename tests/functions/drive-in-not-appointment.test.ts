// A drive-in order is no appointment: no slot seat, no free cadence, no open-appointment limit, no trade, rebook
// or give-up.
import { describe, expect, it } from 'vitest';
import type { SlotKey } from '../../src/domain/types';
import type { EligibilityResponse } from '../../src/contracts/account-api';
import { slotDocId } from '../../src/contracts/slot-documents';
import { db } from '../../functions/src/data/admin-sdk';
import { recomputeSlots } from '../../functions/src/data/slots/slot-writes';
import { createCustomer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { holdRequest, slotDoc, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { buy, ordersOf, book, seedDriveInAt } from '../support/drive-in.fixtures';
import { bookPaidSpecial } from '../support/wipay.fixtures';

resetBetweenTests();

describe('a drive-in order is no appointment', () => {
  it('does not occupy a seat of the slot its date, time and type match', async () => {
    const [alice, bob, carol, dave] = await Promise.all([
      createCustomer(),
      createCustomer(),
      createCustomer(),
      createCustomer(),
    ]);
    const slot = upcomingSlot('free', 5);
    await seedDriveInAt(alice.uid, slot);
    await seedDriveInAt(alice.uid, slot);
    const driveIns = await db.collection('orders').where('appointmentTime', '==', slot.time).get();
    expect(driveIns.docs.map((d) => d.get('appointmentDate'))).toEqual([slot.date, slot.date]);
    await recomputeSlots([slot]);
    expect(await slotDoc(slot)).toMatchObject({ orders: 0 });

    // Both seats (capacity 2) are still there; the third customer finds the slot full.
    await book(bob, slot);
    await book(carol, slot);
    expect(await slotDoc(slot)).toMatchObject({ orders: 2 });
    await expectRefusal(
      dave.client.call('createHold', holdRequest(slot)),
      'failed-precondition',
      'slot-full',
    );
  });

  it('writes no slot document when purchased', async () => {
    const alice = await createCustomer();
    const { orderId } = await buy(alice);
    const order = (await db.doc(`orders/${orderId}`).get()).data()!;
    const key: SlotKey = {
      date: order.appointmentDate,
      time: order.appointmentTime,
      type: 'free',
      location: order.location,
    };
    expect((await db.doc(`slots/${slotDocId(key)}`).get()).exists).toBe(false);
    expect((await db.collection('slots').get()).size).toBe(0);
  });

  it('does not start the free-appointment cadence', async () => {
    const alice = await createCustomer();
    await buy(alice);
    const eligibility = await alice.client.call<EligibilityResponse>('checkFreeAppointmentEligibility', {
      userId: alice.uid,
    });
    expect(eligibility).toMatchObject({ canBook: true, details: 'Eligible' });
    await book(alice, upcomingSlot('free', 2));
  });

  it('does not count toward the maximum of 3 open appointments', async () => {
    const alice = await createCustomer();
    await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 0) });
    await seedOrder({ userId: alice.uid, slot: upcomingSlot('special', 1) });
    await buy(alice);
    await buy(alice);
    await bookPaidSpecial(alice, upcomingSlot('special', 2));
    expect(await ordersOf(alice.uid)).toHaveLength(5);
    // The limit itself still holds for appointments.
    await expectRefusal(
      book(alice, upcomingSlot('special', 3)),
      'resource-exhausted',
      'max-open-appointments',
    );
  });

  it('cannot be offered for trade, rebooked or given up', async () => {
    const alice = await createCustomer();
    const { orderId } = await buy(alice);
    await expectRefusal(
      alice.client.call('offerOrderForTrade', { orderId }),
      'failed-precondition',
      'wrong-status',
    );
    const target = upcomingSlot('free', 1);
    await expectRefusal(
      alice.client.call('rebookOrder', {
        orderId,
        appointmentDate: target.date,
        appointmentTime: target.time,
      }),
      'failed-precondition',
      'wrong-status',
    );
    await expectRefusal(alice.client.call('giveUpOrder', { orderId }), 'failed-precondition', 'wrong-status');
    expect((await db.doc(`orders/${orderId}`).get()).get('status')).toBe('confirmed');
  });
});
