// WiPay's return to the order (issue 28), run by scripts/bench/live.mjs against the emulators and the local WiPay
// simulator (127.0.0.1:4510, started by scripts/emulators.mjs); a report-only row:
//   BENCH_WIPAY_TRIALS (default 20) drive-in checkouts are started through the real startCheckout, each approved on
//   the simulator through its test control (`no_webhook`, so WiPay's webhook does not race the return), and the
//   return is handed to completeCheckout the way the return page does: timed from the call to the answer 'paid'
//   (the order is written in that call's transaction; the bench then checks it exists). The hash check, WiPay's
//   lookup and the order's one transaction are all inside. One warm-up return is not counted (cold start).
// Customers: one per 10 checkouts (startCheckout allows 20 an hour each). The LAST stdout line is the JSON rows.
//   BENCH_ONLY=wipay node scripts/emulators.mjs exec "node scripts/bench/live.mjs"   (this row alone)
import { deleteApp } from 'firebase/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { CompleteCheckoutResponse, StartCheckoutResponse } from '../../src/contracts/payment-api';
import { emulatorClient, type EmulatorClient } from '../support/emulator-client';
import { emulatorApp, PASSWORD } from '../support/e2e-emulators';
import { createVerifiedCustomer } from '../support/verified-customer';
import { keepStdoutForResult, ms, percentile, type BenchRow } from './bench-stats';

const TRIALS = Math.max(1, Number(process.env.BENCH_WIPAY_TRIALS ?? 20));
const PER_CUSTOMER = 10;
const SIMULATOR = process.env.WIPAY_SIM_URL ?? 'http://127.0.0.1:4510';
const RETURN_URL = 'http://127.0.0.1:4174/payment/return';
const app = emulatorApp('wipay-bench');
const db = getFirestore(app);

const log = (message: string) => process.stderr.write(`[wipay-bench] ${message}\n`);

async function customer(index: number): Promise<EmulatorClient> {
  const email = `bench-wipay-${Date.now().toString(36)}-${index}@bench.test`;
  await createVerifiedCustomer(
    { auth: getAuth(app), db },
    {
      email,
      password: PASSWORD,
      name: 'Bench Payer',
      contact: `+1868${String(5_550_000 + index).padStart(7, '0')}`,
    },
  );
  return emulatorClient({ email, password: PASSWORD });
}

/** One checkout approved on the simulator; answers the return the browser would bring back. */
async function approvedCheckout(client: EmulatorClient) {
  const { checkoutId, url } = await client.call<StartCheckoutResponse>('startCheckout', {
    purpose: 'drive-in',
    serviceId: 'basic-wash',
    returnUrl: RETURN_URL,
  });
  const transactionId = decodeURIComponent(new URL(url).pathname.split('/').pop()!);
  const response = await fetch(`${SIMULATOR}/__sim/transactions/${transactionId}/outcome`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome: 'approve', fault: 'no_webhook' }),
  });
  if (!response.ok) throw new Error(`the simulator refused the outcome: ${response.status}`);
  const r = ((await response.json()) as { params: Record<string, string> }).params;
  return {
    checkoutId,
    transactionId: r.transaction_id!,
    status: r.status!,
    total: r.total!,
    hash: r.hash!,
  };
}

async function main(): Promise<BenchRow[]> {
  keepStdoutForResult();
  const clients: EmulatorClient[] = [];
  try {
    const samples: number[] = [];
    for (let trial = 0; trial <= TRIALS; trial++) {
      if (trial % PER_CUSTOMER === 0) clients.push(await customer(clients.length));
      const client = clients[clients.length - 1]!;
      const returned = await approvedCheckout(client);
      const started = performance.now();
      const answer = await client.call<CompleteCheckoutResponse>('completeCheckout', returned);
      const took = performance.now() - started;
      if (answer.status !== 'paid') throw new Error(`checkout ${returned.checkoutId}: ${answer.status}`);
      if (!(await db.doc(`orders/${answer.orderId}`).get()).exists)
        throw new Error(`order ${answer.orderId} missing after 'paid'`);
      if (trial > 0) samples.push(took); // the first is the warm-up
    }
    log(`samples ${samples.map(Math.round).join(' ')}`);
    return [
      [
        'WiPay return to order (completeCheckout: hash, lookup, order; simulator) p50 / p95',
        `${ms(percentile(samples, 50))} / ${ms(percentile(samples, 95))}`,
        `report (n=${samples.length})`,
        true,
      ],
    ];
  } finally {
    await Promise.all(clients.map((c) => deleteApp(c.app)));
  }
}

main().then(
  (rows) => process.stdout.write(`${JSON.stringify(rows)}\n`, () => process.exit(0)),
  (error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
