// Rebuilds the bay board (bayBoard/{YYYY-MM-DD}) from the orders, with the order trigger's own builder:
//   npm run bayboard:rebuild                       the emulators' demo project (FIRESTORE_EMULATOR_HOST, default
//                                                  127.0.0.1:8080), e.g. after importing orders with triggers off
//   GOOGLE_CLOUD_PROJECT=PROJECT npm run bayboard:rebuild -- --live
//                                                  a real project, with application default credentials: once after
//                                                  the first deploy of the keepBayBoard trigger, or to repair drift.
// Safe while the app and the trigger run: each day is rewritten in a transaction that re-reads its orders.
import { chooseAdminTarget } from './support/admin-target';

chooseAdminTarget('bayboard');

// Loaded after the environment is set: the Admin SDK reads it on initialisation.
const { rebuildBayBoard } = await import('../functions/src/data/days/bay-board');
const started = Date.now();
const { orders, days } = await rebuildBayBoard();
console.log(
  `[bayboard] ${process.env.GCLOUD_PROJECT}: ${orders} orders read, ${days} days on the board ` +
    `(${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(0);
