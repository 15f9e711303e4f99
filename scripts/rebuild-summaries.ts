// Rebuilds the Dashboard's daily summaries (dashboardDays, dashboardDayOrders) from the orders:
//   npm run summaries:rebuild                      the emulators' demo project (FIRESTORE_EMULATOR_HOST, default
//                                                  127.0.0.1:8080), e.g. after importing orders with triggers off
//   GOOGLE_CLOUD_PROJECT=PROJECT npm run summaries:rebuild -- --live
//                                                  a real project, with application default credentials
//                                                  (`gcloud auth application-default login`): once after the first
//                                                  deploy of the summarizeOrderDays trigger, after a deploy that
//                                                  changes what the summaries count, or to repair drift.
// Safe while the app and the trigger run: each day is rewritten in a transaction that re-reads its orders.
import { chooseAdminTarget } from './support/admin-target';

chooseAdminTarget('summaries');

// Loaded after the environment is set: the Admin SDK reads it on initialisation.
const { rebuildDaySummaries } = await import('../functions/src/data/days/day-summary');
const started = Date.now();
const { orders, days } = await rebuildDaySummaries();
console.log(
  `[summaries] ${process.env.GCLOUD_PROJECT}: ${orders} orders read, ${days} days with a summary ` +
    `(${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(0);
