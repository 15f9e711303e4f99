// Steps shared by the account attack suites.
import { expect } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword } from 'firebase/auth';
import type { EligibilityResponse, RecordFailedLoginResponse } from '../../src/contracts/account-api';
import { db } from '../../functions/src/data/admin-sdk';
import { createTestUser, type TestUser, clientFor, type TestClient } from './clients.fixtures';

export const DAY = 24 * 3_600_000;

export const report = (client: TestClient, email: string, password: string) =>
  client.call<RecordFailedLoginResponse>('recordFailedLogin', { email, password });

/** Every login-attempt document (account records and per-caller records). */
export async function attemptDocs() {
  const accounts = (await db.collection('loginAttempts').get()).docs;
  const callers = (await db.collectionGroup('callers').get()).docs;
  return [...accounts, ...callers];
}

export async function expectOwnerSignsIn(user: TestUser) {
  const client = await clientFor();
  const credential = await signInWithEmailAndPassword(client.auth, user.email, user.password);
  expect(credential.user.uid).toBe(user.uid);
}

/** A customer with a verified phone and a profile, holding a live free-appointment block. */
export async function blockedCustomer(phone: string, email?: string, emailVerified = false) {
  const user = await createTestUser({ phoneNumber: phone, emailVerified, ...(email ? { email } : {}) });
  await db.doc(`users/${user.uid}`).set({
    email: user.email,
    name: 'Blocked',
    area: 'Couva',
    contact: phone,
    phoneVerified: true,
    createdAt: Timestamp.now(),
  });
  await db.doc(`freeAppointmentBlocks/${user.uid}`).set({
    userId: user.uid,
    blockUntil: Timestamp.fromMillis(Date.now() + 14 * DAY),
    type: 'free',
    reason: 'Missed a free appointment',
    updatedAt: Timestamp.now(),
  });
  return user;
}

/**
 * A fresh account that verifies a number (as the SMS step leaves Auth) and claims it as written by the caller
 * (`claimed`, by default the verified number itself); its e-mail is unverified unless `emailVerified`.
 */
export async function registerAndClaim(options: {
  email?: string;
  authPhone: string;
  claimed?: string;
  emailVerified?: boolean;
}) {
  const user = await createTestUser({
    email: options.email,
    phoneNumber: options.authPhone,
    emailVerified: options.emailVerified,
  });
  await db.doc(`users/${user.uid}`).set({
    email: user.email,
    area: '',
    contact: '',
    pendingContact: options.authPhone,
    phoneVerified: false,
    createdAt: Timestamp.now(),
  });
  const client = await clientFor(user);
  await client.call('claimPhoneNumber', { phoneNumber: options.claimed ?? options.authPhone });
  const free = await client.call<EligibilityResponse>('checkFreeAppointmentEligibility', {
    userId: user.uid,
  });
  const block = await db.doc(`freeAppointmentBlocks/${user.uid}`).get();
  return { user, free, block };
}
