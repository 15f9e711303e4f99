// The transaction every booking mutation runs in (`runBookingTransaction`): an Admin SDK transaction run again, as
// a whole, when its commit lost a slot to another writer (slot-transaction.ts: the slot document is written on
// condition of the version read) or Firestore answered a transient error, after a short random wait of our own
// (the SDK's backoff starts at 1 s). Inside it, document reads made in the same turn of the event loop go to
// Firestore as one `getAll` (`coalesceReads`): the booking path reads the caller's profile, booking state, session,
// hourly counter and hold side by side, and each `tx.get` was a round trip of its own.
//   A refusal decided on plain reads (a slot's members: slot-transaction.ts) stands only if what was read is still
// current: `dependOn` registers that check, and a refusal whose reads changed meanwhile runs the transaction again
// instead (its queries may have seen one writer's commit half: the order of a booking without the hold it replaced).
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../admin-sdk';

/** How often a contended transaction is tried before giving up with its last error. */
const MAX_ATTEMPTS = 25;
/** The wait before attempt n+1: random, up to FIRST * 2^n ms and never above MAX ("full jitter"). */
const FIRST_BACKOFF_MS = 10;
const MAX_BACKOFF_MS = 1_000;
/** gRPC codes the SDK itself retries a transaction on (ABORTED first: a lock lost to a concurrent writer). */
const TRANSIENT = new Set([10, 1, 2, 4, 13, 14, 16, 8]);
const RESOURCE_EXHAUSTED = 8;
/** Codes of a commit whose slot condition failed: another writer got there first (see the header). */
const SLOT_CHANGED = new Set([9, 6, 5]); // FAILED_PRECONDITION, ALREADY_EXISTS, NOT_FOUND
/**
 * INVALID_ARGUMENT "Transaction is invalid or closed": the emulator ended this transaction under contention (two
 * writers of one document at once, e.g. two overlapping no-show runs) before it committed, so nothing of it was
 * written and it runs again like an ABORTED one.
 */
const closedByContention = (error: unknown) =>
  grpcCode(error) === 3 && /transaction is invalid or closed/i.test(String((error as Error).message));

/** Thrown out of an attempt whose refusal rested on reads that changed: the attempt runs again. */
class StaleRefusal extends Error {
  constructor(readonly refusal: unknown) {
    super('The reads a refusal rested on changed; the transaction runs again.');
  }
}

const grpcCode = (error: unknown): number | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
};

interface PendingRead {
  ref: DocumentReference;
  resolve: (snap: DocumentSnapshot) => void;
  reject: (error: unknown) => void;
}

const isDocumentRef = (target: unknown): target is DocumentReference =>
  typeof (target as DocumentReference).listCollections === 'function';

/**
 * `tx` with its document reads coalesced: the `get(documentRef)` calls of one turn of the event loop are sent as one
 * `tx.getAll` (each document once, in the same transaction, so with the same locks); queries and writes go to `tx`.
 */
export function coalesceReads(tx: Transaction): Transaction {
  let pending: PendingRead[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    const refs = new Map(batch.map((read) => [read.ref.path, read.ref]));
    tx.getAll(...refs.values()).then(
      (snaps) => {
        const byPath = new Map(snaps.map((snap) => [snap.ref.path, snap]));
        for (const read of batch) read.resolve(byPath.get(read.ref.path)!);
      },
      (error: unknown) => {
        for (const read of batch) read.reject(error);
      },
    );
  };
  const get = (target: unknown) => {
    if (!isDocumentRef(target)) return (tx.get as (t: unknown) => Promise<unknown>)(target);
    return new Promise<DocumentSnapshot>((resolve, reject) => {
      if (pending.length === 0) queueMicrotask(flush);
      pending.push({ ref: target, resolve, reject });
    });
  };
  return new Proxy(tx, {
    get(target, property) {
      if (property === 'get') return get;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The checks that what an attempt read without locks is still current, by the transaction given to `fn`. */
const readChecks = new WeakMap<Transaction, (() => Promise<boolean>)[]>();

/** Registers a check that plain reads the attempt `tx` decided on are still current (see the header). */
export function dependOn(tx: Transaction, stillCurrent: () => Promise<boolean>): void {
  readChecks.get(tx)?.push(stillCurrent);
}

/** Whether every plain read the attempt decided on is still current. */
async function readsCurrent(tx: Transaction): Promise<boolean> {
  const checks = await Promise.all((readChecks.get(tx) ?? []).map((check) => check()));
  return checks.every(Boolean);
}

/**
 * Runs `fn` in one Admin SDK transaction, run again (a fresh transaction) when the commit lost a slot to another
 * writer or Firestore answered a transient error, after a short random wait: the SDK's own backoff starts at 1 s.
 * Each attempt runs `fn` afresh, so it reads (and decides on) what the winners committed. A refusal
 * of `fn` (an HttpsError) is answered as it is, unless reads it rested on changed meanwhile (`dependOn`).
 */
export async function runBookingTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let committing = false;
    try {
      return await db.runTransaction(
        async (raw) => {
          const tx = coalesceReads(raw);
          readChecks.set(tx, []);
          try {
            const result = await fn(tx);
            committing = true;
            return result;
          } catch (refusal) {
            // A refusal on reads that changed meanwhile: run again (the last attempt answers the refusal itself).
            if (grpcCode(refusal) === undefined && !(await readsCurrent(tx))) throw new StaleRefusal(refusal);
            throw refusal;
          }
        },
        { maxAttempts: 1 },
      );
    } catch (error) {
      const code = grpcCode(error);
      const again =
        error instanceof StaleRefusal ||
        closedByContention(error) ||
        (code !== undefined && (TRANSIENT.has(code) || (committing && SLOT_CHANGED.has(code))));
      if (!again || attempt >= MAX_ATTEMPTS) throw error instanceof StaleRefusal ? error.refusal : error;
      const ceiling =
        code === RESOURCE_EXHAUSTED
          ? MAX_BACKOFF_MS
          : Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}
