// The bookings the data-layer rows make: seeded customers a booking accepts, one booking as the app makes it
// (the functions' own createHold then confirmBooking, `now` passed in), and the clean-up helpers of a row.
import '../support/admin-emulator-env';
import { getAuth } from 'firebase-admin/auth';
import type { DocumentReference } from 'firebase-admin/firestore';
import { findPackageById } from '../../src/domain/catalogue';
import type { SlotKey } from '../../src/domain/types';
import { slotDocId } from '../../src/contracts/slot-documents';
import { slotsCol } from '../../functions/src/data/booking-docs';
import { slotMembersCol } from '../../functions/src/data/slots/slot-members';
import { db } from '../../functions/src/data/admin-sdk';
import { confirmBooking, type PaidSpecialFee } from '../../functions/src/data/orders/booking-confirmation';
import { APPOINTMENT_FEES } from '../../src/domain/pricing';
import { createHold } from '../../functions/src/data/slots/slot-holds';
import { createVerifiedCustomer } from '../support/verified-customer';
import { timed, type Sample } from './bench-pool';

const PACKAGE = findPackageById('basic-wash')!;

export interface Customer {
  uid: string;
  email: string;
}

let serial = 0;

/** `count` accounts a booking accepts: Auth user, profile with verified phone and contact number. */
export async function seedCustomers(label: string, count: number): Promise<Customer[]> {
  const out: Customer[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, async () => {
      serial += 1;
      const email = `bench-${label}-${Date.now()}-${serial}@bench.test`;
      const contact = `+1868${1000000 + serial}`;
      const input = { email, password: 'bench-pass-123', name: `Bench ${label}`, contact };
      return { uid: await createVerifiedCustomer({ auth: getAuth(), db }, input), email };
    });
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

/**
 * A special's fee as WiPay confirms it (checkout-special.ts calls confirmBooking with it): without it a special is
 * refused (special-fee-unpaid) and the special rows would measure refusals. One reference per attempt.
 */
function paidFee(customer: Customer): PaidSpecialFee {
  const paymentReference = `bench-${customer.uid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return { fee: { cents: APPOINTMENT_FEES.special * 100, paymentReference }, processor: 'bench' };
}

/** One booking as the app makes it: createHold, then confirmBooking of that hold, each with its own `now`. */
export function booking(customer: Customer, slot: SlotKey): () => Promise<Sample> {
  return () => {
    let holdId: string | undefined;
    return timed(async () => {
      const hold = await createHold(
        customer.uid,
        {
          appointmentDate: slot.date,
          appointmentTime: slot.time,
          appointmentType: slot.type,
          location: slot.location,
          pageLoadId: 'bench',
        },
        new Date(),
      );
      holdId = hold.holdId;
      const { orderId } = await confirmBooking(
        customer.uid,
        customer.email,
        {
          holdId,
          requestId: `bench-${customer.uid}`,
          appointmentType: slot.type,
          servicePackage: PACKAGE,
          numberPlate: null,
        },
        new Date(),
        slot.type === 'special' ? paidFee(customer) : undefined,
      );
      return { outcome: 'booked', orderId, holdId };
    }).then((sample) => ({ ...sample, holdId }));
  };
}

/** The slot documents (public and members) of `keys` that do not exist yet: the row's clean-up removes them again. */
export async function missingSlotDocs(keys: readonly SlotKey[]): Promise<DocumentReference[]> {
  const ids = [...new Set(keys.map(slotDocId))];
  const refs = ids.flatMap((id) => [slotsCol().doc(id), slotMembersCol().doc(id)]);
  const snaps = await db.getAll(...refs);
  return snaps.filter((snap) => !snap.exists).map((snap) => snap.ref);
}

/** The mail jobs the row's confirmations queued: with the triggers paused, nothing rendered them. */
export async function removeMailJobs(orderIds: readonly string[]): Promise<void> {
  for (let i = 0; i < orderIds.length; i += 30) {
    const jobs = await db
      .collection('mailJobs')
      .where('orderId', 'in', orderIds.slice(i, i + 30))
      .get();
    const batch = db.batch();
    for (const job of jobs.docs) batch.delete(job.ref);
    await batch.commit();
  }
}
