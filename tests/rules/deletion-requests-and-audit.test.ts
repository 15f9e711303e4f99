// Rules: userDeletionRequests and auditLog, for every kind of caller.
import { beforeEach, describe, it } from 'vitest';
import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import { ACTOR_NAMES, ACTORS, OTHER, OWNER, verb } from '../support/actors';
import { dbAs, expectAllowed, seed, useRulesEnv } from '../support/rules';
import { add, get, list, remove, update } from '../support/rules-ops';
import { only } from './sessions.fixtures';

const env = useRulesEnv();

describe('userDeletionRequests', () => {
  const request = (): DocumentData => ({ userId: OWNER, timestamp: serverTimestamp() });

  it('lets the owner create their own deletion request', async () => {
    await expectAllowed(true, add(dbAs(env(), 'owner'), 'userDeletionRequests', request()));
  });

  const tampered: [string, DocumentData][] = [
    ["another user's id", { ...request(), userId: OTHER }],
    ['a timestamp other than request.time', { ...request(), timestamp: new Date('2020-01-01') }],
    ['an extra key', { ...request(), reason: 'spam' }],
  ];
  it.each(tampered)('refuses the owner creating a request with %s', async (_case, data) => {
    await expectAllowed(false, add(dbAs(env(), 'owner'), 'userDeletionRequests', data));
  });

  it('refuses a visitor creating one', async () => {
    const data = { userId: OWNER, timestamp: serverTimestamp() };
    await expectAllowed(false, add(dbAs(env(), 'visitor'), 'userDeletionRequests', data));
  });

  describe('with a stored request', () => {
    beforeEach(async () =>
      seed(env(), { 'userDeletionRequests/r1': { userId: OWNER, timestamp: new Date() } }),
    );
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
