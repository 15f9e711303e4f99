// users/{uid} written in the spec's section 3 shape, with its `id` key in the body (as older clients wrote it):
// the owner may keep updating it; nobody may make the body's id name another document.
import { describe, it } from 'vitest';
import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import { OTHER, OWNER, OWNER_EMAIL, OWNER_PHONE } from '../support/actors.fixtures';
import { dbAs, expectAllowed, seed, useRulesEnv } from '../support/rules.fixtures';
import { set, update } from '../support/rules-ops.fixtures';

const env = useRulesEnv();
const PATH = `users/${OWNER}`;

const specShaped = (): DocumentData => ({
  id: OWNER,
  email: OWNER_EMAIL,
  name: 'Alice',
  area: 'Chaguanas',
  contact: OWNER_PHONE,
  pendingContact: null,
  membershipNumber: 'MEM-ALICE123',
  profileCompleted: true,
  phoneVerified: true,
  phoneVerifiedAt: new Date('2026-01-01T00:00:00Z'),
  createdAt: new Date('2026-01-01T00:00:00Z'),
});

describe('a spec-shaped profile with its id key', () => {
  it('lets the owner update the area of their stored spec-shaped profile', async () => {
    await seed(env(), { [PATH]: specShaped() });
    await expectAllowed(true, update(dbAs(env(), 'owner'), PATH, { area: 'Couva' }));
  });

  it('lets the owner create their profile with an id equal to their uid', async () => {
    const { phoneVerifiedAt: _, ...rest } = specShaped();
    await expectAllowed(
      true,
      set(dbAs(env(), 'owner'), PATH, {
        ...rest,
        contact: '',
        phoneVerified: false,
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('refuses the owner pointing the body id at another user', async () => {
    await seed(env(), { [PATH]: specShaped() });
    await expectAllowed(false, update(dbAs(env(), 'owner'), PATH, { id: OTHER }));
  });

  it('refuses another customer updating the spec-shaped profile', async () => {
    await seed(env(), { [PATH]: specShaped() });
    await expectAllowed(false, update(dbAs(env(), 'other'), PATH, { area: 'Couva' }));
  });

  it('refuses a view-only admin updating the spec-shaped profile', async () => {
    await seed(env(), { [PATH]: specShaped() });
    await expectAllowed(false, update(dbAs(env(), 'viewOnly'), PATH, { area: 'Couva' }));
  });
});
