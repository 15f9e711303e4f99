// Restore drill, second half (inside `scripts/emulators.mjs exec … --import <dir>/export`, i.e. emulators started
// empty and loaded only from the backup): takes a snapshot and requires it to equal the one taken before the
// backup, user by user and document by document; prints the counts it compared.
//   npx tsx scripts/backup/drill-compare.ts <dir>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countsOf, differences, takeSnapshot, type Snapshot } from './emulator-snapshot';

const dir = process.argv[2];
if (!dir) throw new Error('usage: drill-compare.ts <dir>');
const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Snapshot;
const actual = await takeSnapshot();
const diffs = differences(expected, actual);
const before = countsOf(expected);
const after = countsOf(actual);
console.log('[restore-drill] compared (before backup -> after restore):');
for (const [name, n] of Object.entries(before)) console.log(`  ${name.padEnd(16)} ${n} -> ${after[name]}`);
if (diffs.length > 0 || before['all documents'] === 0 || before['auth users'] === 0) {
  console.error(`[restore-drill] FAILED: ${diffs.length} differences`);
  for (const d of diffs.slice(0, 30)) console.error(`  ${d}`);
  process.exit(1);
}
console.log(
  `[restore-drill] OK: ${before['auth users']} users and ${before['all documents']} documents equal after the restore`,
);
process.exit(0);
