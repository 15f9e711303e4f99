// Restore drill, first half (inside `scripts/emulators.mjs exec`): seeds the demo data, adds staff audit entries
// through the functions' own writer, takes a snapshot of everything, exports Auth and Firestore with
// `npm run backup`'s code (the emulator hub's export), then wipes both emulators and shows they are empty.
//   npx tsx scripts/backup/drill-export.ts <dir>    writes <dir>/export and <dir>/expected.json
import '../support/admin-emulator-env';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID } from '../support/emulator-config';
import { countsOf, takeSnapshot } from './emulator-snapshot';

const dir = process.argv[2];
if (!dir) throw new Error('usage: drill-export.ts <dir>');
mkdirSync(dir, { recursive: true });

const run = (cmd: string, args: string[]) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
};

run('npx', ['tsx', 'scripts/seed.ts']);

// Audit entries as staff actions write them (the seed has none).
const { writeAudit } = await import('../../functions/src/data/audit');
const { db } = await import('../../functions/src/data/admin-sdk');
const orders = await db.collection('orders').limit(2).get();
for (const order of orders.docs) {
  await writeAudit(db, {
    actorUid: 'demo-admin-0001',
    actorEmail: 'admin@demo.test',
    action: 'order.status',
    target: `orders/${order.id}`,
    before: { status: order.get('status') as string },
    after: { status: 'completed' },
  });
}
await writeAudit(db, {
  actorUid: 'demo-admin-0001',
  actorEmail: 'admin@demo.test',
  action: 'block.create',
  target: 'freeAppointmentBlocks/demo-carol-0001',
  before: null,
  after: { blocked: true },
});

// The order trigger may still be settling the daily summaries: wait until two snapshots agree.
let snapshot = await takeSnapshot();
for (let i = 0; i < 20; i += 1) {
  await new Promise((r) => setTimeout(r, 500));
  const again = await takeSnapshot();
  if (JSON.stringify(again) === JSON.stringify(snapshot)) break;
  snapshot = again;
}
writeFileSync(join(dir, 'expected.json'), JSON.stringify(snapshot));
console.log('[restore-drill] before the backup:', JSON.stringify(countsOf(snapshot)));

// `npm run backup -- <dir>/export`, the same code path.
run('node', ['scripts/backup.mjs', 'backup', join(dir, 'export')]);
if (JSON.stringify(await takeSnapshot()) !== JSON.stringify(snapshot))
  throw new Error('the data changed while it was exported');

// Wipe: nothing of the seed may survive into the second half but the export.
const base = (host: string) => `http://${host}/emulator/v1/projects/${PROJECT_ID}`;
for (const url of [
  `${base(process.env.FIRESTORE_EMULATOR_HOST!)}/databases/(default)/documents`,
  `${base(process.env.FIREBASE_AUTH_EMULATOR_HOST!)}/accounts`,
]) {
  const r = await fetch(url, { method: 'DELETE' });
  if (!r.ok) throw new Error(`wipe failed: HTTP ${r.status} ${url}`);
}
const wiped = countsOf(await takeSnapshot());
console.log('[restore-drill] after the wipe:', JSON.stringify(wiped));
if (wiped['auth users'] !== 0 || wiped['all documents'] !== 0) throw new Error('the wipe left data behind');
process.exit(0);
