// confirmBooking's refusals and number-plate checks, through the client SDK.
import { describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { formatDisplayDate } from '../../src/domain/calendar';
import { MESSAGES } from '../../src/domain/messages';
import { db } from '../../functions/src/data/admin-sdk';
import { clientFor, createCustomer } from '../support/clients.fixtures';
import { resetBetweenTests } from '../support/reset.fixtures';
import { seedOrder } from '../support/seed.fixtures';
import { newRequestId, upcomingSlot } from '../support/slots.fixtures';
import { expectRefusal } from '../support/refusals.fixtures';
import { hold, confirm } from '../support/confirm.fixtures';
import { bookPaidSpecial } from '../support/wipay.fixtures';

resetBetweenTests();

describe('confirmBooking refusals', () => {
  describe('refusals', () => {
    it('refuses a visitor with unauthenticated', async () => {
      const visitor = await clientFor();
      await expect(
        visitor.call('confirmBooking', {
          holdId: 'h1',
          requestId: newRequestId(),
          serviceId: 'basic-wash',
          appointmentType: 'free',
        }),
      ).rejects.toMatchObject({ code: 'functions/unauthenticated' });
    });

    it('refuses malformed input, an unknown package, a client price and a bad plate with invalid-argument', async () => {
      const alice = await createCustomer();
      const { holdId } = await hold(alice, upcomingSlot('free'));
      await expectRefusal(confirm(alice, { holdId, serviceId: 'gold-wash' }), 'invalid-argument');
      await expectRefusal(confirm(alice, { holdId, price: 0 }), 'invalid-argument');
      await expectRefusal(confirm(alice, { holdId, userId: 'someone-else' }), 'invalid-argument');
      await expectRefusal(confirm(alice, { holdId, requestId: 'x' }), 'invalid-argument');
      const plate = await expectRefusal(
        confirm(alice, { holdId, numberPlate: 'PDF#1234' }),
        'invalid-argument',
      );
      expect(plate.message).toMatch(/number plate/i);
    });

    it('refuses a hold that does not exist (hold-expired) and a hold of another customer (permission-denied)', async () => {
      const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
      await expectRefusal(confirm(alice, { holdId: 'no-such-hold' }), 'failed-precondition', 'hold-expired');
      const { holdId } = await hold(bob, upcomingSlot('free'));
      await expectRefusal(confirm(alice, { holdId }), 'permission-denied');
    });

    it('refuses a type that differs from the hold', async () => {
      const alice = await createCustomer();
      const { holdId } = await hold(alice, upcomingSlot('free'));
      await expectRefusal(
        confirm(alice, { holdId, appointmentType: 'special' }),
        'failed-precondition',
        'slot-not-bookable',
      );
    });

    // The hold itself is refused for all of these (hold-preconditions.test.ts); these cases change after the hold.
    it('refuses a profile that lost its contact number or its verified phone after the hold', async () => {
      const noContact = await createCustomer();
      const { holdId } = await hold(noContact, upcomingSlot('free'));
      await db.doc(`users/${noContact.uid}`).update({ contact: FieldValue.delete() });
      const error = await expectRefusal(
        confirm(noContact, { holdId }),
        'failed-precondition',
        'contact-missing',
      );
      expect(error.message).toBe(MESSAGES.contactNumber.missing);

      const later = await createCustomer();
      const h = await hold(later, upcomingSlot('free', 1));
      await db.doc(`users/${later.uid}`).update({ phoneVerified: false });
      await expectRefusal(confirm(later, { holdId: h.holdId }), 'failed-precondition', 'phone-not-verified');
    });

    it('refuses a fourth open appointment made after the hold with resource-exhausted', async () => {
      const alice = await createCustomer();
      const { holdId } = await hold(alice, upcomingSlot('special', 5));
      for (const i of [1, 2, 3])
        await seedOrder({
          userId: alice.uid,
          slot: upcomingSlot('special', i),
          status: i === 3 ? 'trading' : 'confirmed',
        });
      const error = await expectRefusal(
        confirm(alice, { holdId, appointmentType: 'special' }),
        'resource-exhausted',
        'max-open-appointments',
      );
      expect(error.message).toBe(MESSAGES.booking.maxOpen);
    });

    it('allows a fourth appointment when one of three is completed', async () => {
      const alice = await createCustomer();
      for (const i of [1, 2, 3])
        await seedOrder({
          userId: alice.uid,
          slot: upcomingSlot('special', i),
          status: i === 3 ? 'completed' : 'confirmed',
        });
      const { holdId } = await hold(alice, upcomingSlot('special', 5));
      await expect(bookPaidSpecial(alice, { holdId })).resolves.toMatchObject({
        orderId: expect.any(String),
      });
    });

    it('refuses a second free appointment within 3 days, made after the hold (not-eligible)', async () => {
      const alice = await createCustomer();
      const { holdId } = await hold(alice, upcomingSlot('free', 5));
      await seedOrder({ userId: alice.uid, slot: upcomingSlot('free', 2) });
      await expectRefusal(confirm(alice, { holdId }), 'failed-precondition', 'not-eligible');
    });

    it('refuses a customer blocked after the hold (free block, special block) with not-eligible', async () => {
      const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
      const free = await hold(alice, upcomingSlot('free'));
      const special = await hold(bob, upcomingSlot('special'));
      const block = (uid: string, type: 'free' | 'special') =>
        db.doc(`${type}AppointmentBlocks/${uid}`).set({
          userId: uid,
          blockUntil: Timestamp.fromDate(new Date(Date.now() + 7 * 86_400_000)),
          type,
          reason: 'missed',
          updatedAt: Timestamp.now(),
        });
      await Promise.all([block(alice.uid, 'free'), block(bob.uid, 'special')]);
      await expectRefusal(confirm(alice, { holdId: free.holdId }), 'failed-precondition', 'not-eligible');
      await expectRefusal(
        confirm(bob, { holdId: special.holdId, appointmentType: 'special' }),
        'failed-precondition',
        'not-eligible',
      );
    });

    it('books again once a block has passed', async () => {
      const alice = await createCustomer();
      await db.doc(`freeAppointmentBlocks/${alice.uid}`).set({
        userId: alice.uid,
        blockUntil: Timestamp.fromDate(new Date(Date.now() - 1_000)),
        type: 'free',
        reason: 'missed',
        updatedAt: Timestamp.now(),
      });
      const { holdId } = await hold(alice, upcomingSlot('free'));
      await expect(confirm(alice, { holdId })).resolves.toMatchObject({ orderId: expect.any(String) });
    });
  });
  describe('number plates', () => {
    it('refuses a plate already booked that date on a confirmed or completed order, with the spec message', async () => {
      const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
      const slot = upcomingSlot('special', 2);
      await seedOrder({ userId: bob.uid, slot: upcomingSlot('special', 6), numberPlate: 'PDF1234' });
      const { holdId } = await hold(alice, slot);
      const error = await expectRefusal(
        confirm(alice, { holdId, appointmentType: 'special', numberPlate: 'pdf 1234' }),
        'failed-precondition',
        'plate-taken',
      );
      expect(error.message).toBe(MESSAGES.booking.plateTaken('PDF1234', formatDisplayDate(slot.date)));
    });

    it('accepts a plate whose only other booking that date was cancelled, or is on another date', async () => {
      const [alice, bob] = await Promise.all([createCustomer(), createCustomer()]);
      await seedOrder({
        userId: bob.uid,
        slot: upcomingSlot('special', 6),
        numberPlate: 'PDF1234',
        status: 'cancelled',
      });
      await seedOrder({ userId: bob.uid, slot: upcomingSlot('special', 6, 1), numberPlate: 'PDF1234' });
      const { holdId } = await hold(alice, upcomingSlot('special', 2));
      await expect(bookPaidSpecial(alice, { holdId }, { numberPlate: 'PDF1234' })).resolves.toBeDefined();
    });
  });
});
