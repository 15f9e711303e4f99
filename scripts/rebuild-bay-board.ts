// Rebuilds the bay board (bayBoard/{YYYY-MM-DD}) from the orders, with the order trigger's own builder:
//   npm run bayboard:rebuild                       the emulators' demo project (FIRESTORE_EMULATOR_HOST, default
//                                                  127.0.0.1:8080), e.g. after importing orders with triggers off
//   GOOGLE_CLOUD_PROJECT=PROJECT npm run bayboard:rebuild -- --live
//                                                  a real project, with application default credentials: once after
//                                                  the first deploy of the keepBayBoard trigger, or to repair drift.
// Safe while the app and the trigger run: each day is rewritten in a transaction that re-reads its orders.
export {};

const live = process.argv.includes('--live');
if (live) {
  const project = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  if (!project || project.startsWith('demo-') || process.env.FIRESTORE_EMULATOR_HOST) {
    console.error(
      '[bayboard] --live needs GOOGLE_CLOUD_PROJECT (a real project) and no FIRESTORE_EMULATOR_HOST',
    );
    process.exit(2);
  }
  process.env.GCLOUD_PROJECT = project;
} else {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.GCLOUD_PROJECT ??= 'demo-chaguanas-wash';
}

// Loaded after the environment is set: the Admin SDK reads it on initialisation.
const { rebuildBayBoard } = await import('../functions/src/data/bay-board-store');
const started = Date.now();
const { orders, days } = await rebuildBayBoard();
console.log(
  `[bayboard] ${process.env.GCLOUD_PROJECT}: ${orders} orders read, ${days} days on the board ` +
    `(${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(0);
