// Run by tests/e2e/support/bay.fixtures.ts under tsx (`npx tsx tests/e2e/support/signed-orders.fixtures.ts '<json>'`):
// writes orders with the functions' own builders, buildOrder + signedOrderData, signed with the emulators' pass key
// (functions/.secret.local), exactly as the seed does. A separate process because Playwright's loader cannot load
// the functions' sources (a CommonJS package importing the app's ES modules); tsx can. Prints the written orders as
// one JSON line. No production code imports this.
import { useLocalPassKey } from '../../../scripts/support/local-pass-key';

process.env.GCLOUD_PROJECT ??= 'demo-chaguanas-wash';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
useLocalPassKey();

export interface SignedOrderRequest {
  userId: string;
  userEmail: string;
  date: string;
  time: string;
  numberPlate: string | null;
}

const { db } = await import('../../../functions/src/data/admin-sdk');
const { buildOrder, signedOrderData } = await import('../../../functions/src/data/orders/new-order');
const { DEFAULT_LOCATION, findPackageById } = await import('../../../src/domain/catalogue');

const requests = JSON.parse(process.argv[2] ?? '[]') as SignedOrderRequest[];
const written = [];
for (const r of requests) {
  const now = new Date();
  const order = buildOrder({
    userId: r.userId,
    userEmail: r.userEmail,
    contact: '+18685550000',
    servicePackage: findPackageById('premium-wash')!,
    appointmentType: 'free',
    location: DEFAULT_LOCATION,
    appointmentDate: r.date,
    appointmentTime: r.time,
    numberPlate: r.numberPlate,
    now,
  });
  const stored = await signedOrderData(order, { specialInstructions: '' }, now);
  await db.doc(`orders/${order.orderId}`).set(stored);
  written.push({
    orderId: order.orderId,
    orderCode: order.orderCode,
    numberPlate: order.numberPlate,
    appointmentDate: order.appointmentDate,
    appointmentTime: order.appointmentTime,
    serviceName: order.serviceName,
  });
}
process.stdout.write(`${JSON.stringify(written)}\n`, () => process.exit(0));
