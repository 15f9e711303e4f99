// Attack suite, rules tier: another customer, a visitor and a view-only admin try to write
// profile fields that identify someone else, pre-claim or read payment records, and read other customers' data by
// collection-group queries the per-collection rules do not name. Each attempt is checked against the stored data.
import { describe, expect, it } from 'vitest';
import { collectionGroup, getDocs, query, serverTimestamp, where } from 'firebase/firestore';
import { ACTOR_NAMES, ACTORS, OTHER, OWNER, OWNER_EMAIL, OWNER_PHONE } from '../support/actors.fixtures';
import { dbAs, expectAllowed, readWithoutRules, seed, useRulesEnv } from '../support/rules.fixtures';
import { get, list, set, update } from '../support/rules-ops.fixtures';

const env = useRulesEnv();

const OWNER_MEMBER = 'ALICE123';
const profile = (email: string, membershipNumber: string, contact = '') => ({
  email,
  name: 'Someone',
  area: 'Chaguanas',
  contact,
  pendingContact: null,
  membershipNumber,
  profileCompleted: true,
  phoneVerified: contact !== '',
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

const stored = (path: string) => readWithoutRules(env(), path);

describe("another customer taking a customer's identity on their own profile", () => {
  // membershipNumber is written by the client (src/lib/data/account-profile.ts); the rules accept only the uid's own
  // first 8 characters uppercased, so staff searching a number find one customer.
  it("cannot set their membership number to another customer's", async () => {
    await seed(env(), {
      [`users/${OWNER}`]: profile(OWNER_EMAIL, OWNER_MEMBER, OWNER_PHONE),
      [`users/${OTHER}`]: profile('bob@example.com', 'BOB45678'),
    });
    const bob = dbAs(env(), 'other');
    await update(bob, `users/${OTHER}`, { membershipNumber: OWNER_MEMBER }).catch(() => undefined);
    expect((await stored(`users/${OTHER}`))?.membershipNumber).not.toBe(OWNER_MEMBER);
  });

  it('can set their own membership number (a MEM- number for a uid this short)', async () => {
    await seed(env(), { [`users/${OTHER}`]: profile('bob@example.com', 'BOB45678') });
    const bob = dbAs(env(), 'other');
    const own = 'MEM-B0B12345';
    await update(bob, `users/${OTHER}`, { membershipNumber: own });
    expect((await stored(`users/${OTHER}`))?.membershipNumber).toBe(own);
  });

  it("cannot put another customer's verified number in their contact, even marked unverified", async () => {
    await seed(env(), {
      [`users/${OWNER}`]: profile(OWNER_EMAIL, OWNER_MEMBER, OWNER_PHONE),
      [`users/${OTHER}`]: profile('bob@example.com', 'BOB45678'),
    });
    const bob = dbAs(env(), 'other', { phone_number: OWNER_PHONE });
    for (const patch of [
      { contact: OWNER_PHONE },
      { contact: OWNER_PHONE, phoneVerified: false },
      { contact: OWNER_PHONE, phoneVerifiedAt: null },
      { pendingContact: OWNER_PHONE, phoneVerified: true },
    ]) {
      await expectAllowed(false, update(bob, `users/${OTHER}`, patch));
    }
    expect(await stored(`users/${OTHER}`)).toMatchObject({ contact: '', phoneVerified: false });
  });

  it("cannot create a profile carrying another customer's e-mail or verified phone", async () => {
    const bob = dbAs(env(), 'other', { phone_number: OWNER_PHONE });
    const base = { ...profile('bob@example.com', 'BOB45678'), createdAt: serverTimestamp() };
    for (const data of [
      { ...base, email: OWNER_EMAIL },
      { ...base, email: OWNER_EMAIL.toUpperCase() },
      { ...base, contact: OWNER_PHONE, phoneVerified: false },
      { ...base, phoneVerified: true },
    ]) {
      await expectAllowed(false, set(bob, `users/${OTHER}`, data));
    }
    expect(await stored(`users/${OTHER}`)).toBeUndefined();
  });
});

describe('payment records', () => {
  for (const actor of ACTORS) {
    it(`cannot be pre-claimed, altered or read by ${ACTOR_NAMES[actor]}`, async () => {
      await seed(env(), {
        'paymentRecords/test_paid-by-alice': {
          userId: OWNER,
          orderId: 'ORDER-1',
          purpose: 'trade',
          amount: 75,
        },
      });
      const db = dbAs(env(), actor);
      await expectAllowed(false, get(db, 'paymentRecords/test_paid-by-alice'));
      await expectAllowed(false, list(db, 'paymentRecords', where('userId', '==', OWNER)));
      // Writing a record first would make the rightful payer's reference look used (a denial of their purchase).
      await expectAllowed(
        false,
        set(db, 'paymentRecords/test_not-yet-used', {
          userId: OTHER,
          orderId: 'X',
          purpose: 'drive-in',
        }),
      );
      await expectAllowed(false, update(db, 'paymentRecords/test_paid-by-alice', { userId: OTHER }));
      expect(await stored('paymentRecords/test_not-yet-used')).toBeUndefined();
      expect(await stored('paymentRecords/test_paid-by-alice')).toMatchObject({ userId: OWNER });
    });
  }
});

describe('collection-group queries the per-collection rules do not name', () => {
  it("cannot read another customer's orders, holds or blocks through a collection group", async () => {
    await seed(env(), {
      'orders/ORDER-1': { userId: OWNER, status: 'confirmed' },
      'activeBookings/h1': { userId: OWNER },
      [`freeAppointmentBlocks/${OWNER}`]: { userId: OWNER },
    });
    for (const actor of ['visitor', 'other', 'viewOnly'] as const) {
      const db = dbAs(env(), actor);
      for (const name of ['orders', 'activeBookings', 'freeAppointmentBlocks']) {
        await expectAllowed(false, getDocs(query(collectionGroup(db, name), where('userId', '==', OWNER))));
      }
    }
  });

  it("cannot read the per-caller sign-in records under an account's login attempts", async () => {
    await seed(env(), {
      'loginAttempts/abc': { failedAttempts: 5 },
      'loginAttempts/abc/callers/def': { failedAttempts: 5 },
    });
    for (const actor of ACTORS) {
      const db = dbAs(env(), actor);
      await expectAllowed(false, getDocs(collectionGroup(db, 'callers')));
      await expectAllowed(false, get(db, 'loginAttempts/abc/callers/def'));
      await expectAllowed(false, set(db, 'loginAttempts/abc/callers/def', { failedAttempts: 0 }));
    }
    expect(await stored('loginAttempts/abc/callers/def')).toEqual({ failedAttempts: 5 });
  });
});
