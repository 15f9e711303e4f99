// Simulated customers for the booking benchmarks: fresh accounts with a verified phone
// (support/verified-customer), signed in ONCE on the Auth emulator so the measured calls carry no sign-in, then the
// real booking callables over the Functions emulator's HTTP protocol (POST {data}, bearer ID token: what the browser
// SDK sends).
import '../support/admin-emulator-env';
import { getAuth } from 'firebase-admin/auth';
import { db } from '../../functions/src/data/admin-sdk';
import { createVerifiedCustomer } from '../support/verified-customer';
import { FUNCTIONS_REGION, HOST, PORTS, PROJECT_ID } from '../support/emulator-config';
import { DEFAULT_LOCATION } from '../../src/domain/catalogue';
import { emulatorAppCheckToken } from '../../src/lib/emulator-app-check-token';
import type { SlotKey } from '../../src/domain/types';
import type {
  ConfirmBookingResponse,
  CreateHoldRequest,
  CreateHoldResponse,
} from '../../src/contracts/booking-api';
import type { CompleteCheckoutResponse, StartCheckoutResponse } from '../../src/contracts/payment-api';
import { log, wallClock } from './bench-stats';
// The browser half signs these customers in on the app's form, with the password every browser step uses.
import { PASSWORD } from '../support/e2e-emulators';

let serial = 0;

export interface BenchCustomer {
  uid: string;
  email: string;
  token: string;
}

/** A fresh account with a verified phone (so no earlier run's free cadence interferes). */
async function newCustomer(label: string): Promise<{ uid: string; email: string }> {
  serial += 1;
  const email = `bench-${label}-${Date.now()}-${serial}@bench.test`;
  const contact = `+1868${1000000 + Math.floor(Math.random() * 8999999)}`;
  const input = { email, password: PASSWORD, name: `Bench ${label}`, contact };
  return { uid: await createVerifiedCustomer({ auth: getAuth(), db }, input), email };
}

/** What a callable answered: its result, or the error of the callable protocol (status as in 'ABORTED'). */
export type CallOutcome<T> =
  { ok: true; result: T } | { ok: false; status: string; message: string; reason: string | null };

/** Longer than the functions' own 60 s timeout, so that their answer is what gets recorded. */
const CALL_TIMEOUT_MS = 90_000;

async function signIn(email: string): Promise<string> {
  const res = await fetch(
    `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message?: string } };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${body.error?.message ?? res.status}`);
  return body.idToken;
}

/**
 * `count` new signed-in customers, created `batch` at a time: every sign-in runs the Auth blocking function, whose
 * worker pool (one process per concurrent call on the emulator) grows with the batch.
 */
export async function benchCustomers(label: string, count: number, batch = 5): Promise<BenchCustomer[]> {
  const out: BenchCustomer[] = [];
  while (out.length < count) {
    const size = Math.min(batch, count - out.length);
    out.push(
      ...(await Promise.all(
        Array.from({ length: size }, async () => {
          const customer = await newCustomer(label);
          return { ...customer, token: await signIn(customer.email) };
        }),
      )),
    );
  }
  return out;
}

/** Calls a callable like the browser SDK does; never throws for an error answer, only for a broken transport. */
export async function call<T>(token: string | null, name: string, data: unknown): Promise<CallOutcome<T>> {
  let res: Response;
  try {
    res = await fetch(`http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Firebase-AppCheck': emulatorAppCheckToken('demo-bench', Date.now()).token,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, status: 'TRANSPORT', message: String(error), reason: null };
  }
  const text = await res.text();
  let body: { result?: T; error?: { status?: string; message?: string; details?: { reason?: string } } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { ok: false, status: `HTTP_${res.status}`, message: text.slice(0, 200), reason: null };
  }
  if (body.error || !res.ok) {
    return {
      ok: false,
      status: body.error?.status ?? `HTTP_${res.status}`,
      message: body.error?.message ?? '',
      reason: typeof body.error?.details?.reason === 'string' ? body.error.details.reason : null,
    };
  }
  return { ok: true, result: body.result as T };
}

/** Like `call`, but an error answer is a failure of the benchmark itself. */
export async function callOrThrow<T>(token: string, name: string, data: unknown): Promise<T> {
  const outcome = await call<T>(token, name, data);
  if (!outcome.ok)
    throw new Error(`${name} failed: ${outcome.status} ${outcome.reason ?? ''} ${outcome.message}`);
  return outcome.result;
}

export function holdRequest(slot: SlotKey): CreateHoldRequest {
  return {
    appointmentDate: slot.date,
    appointmentTime: slot.time,
    appointmentType: slot.type,
    location: slot.location,
    pageLoadId: 'bench',
  };
}

export function slotOn(date: string, time: string, type: SlotKey['type']): SlotKey {
  return { date, time, type, location: DEFAULT_LOCATION };
}

let requestSerial = 0;

export interface BookingAttempt {
  customer: BenchCustomer;
  slot: SlotKey;
  startedAt: number;
  endedAt: number;
  /** The failed step and its answer, or null when the order was confirmed. */
  failure: {
    step: 'createHold' | 'confirmBooking' | 'specialFee';
    status: string;
    reason: string | null;
  } | null;
}

/** One booking through the real write path: createHold, then confirmBooking of that hold. */
export async function bookSlot(customer: BenchCustomer, slot: SlotKey): Promise<BookingAttempt> {
  const startedAt = wallClock();
  const done = (failure: BookingAttempt['failure']): BookingAttempt => ({
    customer,
    slot,
    startedAt,
    endedAt: wallClock(),
    failure,
  });
  const hold = await call<CreateHoldResponse>(customer.token, 'createHold', holdRequest(slot));
  if (!hold.ok) return done({ step: 'createHold', status: hold.status, reason: hold.reason });
  requestSerial += 1;
  const requestId = `bench-${Date.now()}-${requestSerial}`;
  if (slot.type === 'special') {
    // A special's $30 fee is paid when booking: WiPay's checkout on the local simulator, then the verified return.
    const paid = await paySpecialFee(customer.token, hold.result.holdId, requestId);
    return done(paid.ok ? null : { step: 'specialFee', status: paid.status, reason: paid.reason });
  }
  const confirm = await call<ConfirmBookingResponse>(customer.token, 'confirmBooking', {
    holdId: hold.result.holdId,
    requestId,
    serviceId: 'basic-wash',
    appointmentType: slot.type,
  });
  return done(confirm.ok ? null : { step: 'confirmBooking', status: confirm.status, reason: confirm.reason });
}

/** startCheckout('special') for the hold, 'approve' on the simulator (its test control), completeCheckout. */
async function paySpecialFee(
  token: string,
  holdId: string,
  requestId: string,
): Promise<{ ok: true } | { ok: false; status: string; reason: string | null }> {
  const started = await call<StartCheckoutResponse>(token, 'startCheckout', {
    purpose: 'special',
    serviceId: 'basic-wash',
    returnUrl: 'http://127.0.0.1:4173/payment/return',
    booking: { holdId, requestId },
  });
  if (!started.ok) return started;
  const transactionId = decodeURIComponent(new URL(started.result.url).pathname.split('/').pop() ?? '');
  const settled = await fetch(`http://127.0.0.1:4510/__sim/transactions/${transactionId}/outcome`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome: 'approve', fault: 'no_webhook', card_number: '4111111111111111' }),
  });
  const { params } = (await settled.json()) as { params: Record<string, string> };
  const completed = await call<CompleteCheckoutResponse>(token, 'completeCheckout', {
    checkoutId: started.result.checkoutId,
    transactionId: params.transaction_id,
    status: params.status,
    total: params.total,
    hash: params.hash,
  });
  if (!completed.ok) return completed;
  return completed.result.status === 'paid'
    ? { ok: true }
    : { ok: false, status: completed.result.status, reason: null };
}

/**
 * Grows the Functions emulator's worker pools to `size` per function before anything is timed: it starts one
 * worker process per concurrent request, and dozens of cold starts at once overrun its load timeout on a small
 * machine. Invalid, unauthenticated calls are cheap (refused by the schema) but occupy a worker each.
 */
export async function warmUpFunctions(names: readonly string[], size: number): Promise<void> {
  const started = Date.now();
  for (let wave = Math.min(4, size); ; wave = Math.min(size, wave * 2)) {
    await Promise.all(names.flatMap((name) => Array.from({ length: wave }, () => call(null, name, {}))));
    if (wave === size) break;
  }
  log(`worker pools of ${names.join(', ')} warmed to ${size} in ${Date.now() - started} ms`);
}
