// Server-only collections and collections the rules do not name: no actor may read or write them.
import { beforeEach, describe, it } from 'vitest';
import { ACTOR_NAMES, ACTORS } from '../support/actors.fixtures';
import { dbAs, expectAllowed, seed, useRulesEnv } from '../support/rules.fixtures';
import { get, list, remove, set } from '../support/rules-ops.fixtures';

const env = useRulesEnv();

const SERVER_ONLY = [
  'contactMessages',
  'mail',
  'mailJobs',
  'loginAttempts',
  'phoneClaims',
  'rateLimits',
  'bookingStates',
  'bookingRequests',
  'slotMembers',
  'slotOpenings',
  // The emulator-only fault drills (functions/src/data/orders/fault-drills.ts): a client must never arm one.
  'faultDrills',
  'somethingUnknown',
];

for (const name of SERVER_ONLY) {
  describe(`${name}`, () => {
    beforeEach(async () => seed(env(), { [`${name}/x`]: { userId: 'alice', value: 1 } }));
    for (const actor of ACTORS) {
      it(`refuses ${ACTOR_NAMES[actor]} get, list, create, update and delete`, async () => {
        const db = dbAs(env(), actor);
        await expectAllowed(false, get(db, `${name}/x`));
        await expectAllowed(false, list(db, name));
        await expectAllowed(false, set(db, `${name}/y`, { userId: 'alice' }));
        await expectAllowed(false, set(db, `${name}/x`, { value: 2 }, { merge: true }));
        await expectAllowed(false, remove(db, `${name}/x`));
      });
    }
  });
}

describe('subcollections', () => {
  it('refuses the owner writing under their own user document', async () => {
    await expectAllowed(false, set(dbAs(env(), 'owner'), 'users/alice/private/x', { a: 1 }));
  });
});
