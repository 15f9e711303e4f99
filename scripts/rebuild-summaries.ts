// Rebuilds the Dashboard's daily summaries (dashboardDays, dashboardDayOrders) from the orders:
//   npm run summaries:rebuild                      the emulators' demo project (FIRESTORE_EMULATOR_HOST, default
//                                                  127.0.0.1:8080), e.g. after importing orders with triggers off
//   GOOGLE_CLOUD_PROJECT=PROJECT npm run summaries:rebuild -- --live
//                                                  a real project, with application default credentials
//                                                  (`gcloud auth application-default login`): once after the first
//                                                  deploy of the summarizeOrderDays trigger, after a deploy that
//                                                  changes what the summaries count, or to repair drift.
// Safe while the app and the trigger run: each day is rewritten in a transaction that re-reads its orders.
export {};

const live = process.argv.includes('--live');
if (live) {
  const project = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  if (!project || project.startsWith('demo-') || process.env.FIRESTORE_EMULATOR_HOST) {
    console.error(
      '[summaries] --live needs GOOGLE_CLOUD_PROJECT (a real project) and no FIRESTORE_EMULATOR_HOST',
    );
    process.exit(2);
  }
  process.env.GCLOUD_PROJECT = project;
} else {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.GCLOUD_PROJECT ??= 'demo-chaguanas-wash';
}

// Loaded after the environment is set: the Admin SDK reads it on initialisation.
const { rebuildDaySummaries } = await import('../functions/src/data/day-summary-store');
const started = Date.now();
const { orders, days } = await rebuildDaySummaries();
console.log(
  `[summaries] ${process.env.GCLOUD_PROJECT}: ${orders} orders read, ${days} days with a summary ` +
    `(${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(0);
