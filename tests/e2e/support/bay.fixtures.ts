// Data of the bay's end-to-end suite (issue 27): customers, and orders written with the Admin SDK through the
// functions' own builders (buildOrder + signedOrderData, as the seed writes them), signed with the emulators' pass
// key (functions/.secret.local, written by scripts/emulator-env.mjs before the emulators start), so each pass is
// exactly what the Functions emulator verifies. Times are relative to the real now in business time. No production
// code imports this.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import {
  addDaysToDate,
  bookableDates,
  businessDate,
  businessMinutesOfDay,
  formatTime12,
} from '../../../src/domain/calendar';
import { parseQrPayload } from '../../../src/domain/qr-payload';
import { slotTimes } from '../../../src/domain/slots';
import type { SignedOrderRequest } from './signed-orders.fixtures';
import { adminApp, callAs, newCustomer, type Customer } from './booking.fixtures';
import { bookThroughCallables } from './callable-bookings.fixtures';

const WRITER = join(import.meta.dirname, 'signed-orders.fixtures.ts');
const db = getFirestore(adminApp);
const MINUTE = 60_000;

export interface BayCustomer extends Customer {
  firstName: string;
}

/** A new verified customer whose profile name starts with `firstName` (the bay shows the first name only). */
export async function bayCustomer(firstName: string): Promise<BayCustomer> {
  const customer = await newCustomer(`bay-${firstName.toLowerCase()}`);
  await db.doc(`users/${customer.uid}`).update({ name: `${firstName} Rampersad` });
  return { ...customer, firstName };
}

/** A plate no other order of the day has. */
export const uniquePlate = (): string => `B${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

/** Business date and time (to the minute, off the booking grid) `ms` from now. */
export function businessSlot(ms: number): { date: string; time: string } {
  const at = new Date(Date.now() + ms);
  return { date: businessDate(at), time: formatTime12(businessMinutesOfDay(at)) };
}

export interface WrittenOrder {
  orderId: string;
  orderCode: string;
  numberPlate: string | null;
  appointmentDate: string;
  appointmentTime: string;
  serviceName: string;
  /** The QR text as stored (`qrData`): the spec's JSON with the signed pass. */
  qrData: string;
}

/**
 * Writes confirmed free appointments (PREMIUM WASH), signed (pass version 1), as confirmBooking stores them: through
 * the functions' own buildOrder + signedOrderData in a tsx process (signed-orders.fixtures.ts).
 */
export async function writeSignedOrders(
  orders: { customer: BayCustomer; slot: { date: string; time: string }; numberPlate?: string | null }[],
): Promise<WrittenOrder[]> {
  const requests: SignedOrderRequest[] = orders.map((o) => ({
    userId: o.customer.uid,
    userEmail: o.customer.email,
    date: o.slot.date,
    time: o.slot.time,
    numberPlate: o.numberPlate === undefined ? uniquePlate() : o.numberPlate,
  }));
  const run = spawnSync('npx', ['tsx', WRITER, JSON.stringify(requests)], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`writing signed orders failed: ${run.stderr}`);
  const written = JSON.parse(run.stdout.trim().split('\n').pop()!) as Omit<WrittenOrder, 'qrData'>[];
  return Promise.all(written.map(async (o) => ({ ...o, qrData: await storedQrData(o.orderId) })));
}

/** The order's `qrData` as Firestore holds it now (read with the Admin SDK, as the customer's phone shows it). */
export async function storedQrData(orderId: string): Promise<string> {
  const qr = (await db.doc(`orders/${orderId}`).get()).get('qrData') as string | undefined;
  if (!qr || !parseQrPayload(qr).pass) throw new Error(`orders/${orderId} has no signed qrData`);
  return qr;
}

export async function readOrderFields(orderId: string): Promise<Record<string, unknown>> {
  return (await db.doc(`orders/${orderId}`).get()).data() ?? {};
}

/** The same QR text with one character of the signature changed: a forged pass. */
export function tamperedSignature(qrData: string): string {
  const payload = parseQrPayload(qrData);
  const pass = payload.pass!;
  const at = pass.lastIndexOf('.') + 10;
  const forged = pass.slice(0, at) + (pass[at] === 'A' ? 'B' : 'A') + pass.slice(at + 1);
  return qrData.replace(pass, forged);
}

/**
 * Books a free appointment through the real callables, keeps the picture of its first code, then rebooks it
 * through `rebookOrder` (the server signs version 2). Tries grid times until two free seats are found (other
 * suites and the seed book the same dates).
 */
export async function bookAndRebook(customer: BayCustomer): Promise<{ orderId: string; oldQr: string }> {
  const [first, second] = upcomingDates();
  const times = slotTimes('free');
  const offset = Math.floor(Math.random() * times.length);
  for (let i = 0; i < 8; i += 1) {
    const time = times[(offset + i * 7) % times.length]!;
    try {
      const orderId = await bookThroughCallables(
        customer,
        { date: first, time, type: 'free' },
        'premium-wash',
      );
      const oldQr = await storedQrData(orderId);
      for (let j = 1; j < 8; j += 1) {
        const next = times[(offset + i * 7 + j * 5) % times.length]!;
        try {
          await callAs(customer, 'rebookOrder', { orderId, appointmentDate: second, appointmentTime: next });
          return { orderId, oldQr };
        } catch (error) {
          if (!/full|taken|clash/i.test(String(error))) throw error;
        }
      }
    } catch (error) {
      if (!/full|taken|clash/i.test(String(error))) throw error;
    }
  }
  throw new Error('no two free seats found to book and rebook');
}

/** Bookable dates after today (always at least two). */
function upcomingDates(): string[] {
  const today = businessDate(new Date());
  return bookableDates(new Date()).filter((d) => d !== today);
}

/** Tomorrow in business time. */
export const tomorrow = (): string => addDaysToDate(businessDate(new Date()), 1);

/** Minutes of the business day now. */
export const businessMinutesNow = (): number => businessMinutesOfDay(new Date());

export { MINUTE };
