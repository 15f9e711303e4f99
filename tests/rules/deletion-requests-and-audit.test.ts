// Rules: userDeletionRequests and auditLog, for every kind of caller.
import { beforeEach, describe, expect, it } from 'vitest';
import { collection, getDocs, serverTimestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { ACTOR_NAMES, ACTORS, OTHER, OWNER, verb } from '../support/actors.fixtures';
import { dbAs, expectAllowed, seed, useRulesEnv } from '../support/rules.fixtures';
import { add, get, list, remove, set, update } from '../support/rules-ops.fixtures';
import { only } from '../support/sessions.fixtures';

const env = useRulesEnv();

/** Every stored deletion request (id and data), read with the rules disabled. */
async function storedRequests(): Promise<{ id: string; data: DocumentData }[]> {
  let docs: { id: string; data: DocumentData }[] = [];
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    docs = (await getDocs(collection(db, 'userDeletionRequests'))).docs.map((d) => ({
      id: d.id,
      data: d.data(),
    }));
  });
  return docs;
}

describe('userDeletionRequests', () => {
  const request = (userId = OWNER): DocumentData => ({ userId, timestamp: serverTimestamp() });
  const OWN = `userDeletionRequests/${OWNER}`;

  it('lets the owner create their one request, under their own uid, and read it back', async () => {
    const db = dbAs(env(), 'owner');
    await expectAllowed(true, set(db, OWN, request()));
    await expectAllowed(true, get(db, OWN));
  });

  const tampered: [string, DocumentData][] = [
    ["another user's id", { ...request(), userId: OTHER }],
    ['a timestamp other than request.time', { ...request(), timestamp: new Date('2020-01-01') }],
    ['an extra key', { ...request(), reason: 'spam' }],
  ];
  it.each(tampered)('refuses the owner creating a request with %s', async (_case, data) => {
    await expectAllowed(false, set(dbAs(env(), 'owner'), OWN, data));
  });

  describe('one account filing many requests', () => {
    it('refuses a request under a generated id: nothing is written', async () => {
      await expectAllowed(false, add(dbAs(env(), 'owner'), 'userDeletionRequests', request()));
      expect(await storedRequests()).toEqual([]);
    });

    it('refuses a request under any id other than the own uid', async () => {
      const db = dbAs(env(), 'owner');
      await expectAllowed(false, set(db, 'userDeletionRequests/alice-2', request()));
      await expectAllowed(false, set(db, `userDeletionRequests/${OTHER}`, request()));
      expect(await storedRequests()).toEqual([]);
    });

    it("refuses a request for another user, under that user's id", async () => {
      await expectAllowed(false, set(dbAs(env(), 'owner'), `userDeletionRequests/${OTHER}`, request(OTHER)));
      expect(await storedRequests()).toEqual([]);
    });

    it('refuses a second request: the first stays as it was', async () => {
      const db = dbAs(env(), 'owner');
      await expectAllowed(true, set(db, OWN, request()));
      const first = await storedRequests();
      await expectAllowed(false, set(db, OWN, request()));
      await expectAllowed(false, add(db, 'userDeletionRequests', request()));
      expect(await storedRequests()).toEqual(first);
    });

    it("refuses another customer reading the owner's request", async () => {
      await seed(env(), { [OWN]: { userId: OWNER, timestamp: new Date() } });
      await expectAllowed(false, get(dbAs(env(), 'other'), OWN));
    });
  });

  it('refuses a visitor creating one', async () => {
    await expectAllowed(false, set(dbAs(env(), 'visitor'), OWN, request()));
  });

  describe('with a stored request', () => {
    beforeEach(async () =>
      seed(env(), { 'userDeletionRequests/r1': { userId: OWNER, timestamp: new Date() } }),
    );
    // A request stored under another id (an older client's addDoc) is read by admins only.
    const readers = only('admin');
    for (const actor of ACTORS) {
      it(`${verb(readers[actor])} ${ACTOR_NAMES[actor]} reading requests`, async () => {
        const db = dbAs(env(), actor);
        await expectAllowed(readers[actor], get(db, 'userDeletionRequests/r1'));
        await expectAllowed(readers[actor], list(db, 'userDeletionRequests'));
      });
      it(`refuses ${ACTOR_NAMES[actor]} changing or deleting a request`, async () => {
        const db = dbAs(env(), actor);
        await expectAllowed(false, update(db, 'userDeletionRequests/r1', { timestamp: serverTimestamp() }));
        await expectAllowed(false, remove(db, 'userDeletionRequests/r1'));
      });
    }
  });
});

describe('auditLog', () => {
  beforeEach(async () =>
    seed(env(), {
      'auditLog/a1': {
        actorUid: 'root',
        actorEmail: 'root@example.com',
        action: 'block.delete',
        target: 'freeAppointmentBlocks/alice',
        before: null,
        after: null,
        at: new Date(),
      },
    }),
  );
  const readers = only('admin', 'viewOnly');
  for (const actor of ACTORS) {
    it(`${verb(readers[actor])} ${ACTOR_NAMES[actor]} reading the audit log`, async () => {
      const db = dbAs(env(), actor);
      await expectAllowed(readers[actor], get(db, 'auditLog/a1'));
      await expectAllowed(readers[actor], list(db, 'auditLog'));
    });
    it(`refuses ${ACTOR_NAMES[actor]} writing or erasing audit entries`, async () => {
      const db = dbAs(env(), actor);
      await expectAllowed(false, add(db, 'auditLog', { action: 'x' }));
      await expectAllowed(false, update(db, 'auditLog/a1', { action: 'y' }));
      await expectAllowed(false, remove(db, 'auditLog/a1'));
    });
  }
});
