// A customer account the booking path accepts, written straight to the emulators with the Admin SDK the way the
// sign-up flow leaves it: an Auth user with a verified email, a users/{uid} profile with a verified +1868 phone
// and a contact number, and the booking state claimPhoneNumber builds for a new account (booking-user.ts
// `primeBookingState`: no orders, so an appointment map that is whole and empty). Used by the end-to-end fixtures
// and the bench scripts.
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

export interface VerifiedCustomerInput {
  email: string;
  password: string;
  name: string;
  /** '+1868' and 7 digits. */
  contact: string;
}

/** Creates the Auth user and its profile; answers the new uid. */
export async function createVerifiedCustomer(
  admin: { auth: Auth; db: Firestore },
  { email, password, name, contact }: VerifiedCustomerInput,
): Promise<string> {
  const user = await admin.auth.createUser({ email, password, emailVerified: true });
  await admin.db
    .collection('users')
    .doc(user.uid)
    .set({
      email,
      name,
      area: 'Chaguanas',
      contact,
      membershipNumber: user.uid.slice(0, 8).toUpperCase(),
      profileCompleted: true,
      phoneVerified: true,
      phoneVerifiedAt: Timestamp.now(),
      createdAt: Timestamp.now(),
    });
  await admin.db.collection('bookingStates').doc(user.uid).set({
    holdId: null,
    reservationId: null,
    deletions: [],
    appointments: {},
    appointmentsKnown: true,
    updatedAt: Timestamp.now(),
  });
  return user.uid;
}
