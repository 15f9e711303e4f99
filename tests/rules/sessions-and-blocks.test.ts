// userSessions (owner-only, shape-checked), block records (owner get, staff get/list, functions write),
// userDeletionRequests (owner create only) and auditLog (staff read).
import { beforeEach, describe, it } from 'vitest';
import { serverTimestamp, where, type DocumentData } from 'firebase/firestore';
import { ACTOR_NAMES, ACTORS, OTHER, OWNER, verb } from '../support/actors.fixtures';
import { dbAs, expectAllowed, seed, useRulesEnv } from '../support/rules.fixtures';
import { get, list, remove, set, update } from '../support/rules-ops.fixtures';
import { only } from '../support/sessions.fixtures';

const env = useRulesEnv();

describe('userSessions/{uid}', () => {
  const PATH = `userSessions/${OWNER}`;
  const session = (): DocumentData => ({
    userId: OWNER,
    page: 'appointment',
    timestamp: serverTimestamp(),
    lastActivity: serverTimestamp(),
    sessionId: 'tab-1',
  });

  it('lets the owner create, merge-update, read and delete their session', async () => {
    const db = dbAs(env(), 'owner');
    await expectAllowed(true, set(db, PATH, session()));
    await expectAllowed(true, set(db, PATH, { lastActivity: serverTimestamp() }, { merge: true }));
    await expectAllowed(true, update(db, PATH, { page: 'payment' }));
    await expectAllowed(true, get(db, PATH));
    await expectAllowed(true, remove(db, PATH));
  });

  it('lets the owner set a TTL expiresAt within a day', async () => {
    const data = { ...session(), expiresAt: new Date(Date.now() + 10 * 60_000) };
    await expectAllowed(true, set(dbAs(env(), 'owner'), PATH, data));
  });

  const tampered: [string, DocumentData][] = [
    ['a userId that is not theirs', { ...session(), userId: OTHER }],
    ['a page other than payment or appointment', { ...session(), page: 'admin' }],
    ['an extra key', { ...session(), orderId: 'ORDER-1' }],
    ['a sessionId over 100 characters', { ...session(), sessionId: 's'.repeat(101) }],
    ['an empty sessionId', { ...session(), sessionId: '' }],
    ['a timestamp that is not a timestamp', { ...session(), timestamp: 'now' }],
    ['no lastActivity', (({ lastActivity: _l, ...rest }) => rest)(session())],
    [
      'an expiresAt more than a day ahead',
      { ...session(), expiresAt: new Date(Date.now() + 2 * 86_400_000) },
    ],
  ];
  it.each(tampered)('refuses the owner writing a session with %s', async (_case, data) => {
    await expectAllowed(false, set(dbAs(env(), 'owner'), PATH, data));
  });

  describe('with a stored session', () => {
    beforeEach(async () =>
      seed(env(), {
        [PATH]: {
          userId: OWNER,
          page: 'payment',
          timestamp: new Date(),
          lastActivity: new Date(),
          sessionId: 't',
        },
      }),
    );
    const access = only('owner');
    for (const actor of ACTORS) {
      it(`${verb(access[actor])} ${ACTOR_NAMES[actor]} getting, updating and deleting it`, async () => {
        const db = dbAs(env(), actor);
        await expectAllowed(access[actor], get(db, PATH));
        await expectAllowed(access[actor], update(db, PATH, { lastActivity: serverTimestamp() }));
        await expectAllowed(access[actor], remove(db, PATH));
      });
    }
    for (const actor of ACTORS) {
      it(`refuses ${ACTOR_NAMES[actor]} listing sessions`, async () => {
        const db = dbAs(env(), actor);
        await expectAllowed(false, list(db, 'userSessions', where('userId', '==', OWNER)));
      });
    }
    it("refuses another customer overwriting the owner's session", async () => {
      const data = {
        userId: OWNER,
        page: 'payment',
        timestamp: new Date(),
        lastActivity: new Date(),
        sessionId: 'x',
      };
      await expectAllowed(false, set(dbAs(env(), 'other'), PATH, data));
    });
  });
});

describe('userSessions/{uid} across devices (one live booking page per customer)', () => {
  const PATH = `userSessions/${OWNER}`;
  const stored = (page: string, ageMs: number) => ({
    userId: OWNER,
    page,
    timestamp: new Date(Date.now() - ageMs),
    lastActivity: new Date(Date.now() - ageMs),
    sessionId: 'device-a',
  });
  const claim = (sessionId: string): DocumentData => ({
    userId: OWNER,
    page: 'appointment',
    timestamp: serverTimestamp(),
    lastActivity: serverTimestamp(),
    sessionId,
  });

  it("refuses the owner's second device taking over a live appointment session", async () => {
    await seed(env(), { [PATH]: stored('appointment', 5_000) });
    const db = dbAs(env(), 'owner');
    await expectAllowed(false, set(db, PATH, claim('device-b')));
    await expectAllowed(false, update(db, PATH, { sessionId: 'device-b' }));
    // The live device keeps its own record going.
    await expectAllowed(true, set(db, PATH, claim('device-a')));
  });

  it('lets the second device in once the appointment page is silent for more than 30 s', async () => {
    await seed(env(), { [PATH]: stored('appointment', 35_000) });
    await expectAllowed(true, set(dbAs(env(), 'owner'), PATH, claim('device-b')));
  });

  it('keeps a payment page live for 60 s (it beats every 30 s), then lets the second device in', async () => {
    await seed(env(), { [PATH]: stored('payment', 45_000) });
    await expectAllowed(false, set(dbAs(env(), 'owner'), PATH, claim('device-b')));
    await seed(env(), { [PATH]: stored('payment', 65_000) });
    await expectAllowed(true, set(dbAs(env(), 'owner'), PATH, claim('device-b')));
  });

  it("refuses another customer reading, claiming or deleting the owner's stale session", async () => {
    await seed(env(), { [PATH]: stored('appointment', 600_000) });
    const db = dbAs(env(), 'other');
    await expectAllowed(false, get(db, PATH));
    await expectAllowed(false, set(db, PATH, claim('device-b')));
    await expectAllowed(false, remove(db, PATH));
  });
});

for (const kind of ['specialAppointmentBlocks', 'freeAppointmentBlocks']) {
  describe(`${kind}/{userId}`, () => {
    const PATH = `${kind}/${OWNER}`;
    beforeEach(async () =>
      seed(env(), {
        [PATH]: {
          userId: OWNER,
          blockUntil: new Date(Date.now() + 86_400_000),
          type: kind.startsWith('free') ? 'free' : 'special',
          reason: 'missed appointment',
          updatedAt: new Date(),
        },
      }),
    );
    const getters = only('owner', 'admin', 'viewOnly');
    for (const actor of ACTORS) {
      it(`${verb(getters[actor])} ${ACTOR_NAMES[actor]} getting the owner's block`, async () => {
        await expectAllowed(getters[actor], get(dbAs(env(), actor), PATH));
      });
    }
    const listers = only('admin', 'viewOnly');
    for (const actor of ACTORS) {
      it(`${verb(listers[actor])} ${ACTOR_NAMES[actor]} listing all blocks`, async () => {
        await expectAllowed(listers[actor], list(dbAs(env(), actor), kind));
      });
    }
    for (const actor of ACTORS) {
      it(`refuses ${ACTOR_NAMES[actor]} creating, changing or deleting a block (the unblock callable does it)`, async () => {
        const db = dbAs(env(), actor);
        await expectAllowed(false, remove(db, PATH));
        await expectAllowed(false, update(db, PATH, { blockUntil: new Date(0) }));
        await expectAllowed(false, set(db, `${kind}/${OTHER}`, { userId: OTHER, blockUntil: new Date() }));
      });
    }
  });
}
