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
import type { DocumentReference } from 'firebase-admin/firestore';
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
