// What the Firestore emulator sends to a listening client, measured (the evidence behind the Select Time rows of
// issue 31). Run inside the emulator suite:
//   bash scripts/with-node.sh node scripts/emulators.mjs exec "npx tsx scripts/bench/emulator-listen-probe.ts"
// 1. resend    one query listener on 20 slot documents; 10 updates of one document each. Production Firestore sends
//              the changed document (10 document messages); the count printed is what the emulator sent, read from
//              the client SDK's own debug log of its Listen stream (firebase/app onLog).
// 2. targets   the time from an update to the listener's snapshot of it, and the updates' own time, with 0, 16 and 64
//              other query listeners open on documents the update does not touch. Production evaluates a write
//              against the listeners it matches only.
// Prints one line per figure to stdout. Uses its own location ('Probe') and removes its documents.
import { initializeApp, onLog } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  initializeFirestore,
  limit,
  onSnapshot,
  query,
  setLogLevel,
  where,
  type Firestore,
} from 'firebase/firestore';
import { db as admin } from '../../functions/src/data/admin-sdk';
import { HOST, PORTS, PROJECT_ID } from '../support/emulator-config';

const LOCATION = 'Probe';
const DATE = '2099-01-01';
const DOCS = 20;
const UPDATES = 10;

let documentMessages = 0;
onLog(
  (entry) => {
    const found = entry.message.match(/documentChange/g);
    if (found) documentMessages += found.length;
  },
  { level: 'debug' },
);

const slotQuery = (fs: Firestore, location: string) =>
  query(
    collection(fs, 'slots'),
    where('date', '==', DATE),
    where('location', '==', location),
    where('appointmentType', '==', 'free'),
    limit(100),
  );

const slotDoc = (location: string, i: number) => ({
  date: DATE,
  location,
  appointmentType: 'free',
  time: `${i}`,
  orders: 0,
  holds: {},
  reserved: false,
  reservedUntil: null,
  updatedAt: new Date(),
});

async function main(): Promise<void> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'probe' });
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  await createUserWithEmailAndPassword(auth, `probe-${Date.now()}@probe.test`, 'probe-password');
  const fs = initializeFirestore(app, {});
  connectFirestoreEmulator(fs, HOST, PORTS.firestore);
  const ids = Array.from({ length: DOCS }, (_, i) => `probe_${DATE}_${i}`);
  await Promise.all(ids.map((id, i) => admin.collection('slots').doc(id).set(slotDoc(LOCATION, i))));

  // 1. resend
  let latestOrders = -1;
  let notify: (() => void) | null = null;
  let ready!: () => void;
  const first = new Promise<void>((resolve) => (ready = resolve));
  // The SDK's debug lines are counted (onLog above), not printed.
  const print = console.log;
  console.log = () => {};
  setLogLevel('debug');
  const unsubscribe = onSnapshot(slotQuery(fs, LOCATION), (snapshot) => {
    latestOrders = Math.max(...snapshot.docs.map((d) => d.get('orders') as number));
    ready();
    notify?.();
  });
  await first;
  const initial = documentMessages;
  const seen = (value: number) =>
    new Promise<void>((resolve) => {
      notify = () => {
        if (latestOrders >= value) resolve();
      };
      notify();
    });
  let value = 0;
  for (let i = 0; i < UPDATES; i++) {
    value += 1;
    await admin.collection('slots').doc(ids[0]!).update({ orders: value });
    await seen(value);
  }
  setLogLevel('error');
  console.log = print;
  console.log(
    `resend: initial result ${initial} document messages for ${DOCS} documents; ${UPDATES} updates of one document -> ${documentMessages - initial} document messages (production: ${UPDATES})`,
  );

  // 2. targets
  const others: (() => void)[] = [];
  for (const open of [0, 16, 64]) {
    while (others.length < open) {
      const location = `${LOCATION}-${others.length}`;
      await admin.collection('slots').doc(`probe_${DATE}_${location}`).set(slotDoc(location, 0));
      await new Promise<void>((resolve) => {
        others.push(onSnapshot(slotQuery(fs, location), () => resolve()));
      });
    }
    const delivery: number[] = [];
    const writes: number[] = [];
    for (let i = 0; i < 20; i++) {
      value += 1;
      const start = performance.now();
      await admin.collection('slots').doc(ids[0]!).update({ orders: value });
      writes.push(performance.now() - start);
      await seen(value);
      delivery.push(performance.now() - start);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(
      `targets: ${open} other query listeners open -> update ${median(writes).toFixed(1)} ms, update to snapshot ${median(delivery).toFixed(1)} ms (medians of 20)`,
    );
  }
  others.forEach((stop) => stop());
  unsubscribe();
  const probeDocs = await admin.collection('slots').where('date', '==', DATE).get();
  await Promise.all(probeDocs.docs.map((d) => d.ref.delete()));
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
