// userSessions (owner-only, shape-checked), block records (owner get, staff get/list, functions write),
// userDeletionRequests (owner create only) and auditLog (staff read).
import { beforeEach, describe, it } from 'vitest';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import {
  ACTOR_NAMES,
  ACTORS,
  OTHER,
  OWNER,
  dbAs,
  expectAllowed,
  seed,
  useRulesEnv,
  verb,
  type Actor,
} from '../support/backend-rules-env';

const env = useRulesEnv();

type Table = Record<Actor, boolean>;
const only = (...actors: Actor[]): Table =>
  Object.fromEntries(ACTORS.map((a) => [a, actors.includes(a)])) as Table;

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
    await expectAllowed(true, setDoc(doc(db, PATH), session()));
    await expectAllowed(true, setDoc(doc(db, PATH), { lastActivity: serverTimestamp() }, { merge: true }));
    await expectAllowed(true, updateDoc(doc(db, PATH), { page: 'payment' }));
    await expectAllowed(true, getDoc(doc(db, PATH)));
    await expectAllowed(true, deleteDoc(doc(db, PATH)));
  });

  it('lets the owner set a TTL expiresAt within a day', async () => {
    const data = { ...session(), expiresAt: new Date(Date.now() + 10 * 60_000) };
    await expectAllowed(true, setDoc(doc(dbAs(env(), 'owner'), PATH), data));
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
    await expectAllowed(false, setDoc(doc(dbAs(env(), 'owner'), PATH), data));
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
        await expectAllowed(access[actor], getDoc(doc(db, PATH)));
        await expectAllowed(access[actor], updateDoc(doc(db, PATH), { lastActivity: serverTimestamp() }));
        await expectAllowed(access[actor], deleteDoc(doc(db, PATH)));
      });
    }
    for (const actor of ACTORS) {
      it(`refuses ${ACTOR_NAMES[actor]} listing sessions`, async () => {
        const db = dbAs(env(), actor);
        await expectAllowed(
          false,
          getDocs(query(collection(db, 'userSessions'), where('userId', '==', OWNER))),
        );
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
      await expectAllowed(false, setDoc(doc(dbAs(env(), 'other'), PATH), data));
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
    await expectAllowed(false, setDoc(doc(db, PATH), claim('device-b')));
    await expectAllowed(false, updateDoc(doc(db, PATH), { sessionId: 'device-b' }));
    // The live device keeps its own record going.
    await expectAllowed(true, setDoc(doc(db, PATH), claim('device-a')));
  });

  it('lets the second device in once the appointment page is silent for more than 30 s', async () => {
    await seed(env(), { [PATH]: stored('appointment', 35_000) });
    await expectAllowed(true, setDoc(doc(dbAs(env(), 'owner'), PATH), claim('device-b')));
  });

  it('keeps a payment page live for 60 s (it beats every 30 s), then lets the second device in', async () => {
    await seed(env(), { [PATH]: stored('payment', 45_000) });
    await expectAllowed(false, setDoc(doc(dbAs(env(), 'owner'), PATH), claim('device-b')));
    await seed(env(), { [PATH]: stored('payment', 65_000) });
    await expectAllowed(true, setDoc(doc(dbAs(env(), 'owner'), PATH), claim('device-b')));
  });

  it("refuses another customer reading, claiming or deleting the owner's stale session", async () => {
    await seed(env(), { [PATH]: stored('appointment', 600_000) });
    const db = dbAs(env(), 'other');
    await expectAllowed(false, getDoc(doc(db, PATH)));
    await expectAllowed(false, setDoc(doc(db, PATH), claim('device-b')));
    await expectAllowed(false, deleteDoc(doc(db, PATH)));
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
        await expectAllowed(getters[actor], getDoc(doc(dbAs(env(), actor), PATH)));
      });
    }
    const listers = only('admin', 'viewOnly');
    for (const actor of ACTORS) {
      it(`${verb(listers[actor])} ${ACTOR_NAMES[actor]} listing all blocks`, async () => {
        await expectAllowed(listers[actor], getDocs(collection(dbAs(env(), actor), kind)));
      });
    }
    for (const actor of ACTORS) {
      it(`refuses ${ACTOR_NAMES[actor]} creating, changing or deleting a block (the unblock callable does it)`, async () => {
        const db = dbAs(env(), actor);
        await expectAllowed(false, deleteDoc(doc(db, PATH)));
        await expectAllowed(false, updateDoc(doc(db, PATH), { blockUntil: new Date(0) }));
        await expectAllowed(
          false,
          setDoc(doc(db, `${kind}/${OTHER}`), { userId: OTHER, blockUntil: new Date() }),
        );
      });
    }
  });
}

describe('userDeletionRequests', () => {
  const request = (): DocumentData => ({ userId: OWNER, timestamp: serverTimestamp() });

  it('lets the owner create their own deletion request', async () => {
    await expectAllowed(true, addDoc(collection(dbAs(env(), 'owner'), 'userDeletionRequests'), request()));
  });

  const tampered: [string, DocumentData][] = [
    ["another user's id", { ...request(), userId: OTHER }],
    ['a timestamp other than request.time', { ...request(), timestamp: new Date('2020-01-01') }],
    ['an extra key', { ...request(), reason: 'spam' }],
  ];
  it.each(tampered)('refuses the owner creating a request with %s', async (_case, data) => {
    await expectAllowed(false, addDoc(collection(dbAs(env(), 'owner'), 'userDeletionRequests'), data));
  });

  it('refuses a visitor creating one', async () => {
    const data = { userId: OWNER, timestamp: serverTimestamp() };
    await expectAllowed(false, addDoc(collection(dbAs(env(), 'visitor'), 'userDeletionRequests'), data));
  });

  describe('with a stored request', () => {
    beforeEach(async () =>
      seed(env(), { 'userDeletionRequests/r1': { userId: OWNER, timestamp: new Date() } }),
    );
    const readers = only('admin');
    for (const actor of ACTORS) {
      it(`${verb(readers[actor])} ${ACTOR_NAMES[actor]} reading requests`, async () => {
        const db = dbAs(env(), actor);
        await expectAllowed(readers[actor], getDoc(doc(db, 'userDeletionRequests/r1')));
        await expectAllowed(readers[actor], getDocs(collection(db, 'userDeletionRequests')));
      });
      it(`refuses ${ACTOR_NAMES[actor]} changing or deleting a request`, async () => {
        const db = dbAs(env(), actor);
        await expectAllowed(
          false,
          updateDoc(doc(db, 'userDeletionRequests/r1'), { timestamp: serverTimestamp() }),
        );
        await expectAllowed(false, deleteDoc(doc(db, 'userDeletionRequests/r1')));
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
      await expectAllowed(readers[actor], getDoc(doc(db, 'auditLog/a1')));
      await expectAllowed(readers[actor], getDocs(collection(db, 'auditLog')));
    });
    it(`refuses ${ACTOR_NAMES[actor]} writing or erasing audit entries`, async () => {
      const db = dbAs(env(), actor);
      await expectAllowed(false, addDoc(collection(db, 'auditLog'), { action: 'x' }));
      await expectAllowed(false, updateDoc(doc(db, 'auditLog/a1'), { action: 'y' }));
      await expectAllowed(false, deleteDoc(doc(db, 'auditLog/a1')));
    });
  }
});
