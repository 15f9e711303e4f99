// Growing past one wash: LOCATIONS washes booked at once on the emulator, through the functions' own createHold and
// confirmBooking in this process (as the data-layer rows), against one wash booked alone.
//   The catalogue has one location today (src/domain/catalogue.ts); a slot is keyed by date, LOCATION, type and
// time (slotDocId), so each bench location is another location name with the same day of slots, booked by its own
// customers (PER_LOCATION of them, PER_LOCATION_IN_FLIGHT at once per location). The data layer takes the location
// as given (the callables' schema is what limits it to the catalogue's), so the booking code runs unchanged.
//   Every commit's writes are counted per document (the Admin SDK's commit RPCs, recorded as booking-cost.ts records
// them): the rows print throughput for 1 and for LOCATIONS locations, the busiest document's writes and writes per
// second of the run, and how many documents were written by the bookings of more than one location (budget: none,
// i.e. no shared hot document; the emulator's background triggers are paused, as in the data-layer rows: their
// per-date summary documents are counted in docs/benchmarks.md's projection).
//   The run's orders, holds, mail jobs and slot documents are removed afterwards.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Firestore } from 'firebase-admin/firestore';
import { bookableDates } from '../../src/domain/calendar';
import type { SlotKey } from '../../src/domain/types';
import { db } from '../../functions/src/data/admin-sdk';
import { recomputeSlots } from '../../functions/src/data/slots/slot-writes';
import { withTriggersPaused } from '../emulator-triggers';
import { log, type BenchRow } from './bench-stats';
import { perSecond, pool, tally } from './bench-pool';
import { booking, missingSlotDocs, removeMailJobs, seedCustomers } from './bench-bookings';
import { slotsWithSeats } from './slot-audit';

export const LOCATIONS = 10;
const PER_LOCATION = 20;
const PER_LOCATION_IN_FLIGHT = 5;
/** Firestore's published sustained write rate per document (docs/benchmarks.md quotes the page). */
const DOC_WRITES_PER_SECOND_LIMIT = 1;

type Commit = (method: string, request: Record<string, unknown>, ...rest: unknown[]) => Promise<unknown>;

interface WriteBody {
  update?: { name?: string };
  delete?: string;
  transform?: { document?: string };
}

/** The location whose booking is running (set around each booking, read by the commit recorder). */
const bookingAt = new AsyncLocalStorage<string>();

interface Written {
  /** Writes per document path (the collection/id part). */
  counts: Map<string, number>;
  /** Which locations' bookings wrote each document ('?' for a commit outside any booking). */
  writers: Map<string, Set<string>>;
}

/** Every commit `firestore` sends while `work` runs, counted per document and per writing location. */
async function writesPerDocument(firestore: Firestore, work: () => Promise<void>): Promise<Written> {
  const target = firestore as unknown as { request: Commit };
  const { request } = target;
  const counts = new Map<string, number>();
  const writers = new Map<string, Set<string>>();
  target.request = async (method, body, ...rest) => {
    const result = await request.call(firestore, method, body, ...rest);
    // Counted once the commit is through: a commit that lost to another writer wrote nothing.
    if (method === 'commit') {
      for (const w of (body.writes as WriteBody[] | undefined) ?? []) {
        const name = w.update?.name ?? w.delete ?? w.transform?.document ?? '?';
        const path = name.split('/documents/')[1] ?? name;
        counts.set(path, (counts.get(path) ?? 0) + 1);
        const set = writers.get(path) ?? new Set<string>();
        set.add(bookingAt.getStore() ?? '?');
        writers.set(path, set);
      }
    }
    return result;
  };
  try {
    await work();
  } finally {
    target.request = request;
  }
  return { counts, writers };
}

const benchLocation = (i: number) => `Bench Wash ${String(i + 1).padStart(2, '0')}`;

interface Phase {
  locations: number;
  rate: number;
  wallMs: number;
  booked: number;
  writes: Map<string, number>;
  /** Which locations' bookings wrote each document. */
  writers: Map<string, Set<string>>;
}

/** `locations` washes booked at once, PER_LOCATION customers each on PER_LOCATION different slots of `date`. */
async function phase(locations: number, keys: readonly SlotKey[], tag: string): Promise<Phase> {
  const pairs = [];
  for (let l = 0; l < locations; l++) {
    const customers = await seedCustomers(`${tag}-loc${l}`, PER_LOCATION);
    const location = benchLocation(l);
    pairs.push(...customers.map((c, k) => ({ c, slot: { ...keys[k]!, location }, location })));
  }
  const newSlotDocs = await missingSlotDocs(pairs.map((x) => x.slot));
  let result!: Awaited<ReturnType<typeof pool>>;
  // Each booking runs in its location's async context, so the recorder knows whose commit it sees.
  const tasks = pairs.map(
    ({ c, slot, location }) =>
      () =>
        bookingAt.run(location, booking(c, slot)),
  );
  const { counts: writes, writers } = await withTriggersPaused(() =>
    writesPerDocument(db, async () => {
      result = await pool(tasks, locations * PER_LOCATION_IN_FLIGHT);
    }),
  );
  const booked = result.samples.filter((s) => s.outcome === 'booked').length;
  log(`${locations} location(s): ${tally(result.samples)} in ${Math.round(result.wallMs)} ms`);
  await cleanUp(
    result.samples,
    pairs.map((x) => x.slot),
    newSlotDocs,
  );
  return {
    locations,
    rate: perSecond(pairs.length, result.wallMs),
    wallMs: result.wallMs,
    booked,
    writes,
    writers,
  };
}

async function cleanUp(
  samples: readonly { orderId?: string; holdId?: string }[],
  slots: readonly SlotKey[],
  newSlotDocs: Awaited<ReturnType<typeof missingSlotDocs>>,
): Promise<void> {
  const orderIds = samples.flatMap((s) => (s.orderId ? [s.orderId] : []));
  for (let i = 0; i < samples.length; i += 400) {
    const batch = db.batch();
    for (const s of samples.slice(i, i + 400)) {
      if (s.orderId) batch.delete(db.collection('orders').doc(s.orderId));
      if (s.holdId) batch.delete(db.collection('activeBookings').doc(s.holdId));
    }
    await batch.commit();
  }
  await removeMailJobs(orderIds);
  await recomputeSlots(slots);
  for (let i = 0; i < newSlotDocs.length; i += 400) {
    const batch = db.batch();
    for (const ref of newSlotDocs.slice(i, i + 400)) batch.delete(ref);
    await batch.commit();
  }
}

/** The most writes any document got, and the documents that got them (one example per collection). */
function busiest(writes: Map<string, number>): [string, number] {
  const most = Math.max(0, ...writes.values());
  const tied = [...writes].filter(([, n]) => n === most).map(([path]) => path);
  const examples = new Map(tied.map((path) => [path.split('/')[0], path]));
  return [`${tied.length} documents (e.g. ${[...examples.values()].join(', ')})`, most];
}

/** The rows: throughput at 1 and LOCATIONS locations, the busiest document, documents shared between locations. */
export async function locationRows(): Promise<BenchRow[]> {
  const dates = bookableDates(new Date());
  const date = dates[dates.length - 1]!;
  const keys = (await slotsWithSeats(date, new Date()))
    .filter((s) => s.key.type === 'free' && s.seatsLeft > 0)
    .map((s) => s.key);
  if (keys.length < PER_LOCATION) throw new Error(`not enough free slots on ${date}`);
  const one = await phase(1, keys, 'loc1');
  const many = await phase(LOCATIONS, keys, `loc${LOCATIONS}`);
  const [hotPath, hotWrites] = busiest(many.writes);
  const shared = [...many.writers].filter(([, set]) => set.size > 1 || set.has('?'));
  const perBooking = (p: Phase) => [...p.writes.values()].reduce((a, b) => a + b, 0) / Math.max(1, p.booked);
  const hotPerSecond = hotWrites / (many.wallMs / 1000);
  return [
    [
      `${LOCATIONS} locations booked at once (data layer, ${PER_LOCATION} customers on ${PER_LOCATION} slots each, ${PER_LOCATION_IN_FLIGHT} in flight per location)`,
      `1 location: ${one.rate.toFixed(1)} bookings/s (${one.booked} booked); ${LOCATIONS} locations: ${many.rate.toFixed(1)}/s in all, ` +
        `${(many.rate / LOCATIONS).toFixed(1)}/s per location (${many.booked} booked): ${(many.rate / one.rate).toFixed(1)}x the one location's ` +
        `(2 shared cores run the emulator and the bench: the total is the machine's, not Firestore's)`,
      `report; every booking through (${PER_LOCATION} and ${PER_LOCATION * LOCATIONS})`,
      one.booked === PER_LOCATION && many.booked === PER_LOCATION * LOCATIONS,
    ],
    [
      `${LOCATIONS} locations: documents written per booking; busiest document, its writes and writes/s over the run`,
      `${perBooking(many).toFixed(1)} document writes a booking over ${many.writes.size} documents; busiest ${hotPath}: ${hotWrites} writes each, ` +
        `${hotPerSecond.toFixed(1)}/s during a ${Math.round(many.wallMs)} ms burst (${(hotWrites / Math.max(1, many.booked)).toFixed(3)} writes a booking)`,
      `report (Firestore: ${DOC_WRITES_PER_SECOND_LIMIT} sustained write/s per document; a burst is allowed)`,
      true,
    ],
    [
      `${LOCATIONS} locations: documents written by the bookings of more than one location (a shared hot document)`,
      shared.length === 0
        ? '0'
        : `${shared.length}: ${shared
            .slice(0, 5)
            .map(([path]) => path)
            .join(', ')}`,
      '0',
      shared.length === 0,
    ],
  ];
}
