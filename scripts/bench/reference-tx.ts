// The two references the data-layer rows are read against, both plain Admin SDK transactions on the Firestore
// emulator, run by this process like the booking code:
//   BASELINE  one transaction that reads one document and writes it back: what the platform allows at the least.
//   FLOOR     one booking attempt's document traffic and nothing else: the hold's transaction, then the
//             confirmation's, each reading the documents the booking reads (profile, booking state, session,
//             hourly counter, block, slot members; then the idempotency record and the hold) in ONE getAll, and
//             writing what it writes (hold, counter, state, public slot, members; then a real order document, the
//             request record, state, slot, members, the hold deleted). No query, no decision, no e-mail: what a
//             two-step booking costs however its code were written.
// The floor's documents live in a scratch collection, prepared before and removed after the measurement.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../../functions/src/data/admin-sdk';
import { buildOrder, orderData } from '../../functions/src/data/orders/new-order';
import { findPackageById } from '../../src/domain/catalogue';
import { ms } from './bench-stats';
import type { BenchRow } from './bench-stats';
import { p, perSecond, pool, timed, type Sample } from './bench-pool';

const SCRATCH = 'benchFloor';

/** The baseline: a transaction that reads one document and writes it back, nothing else. */
export function baselineTx(id: string): () => Promise<Sample> {
  const ref = db.collection('benchBaseline').doc(id);
  return () =>
    timed(async () => {
      await db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        tx.set(ref, { n: Number(snap.get('n') ?? 0) + 1 });
      });
      return { outcome: 'booked' };
    });
}

type Role =
  'user' | 'state' | 'session' | 'throttle' | 'block' | 'members' | 'slot' | 'hold' | 'request' | 'order';

const refOf = (attempt: string, role: Role): DocumentReference =>
  db.collection(SCRATCH).doc(`${attempt}-${role}`);

const order = (uid: string) =>
  orderData(
    buildOrder({
      userId: uid,
      userEmail: `${uid}@bench.test`,
      contact: '+18681234567',
      servicePackage: findPackageById('basic-wash')!,
      appointmentType: 'free',
      location: 'Chaguanas Branch',
      appointmentDate: '2026-12-01',
      appointmentTime: '10:00 AM',
      numberPlate: null,
      rebookStateValid: false,
      now: new Date(),
    }),
    { specialInstructions: '' },
  );

/** The documents a customer already has when they book (profile, booking state, session, slot members). */
export async function prepareFloor(attempts: readonly string[]): Promise<void> {
  for (let i = 0; i < attempts.length; i += 100) {
    const batch = db.batch();
    for (const a of attempts.slice(i, i + 100)) {
      batch.set(refOf(a, 'user'), { email: `${a}@bench.test`, contact: '+18681234567', phoneVerified: true });
      batch.set(refOf(a, 'state'), { holdId: null, reservationId: null, giveUps: [] });
      batch.set(refOf(a, 'session'), { page: 'appointment', sessionId: 'bench', lastActivity: new Date() });
      batch.set(refOf(a, 'members'), { orders: {}, holds: {} });
    }
    await batch.commit();
  }
}

/** One floor attempt: the hold's transaction, then the confirmation's (see the header). */
export function floorAttempt(attempt: string): () => Promise<Sample> {
  const hold = {
    userId: attempt,
    appointmentDate: '2026-12-01',
    appointmentTime: '10:00 AM',
    pageLoadId: 'bench',
  };
  return () =>
    timed(async () => {
      await db.runTransaction(async (tx) => {
        const roles: Role[] = ['user', 'state', 'session', 'throttle', 'block', 'members'];
        await tx.getAll(...roles.map((role) => refOf(attempt, role)));
        const now = Date.now();
        tx.set(refOf(attempt, 'hold'), {
          ...hold,
          createdAt: new Date(now),
          expiresAt: new Date(now + 120_000),
        });
        tx.set(refOf(attempt, 'throttle'), { count: 1, windowStart: new Date(now) });
        tx.set(refOf(attempt, 'state'), { holdId: `${attempt}-hold`, reservationId: null, giveUps: [] });
        tx.set(refOf(attempt, 'slot'), { orders: 0, holds: { [attempt]: now + 120_000 }, reserved: false });
        tx.set(refOf(attempt, 'members'), { orders: {}, holds: { [attempt]: { ...hold, expiresAt: now } } });
      });
      await db.runTransaction(async (tx) => {
        const roles: Role[] = ['user', 'state', 'request', 'hold', 'block', 'members'];
        await tx.getAll(...roles.map((role) => refOf(attempt, role)));
        tx.create(refOf(attempt, 'order'), order(attempt));
        tx.delete(refOf(attempt, 'hold'));
        tx.set(refOf(attempt, 'request'), {
          userId: attempt,
          orderId: `${attempt}-order`,
          createdAt: new Date(),
        });
        tx.set(refOf(attempt, 'state'), { holdId: null, reservationId: null, giveUps: [] });
        tx.set(refOf(attempt, 'slot'), { orders: 1, holds: {}, reserved: false });
        tx.set(refOf(attempt, 'members'), {
          orders: { [attempt]: { userId: attempt, status: 'confirmed' } },
          holds: {},
        });
      });
      return { outcome: 'booked' };
    });
}

/** Removes the floor's and the baseline's scratch documents. */
export async function removeScratch(): Promise<void> {
  await Promise.all([SCRATCH, 'benchBaseline'].map((name) => db.recursiveDelete(db.collection(name))));
}

/**
 * Runs `tasks` at `concurrency` between two runs of as many baseline transactions (before and after, so a drift of
 * the shared machine shows in both halves): the tasks' samples and rate, and the baseline's.
 */
export async function againstBaseline(label: string, tasks: (() => Promise<Sample>)[], concurrency: number) {
  const n = tasks.length;
  const baseline = (half: string) =>
    pool(
      Array.from({ length: n }, (_, i) => baselineTx(`${label}-${half}-${i}`)),
      concurrency,
    );
  const base1 = await baseline('a');
  const run = await pool(tasks, concurrency);
  const base2 = await baseline('b');
  const baseRate = (perSecond(n, base1.wallMs) + perSecond(n, base2.wallMs)) / 2;
  return { run, rate: perSecond(n, run.wallMs), base: [...base1.samples, ...base2.samples], baseRate };
}

/**
 * `n` floor attempts at `concurrency` (attempt ids tagged `tag`), alone: their samples and rate. Run just before and
 * just after a booking row, so the row is judged against a floor measured on an emulator as warm and a machine as
 * busy as the row had them (the Firestore emulator's JIT keeps speeding up over a run).
 */
export async function floorRun(tag: string, n: number, concurrency: number) {
  const attempts = Array.from({ length: n }, (_, i) => `floor-${tag}-${i}`);
  await prepareFloor(attempts);
  const run = await pool(attempts.map(floorAttempt), concurrency);
  await removeScratch();
  return { samples: run.samples, rate: perSecond(n, run.wallMs) };
}

/**
 * The floor row: `n` floor attempts at `concurrency`, against the baseline like a booking row, reported as the
 * yardstick (each booking row is judged against the floor runs around it: `floorRun`).
 */
export async function floorRow(n: number, concurrency: number): Promise<{ row: BenchRow; rate: number }> {
  const attempts = Array.from({ length: n }, (_, i) => `floor-${i}`);
  await prepareFloor(attempts);
  const { run, rate, base, baseRate } = await againstBaseline(
    'floor',
    attempts.map(floorAttempt),
    concurrency,
  );
  await removeScratch();
  const failed = run.samples.filter((s) => s.outcome !== 'booked').length;
  const row: BenchRow = [
    `data layer: FLOOR, one booking attempt's document traffic only (2 transactions, no query, decision or e-mail), ${concurrency} in flight`,
    `${rate.toFixed(1)} attempts/s, p50/p95 ${ms(p(run.samples, 50))} / ${ms(p(run.samples, 95))} (${n - failed} of ${n}) | ` +
      `baseline 1-doc tx ${baseRate.toFixed(1)}/s, ${ms(p(base, 50))} / ${ms(p(base, 95))} | ${(baseRate / rate).toFixed(1)}x`,
    'report (what any two-step booking costs here; each booking row is judged against the floor run around it)',
    failed === 0,
  ];
  return { row, rate };
}

// The CONTENDED FLOOR: the same two bare transactions, `racers` at once on ONE slot's documents (its public document
// and its members document shared, everything else per attempt), with the slot's capacity: a hold reads the members
// and refuses (slot-full, no write) once holds and orders fill it, so exactly `capacity` attempts win. The members
// document is read and written as the booking code does it (slot-transaction.ts): a plain read beside the
// transaction's getAll, and an update on condition of the version read (a transactional read of one document by 20
// writers deadlocks them on the emulator until it times them out: 1.6-2.3 attempts/s in a first run). A lost commit
// runs again after the booking code's own short random wait (booking-transaction.ts: a fresh transaction, up to 25
// attempts, waits of up to 10 ms x 2^attempt, at most 1 s), since the SDK's backoff starts at 1 s. What any booking
// design with one members document per slot pays for a race, so the racers' row measures this code's overhead.

const CONTENDED_MAX_ATTEMPTS = 25;

/** `fn` in a fresh transaction until it commits, with the booking code's waits between lost commits. */
async function retried<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.runTransaction(fn, { maxAttempts: 1 });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'number' || attempt >= CONTENDED_MAX_ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(1_000, 10 * 2 ** attempt)));
    }
  }
}

interface Members {
  orders: Record<string, unknown>;
  holds: Record<string, unknown>;
}

const membersOf = (data: unknown): Members => {
  const m = (data ?? {}) as Partial<Members>;
  return { orders: m.orders ?? {}, holds: m.holds ?? {} };
};

/** One contended floor attempt on the shared slot `slotTag`: hold (or slot-full), then confirm. */
export function contendedFloorAttempt(
  attempt: string,
  slotTag: string,
  capacity: number,
): () => Promise<Sample> {
  const members = refOf(slotTag, 'members');
  const slot = refOf(slotTag, 'slot');
  const hold = {
    userId: attempt,
    appointmentDate: '2026-12-01',
    appointmentTime: '10:00 AM',
    pageLoadId: 'bench',
  };
  return () =>
    timed(async () => {
      const won = await retried(async (tx) => {
        const roles: Role[] = ['user', 'state', 'session', 'throttle', 'block'];
        const [m] = await Promise.all([
          members.get(),
          tx.getAll(...roles.map((role) => refOf(attempt, role))),
        ]);
        const { orders, holds } = membersOf(m.data());
        if (Object.keys(orders).length + Object.keys(holds).length >= capacity) return false;
        const now = Date.now();
        tx.set(refOf(attempt, 'hold'), {
          ...hold,
          createdAt: new Date(now),
          expiresAt: new Date(now + 120_000),
        });
        tx.set(refOf(attempt, 'throttle'), { count: 1, windowStart: new Date(now) });
        tx.set(refOf(attempt, 'state'), { holdId: `${attempt}-hold`, reservationId: null, giveUps: [] });
        const nextHolds = { ...holds, [attempt]: { ...hold, expiresAt: now } };
        tx.set(slot, { orders: Object.keys(orders).length, holds: nextHolds, reserved: false });
        tx.update(members, { orders, holds: nextHolds }, { lastUpdateTime: m.updateTime! });
        return true;
      });
      if (!won) return { outcome: 'slot-full' };
      await retried(async (tx) => {
        const roles: Role[] = ['user', 'state', 'request', 'hold', 'block'];
        const [m] = await Promise.all([
          members.get(),
          tx.getAll(...roles.map((role) => refOf(attempt, role))),
        ]);
        const { orders, holds } = membersOf(m.data());
        const { [attempt]: _mine, ...otherHolds } = holds;
        const nextOrders = { ...orders, [attempt]: { userId: attempt, status: 'confirmed' } };
        tx.create(refOf(attempt, 'order'), order(attempt));
        tx.delete(refOf(attempt, 'hold'));
        tx.set(refOf(attempt, 'request'), {
          userId: attempt,
          orderId: `${attempt}-order`,
          createdAt: new Date(),
        });
        tx.set(refOf(attempt, 'state'), { holdId: null, reservationId: null, giveUps: [] });
        tx.set(slot, { orders: Object.keys(nextOrders).length, holds: otherHolds, reserved: false });
        tx.update(members, { orders: nextOrders, holds: otherHolds }, { lastUpdateTime: m.updateTime! });
      });
      return { outcome: 'booked' };
    });
}

/**
 * `racers` contended floor attempts at once on one shared slot of `capacity` seats: their samples, rate, and how
 * many won (must be `capacity`).
 */
export async function contendedFloorRun(tag: string, racers: number, capacity: number) {
  const attempts = Array.from({ length: racers }, (_, i) => `cfloor-${tag}-${i}`);
  const slotTag = `cfloor-${tag}-slot`;
  await prepareFloor(attempts);
  await refOf(slotTag, 'members').set({ orders: {}, holds: {} });
  const run = await pool(
    attempts.map((a) => contendedFloorAttempt(a, slotTag, capacity)),
    racers,
  );
  await removeScratch();
  const won = run.samples.filter((s) => s.outcome === 'booked').length;
  return { samples: run.samples, rate: perSecond(racers, run.wallMs), won };
}

// The MATCHED FLOOR: the same two bare transactions on a row's own slot layout. Attempt i books the row's slot i:
// attempts whose slots are the same share that slot's public and members documents and run as contended floor
// attempts (capacity: how many share it, so every one wins), an attempt alone on its slot runs as a plain floor
// attempt. Row 3 books same-slot neighbours side by side on purpose (their collisions are what its audit checks);
// against this floor it is judged on this code's overhead, not on what any design with one members document per slot
// pays when two customers take one slot at once: the racers' decision (issue 45) applied to the pairs it has.

/**
 * Floor attempts laid out as a row's bookings (`slots[i]`: any string naming attempt i's slot), at `concurrency`:
 * their samples and rate, and how many did not go through (must be 0).
 */
export async function matchedFloorRun(tag: string, slots: readonly string[], concurrency: number) {
  const attempts = slots.map((_, i) => `mfloor-${tag}-${i}`);
  const sharing = new Map<string, number>();
  for (const slot of slots) sharing.set(slot, (sharing.get(slot) ?? 0) + 1);
  const slotTag = new Map([...sharing.keys()].map((slot, k) => [slot, `mfloor-${tag}-slot${k}`]));
  await prepareFloor(attempts);
  const shared = db.batch();
  for (const [slot, n] of sharing)
    if (n > 1) shared.set(refOf(slotTag.get(slot)!, 'members'), membersOf(null));
  await shared.commit();
  const tasks = attempts.map((attempt, i) => {
    const n = sharing.get(slots[i]!)!;
    return n > 1 ? contendedFloorAttempt(attempt, slotTag.get(slots[i]!)!, n) : floorAttempt(attempt);
  });
  const run = await pool(tasks, concurrency);
  await removeScratch();
  const failed = run.samples.filter((s) => s.outcome !== 'booked').length;
  return { samples: run.samples, rate: perSecond(attempts.length, run.wallMs), failed };
}
