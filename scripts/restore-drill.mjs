// The restore drill (run by `npm test`'s emulator tier, alone by `npm run test:restore-drill`): one emulator suite
// is seeded, backed up with `npm run backup` (the emulator hub's export), wiped and stopped; a second,
// fresh suite starts from the backup with `--import` (what `npm run restore` runs) and every Auth user and every
// Firestore document must equal what was there before the backup. Prints the counts it compared.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './emulator-env.mjs';

const dir = mkdtempSync(join(tmpdir(), 'restore-drill-'));
const suite = (command, ...extra) =>
  spawnSync('node', ['scripts/emulators.mjs', 'exec', command, ...extra], { cwd: root, stdio: 'inherit' });

let status = 1;
try {
  const exported = suite(`npx tsx scripts/backup/drill-export.ts ${dir}`);
  if (exported.status !== 0) throw new Error('seeding, backing up or wiping failed');
  const restored = suite(`npx tsx scripts/backup/drill-compare.ts ${dir}`, '--import', join(dir, 'export'));
  status = restored.status ?? 1;
} catch (error) {
  console.error(`[restore-drill] ${error instanceof Error ? error.message : String(error)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
