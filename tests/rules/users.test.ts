// users/{uid}: owner get and profile writes (shape, sizes, createdAt == request.time; contact, phoneVerified true
// and phoneVerifiedAt never from a client, even with a verified phone on the token), staff get/list, admin
// update/delete.
import { beforeEach, describe, expect, it } from 'vitest';
import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import {
  ACTOR_NAMES,
  ACTORS,
  OWNER,
  OWNER_EMAIL,
  OWNER_PHONE,
  verb,
  type Actor,
} from '../support/actors.fixtures';
import { dbAs, expectAllowed, readWithoutRules, seed, useRulesEnv } from '../support/rules.fixtures';
import { get, list, remove, set, update } from '../support/rules-ops.fixtures';

const env = useRulesEnv();

const PATH = `users/${OWNER}`;
const stored = (): DocumentData => ({
  email: OWNER_EMAIL,
  name: 'Alice',
  area: 'Chaguanas',
  contact: OWNER_PHONE,
  membershipNumber: 'MEM-ALICE123',
  profileCompleted: true,
  phoneVerified: true,
  phoneVerifiedAt: new Date('2026-01-01T00:00:00Z'),
  createdAt: new Date('2026-01-01T00:00:00Z'),
});
const newProfile = (): DocumentData => ({
  email: OWNER_EMAIL,
  name: 'Alice',
  area: 'Chaguanas',
  contact: '',
  pendingContact: null,
  membershipNumber: 'MEM-ALICE123',
  profileCompleted: false,
  phoneVerified: false,
  createdAt: serverTimestamp(),
});
const withPhone = { phone_number: OWNER_PHONE };

describe('reading users/{uid}', () => {
  beforeEach(async () =>
    seed(env(), { [PATH]: stored(), 'users/bob': { ...stored(), email: 'bob@example.com' } }),
  );

  const canGet: Record<Actor, boolean> = {
    visitor: false,
    owner: true,
    other: false,
    admin: true,
    viewOnly: true,
  };
  it.each(ACTORS)("get of the owner's profile by %s", async (actor) => {
    await expectAllowed(canGet[actor], get(dbAs(env(), actor), PATH));
  });

  const canList: Record<Actor, boolean> = {
    visitor: false,
    owner: false,
    other: false,
    admin: true,
    viewOnly: true,
  };
  it.each(ACTORS)('list of all users by %s', async (actor) => {
    await expectAllowed(canList[actor], list(dbAs(env(), actor), 'users'));
  });
});

describe('creating users/{uid}', () => {
  it('lets the owner create their profile with allowed keys and createdAt == request.time', async () => {
    await expectAllowed(true, set(dbAs(env(), 'owner'), PATH, newProfile()));
  });

  it('lets the owner create their profile with the number waiting in pendingContact', async () => {
    const data = { ...newProfile(), pendingContact: OWNER_PHONE, phoneVerifiedAt: null };
    await expectAllowed(true, set(dbAs(env(), 'owner', withPhone), PATH, data));
  });

  it('refuses the owner creating a verified profile even when the token carries that verified phone', async () => {
    const data = {
      ...newProfile(),
      contact: OWNER_PHONE,
      phoneVerified: true,
      phoneVerifiedAt: serverTimestamp(),
    };
    await expectAllowed(false, set(dbAs(env(), 'owner', withPhone), PATH, data));
  });

  it.each(['visitor', 'other', 'admin', 'viewOnly'] as Actor[])(
    'refuses %s creating the owner profile',
    async (actor) => {
      await expectAllowed(false, set(dbAs(env(), actor), PATH, newProfile()));
    },
  );

  const tampered: [string, DocumentData, Record<string, unknown>?][] = [
    ['a createdAt other than request.time', { ...newProfile(), createdAt: new Date('2020-01-01') }],
    ['no createdAt', (({ createdAt: _c, ...rest }) => rest)(newProfile())],
    ['an extra key', { ...newProfile(), role: 'admin' }],
    ['an admin flag', { ...newProfile(), admin: true }],
    ['an email that is not the token email', { ...newProfile(), email: 'someone@example.com' }],
    ['a name over 100 characters', { ...newProfile(), name: 'x'.repeat(101) }],
    ['an area over 100 characters', { ...newProfile(), area: 'x'.repeat(101) }],
    ['a membership number over 40 characters', { ...newProfile(), membershipNumber: 'M'.repeat(41) }],
    ['a malformed pendingContact', { ...newProfile(), pendingContact: '5551234' }],
    ['a non-boolean profileCompleted', { ...newProfile(), profileCompleted: 'yes' }],
    [
      'phoneVerified true without a verified phone on the token',
      { ...newProfile(), contact: OWNER_PHONE, phoneVerified: true },
    ],
    ['a contact without a verified phone on the token', { ...newProfile(), contact: OWNER_PHONE }],
    [
      'a contact that differs from the verified phone on the token',
      { ...newProfile(), contact: '+18687654321', phoneVerified: true },
      withPhone,
    ],
    [
      'phoneVerifiedAt other than request.time',
      { ...newProfile(), contact: OWNER_PHONE, phoneVerified: true, phoneVerifiedAt: new Date('2020-01-01') },
      withPhone,
    ],
    ['phoneVerifiedAt on an unverified profile', { ...newProfile(), phoneVerifiedAt: serverTimestamp() }],
  ];
  it.each(tampered)('refuses the owner creating a profile with %s', async (_case, data, token) => {
    await expectAllowed(false, set(dbAs(env(), 'owner', token ?? {}), PATH, data));
  });
});

describe('updating users/{uid}', () => {
  beforeEach(async () => seed(env(), { [PATH]: stored() }));

  it('lets the owner change their area and name', async () => {
    await expectAllowed(true, update(dbAs(env(), 'owner'), PATH, { area: 'Couva', name: 'Alice B' }));
  });

  it('lets the owner start a contact change: pendingContact set, phoneVerified false', async () => {
    await expectAllowed(
      true,
      update(dbAs(env(), 'owner'), PATH, { pendingContact: '+18687654321', phoneVerified: false }),
    );
  });

  it('refuses the owner finishing it even when the token carries the new verified phone', async () => {
    await expectAllowed(
      false,
      update(dbAs(env(), 'owner', { phone_number: '+18687654321' }), PATH, {
        contact: '+18687654321',
        pendingContact: null,
        phoneVerified: true,
        phoneVerifiedAt: serverTimestamp(),
      }),
    );
  });

  const tampered: [string, DocumentData, Record<string, unknown>?][] = [
    ['createdAt', { createdAt: serverTimestamp() }],
    ['an extra key', { isAdmin: true }],
    ['the email to another address', { email: 'other@example.com' }],
    ['an oversized area', { area: 'x'.repeat(101) }],
    ['contact without a verified phone on the token', { contact: '+18687654321' }],
    [
      'contact and phoneVerified without a verified phone on the token',
      { contact: '+18687654321', phoneVerified: true },
    ],
    ['phoneVerifiedAt without a verified phone on the token', { phoneVerifiedAt: serverTimestamp() }],
    ['contact to a number other than the verified phone', { contact: '+18687654321' }, withPhone],
  ];
  it.each(tampered)('refuses the owner changing %s', async (_case, patch, token) => {
    await expectAllowed(false, update(dbAs(env(), 'owner', token ?? {}), PATH, patch));
  });

  it('refuses the owner setting phoneVerified true on a profile marked unverified, without a phone token', async () => {
    await seed(env(), { [PATH]: { ...stored(), phoneVerified: false } });
    await expectAllowed(false, update(dbAs(env(), 'owner'), PATH, { phoneVerified: true }));
  });

  it('refuses the owner writing phoneVerified true alone, with a verified phone on the token', async () => {
    await seed(env(), { [PATH]: { ...stored(), phoneVerified: false } });
    await expectAllowed(false, update(dbAs(env(), 'owner', withPhone), PATH, { phoneVerified: true }));
    expect((await readWithoutRules(env(), PATH))?.phoneVerified).toBe(false);
  });

  it('refuses an admin verifying a phone: only claimPhoneNumber does that', async () => {
    await seed(env(), { [PATH]: { ...stored(), phoneVerified: false } });
    await expectAllowed(false, update(dbAs(env(), 'admin'), PATH, { phoneVerified: true }));
    await expectAllowed(false, update(dbAs(env(), 'admin'), PATH, { contact: '+18687654321' }));
  });

  it('lets the owner edit other keys of a spec-shaped profile (id key, createdAt as text)', async () => {
    await seed(env(), { [PATH]: { ...stored(), id: OWNER, createdAt: '2026-01-01T00:00:00.000Z' } });
    await expectAllowed(
      true,
      update(dbAs(env(), 'owner'), PATH, { area: 'Couva', pendingContact: '+18687654321' }),
    );
  });

  const canUpdate: Record<Actor, boolean> = {
    visitor: false,
    owner: true,
    other: false,
    admin: true,
    viewOnly: false,
  };
  it.each(ACTORS)('area change by %s', async (actor) => {
    await expectAllowed(canUpdate[actor], update(dbAs(env(), actor), PATH, { area: 'San Fernando' }));
  });

  it('refuses an admin adding a key outside the profile shape', async () => {
    await expectAllowed(false, update(dbAs(env(), 'admin'), PATH, { credits: 100 }));
  });
});

describe('deleting users/{uid}', () => {
  beforeEach(async () => seed(env(), { [PATH]: stored() }));
  const canDelete: Record<Actor, boolean> = {
    visitor: false,
    owner: false,
    other: false,
    admin: true,
    viewOnly: false,
  };
  for (const actor of ACTORS) {
    it(`${verb(canDelete[actor])} ${ACTOR_NAMES[actor]} deleting the profile`, async () => {
      await expectAllowed(canDelete[actor], remove(dbAs(env(), actor), PATH));
    });
  }
});
