// Backups of the local emulator suite (Auth users and every Firestore document):
//   npm run backup [-- <dir>]    exports the RUNNING suite (npm start / npm run emulators) through the emulator
//                                hub's export (what `firebase emulators:export` asks for); default dir
//                                backups/emulators-<UTC time>
//   npm run restore -- <dir>     starts a fresh suite loaded from that backup (`--import`: the emulators import
//                                at start only, so stop the running suite first); Ctrl-C stops it
// The restore drill (scripts/restore-drill.mjs, in `npm test`) proves the pair loses nothing. For a real
// project see the deploy checklist (docs/deploy.md) (point-in-time recovery, scheduled exports, `firebase auth:export`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root, PORTS } from './emulator-env.mjs';

const [mode, target] = process.argv.slice(2);

if (mode === 'backup') {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  const dir = resolve(target ?? join(root, 'backups', `emulators-${stamp}`));
  mkdirSync(dir, { recursive: true });
  // The hub's export endpoint, as `firebase emulators:export` calls it, addressed directly: the CLI finds the hub
  // through a locator file in the shared temp directory, which another suite on the same machine may own.
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? `127.0.0.1:${PORTS.hub}`;
  let response;
  try {
    response = await fetch(`http://${hub}/_admin/export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: dir, initiatedBy: 'export' }),
    });
  } catch (error) {
    console.error(`backup: no emulator hub at ${hub} (start the suite: npm start): ${error.message}`);
    process.exit(1);
  }
  if (!response.ok) {
    console.error(`backup failed: HTTP ${response.status} ${await response.text()}`);
    process.exit(1);
  }
  for (const part of ['firebase-export-metadata.json', 'auth_export', 'firestore_export']) {
    if (!existsSync(join(dir, part))) {
      console.error(`backup failed: ${dir} has no ${part}`);
      process.exit(1);
    }
  }
  console.log(`backup: ${dir}\nrestore: npm run restore -- ${dir}`);
  process.exit(0);
} else if (mode === 'restore') {
  if (!target || !existsSync(join(target, 'firebase-export-metadata.json'))) {
    console.error('usage: npm run restore -- <dir made by npm run backup>');
    process.exit(2);
  }
  const r = spawnSync('node', ['scripts/emulators.mjs', 'start', '--import', resolve(target)], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(r.status ?? 1);
} else {
  console.error('usage: node scripts/backup.mjs backup [dir] | restore <dir>');
  process.exit(2);
}
